import { CRIME_TYPE_LABELS, CRIME_TYPES, CreateVideoReportBodySchema } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../../i18n/all-texts';
import { agenciesPath } from './api/get-agencies';
import {
  incidentInstant,
  initialReportForm,
  reportFieldErrors,
  type ReportFormValues,
  toReportBodies,
  witnessCountOf,
} from './report-form';

const filled = (change: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...initialReportForm(new Date(2026, 4, 17, 14, 5)),
  agencyIds: ['CA0191200', 'CA0194200'],
  crimeType: 'excessive_force',
  description: '  Pushed to the ground during a stop.  ',
  ...change,
});

describe('report form (P1 §5)', () => {
  it('defaults the date to today and the time to now, in local time', () => {
    const values = initialReportForm(new Date(2026, 0, 3, 9, 7));
    expect(values.date).toBe('2026-01-03');
    expect(values.time).toBe('09:07');
    expect(values.crimeType).toBeNull();
    expect(values.witnessCount).toBe('0');
  });

  it('asks for an agency before anything else', () => {
    expect(toReportBodies('rec-1', filled({ agencyIds: [], description: '' }))).toEqual({
      ok: false,
      problem: 'noAgencies',
    });
  });

  it('needs the incident type, a description that is not blank, and a date', () => {
    for (const change of [{ crimeType: null }, { description: '   ' }, { date: '' }]) {
      expect(toReportBodies('rec-1', filled(change))).toEqual({
        ok: false,
        problem: 'missingInformation',
      });
    }
  });

  it('makes one valid report per agency with the optional fields left out as null', () => {
    const result = toReportBodies('rec-1', filled({ officerName: ' ', time: '' }));
    if (!result.ok) throw new Error(result.problem);
    expect(result.reports.map((r) => r.agencyId)).toEqual(['CA0191200', 'CA0194200']);
    const [first] = result.reports;
    expect(first).toMatchObject({
      recordingId: 'rec-1',
      crimeType: 'excessive_force',
      officerName: null,
      officerBadgeNumber: null,
      incidentDescription: 'Pushed to the ground during a stop.',
      witnessCount: 0,
      isAnonymous: false,
      // No time: the start of the day, local.
      incidentDate: new Date(2026, 4, 17, 0, 0).toISOString(),
    });
    for (const report of result.reports) {
      expect(CreateVideoReportBodySchema.safeParse(report).success).toBe(true);
    }
  });

  it('combines the date and the time into one instant', () => {
    expect(incidentInstant('2026-05-17', '14:05')?.getTime()).toBe(
      new Date(2026, 4, 17, 14, 5).getTime(),
    );
    expect(incidentInstant('17/05/2026', '14:05')).toBeNull();
  });

  it('reads witnessCount as an integer of at least 0; anything else becomes 0', () => {
    expect(witnessCountOf('3')).toBe(3);
    expect(witnessCountOf(' 12 ')).toBe(12);
    expect(witnessCountOf('-2')).toBe(0);
    expect(witnessCountOf('two')).toBe(0);
    expect(witnessCountOf('')).toBe(0);
    // More than the server keeps is not a count it can store.
    expect(witnessCountOf('99999')).toBe(0);
  });

  it('shows the spec’s crime type labels in English', () => {
    for (const type of CRIME_TYPES) {
      expect(allTexts.en.reports.crimeTypes[type]).toBe(CRIME_TYPE_LABELS[type]);
    }
  });
});

describe('agenciesPath (P1 §7: only when a location exists)', () => {
  it('sends the position and the place text when both are known', () => {
    expect(agenciesPath({ latitude: 34.1808, longitude: -118.309, location: 'Burbank, CA' })).toBe(
      '/api/law-enforcement-agencies?latitude=34.1808&longitude=-118.309&location=Burbank%2C+CA',
    );
  });

  it('makes no call without a position or a place', () => {
    expect(agenciesPath({ latitude: null, longitude: null, location: '  ' })).toBeNull();
    expect(agenciesPath({ latitude: 34.1, longitude: null, location: null })).toBeNull();
  });
});

describe('inline errors and the default time', () => {
  it('names every field to fix, and none once filled', () => {
    const empty = initialReportForm(new Date(2026, 10, 21, 10, 30));
    expect(reportFieldErrors({ ...empty, date: '' })).toEqual([
      'agencies',
      'crimeType',
      'description',
      'date',
    ]);
    expect(
      reportFieldErrors({
        ...empty,
        agencyIds: ['CA0191200'],
        crimeType: 'assault',
        description: 'Pushed',
      }),
    ).toEqual([]);
  });

  it('starts at the time the recording started', () => {
    const form = initialReportForm(new Date(2026, 10, 21, 10, 30));
    expect([form.date, form.time]).toEqual(['2026-11-21', '10:30']);
  });
});
