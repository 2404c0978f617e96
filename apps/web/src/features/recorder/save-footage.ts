import { evidenceStore } from './evidence/evidence-service';

const LINK_LIFETIME_MS = 60_000;

/**
 * Saves the device's copy of a recording as a file (Processing Failed, P1 §8: "saved locally"
 * must mean the person can get at it). Only before the copy is dropped, after its receipt.
 */
export async function saveFootageCopy(localId: string, startedAt: string): Promise<void> {
  const footage = await evidenceStore.footage(localId);
  if (footage.size === 0) throw new Error('no footage on this device');
  const url = URL.createObjectURL(footage);
  const link = document.createElement('a');
  link.href = url;
  const extension = footage.type.startsWith('video/mp4') ? 'mp4' : 'webm';
  link.download = `redzone-recording-${startedAt.slice(0, 19).replaceAll(':', '-')}.${extension}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), LINK_LIFETIME_MS);
}
