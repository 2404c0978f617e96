import { useTranslation } from 'react-i18next';
import { BackLink, NavButtons } from '../components/nav-buttons';
import { Page } from '../components/page';
import { TextSections } from '../components/text-blocks';
import { useHomepageVideoPath } from '../features/marketing-video/api/get-homepage-video';
import { MarketingVideo } from '../features/marketing-video/components/MarketingVideo';

export default function AlkebulanPage() {
  const { t } = useTranslation();
  const videoPath = useHomepageVideoPath();
  return (
    <Page title={t('pages.alkebulan')}>
      <BackLink to="/" label={t('site.company.backHome')} />
      <MarketingVideo src={videoPath} label={t('site.company.heroLabel')} />
      <p className="text-lg text-neutral-200">{t('site.company.tagline')}</p>
      <TextSections textKey="site.company.sections" />
      <NavButtons
        links={[
          { to: '/partnership', label: t('site.company.partnership') },
          { to: '/demo', label: t('site.company.demo') },
        ]}
      />
    </Page>
  );
}
