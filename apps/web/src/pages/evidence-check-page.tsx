import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { BundleCheckCard } from '../features/evidence-check/components/BundleCheckCard';

/** Anyone can check an evidence bundle here; the file never leaves the device. */
export default function EvidenceCheckPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.evidenceCheck')}>
      <p className="text-neutral-300">{t('evidenceCheck.intro')}</p>
      <p className="text-sm text-neutral-400">{t('evidenceCheck.privacy')}</p>
      <BundleCheckCard />
      <p className="text-sm text-neutral-400">{t('evidenceCheck.command')}</p>
    </Page>
  );
}
