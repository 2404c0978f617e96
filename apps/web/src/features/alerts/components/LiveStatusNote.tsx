import { useTranslation } from 'react-i18next';

const MS_PER_SECOND = 1000;

/**
 * Said only while the event stream is down and the list falls back to the spec's polling. Small
 * text in neutral-400: neutral-500 on the page's black is under AA's 4.5:1.
 */
export function LiveStatusNote({ live, pollMs }: { live: boolean; pollMs: number }) {
  const { t } = useTranslation();
  if (live) return null;
  return (
    <p className="text-xs text-neutral-400">
      {t('alert.liveOff', { seconds: pollMs / MS_PER_SECOND })}
    </p>
  );
}
