import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { Button } from '../components/ui/button';
import {
  useAnswerContactConsent,
  useContactConsent,
} from '../features/contacts/api/contact-consent';

/**
 * Where a trusted contact's confirmation SMS leads. The token rides in the fragment, so it never
 * reaches a server log. The page names who listed the number only as their text did (the first
 * name or own number they chose, `invitedBy`), or says "someone".
 */
export default function ContactConsentPage() {
  const { t } = useTranslation();
  const token = window.location.hash.replace(/^#/, '');
  const consent = useContactConsent(token);
  const answer = useAnswerContactConsent(token);
  const status = answer.data?.status ?? consent.data?.status;
  const invitedBy = answer.data?.invitedBy ?? consent.data?.invitedBy;

  let body;
  if (token.length === 0 || consent.isError || answer.isError) {
    body = <p className="text-neutral-300">{t('contactConsent.invalid')}</p>;
  } else if (status === undefined) {
    body = <p className="text-neutral-400">{t('contactConsent.loading')}</p>;
  } else if (status === 'pending') {
    body = (
      <>
        {invitedBy === undefined ? (
          <p className="text-neutral-300">{t('contactConsent.question')}</p>
        ) : (
          <>
            <p className="text-neutral-300">
              {t('contactConsentFrom.question', { name: invitedBy })}
            </p>
            <p className="text-sm text-neutral-400">{t('contactConsentFrom.askFirst')}</p>
          </>
        )}
        <div className="flex gap-3">
          <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
            {t('contactConsent.agree')}
          </Button>
          <Button
            variant="outline"
            onClick={() => answer.mutate(false)}
            disabled={answer.isPending}
          >
            {t('contactConsent.decline')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <p className="text-neutral-300">
        {status === 'confirmed' ? t('contactConsent.confirmed') : t('contactConsent.declined')}
      </p>
    );
  }
  return (
    <Page title={t('contactConsent.title')}>
      <div className="space-y-4">{body}</div>
    </Page>
  );
}
