import {
  DEPARTMENT_TYPES,
  type DepartmentTypeId,
  GRADE_POINTS,
  NEGATIVE_GRADES,
  OFFICER_GRADES,
  type OfficerGrade,
  POSITIVE_GRADES,
  UNKNOWN_BADGE,
  UNKNOWN_OFFICER_NAME,
} from '../schemas/officers';

const HOUR_MS = 60 * 60_000;
/** The easternmost time zone (UTC+14): where "today" ends last. */
const LATEST_UTC_OFFSET_MS = 14 * HOUR_MS;

/** P2 §3: fullName is built from the first and last names; an empty one is "Unknown Officer". */
export function officerFullName(firstName: string, lastName: string): string {
  const fullName = `${firstName.trim()} ${lastName.trim()}`.trim();
  return fullName.length > 0 ? fullName : UNKNOWN_OFFICER_NAME;
}

/** P2 §5: a badge that was not given is filed as UNKNOWN; badges are kept in capitals. */
export function officerBadge(badgeNumber: string): string {
  const badge = badgeNumber.trim().toUpperCase();
  return badge.length > 0 ? badge : UNKNOWN_BADGE;
}

/** P2 §5: the department for a department type, {city} and {state} filled in. */
export function departmentName(typeId: DepartmentTypeId, city: string, state: string): string {
  const type = DEPARTMENT_TYPES.find((t) => t.id === typeId) ?? DEPARTMENT_TYPES[0];
  return type.template.replace('{city}', city.trim()).replace('{state}', state.trim());
}

/** P2 §5: with no department given, "{city} Police Department". */
export function defaultDepartment(city: string): string {
  return departmentName('city_police', city, '');
}

export function isPositiveGrade(grade: OfficerGrade): boolean {
  return POSITIVE_GRADES.includes(grade);
}

export function isNegativeGrade(grade: OfficerGrade): boolean {
  return NEGATIVE_GRADES.includes(grade);
}

/**
 * GRADE_POINTS doubled, so sums stay whole numbers (A+ 10, A 9, B 7, C 5, D 3, F 0): the
 * database keeps an officer's sum in these units, exact under any number of reports.
 */
export function gradeHalfPoints(grade: OfficerGrade): number {
  return Math.round(GRADE_POINTS[grade] * 2);
}

/** averageRating from the half-point sum: the mean grade point, 2 decimals; 0 with no reports. */
export function averageRatingFromHalfPoints(halfPoints: number, totalReports: number): number {
  if (totalReports <= 0) return 0;
  return Math.round((halfPoints / 2 / totalReports) * 100) / 100;
}

/** The grade nearest an average (a tie goes to the better grade); null with no reports. */
export function gradeForAverage(averageRating: number, totalReports: number): OfficerGrade | null {
  if (totalReports <= 0) return null;
  let best: OfficerGrade = 'F';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const grade of OFFICER_GRADES) {
    const distance = Math.abs(GRADE_POINTS[grade] - averageRating);
    // Best grade first, so a tie keeps the better one.
    if (distance < bestDistance - 1e-9) {
      best = grade;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The latest incident date that is not in the future for somebody: today's date at UTC+14. The
 * server does not know the person's time zone, so "today" is the latest one on Earth.
 */
export function latestIncidentDate(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** An incident date or date-time as its calendar date (the date as written, in its own zone). */
export function incidentCalendarDate(value: string): string {
  return value.slice(0, 10);
}

/** Whether an incident date (YYYY-MM-DD, or a date-time) lies in the future. */
export function isFutureIncidentDate(value: string, now: Date): boolean {
  if (value.length > 10) return new Date(value).getTime() > now.getTime();
  return value > latestIncidentDate(now);
}
