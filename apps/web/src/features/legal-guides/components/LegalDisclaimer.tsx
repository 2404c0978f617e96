import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

/** Information, not a lawyer: said on every guide. */
export function LegalDisclaimer() {
  const { t } = useTranslation();
  return (
    <Card role="note" className="flex items-start gap-3 border-amber-600/40 bg-amber-950/30">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-400" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold text-amber-100">{t('guides.disclaimerTitle')}</p>
        <p className="mt-1 text-amber-200/80">{t('guides.disclaimer')}</p>
      </div>
    </Card>
  );
}
