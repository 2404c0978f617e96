import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { recordingKeys, useOnDeviceRecordings, useRecordings } from '../api/get-recordings';
import { evidenceUploader } from '../evidence/evidence-service';
import { mergeRecordings } from '../recordings-view';
import type { RecordingRef } from './RecorderDone';
import { RecordingCard } from './RecordingCard';

/**
 * Home's Recordings tab (P1 §2): the session's recordings on the server and those
 * still on this device, each with its upload state and receipt.
 */
export function RecordingsList({
  renderReport,
}: {
  renderReport: (recording: RecordingRef) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const server = useRecordings();
  const onDevice = useOnDeviceRecordings();

  // A recording sealed or refused changes both lists at once.
  useEffect(
    () =>
      evidenceUploader.onState((_, state) => {
        if (state.kind !== 'sealed' && state.kind !== 'failed') return;
        void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
        void queryClient.invalidateQueries({ queryKey: recordingKeys.onDevice });
      }),
    [queryClient],
  );

  const rows = useMemo(
    () => mergeRecordings(server.data ?? [], onDevice.data ?? []),
    [server.data, onDevice.data],
  );

  if (server.isPending && onDevice.isPending) {
    return (
      <p role="status" className="text-sm text-neutral-400">
        {t('recordings.loading')}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {server.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-800 bg-red-950/50 p-3 text-sm"
        >
          <p className="flex-1">
            {t(server.data ? 'recordings.refreshFailed' : 'recordings.loadFailed')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void server.refetch()}>
            {t('recordings.retry')}
          </Button>
        </div>
      ) : null}
      {onDevice.isError ? (
        <p role="alert" className="rounded-lg bg-amber-950/60 p-3 text-sm text-amber-100">
          {t('recordings.deviceUnavailable')}
        </p>
      ) : null}
      {rows.length === 0 && !server.isError ? (
        <p className="text-sm text-neutral-400">{t('recordings.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <RecordingCard key={row.id} row={row} renderReport={renderReport} />
          ))}
        </ul>
      )}
    </div>
  );
}
