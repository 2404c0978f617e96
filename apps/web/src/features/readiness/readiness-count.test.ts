import { describe, expect, it } from 'vitest';
import { countReady } from './readiness-count';

const nothing = {
  installed: 'no',
  notifications: 'no',
  camera: 'no',
  microphone: 'no',
  location: 'no',
} as const;

describe('countReady', () => {
  it('counts nothing done on a first visit, and seven when all is done', () => {
    const none = { isVerified: false, confirmedContacts: null, hasStopPin: false };
    expect(countReady(nothing, none)).toEqual({ done: 0, total: 7 });
    const all = { isVerified: true, confirmedContacts: 1, hasStopPin: true };
    const device = {
      installed: 'yes',
      notifications: 'yes',
      camera: 'yes',
      microphone: 'yes',
      location: 'yes',
    } as const;
    expect(countReady(device, all)).toEqual({ done: 7, total: 7 });
  });

  it('needs both camera and microphone, and a confirmed contact, and takes unknown as not done', () => {
    const account = { isVerified: true, confirmedContacts: 0, hasStopPin: false };
    expect(countReady({ ...nothing, camera: 'yes', location: 'unknown' }, account)).toEqual({
      done: 1,
      total: 7,
    });
  });
});
