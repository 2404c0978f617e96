import { describe, expect, it } from 'vitest';
import { LawNotificationsQuerySchema } from '../schemas/legal';
import {
  isLawNotificationState,
  LAW_NOTIFICATION_STATES,
  lawMonthsAgo,
  lawWindowStart,
} from './law-notifications';

describe('law notification states', () => {
  it('lists the 50 states and DC, without Puerto Rico', () => {
    expect(LAW_NOTIFICATION_STATES).toHaveLength(51);
    expect(LAW_NOTIFICATION_STATES).toContainEqual({ code: 'CA', name: 'California' });
    expect(LAW_NOTIFICATION_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(isLawNotificationState('PR')).toBe(false);
    expect(isLawNotificationState('ca')).toBe(false);
  });

  it('reads the query: CA by default, a code in any case, and refuses unknown codes', () => {
    expect(LawNotificationsQuerySchema.parse({})).toEqual({ state: 'CA' });
    expect(LawNotificationsQuerySchema.parse({ state: 'ny', months: '12' })).toEqual({
      state: 'NY',
      months: 12,
    });
    for (const state of ['XX', 'California', 'C', '']) {
      expect(LawNotificationsQuerySchema.safeParse({ state }).success, state).toBe(false);
    }
    for (const months of ['0', '-1', '1.5', 'abc', '601']) {
      expect(LawNotificationsQuerySchema.safeParse({ months }).success, months).toBe(false);
    }
  });
});

describe('law notification age (P2 §9)', () => {
  const now = new Date('2026-11-23T17:00:00Z');

  it('counts calendar months, with this month and future laws as 0', () => {
    expect(lawMonthsAgo('2026-11-01', now)).toBe(0);
    expect(lawMonthsAgo('2027-01-01', now)).toBe(0);
    expect(lawMonthsAgo('2026-10-31', now)).toBe(1);
    expect(lawMonthsAgo('2026-05-24', now)).toBe(6);
    expect(lawMonthsAgo('2026-01-01', now)).toBe(10);
  });

  it('starts a window the same day N months back, clamped to short months', () => {
    expect(lawWindowStart(now, 6)).toBe('2026-05-23');
    expect(lawWindowStart(now, 12)).toBe('2025-11-23');
    expect(lawWindowStart(new Date('2026-08-31T12:00:00Z'), 6)).toBe('2026-02-28');
    expect(lawWindowStart(new Date('2028-08-31T12:00:00Z'), 6)).toBe('2028-02-29');
    expect(lawWindowStart(new Date('2026-03-15T00:00:00Z'), 600)).toBe('1976-03-15');
  });
});
