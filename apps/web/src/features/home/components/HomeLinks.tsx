import { ExternalLink, Users, Vote } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

export const VOTER_REGISTRATION_URL = 'https://vote.gov/';

/** P1 §2: voter registration (vote.gov, new tab), install-app (`install`), founders. */
export function HomeLinks({ install }: { install: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 sm:grid-cols-3">
      <Button asChild variant="secondary">
        <a href={VOTER_REGISTRATION_URL} target="_blank" rel="noopener noreferrer">
          <Vote aria-hidden />
          {t('site.home.voterRegistration')}
          <ExternalLink aria-hidden />
          <span className="sr-only">{t('site.home.voterRegistrationHint')}</span>
        </a>
      </Button>
      {install}
      <Button asChild variant="outline">
        <Link to="/founders">
          <Users aria-hidden />
          {t('site.home.founders')}
        </Link>
      </Button>
    </div>
  );
}

/** The footer: the policies, features and downloads. */
export function HomeFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/privacy', key: 'privacy' },
    { to: '/terms', key: 'terms' },
    { to: '/features', key: 'features' },
    { to: '/downloads', key: 'downloads' },
  ];
  return (
    <footer className="border-t border-neutral-800 pt-4 text-sm text-neutral-400">
      <nav aria-label={t('site.home.footerNav')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white"
              >
                {t(`site.home.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mt-2">{t('site.home.footerNote')}</p>
    </footer>
  );
}
