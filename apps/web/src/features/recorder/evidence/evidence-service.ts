import { recordingUploadApi } from '../api/recording-upload-api';
import { EvidenceStore } from './evidence-store';
import { EvidenceUploader } from './evidence-uploader';
import { linkRecordingsToAlert } from './link-alert';

/** The app's one evidence store and uploader (a recording outlives the screen that made it). */
export const evidenceStore = new EvidenceStore();
export const evidenceUploader = new EvidenceUploader(evidenceStore, recordingUploadApi);

let started = false;

/**
 * Once per page load: recordings left unsealed by a closed tab or a dead network go on, and
 * any pause ends the moment the browser is back online.
 */
export function startEvidenceUploads(recordingNow: ReadonlySet<string> = new Set()): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => evidenceUploader.wake());
  void evidenceUploader.resumeAll(recordingNow).catch((error: unknown) => {
    console.error('Could not resume recording uploads', error);
  });
}

/** The recordings made since an alert started belong to it once the server has it. */
export const linkAlertRecordings = (alert: { id: string; startedAt: number }) =>
  linkRecordingsToAlert({ store: evidenceStore, api: recordingUploadApi }, alert);
