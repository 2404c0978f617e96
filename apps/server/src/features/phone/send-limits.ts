import {
  VERIFICATION_SEND_INTERVAL_MS,
  VERIFICATION_SEND_WINDOW_MS,
  VERIFICATION_SENDS_PER_CLIENT_ADDRESS,
  VERIFICATION_SENDS_PER_NUMBER,
  VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS,
  VERIFICATION_SENDS_PER_NUMBER_PER_NETWORK,
  VERIFICATION_SENDS_PER_SESSION,
} from '@redzone/contract';

/** When codes were sent within the window, oldest first, counted four ways. */
export interface SendHistory {
  /** To this number by this session (others' sends do not count here). */
  toNumber: Date[];
  /** To this number by every session. */
  toNumberByAnyone?: Date[];
  /** To this number from this network (address group), by any session. */
  toNumberFromNetwork?: Date[];
  bySession: Date[];
  fromClient: Date[];
}

export interface SendRefusal {
  message: string;
  retryAfterSeconds: number;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Whether one more code may be sent now. Every limit that is hit is counted: Retry-After is the
 * longest wait, so a client that honours it is not refused again; the message names the first.
 */
export function checkSendLimits(
  history: SendHistory,
  now: Date,
  sendsPerClientAddress: number = VERIFICATION_SENDS_PER_CLIENT_ADDRESS,
): SendRefusal | null {
  const waits: { waitMs: number; message: (wait: string) => string }[] = [];
  const last = history.toNumber.at(-1);
  if (last !== undefined && now.getTime() - last.getTime() < VERIFICATION_SEND_INTERVAL_MS) {
    waits.push({
      waitMs: last.getTime() + VERIFICATION_SEND_INTERVAL_MS - now.getTime(),
      message: (wait) => `A code was just sent to this number. Wait ${wait} before asking again.`,
    });
  }
  const windowed = [
    {
      sends: history.toNumber,
      limit: VERIFICATION_SENDS_PER_NUMBER,
      message: (wait: string) => `Too many codes were sent to this number. Try again in ${wait}.`,
    },
    {
      sends: history.toNumberFromNetwork ?? [],
      limit: VERIFICATION_SENDS_PER_NUMBER_PER_NETWORK,
      message: (wait: string) => `Too many codes were sent to this number. Try again in ${wait}.`,
    },
    {
      sends: history.toNumberByAnyone ?? [],
      limit: VERIFICATION_SENDS_PER_NUMBER_ALL_SESSIONS,
      message: (wait: string) => `Too many codes were sent to this number. Try again in ${wait}.`,
    },
    {
      sends: history.bySession,
      limit: VERIFICATION_SENDS_PER_SESSION,
      message: (wait: string) =>
        `Too many codes were requested from this device. Try again in ${wait}.`,
    },
    {
      sends: history.fromClient,
      limit: sendsPerClientAddress,
      message: (wait: string) =>
        `Too many codes were requested from this network. Try again in ${wait}.`,
    },
  ];
  for (const { sends, limit, message } of windowed) {
    // The send whose leaving the window frees a place.
    const blocking = sends[sends.length - limit];
    if (sends.length >= limit && blocking !== undefined) {
      waits.push({
        waitMs: blocking.getTime() + VERIFICATION_SEND_WINDOW_MS - now.getTime(),
        message,
      });
    }
  }
  const first = waits[0];
  if (first === undefined) return null;
  const longestMs = Math.max(...waits.map((wait) => wait.waitMs));
  const retryAfterSeconds = Math.max(1, Math.ceil(longestMs / SECOND_MS));
  return { message: first.message(describeWait(retryAfterSeconds * SECOND_MS)), retryAfterSeconds };
}

function describeWait(ms: number): string {
  if (ms < MINUTE_MS) {
    const seconds = Math.ceil(ms / SECOND_MS);
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / MINUTE_MS);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
