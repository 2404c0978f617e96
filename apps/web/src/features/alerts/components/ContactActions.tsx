import { EMERGENCY_NUMBER, type OliveBranchFriend } from '@redzone/contract';
import { MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';

/** An `sms:` link to every contact with the message filled in (iOS and Android both read `body`). */
function smsLink(friends: OliveBranchFriend[], message: string): string {
  return `sms:${friends.map((f) => f.phone).join(',')}?&body=${encodeURIComponent(message)}`;
}

/**
 * One tap texts the Olive Branch circle from the phone itself and one tap calls 911: what a
 * person can still do when the alert is waiting for the network, refused, or has no position
 * (DESIGN.md departures).
 */
export function ContactActions({
  friends,
  message,
}: {
  friends: OliveBranchFriend[];
  message: string;
}) {
  const { t } = useTranslation();
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
