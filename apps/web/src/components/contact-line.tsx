import { useTranslation } from 'react-i18next';
import { env } from '../config/env';

/**
 * Issue 31: how to reach the people who run this installation, from its configuration
 * (VITE_CONTACT_EMAIL at build time, docs/deploy.md), or plainly that none is set: never a loop
 * of pages pointing at each other.
 */
export function ContactLine() {
  const { t } = useTranslation();
  const { email } = env.companyContacts;
  if (email === null) {
    return <p className="text-sm text-neutral-400">{t('site.partnership.contactUnset')}</p>;
  }
  return (
    <p className="text-neutral-300">
      {t('site.company.writeTo')}{' '}
      <a className="font-semibold text-red-300 underline" href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
}
