import { useEmergency } from '../features/alerts/emergency-store';
import { useTrustedContacts } from '../features/profile/api/get-trusted-contacts';
import { LowRoomLine } from '../features/readiness/components/LowRoomLine';
import { ReadinessSummary } from '../features/readiness/components/ReadinessSummary';
import { hasStopPin } from '../lib/stop-pin';
import { useSession } from '../lib/session';

/**
 * Home's lines on what is left to get ready (and on a phone too full to keep a stop's footage
 * offline), under the button: its own chunk, loaded after the
 * start (home-page.tsx). Not during an emergency: then only the emergency counts.
 */
export default function HomeReadiness() {
  const emergency = useEmergency();
  const session = useSession();
  const isVerified = session.data?.isPhoneVerified === true;
  const contacts = useTrustedContacts(isVerified);
  if (emergency !== null || session.isPending) return null;
  // Until the list is read, a verified phone's contacts are unknown: say nothing yet.
  if (isVerified && contacts.isPending) return null;
  const confirmedContacts = isVerified
    ? (contacts.data?.contacts.filter((contact) => contact.consent === 'confirmed').length ?? 0)
    : null;
  return (
    <>
      <ReadinessSummary account={{ isVerified, confirmedContacts, hasStopPin: hasStopPin() }} />
      <LowRoomLine />
    </>
  );
}
