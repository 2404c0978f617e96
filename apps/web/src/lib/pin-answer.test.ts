import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { answerOf } from './pin-answer';

const refused = (status: number, code: string) => () =>
  Promise.reject(new ApiError(status, `${status}: x`, code, 'x'));

describe('what a PIN prompt makes of the server', () => {
  it('accepts whatever the server accepts, without knowing which PIN it was', async () => {
    expect(await answerOf(() => Promise.resolve())).toEqual({ kind: 'accepted', checked: true });
  });

  it('says wrong, wait and busy as the server does', async () => {
    expect(await answerOf(refused(403, 'pin_wrong'))).toEqual({ kind: 'wrong' });
    expect(await answerOf(refused(403, 'pin_required'))).toEqual({ kind: 'wrong' });
    expect(await answerOf(refused(429, 'pin_rate_limited'))).toEqual({ kind: 'wait' });
    expect(await answerOf(refused(503, 'busy'))).toEqual({ kind: 'busy' });
  });

  it('takes a Stop with no network and lets the server decide later; anything else waits for it', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await answerOf(offline, 'accept')).toEqual({ kind: 'accepted', checked: false });
    expect(await answerOf(offline)).toEqual({ kind: 'offline' });
    expect(await answerOf(refused(502, 'bad_gateway'), 'accept')).toEqual({
      kind: 'accepted',
      checked: false,
    });
  });

  it('passes on refusals that are not about the PIN', async () => {
    await expect(answerOf(refused(403, 'deletion_code_required'))).rejects.toBeInstanceOf(ApiError);
  });
});
