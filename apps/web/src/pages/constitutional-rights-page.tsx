import { constitutionalRightsGuide } from '@redzone/legal';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { GuideView } from '../features/legal-guides/components/GuideView';

export default function ConstitutionalRightsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.constitutionalRights')}>
      <GuideView guide={constitutionalRightsGuide()} />
    </Page>
  );
}
