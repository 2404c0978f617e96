import { useTranslation } from 'react-i18next';

/** Switches between English and Spanish; the choice is remembered by the i18n detector. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.resolvedLanguage === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('language.switchToLabel')}
      className="inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-semibold text-neutral-200 hover:bg-neutral-800"
    >
      {next.toUpperCase()}
    </button>
  );
}
