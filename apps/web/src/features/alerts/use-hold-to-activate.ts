import { HOLD_COUNTDOWN_FROM, HOLD_TIME_MS } from '@redzone/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 50;

export interface HoldState {
  isHolding: boolean;
  /** 3, 2, 1 while held (P1 §2). */
  countdown: number;
  /** 0..1 of the hold completed, for the growing scale. */
  progress: number;
}

/**
 * P1 §4/§5: fires only after a continuous hold of HOLD_TIME_MS; release, pointer leave or touch
 * end before then cancels. `enabled` false ignores presses (sending or already active).
 */
export function useHoldToActivate(onActivate: () => void, enabled: boolean) {
  const [state, setState] = useState<HoldState>({
    isHolding: false,
    countdown: HOLD_COUNTDOWN_FROM,
    progress: 0,
  });
  const startedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const activateRef = useRef(onActivate);
  useEffect(() => {
    activateRef.current = onActivate;
  }, [onActivate]);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    startedAt.current = null;
    setState({ isHolding: false, countdown: HOLD_COUNTDOWN_FROM, progress: 0 });
  }, []);

  const start = useCallback(() => {
    if (!enabled || startedAt.current !== null) return;
    startedAt.current = performance.now();
    setState({ isHolding: true, countdown: HOLD_COUNTDOWN_FROM, progress: 0 });
    timer.current = setInterval(() => {
      const elapsed = performance.now() - (startedAt.current ?? performance.now());
      if (elapsed >= HOLD_TIME_MS) {
        stop();
        activateRef.current();
        return;
      }
      const remaining = HOLD_TIME_MS - elapsed;
      setState({
        isHolding: true,
        countdown: Math.ceil((remaining / HOLD_TIME_MS) * HOLD_COUNTDOWN_FROM),
        progress: elapsed / HOLD_TIME_MS,
      });
    }, TICK_MS);
  }, [enabled, stop]);

  useEffect(() => stop, [stop]);

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
