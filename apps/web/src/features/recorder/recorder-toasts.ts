import i18n from 'i18next';
import { toast } from '../../components/ui/use-toast';
import type { SessionRecording } from './recorder-state';

export const t = (key: string) => i18n.t(key);

export function failureToast(descriptionKey: string, titleKey = 'recorder.failedTitle') {
  return toast({ title: t(titleKey), description: t(descriptionKey), variant: 'destructive' });
}

/**
 * P1 §8: "Upload Failed" once each time a camera's upload starts waiting (its sound and evidence
 * layers go first, so one of them usually meets the dead network), taken back when it goes
 * again; "Processing Failed" when the server refuses its full layer.
 */
export function createUploadNotices(recordings: () => SessionRecording[]) {
  /** Uploads told as waiting, each with its toast's dismiss: said once, taken back on resume. */
  const waitingUploads = new Map<string, () => void>();
  return function onUploadState(localId: string, kind: string): void {
    const recording = recordings().find(
      (r) => r.localId === localId || r.evidenceLocalId === localId || r.soundLocalId === localId,
    );
    if (recording === undefined) return;
    const key = recording.localId;
    if (kind === 'waiting') {
      if (waitingUploads.has(key)) return;
      const { dismiss } = failureToast('recorder.uploadFailed', 'recorder.uploadFailedTitle');
      waitingUploads.set(key, dismiss);
      return;
    }
    // Going again: "Upload Failed… Trying again" is no longer true, so it leaves the screen.
    if (kind === 'uploading' || kind === 'sealed') {
      waitingUploads.get(key)?.();
      waitingUploads.delete(key);
    }
    if (kind === 'failed' && localId === key)
      failureToast('recorder.processingFailed', 'recorder.processingFailedTitle');
  };
}
