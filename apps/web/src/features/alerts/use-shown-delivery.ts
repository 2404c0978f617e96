import { useSession } from '../../lib/session';
import type { Emergency } from './emergency-store';

/**
 * The delivery a screen shows. While the phone is still being located for a phone the server
 * says is not verified, the alert will not be sent: the screens say so at once ("Not alerting
 * anyone yet: verify your phone") rather than "Finding your location…" then "Alerting…".
 */
export function useShownDelivery(emergency: Emergency | null): Emergency['delivery'] | null {
  const isKnownUnverified = useSession().data?.isPhoneVerified === false;
  if (emergency === null) return null;
  const { delivery } = emergency;
  if (isKnownUnverified && (delivery === 'locating' || delivery === 'sending')) {
    return 'needs_verification';
  }
  return delivery;
}
