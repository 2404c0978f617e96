import type { CreateEnhancedRecordingBody } from '@redzone/contract';
import type { EvidenceStore } from './evidence-store';

/**
 * An alert raised offline reaches the server after its recordings began (DESIGN.md departures):
 * once it has an id, the recordings made since it started carry that id. Those not yet
 * described take it into their metadata (and their upload, if not opened yet); those already
 * described get their metadata sent again with it. Returns how many were linked.
 */
export async function linkRecordingsToAlert(
  deps: {
    store: EvidenceStore;
    api: { describe: (body: CreateEnhancedRecordingBody) => Promise<unknown> };
  },
  alert: { id: string; startedAt: number },
): Promise<number> {
  const { store, api } = deps;
  const since = alert.startedAt;
  const orphans = (await store.all()).filter(
    (recording) =>
      recording.alertId === null &&
      (recording.metadata?.alertId ?? null) === null &&
      Date.parse(recording.startedAt) >= since,
  );
  for (const recording of orphans) {
    const metadata =
      recording.metadata === null ? null : { ...recording.metadata, alertId: alert.id };
    const linked = await store.update(recording.localId, { alertId: alert.id, metadata });
    if (linked.metadataPosted && metadata !== null) {
      await api.describe({ ...metadata, recordingId: recording.localId });
    }
  }
  return orphans.length;
}
