import type { AlertAcknowledgements } from '@redzone/contract';
import { useTranslation } from 'react-i18next';

/** True once anyone saw the alert or set off: before that the panel says what the alert reached. */
export function hasAcknowledgements(counts: AlertAcknowledgements | undefined): boolean {
  return counts !== undefined && (counts.notified > 0 || counts.onTheWay > 0);
}

/**
 * "14 notified, 3 on the way (nearest under 5 min away)", from acknowledgements and responses,
 * never from sends; the walk as a range, which stops following once someone has arrived.
 */
export function AcknowledgementCounts({ counts }: { counts: AlertAcknowledgements }) {
  const { t } = useTranslation();
  const text = t('alert.acknowledged', { count: counts.notified, onTheWay: counts.onTheWay });
  return (
    <span data-testid="acknowledgement-counts">
      {text}
      {counts.onTheWay > 0 && counts.nearest !== null
        ? ` ${t(`alert.nearest.${counts.nearest}`)}`
        : null}
    </span>
  );
}

/** What an observer sees once anyone responded, so a crowd can organise itself. */
export function SomeoneOnTheWay({ observersCount }: { observersCount: number }) {
  const { t } = useTranslation();
  if (observersCount === 0) return null;
  return (
    <span className="rounded bg-green-800 px-1.5 py-0.5 text-xs font-bold text-green-50">
      {t('alert.someoneOnTheWay')}
    </span>
  );
}
