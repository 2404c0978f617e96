import {
  LIVE_STREAMS_FILE_RESERVE,
  LIVE_STREAMS_MAX_FALLBACK,
  LIVE_STREAMS_PER_SESSION,
} from '@redzone/contract';

/** Why a stream was refused: the session's or the address's share, or the whole server's. */
export type StreamRefusal = 'session' | 'address' | 'server';

export interface StreamCaps {
  /** A place for one more stream, released when it closes; or why there is none. */
  acquire(key: { userId: string; address: string }): { release: () => void } | StreamRefusal;
  readonly open: number;
}

/**
 * The global cap from the open-file limit: every stream is a socket, and a
 * server out of file descriptors fails everyone, /api/health included.
 */
export function defaultStreamCap(openFileLimit: number | null): number {
  if (openFileLimit === null) return LIVE_STREAMS_MAX_FALLBACK;
  return Math.max(Math.floor(openFileLimit / 2), openFileLimit - LIVE_STREAMS_FILE_RESERVE);
}

/** Counts this process's open event streams per session, per address group and in all. */
export function createStreamCaps(limits: {
  perSession?: number;
  perAddress: number;
  total: number;
}): StreamCaps {
  const perSession = limits.perSession ?? LIVE_STREAMS_PER_SESSION;
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let open = 0;

  const add = (counts: Map<string, number>, key: string, delta: number) => {
    const next = (counts.get(key) ?? 0) + delta;
    if (next <= 0) counts.delete(key);
    else counts.set(key, next);
  };

  return {
    acquire({ userId, address }) {
      if (open >= limits.total) return 'server';
      if ((byAddress.get(address) ?? 0) >= limits.perAddress) return 'address';
      if ((bySession.get(userId) ?? 0) >= perSession) return 'session';
      open += 1;
      add(bySession, userId, 1);
      add(byAddress, address, 1);
      let isReleased = false;
      return {
        release() {
          if (isReleased) return;
          isReleased = true;
          open -= 1;
          add(bySession, userId, -1);
          add(byAddress, address, -1);
        },
      };
    },
    get open() {
      return open;
    },
  };
}
