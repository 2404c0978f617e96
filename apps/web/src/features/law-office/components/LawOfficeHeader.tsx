import { Gavel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** P2 §2: the attorney persona, and the note that the AI comes from the technology group. */
export function LawOfficeHeader() {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-neutral-800 bg-neutral-900 p-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-900 text-sky-200">
        <Gavel className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-neutral-100">{t('lawOffice.persona')}</p>
        <p className="text-neutral-400">
          {t('lawOffice.poweredBy')}{' '}
          <Link to="/alkebulan" className="text-sky-400 underline underline-offset-2">
            {t('lawOffice.poweredByLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
