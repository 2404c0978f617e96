import {
  EVIDENCE_AUDIO_BITS_PER_SECOND,
  EVIDENCE_BACK_VIDEO_BITS_PER_SECOND,
  EVIDENCE_CHUNK_INTERVAL_MS,
  EVIDENCE_FRAME_RATES,
  EVIDENCE_VIDEO,
  EVIDENCE_VIDEO_BITS_PER_SECOND,
} from '@redzone/contract';
import { INITIAL_EVIDENCE_RATE, nextEvidenceRate } from './evidence-rate';
import { ChunkRecorder, type LayerEncoding } from './media/chunk-recorder';
import type { ChunkDeps, Take } from './take-recorders';
import { getUploadProgress } from './upload-progress-store';

/**
 * The evidence layer of one camera: a second recorder on a downscaled copy of the camera
 * track (the browser scales it: `resizeMode: crop-and-scale`), at a bitrate one bar of signal
 * carries, in 500 ms fragments (EVIDENCE_CHUNK_INTERVAL_MS), uploaded before everything else.
 * Where the browser cannot make it, the camera records its full layer alone, as before.
 */
export async function startEvidence(
  video: MediaStreamTrack,
  audio: MediaStreamTrack[],
  recordingId: string,
  camera: 'front' | 'back',
  deps: ChunkDeps,
  clones: Take['clones'],
  audioBitsPerSecond = EVIDENCE_AUDIO_BITS_PER_SECOND,
): Promise<ChunkRecorder | null> {
  const small = video.clone();
  try {
    // resizeMode is in Media Capture and Streams but not yet in TypeScript's DOM types.
    const scaled: MediaTrackConstraints & { resizeMode: string } = {
      ...EVIDENCE_VIDEO,
      frameRate: evidenceFrameRate(camera, INITIAL_EVIDENCE_RATE.step),
      resizeMode: 'crop-and-scale',
    };
    await small.applyConstraints(scaled);
  } catch {
    // Not scaled: the low bitrate alone still keeps it small.
  }
  const encoding: LayerEncoding = {
    layer: 'evidence',
    recordingId,
    timesliceMs: EVIDENCE_CHUNK_INTERVAL_MS,
    priority: camera === 'front' ? 0 : 1,
    videoBitsPerSecond:
      camera === 'front' ? EVIDENCE_VIDEO_BITS_PER_SECOND : EVIDENCE_BACK_VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond,
  };
  try {
    const recorder = await ChunkRecorder.start(new MediaStream([small, ...audio]), deps, encoding);
    clones.push({ camera, track: small });
    return recorder;
  } catch {
    small.stop();
    return null;
  }
}

/** The back camera's picture stays one step leaner than the front's: the front carries the sound. */
function evidenceFrameRate(camera: 'front' | 'back', step: number): number {
  const last = EVIDENCE_FRAME_RATES.length - 1;
  return EVIDENCE_FRAME_RATES[Math.min(last, camera === 'front' ? step : step + 1)] ?? 1;
}

/**
 * Once a second: how far the front camera's evidence is behind what it recorded, and the frame
 * rate the controller asks for (evidence-rate.ts), applied to the evidence copies of the tracks
 * while they record.
 */
export function adaptEvidence(take: Take): void {
  const front = take.recorders.find((recording) => recording.camera === 'front')?.evidence;
  if (!front) return;
  const secured = getUploadProgress(front.localId)?.securedUntilSeconds ?? 0;
  const lagSeconds = (Date.now() - take.startedAt) / 1000 - secured;
  const next = nextEvidenceRate(take.rate, lagSeconds);
  const changed = next.step !== take.rate.step;
  take.rate = next;
  if (!changed) return;
  for (const { camera, track } of take.clones) {
    void track
      .applyConstraints({ frameRate: evidenceFrameRate(camera, next.step) })
      .catch(() => undefined); // A camera that cannot: its evidence goes on as it was.
  }
}
