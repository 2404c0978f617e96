import type { TakenBack } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';
import { intlLocale } from '../../../lib/intl-locale';

/**
 * After verifying the number again with "sign out my other phones": what came over from them,
 * and each deletion asked from one of them lately, now cancelled, with when it was asked.
 */
export function TakenBackNote({ takenBack }: { takenBack: TakenBack }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div role="status" className="mt-3 space-y-2 rounded-lg border border-green-700 p-3 text-sm">
      <p>
        {t('verify.takenBack', {
          recordings: takenBack.recordings,
          alerts: takenBack.alerts,
          contacts: takenBack.contacts,
        })}
      </p>
      {takenBack.cancelledDeletions.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5">
          {takenBack.cancelledDeletions.map((deletion) => (
            <li key={deletion.recordingId}>
              {t('verify.deletionCancelled', {
                title: deletion.title ?? t('verify.aRecording'),
                when: when.format(new Date(deletion.requestedAt)),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {takenBack.pinsLeftBehind ? <p>{t('verify.pinsLeftBehind')}</p> : null}
      {takenBack.contactsAddedLately.length > 0 ? (
        <p>
          {t('verify.contactsAddedLately', {
            names: takenBack.contactsAddedLately.join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}
