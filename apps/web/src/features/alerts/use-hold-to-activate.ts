import { HOLD_COUNTDOWN_FROM, HOLD_TIME_MS } from '@redzone/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { vibrate } from '../../lib/device';

const TICK_MS = 50;
/** How long "Keep holding – 3 seconds" stays after a press that was let go too soon. */
const TOO_SHORT_NOTICE_MS = 2_500;
const TOO_SHORT_VIBRATION = [60] as const;

export interface HoldState {
  isHolding: boolean;
  /** 3, 2, 1 while held (P1 §2). */
  countdown: number;
  /** 0..1 of the hold completed, for the growing scale. */
  progress: number;
  /** The last press was let go before 3 s: say so rather than reset silently. */
  wasTooShort: boolean;
}

export interface HoldCallbacks {
  /** The hold completed. */
  onActivate: () => void;
  /** A press began (the recorder may warm the cameras up). */
  onHoldStart?: () => void;
  /** A press ended before the hold completed. */
  onHoldCancel?: () => void;
}

const IDLE: HoldState = {
  isHolding: false,
  countdown: HOLD_COUNTDOWN_FROM,
  progress: 0,
  wasTooShort: false,
};

/**
 * P1 §4/§5: fires only after a continuous hold of HOLD_TIME_MS; release, pointer leave or touch
 * end before then cancels. `enabled` false ignores presses (sending or already active).
 */
export function useHoldToActivate(callbacks: HoldCallbacks, enabled: boolean) {
  const [state, setState] = useState<HoldState>(IDLE);
  const startedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const notice = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  }, [callbacks]);

  const clear = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    startedAt.current = null;
  }, []);

  /** Let go: before 3 s it says to keep holding (and buzzes), never resets silently. */
  const stop = useCallback(() => {
    if (startedAt.current === null) return;
    clear();
    callbacksRef.current.onHoldCancel?.();
    vibrate(TOO_SHORT_VIBRATION);
    setState({ ...IDLE, wasTooShort: true });
    if (notice.current) clearTimeout(notice.current);
    notice.current = setTimeout(() => setState(IDLE), TOO_SHORT_NOTICE_MS);
  }, [clear]);

  const start = useCallback(() => {
    if (!enabled || startedAt.current !== null) return;
    startedAt.current = performance.now();
    if (notice.current) clearTimeout(notice.current);
    callbacksRef.current.onHoldStart?.();
    setState({ ...IDLE, isHolding: true });
    timer.current = setInterval(() => {
      const elapsed = performance.now() - (startedAt.current ?? performance.now());
      if (elapsed >= HOLD_TIME_MS) {
        clear();
        setState(IDLE);
        callbacksRef.current.onActivate();
        return;
      }
      const remaining = HOLD_TIME_MS - elapsed;
      setState({
        isHolding: true,
        countdown: Math.ceil((remaining / HOLD_TIME_MS) * HOLD_COUNTDOWN_FROM),
        progress: elapsed / HOLD_TIME_MS,
        wasTooShort: false,
      });
    }, TICK_MS);
  }, [enabled, clear]);

  useEffect(
    () => () => {
      clear();
      if (notice.current) clearTimeout(notice.current);
    },
    [clear],
  );

  return {
    state,
    handlers: {
      onPointerDown: start,
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
      onTouchEnd: stop,
      onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
      onKeyDown: (event: { key: string; repeat: boolean }) => {
        if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) start();
      },
      onKeyUp: (event: { key: string }) => {
        if (event.key === ' ' || event.key === 'Enter') stop();
      },
    },
  };
}
