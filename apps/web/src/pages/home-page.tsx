import { useTranslation } from 'react-i18next';
import { NotBuiltNotice, Page } from '../components/page';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.home')}>
      <p className="text-neutral-300">{t('pages.homeIntro')}</p>
      <NotBuiltNotice />
    </Page>
  );
}
