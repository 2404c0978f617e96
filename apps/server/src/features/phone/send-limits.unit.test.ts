import { describe, expect, it } from 'vitest';
import { checkSendLimits } from './send-limits';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const none = { toNumber: [], bySession: [], fromClient: [] };

describe('checkSendLimits', () => {
  it('allows a first send', () => {
    expect(checkSendLimits(none, NOW)).toBeNull();
  });

  it('allows a send exactly 30 seconds after the last one to the number', () => {
    expect(checkSendLimits({ ...none, toNumber: [ago(30)] }, NOW)).toBeNull();
  });

  it('gives the longest wait when several limits are hit, and the first one’s message', () => {
    const refusal = checkSendLimits(
      {
        toNumber: [ago(5)],
        bySession: [ago(600), ago(500), ago(400), ago(300), ago(5)],
        fromClient: [],
      },
      NOW,
    );
    expect(refusal).toEqual({
      message: 'A code was just sent to this number. Wait 50 minutes before asking again.',
      retryAfterSeconds: 3000,
    });
  });

  it('says "1 second" and never asks to wait less than that', () => {
    expect(checkSendLimits({ ...none, toNumber: [ago(29.9)] }, NOW)).toEqual({
      message: 'A code was just sent to this number. Wait 1 second before asking again.',
      retryAfterSeconds: 1,
    });
  });

  it('counts the sends from one network address against the configured ceiling', () => {
    const fromClient = Array.from({ length: 3 }, (_, i) => ago(600 - i));
    expect(checkSendLimits({ ...none, fromClient }, NOW, 3)?.message).toMatch(/from this network/);
    expect(checkSendLimits({ ...none, fromClient }, NOW, 4)).toBeNull();
  });
});
