import {
  EMERGENCY_NUMBER,
  formatCoordinates,
  mapsSearchUrl,
  type OliveBranchFriend,
} from '@redzone/contract';
import { MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';
import type { Emergency } from '../emergency-store';

/** An `sms:` link to every contact with the message filled in (iOS and Android both read `body`). */
function smsLink(friends: OliveBranchFriend[], message: string): string {
  return `sms:${friends.map((f) => f.phone).join(',')}?&body=${encodeURIComponent(message)}`;
}

/**
 * The offline departure (DESIGN.md): with no network, one tap texts the Olive Branch circle the
 * position and one tap calls 911; the alert itself is posted when the network returns.
 */
export function OfflineActions({
  emergency,
  friends,
}: {
  emergency: Emergency;
  friends: OliveBranchFriend[];
}) {
  const { t } = useTranslation();
  const position = formatCoordinates(emergency);
  const message = t('alert.smsMessage', {
    address: emergency.address,
    position,
    link: mapsSearchUrl(emergency),
  });
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {friends.length > 0 ? (
        <a
          href={smsLink(friends, message)}
          className={buttonVariants({ size: 'lg', variant: 'secondary' })}
        >
          <MessageSquare aria-hidden />
          {t('alert.textContacts', { count: friends.length })}
        </a>
      ) : null}
      <a href={`tel:${EMERGENCY_NUMBER}`} className={buttonVariants({ size: 'lg' })}>
        <Phone aria-hidden />
        {t('alert.call911')}
      </a>
    </div>
  );
}
