import { useEffect, useState, type ReactNode } from 'react';
import { afterStart } from '../lib/after-start';

/**
 * Draws its children once the first page is on screen, in an idle moment of their own
 * (lib/after-start): for what the first screen neither shows nor needs at once.
 */
export function AfterStart({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterStart(() => {
      if (mounted) setShow(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return show ? children : null;
}
