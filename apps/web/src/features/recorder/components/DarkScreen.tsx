import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';
import { intlLocale } from '../../../lib/intl-locale';
import { coverScreen } from '../../../lib/screen-cover';

/** Two taps this close together bring the recorder back; one stray touch does not. */
const DOUBLE_TAP_MS = 400;

/**
 * Discreet recording: the screen looks off (black, or a plain dim clock) while both
 * layers keep recording and uploading underneath. Only a dot the owner knows to look for, in a
 * corner, says it is still recording. A double tap brings the recorder back.
 */
export function DarkScreen({ onLeave }: { onLeave: () => void }) {
  const { t, i18n } = useTranslation();
  const lastTap = useRef(0);
  const [now, setNow] = useState(() => new Date());
  // Nothing draws over it: no toast, banner or prompt says what the phone is doing.
  useEffect(() => coverScreen(), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const clock = dateTimeFormat(intlLocale(i18n.resolvedLanguage), { timeStyle: 'short' });
  const tap = () => {
    const at = Date.now();
    if (at - lastTap.current < DOUBLE_TAP_MS) onLeave();
    lastTap.current = at;
  };
  return (
    <button
      type="button"
      className="fixed inset-0 z-[100] flex h-full w-full cursor-default items-center justify-center bg-black"
      aria-label={t('recorder.darkScreen.label')}
      onClick={tap}
      data-dark-screen
    >
      <span aria-hidden className="font-mono text-5xl text-neutral-800">
        {clock.format(now)}
      </span>
      {/* The owner's sign that it records: a dim dot, nothing anyone else would read. */}
      <span aria-hidden className="absolute bottom-3 right-3 size-1.5 rounded-full bg-red-950" />
    </button>
  );
}
