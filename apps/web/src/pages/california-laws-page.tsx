import { californiaGuide } from '@redzone/legal';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { GuideView } from '../features/legal-guides/components/GuideView';
import { useLegalLanguage } from '../lib/legal-language';

export default function CaliforniaLawsPage() {
  const { t } = useTranslation();
  const language = useLegalLanguage();
  return (
    <Page title={t('pages.californiaLaws')}>
      <GuideView guide={californiaGuide(language)} />
    </Page>
  );
}
