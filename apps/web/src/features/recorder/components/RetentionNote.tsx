import type { RecordingDetails } from '@redzone/contract';
import { Archive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { dateTimeFormat } from '../../../lib/intl-format';
import { intlLocale } from '../../../lib/intl-locale';
import { serverErrorText } from '../../../lib/server-error-text';
import { useKeepRecording } from '../api/keep-recording';

/**
 * When the server deletes a recording, said plainly and not in grey small print, with
 * the way to keep it; or why it is kept.
 */
export function RetentionNote({
  ids,
  expiresAt,
  keptBecause: given,
  retentionDays,
}: {
  /** The recordings of one take (front and back) share one fate. */
  ids: string[];
  /** Null: unknown yet (the server has not described it), or kept. */
  expiresAt: string | null;
  keptBecause: RecordingDetails['keptBecause'];
  /** For a take the server has not described yet. */
  retentionDays: number | null;
}) {
  const { t, i18n } = useTranslation();
  const keep = useKeepRecording();
  // What this person just chose, until the list that comes back says it too.
  const [chosen, setChosen] = useState<'person' | null | undefined>(undefined);
  const keptBecause = chosen === undefined ? given : chosen;
  const change = (on: boolean) =>
    keep.mutate(
      { ids, keep: on },
      {
        onSuccess: () => {
          setChosen(on ? 'person' : null);
          toast({ title: t(on ? 'recordings.keptDone' : 'recordings.unkeptDone') });
        },
        onError: (error) =>
          toast({
            title: t('recordings.keepFailed'),
            description: serverErrorText(error, t('recordings.keepFailedDetail')),
            variant: 'destructive',
          }),
      },
    );

  if (keptBecause !== null) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-green-200">
        <Archive className="size-4" aria-hidden />
        <span>{t(`recordings.kept.${keptBecause}`)}</span>
        {keptBecause === 'person' ? (
          <Button size="sm" variant="ghost" disabled={keep.isPending} onClick={() => change(false)}>
            {t('recordings.unkeep')}
          </Button>
        ) : null}
      </div>
    );
  }
  const date =
    expiresAt === null
      ? null
      : dateTimeFormat(intlLocale(i18n.resolvedLanguage), { dateStyle: 'long' }).format(
          new Date(expiresAt),
        );
  return (
    <div className="space-y-2 rounded-lg border border-amber-500/60 bg-amber-950/60 p-2">
      <p className="text-sm font-semibold text-amber-50">
        {date !== null
          ? t('recordings.deletedOn', { date })
          : t('recordings.deletedAfter', { count: retentionDays ?? 0 })}
      </p>
      <Button size="sm" variant="secondary" disabled={keep.isPending} onClick={() => change(true)}>
        <Archive aria-hidden />
        {t('recordings.keep')}
      </Button>
    </div>
  );
}
