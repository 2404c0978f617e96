/**
 * What other features need of the stop PIN guard (pins.service implements it; app.ts composes):
 * a type of its own, so they depend on this shape and not on the pins feature's insides.
 */

/** Who typed a PIN: the limits count per identity and per address group. */
export interface PinTry {
  userId: string;
  clientAddress: string;
}

/**
 * `none`: no PIN is stored, go on. `stop`: the stop PIN, do it. `duress`: the duress PIN (or a
 * PIN the holder was shown as set): answer as if it was done and do nothing.
 */
export type PinVerdict = 'none' | 'stop' | 'duress';

export interface PinGuard {
  /** Throws pin_required, pin_wrong, pin_rate_limited or busy. */
  guard(who: PinTry, pin: string | undefined): Promise<PinVerdict>;
}

/** What taking everything back from a new phone needs of the old phone's PINs. */
export interface TakeBackPins {
  /**
   * The same check for taking everything back from a new phone: it tells nobody of a duress
   * (the caller does, once the contacts moved), and the real stop PIN counts even where the
   * holder was shown the PINs removed.
   */
  checkTakeBack(who: PinTry, pin: string | undefined): Promise<PinVerdict>;
  /** The duress PIN was used for `userId`: whoever tells the contacts hears it. */
  duressUsed(userId: string): void;
}
