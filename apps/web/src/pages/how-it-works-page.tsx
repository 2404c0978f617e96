import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { HowItWorks } from '../features/how-it-works/components/HowItWorks';

export default function HowItWorksPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.howItWorks')}>
      <HowItWorks />
    </Page>
  );
}
