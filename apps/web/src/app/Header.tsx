import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';

/** Spec P1 §1: the product title, a subtitle, and a button that opens /alkebulan. */
export function Header() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-neutral-800 bg-neutral-950/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5">
        <Link to="/" className="flex min-w-0 items-center gap-2.5">
          <img
            src="/icons/icon-192.png"
            alt=""
            width={36}
            height={36}
            className="size-9 shrink-0"
          />
          <span className="min-w-0">
            <span className="block text-lg font-extrabold leading-tight text-white">
              {t('app.title')}
            </span>
            <span className="block text-xs leading-tight text-neutral-400">
              {t('app.subtitle')}
            </span>
          </span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          <LanguageSwitch />
          <Link
            to="/alkebulan"
            aria-label={t('app.companyButtonLabel')}
            className="inline-flex min-h-11 items-center rounded-lg border border-amber-500/50 px-3 text-sm font-semibold text-amber-300 hover:bg-amber-500/10"
          >
            {t('app.companyButton')}
          </Link>
        </div>
      </div>
    </header>
  );
}
