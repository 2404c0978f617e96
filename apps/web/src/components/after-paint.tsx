import { useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from '../lib/paint-turns';

/**
 * Draws its children a frame after it mounts, each such section in a frame of its own
 * (lib/paint-turns): for what is below the fold or shows nothing at first, so the first frame
 * carries only what is seen.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPaint().then(() => {
      if (mounted) setShow(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return show ? children : null;
}
