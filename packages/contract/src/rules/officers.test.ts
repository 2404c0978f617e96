import { describe, expect, it } from 'vitest';
import {
  CreateOfficerBodySchema,
  CreateOfficerReportBodySchema,
  GRADE_POINTS,
  OFFICER_GRADES,
} from '../schemas/officers';
import { canonicalStateName } from '../us-states';
import {
  averageRatingFromHalfPoints,
  defaultDepartment,
  departmentName,
  gradeForAverage,
  gradeHalfPoints,
  isFutureIncidentDate,
  isNegativeGrade,
  isPositiveGrade,
  latestIncidentDate,
  officerBadge,
  officerFullName,
} from './officers';

describe('officer grades', () => {
  it('maps A+ 5, A 4.5, B 3.5, C 2.5, D 1.5, F 0', () => {
    expect(GRADE_POINTS).toEqual({ 'A+': 5, A: 4.5, B: 3.5, C: 2.5, D: 1.5, F: 0 });
    expect(OFFICER_GRADES.map(gradeHalfPoints)).toEqual([10, 9, 7, 5, 3, 0]);
  });

  it('counts A+, A and B as positive, D and F as negative, C as neither', () => {
    expect(OFFICER_GRADES.filter(isPositiveGrade)).toEqual(['A+', 'A', 'B']);
    expect(OFFICER_GRADES.filter(isNegativeGrade)).toEqual(['D', 'F']);
  });

  it('averages the grade points to 2 decimals, 0 with no reports', () => {
    expect(averageRatingFromHalfPoints(0, 0)).toBe(0);
    expect(averageRatingFromHalfPoints(10 + 0, 2)).toBe(2.5);
    expect(averageRatingFromHalfPoints(10 + 9 + 7, 3)).toBe(4.33);
    expect(averageRatingFromHalfPoints(3, 1)).toBe(1.5);
  });

  it('shows the nearest grade for an average, the better one on a tie, none without reports', () => {
    expect(gradeForAverage(0, 0)).toBeNull();
    expect(gradeForAverage(5, 3)).toBe('A+');
    expect(gradeForAverage(4.75, 2)).toBe('A+');
    expect(gradeForAverage(4.74, 2)).toBe('A');
    expect(gradeForAverage(4, 2)).toBe('A');
    expect(gradeForAverage(3.99, 2)).toBe('B');
    expect(gradeForAverage(2.5, 2)).toBe('C');
    expect(gradeForAverage(0.75, 2)).toBe('D');
    expect(gradeForAverage(0.74, 2)).toBe('F');
  });
});

describe('creating an officer (P2 §5)', () => {
  it('builds fullName from the names, "Unknown Officer" when both are empty', () => {
    expect(officerFullName(' Dana ', ' Scully ')).toBe('Dana Scully');
    expect(officerFullName('', 'Scully')).toBe('Scully');
    expect(officerFullName(' ', '')).toBe('Unknown Officer');
  });

  it('files a missing badge as UNKNOWN, and badges in capitals', () => {
    expect(officerBadge('')).toBe('UNKNOWN');
    expect(officerBadge(' ab-12 ')).toBe('AB-12');
  });

  it('fills the department templates, "{city} Police Department" by default', () => {
    expect(defaultDepartment('Burbank')).toBe('Burbank Police Department');
    expect(departmentName('state_highway_patrol', 'Burbank', 'California')).toBe(
      'California Highway Patrol',
    );
    expect(departmentName('city_sheriff', 'Burbank', 'California')).toBe(
      "Burbank Sheriff's Department",
    );
  });

  it('reads a state name or code in any case, and nothing else', () => {
    expect(canonicalStateName('ca')).toBe('California');
    expect(canonicalStateName(' new  york ')).toBe('New York');
    expect(canonicalStateName('DC')).toBe('District of Columbia');
    expect(canonicalStateName('Atlantis')).toBeNull();
  });

  it('requires the city and state, and takes an empty rank or department as none', () => {
    const body = { firstName: 'A', lastName: 'B', city: 'Burbank', state: 'CA' };
    expect(CreateOfficerBodySchema.parse({ ...body, rank: '', department: '' })).toMatchObject({
      badgeNumber: '',
      rank: null,
      department: null,
    });
    const noCity = CreateOfficerBodySchema.safeParse({ ...body, city: '  ' });
    expect(noCity.error?.issues[0]?.message).toBe('Enter the city.');
  });
});

describe('officer reports (P2 §3, §5)', () => {
  const base = { rating: 'B', title: 'Stop', description: 'Polite' };

  it('needs a grade, a title and a description, with their messages', () => {
    const messages = (input: object) =>
      CreateOfficerReportBodySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual([
      'Choose a grade: A+, A, B, C, D or F.',
      'Enter a title.',
      'Describe what happened.',
    ]);
    expect(CreateOfficerReportBodySchema.parse(base)).toMatchObject({ isAnonymous: false });
  });

  it('takes a date or a date and time as the incident date', () => {
    expect(
      CreateOfficerReportBodySchema.safeParse({ ...base, incidentDate: '2025-03-14' }).success,
    ).toBe(true);
    expect(
      CreateOfficerReportBodySchema.safeParse({
        ...base,
        incidentDate: '2025-03-14T18:30:00-07:00',
      }).success,
    ).toBe(true);
    expect(
      CreateOfficerReportBodySchema.safeParse({ ...base, incidentDate: 'yesterday' }).success,
    ).toBe(false);
  });

  it('calls a date future only once it has not begun anywhere on Earth', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(latestIncidentDate(now)).toBe('2026-06-02');
    expect(isFutureIncidentDate('2026-06-02', now)).toBe(false);
    expect(isFutureIncidentDate('2026-06-03', now)).toBe(true);
    expect(isFutureIncidentDate('2026-06-01T13:00:00Z', now)).toBe(true);
    expect(isFutureIncidentDate('2026-06-01T11:00:00Z', now)).toBe(false);
  });
});
