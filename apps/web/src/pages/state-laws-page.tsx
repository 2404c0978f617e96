import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { StateGuide } from '../features/legal-guides/components/StateGuide';

export default function StateLawsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.stateLaws')}>
      <StateGuide />
    </Page>
  );
}
