import type { TFunction } from 'i18next';
import { formatCoordinates, mapsSearchUrl, type OliveBranchFriend } from '@redzone/contract';
import { Loader2, LocateFixed, RotateCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { Emergency } from '../emergency-store';
import { reachText } from '../use-emergency-actions';
import { useShownDelivery } from '../use-shown-delivery';
import { ContactActions } from './ContactActions';

export interface DeliveryActions {
  onShareLocation: () => void;
  onSayWhere: (place: string) => void;
  onRetry: () => void;
}

/** The text the phone's own SMS app sends: where the person is, as far as anyone knows. */
function smsMessage(t: TFunction, emergency: Emergency): string {
  const { place, typedPlace } = emergency;
  if (place !== null) {
    return t('alert.smsMessage', {
      address: place.address,
      position: formatCoordinates(place),
      link: mapsSearchUrl(place),
    });
  }
  return typedPlace
    ? t('alert.smsMessageTyped', { place: typedPlace })
    : t('alert.smsMessageNoPlace');
}

function Notice({ tone, children }: { tone: 'info' | 'warn' | 'ok'; children: ReactNode }) {
  const tones = {
    info: 'bg-neutral-900 text-neutral-100',
    warn: 'bg-amber-950 text-amber-50 border border-amber-500/60',
    ok: 'bg-green-900/60 text-green-50',
  };
  return (
    <p role="status" className={`rounded-lg p-2 text-sm font-semibold ${tones[tone]}`}>
      {children}
    </p>
  );
}

/**
 * "Or type where you are": put in the text the phone itself sends the contacts (Text my
 * contacts). Never sent by the server nor broadcast as a position (decisions 041 and 066).
 */
function SayWhereForm({
  typedPlace,
  onSayWhere,
}: {
  typedPlace: string | null;
  onSayWhere: (place: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = text.trim();
    if (place.length > 0) onSayWhere(place);
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <TextField
        label={t('alert.sayWhereLabel')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="street-address"
        maxLength={500}
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={!text.trim()}>
        {t('alert.sayWhereSend')}
      </Button>
      {typedPlace ? <Notice tone="info">{t('alert.sayWhereAdded')}</Notice> : null}
    </form>
  );
}

function ContactsOnlyLine({ emergency }: { emergency: Emergency }) {
  const { t } = useTranslation();
  const state = emergency.contactsOnly;
  if (state === null) return null;
  if (state.status === 'sending')
    return <Notice tone="info">{t('alert.contactsOnly.sending')}</Notice>;
  if (state.status === 'sent') {
    return (
      <Notice tone={state.contactsTexted > 0 ? 'ok' : 'warn'}>
        {t('alert.contactsOnly.sent', { count: state.contactsTexted })}
      </Notice>
    );
  }
  return <Notice tone="warn">{t(`alert.contactsOnly.${state.status}`)}</Notice>;
}

/**
 * What happened to the alert, said plainly: found, sent and to whom, waiting for the
 * network, waiting for a verified phone, missing a position, or refused and why; with what the
 * person can do about it. The recording goes on whatever this says.
 */
export function AlertDeliveryStatus({
  emergency,
  friends,
  isPhoneVerified,
  verify,
  actions,
}: {
  emergency: Emergency;
  friends: OliveBranchFriend[];
  isPhoneVerified: boolean;
  /** The phone feature's verification form, composed by the page. */
  verify: ReactNode;
  actions: DeliveryActions;
}) {
  const { t } = useTranslation();
  const contacts = <ContactActions friends={friends} message={smsMessage(t, emergency)} />;
  switch (useShownDelivery(emergency)) {
    case 'locating':
    case 'sending':
      return (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          {t(emergency.delivery === 'locating' ? 'alert.locating' : 'alert.sending')}
        </p>
      );
    case 'sent':
      return (
        <Notice tone="ok">
          {t('alert.sentShort')} {emergency.reach ? reachText(t, emergency.reach) : null}
        </Notice>
      );
    case 'queued':
      return (
        <div className="space-y-2">
          <Notice tone="warn">{t('alert.pendingPost')}</Notice>
          {contacts}
        </div>
      );
    case 'needs_verification':
      return (
        <div className="space-y-2">
          <Notice tone="warn">{t('alert.needsVerification')}</Notice>
          {verify}
          {contacts}
        </div>
      );
    case 'needs_location':
      return (
        <div className="space-y-2">
          <Notice tone="warn">{t('alert.needsLocation')}</Notice>
          <Button className="w-full" onClick={actions.onShareLocation}>
            <LocateFixed aria-hidden />
            {t('alert.shareLocation')}
          </Button>
          {friends.length > 0 ? (
            <SayWhereForm typedPlace={emergency.typedPlace} onSayWhere={actions.onSayWhere} />
          ) : null}
          {isPhoneVerified ? <ContactsOnlyLine emergency={emergency} /> : verify}
          {contacts}
        </div>
      );
    case 'refused':
      return (
        <div className="space-y-2">
          <Notice tone="warn">{t('alert.refused', { reason: emergency.refusal ?? '' })}</Notice>
          <Button variant="outline" className="w-full" onClick={actions.onRetry}>
            <RotateCw aria-hidden />
            {t('alert.tryAgain')}
          </Button>
          {contacts}
        </div>
      );
  }
}
