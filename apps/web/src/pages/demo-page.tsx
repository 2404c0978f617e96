import { DEMO_LENGTH_MINUTES } from '@redzone/contract';
import { useTranslation } from 'react-i18next';
import { ContactUs } from '../features/contact-us/components/ContactUs';
import { BackLink, NavButtons } from '../components/nav-buttons';
import { Page } from '../components/page';
import { TextCard, TextList } from '../components/text-blocks';

export default function DemoPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.demo')}>
      <BackLink to="/alkebulan" label={t('site.company.backToCompany')} />
      <p className="text-neutral-300">{t('site.demo.intro')}</p>
      <TextCard title={t('site.demo.expectTitle')}>
        <TextList textKey="site.demo.expect" />
      </TextCard>
      <TextCard title={t('site.demo.sessionTitle')}>
        <TextList textKey="site.demo.session" options={DEMO_LENGTH_MINUTES} />
      </TextCard>
      <TextCard title={t('site.demo.contactTitle')}>
        <ContactUs />
      </TextCard>
      <NavButtons
        links={[
          { to: '/partnership', label: t('pages.partnership') },
          { to: '/', label: t('site.company.backHome') },
        ]}
      />
    </Page>
  );
}
