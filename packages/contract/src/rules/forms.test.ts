import { describe, expect, it } from 'vitest';
import {
  arePermissionsAccepted,
  canSendPhone,
  parseStatistic,
  parseWitnessCount,
  sanitizeVerificationCode,
} from './forms';

describe('parseWitnessCount (P1 §5: integer, minimum 0, invalid becomes 0)', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    ['-2', 0],
    ['abc', 0],
    ['', 0],
    [2.5, 0],
    [7, 7],
  ])('parses %j as %i', (input, expected) => {
    expect(parseWitnessCount(input)).toBe(expected);
  });
});

describe('parseStatistic (P2 §5: integers, fallback 0)', () => {
  it('parses integers and falls back to 0', () => {
    expect(parseStatistic('12')).toBe(12);
    expect(parseStatistic('x')).toBe(0);
  });
});

describe('arePermissionsAccepted (P1 §5)', () => {
  const all = {
    allAccepted: true,
    emergencyRecording: true,
    cameraAccess: true,
    microphoneAccess: true,
    locationTracking: true,
    communityAlerts: true,
  };

  it('accepts when the six named flags are true', () => {
    expect(arePermissionsAccepted(all)).toBe(true);
  });

  it.each(Object.keys(all))('refuses when %s is false', (key) => {
    expect(arePermissionsAccepted({ ...all, [key]: false })).toBe(false);
  });

  it('refuses a missing record', () => {
    expect(arePermissionsAccepted(null)).toBe(false);
  });
});

describe('verification inputs (P2 §5)', () => {
  it('enables sending only from 10 characters', () => {
    expect(canSendPhone('555123456')).toBe(false);
    expect(canSendPhone('5551234567')).toBe(true);
  });

  it('keeps digits only, cut to 6', () => {
    expect(sanitizeVerificationCode('12a3-4567')).toBe('123456');
  });
});
