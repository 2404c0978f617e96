/**
 * Footage the phone could not write to its storage because the browser's room for this app is
 * used up. It is never dropped: it waits in memory, is uploaded from there, and is written once
 * there is room. Meanwhile the person is told, because footage in memory that the server has not
 * acknowledged is lost if the app closes.
 */
export interface HeldFootage {
  /** Recordings with footage in memory only (not on the phone's storage, not on the server). */
  waiting: number;
  /** When the oldest of that footage was recorded (ms since the epoch); null when none. */
  since: number | null;
}

const NOTHING_HELD: HeldFootage = { waiting: 0, since: null };
let current: HeldFootage = NOTHING_HELD;
const listeners = new Set<() => void>();

/** The store says what it holds in memory now. */
export function setHeldFootage(next: HeldFootage): void {
  if (next.waiting === current.waiting && next.since === current.since) return;
  current = next.waiting === 0 ? NOTHING_HELD : next;
  for (const listener of listeners) listener();
}

export function getHeldFootage(): HeldFootage {
  return current;
}

export function subscribeHeldFootage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
