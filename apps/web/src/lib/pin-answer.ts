import { ApiError } from './api-client';

/**
 * What came of a PIN the server was asked about. `accepted` for the stop PIN and the duress PIN
 * alike (the phone never learns which). With no answer from the server, a Stop or an End is
 * taken all the same (`whenUnreachable: 'accept'`: the server decides once it hears of it);
 * anything that must reach the server first says `offline`.
 */
export type PinAnswer =
  | { kind: 'accepted'; checked: boolean }
  | { kind: 'wrong' }
  | { kind: 'wait' }
  | { kind: 'busy' }
  | { kind: 'offline' };

export async function answerOf(
  ask: () => Promise<unknown>,
  whenUnreachable: 'accept' | 'refuse' = 'refuse',
): Promise<PinAnswer> {
  try {
    await ask();
    return { kind: 'accepted', checked: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      if (error instanceof ApiError && error.code === 'busy') return { kind: 'busy' };
      return whenUnreachable === 'accept'
        ? { kind: 'accepted', checked: false }
        : { kind: 'offline' };
    }
    if (error.code === 'pin_rate_limited') return { kind: 'wait' };
    if (error.code === 'pin_wrong' || error.code === 'pin_required') return { kind: 'wrong' };
    throw error;
  }
}
