import { Camera, Mail, Share2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BackLink, NavButtons } from '../components/nav-buttons';
import { Page } from '../components/page';
import { TextCard, TextList } from '../components/text-blocks';
import { env } from '../config/env';
import { ContactUs } from '../features/contact-us/components/ContactUs';

const CONTACTS: {
  key: 'email' | 'social' | 'photos';
  Icon: LucideIcon;
  href: (v: string) => string;
}[] = [
  { key: 'email', Icon: Mail, href: (v) => `mailto:${v}` },
  { key: 'social', Icon: Share2, href: (v) => v },
  { key: 'photos', Icon: Camera, href: (v) => v },
];

const tileClass =
  'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-neutral-800 bg-neutral-900 p-3 text-center text-sm font-semibold';

export default function PartnershipPage() {
  const { t } = useTranslation();
  const anyContact = CONTACTS.some((c) => env.companyContacts[c.key]);
  return (
    <Page title={t('pages.partnership')}>
      <BackLink to="/alkebulan" label={t('site.company.backToCompany')} />
      <p className="text-neutral-300">{t('site.partnership.intro')}</p>
      <TextCard title={t('site.partnership.technologyTitle')}>
        <TextList textKey="site.partnership.technology" />
      </TextCard>
      <TextCard title={t('site.partnership.businessTitle')}>
        <TextList textKey="site.partnership.business" />
      </TextCard>
      <section aria-labelledby="partnership-contact" className="space-y-2">
        <h2 id="partnership-contact" className="text-lg font-bold">
          {t('site.partnership.contactTitle')}
        </h2>
        <ul className="grid grid-cols-3 gap-2">
          {CONTACTS.map(({ key, Icon, href }) => {
            const value = env.companyContacts[key];
            return (
              <li key={key}>
                {value ? (
                  // P2 §2: the tiles open in a new tab and their targets are not shown.
                  <a
                    href={href(value)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${tileClass} hover:bg-neutral-800`}
                  >
                    <Icon className="size-6 text-red-400" aria-hidden />
                    {t(`site.partnership.${key}`)}
                    <span className="sr-only">{t('site.partnership.opensNewTab')}</span>
                  </a>
                ) : (
                  <div className={`${tileClass} text-neutral-400`}>
                    <Icon className="size-6" aria-hidden />
                    {t(`site.partnership.${key}`)}
                    <span className="text-xs font-normal">
                      {t('site.partnership.notPublished')}
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {anyContact ? null : <ContactUs />}
      </section>
      <NavButtons
        links={[
          { to: '/demo', label: t('pages.demo') },
          { to: '/', label: t('site.company.backHome') },
        ]}
      />
    </Page>
  );
}
