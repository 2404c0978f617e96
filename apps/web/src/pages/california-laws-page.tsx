import { californiaGuide } from '@redzone/legal';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { GuideView } from '../features/legal-guides/components/GuideView';

export default function CaliforniaLawsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.californiaLaws')}>
      <GuideView guide={californiaGuide()} />
    </Page>
  );
}
