import { restrictionsGuide } from '@redzone/legal';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { GuideView } from '../features/legal-guides/components/GuideView';

export default function RestrictionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.restrictions')}>
      <GuideView guide={restrictionsGuide()} />
    </Page>
  );
}
