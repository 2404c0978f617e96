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
      // The name starts with the visible code (WCAG 2.5.3 label in name), then says what it does.
      aria-label={t('site.language.switchName', {
        code: next.toUpperCase(),
        label: t('language.switchToLabel'),
      })}
      className="inline-flex min-h-11 items-center rounded-lg px-2.5 text-sm font-semibold text-neutral-200 hover:bg-neutral-800"
    >
      {next.toUpperCase()}
    </button>
  );
}
