import { EVIDENCE_BACKLOG_TARGET_SECONDS, EVIDENCE_CHUNK_INTERVAL_MS } from '@redzone/contract';
import { Signal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { EMPTY_PROGRESS } from '../upload-progress';
import { useUploadProgress } from '../upload-progress-store';

/** A fragment is on its way for its own length before it can be secured: not slowness. */
const FRAGMENT_SECONDS = EVIDENCE_CHUNK_INTERVAL_MS / 1000;

/**
 * When the uplink cannot keep up, say what the app does about it, honestly: the
 * evidence layer (sound first, a small picture) goes up before the full quality.
 */
export function SlowNetworkNotice({
  evidenceLocalId,
  startedAt,
}: {
  evidenceLocalId: string;
  startedAt: number;
}) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const evidence = useUploadProgress(evidenceLocalId) ?? EMPTY_PROGRESS;
  const lagSeconds = (now - startedAt) / 1000 - evidence.securedUntilSeconds;
  if (lagSeconds <= EVIDENCE_BACKLOG_TARGET_SECONDS + FRAGMENT_SECONDS) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md bg-amber-300 px-2 py-1 text-sm font-semibold text-black"
    >
      <Signal className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('recorder.slowNetwork')}
    </p>
  );
}
