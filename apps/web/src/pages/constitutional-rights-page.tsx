import { constitutionalRightsGuide } from '@redzone/legal';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { GuideView } from '../features/legal-guides/components/GuideView';
import { useLegalLanguage } from '../lib/legal-language';

export default function ConstitutionalRightsPage() {
  const { t } = useTranslation();
  const language = useLegalLanguage();
  return (
    <Page title={t('pages.constitutionalRights')}>
      <GuideView guide={constitutionalRightsGuide(language)} />
    </Page>
  );
}
