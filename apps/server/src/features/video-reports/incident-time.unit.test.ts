import { describe, expect, it } from 'vitest';
import { formatIncidentTime, incidentTimeZone } from './incident-time';

describe("a complaint's times, where the incident happened", () => {
  it('finds the zone of the first known point', () => {
    expect(incidentTimeZone([null, { latitude: 34.1808, longitude: -118.309 }])).toBe(
      'America/Los_Angeles',
    );
    expect(incidentTimeZone([{ latitude: 41.2565, longitude: -95.9345 }])).toBe('America/Chicago');
    expect(incidentTimeZone([null, null])).toBeNull();
  });

  it('states the local time with its zone and offset, summer and winter', () => {
    const winter = new Date('2026-01-15T03:42:10Z');
    expect(formatIncidentTime(winter, 'America/Los_Angeles')).toBe(
      'January 14, 2026 at 7:42:10 PM PST (America/Los_Angeles, UTC-08:00)',
    );
    const summer = new Date('2026-07-04T16:00:00Z');
    expect(formatIncidentTime(summer, 'America/New_York')).toBe(
      'July 4, 2026 at 12:00:00 PM EDT (America/New_York, UTC-04:00)',
    );
    expect(formatIncidentTime(summer, null)).toBe(
      'July 4, 2026 at 4:00:00 PM UTC (UTC, UTC+00:00)',
    );
  });
});
