import { SOUND_AUDIO_BITS_PER_SECOND, SOUND_CHUNK_INTERVAL_MS } from '@redzone/contract';
import { SOUND_PRIORITY } from './evidence/evidence-uploader';
import { ChunkRecorder, pickSoundMimeType } from './media/chunk-recorder';
import type { CameraTake, ChunkDeps } from './take-recorders';

/** A take's sound layer, and the way to let it go when its recording will not exist. */
export interface SoundLayer {
  recorder: ChunkRecorder;
  /** The cameras gave nothing: nothing of the sound layer is kept or sent. */
  drop: () => void;
}

/**
 * The take's sound layer: the front camera's microphone alone, in an audio-only container, at
 * SOUND_AUDIO_BITS_PER_SECOND in SOUND_CHUNK_INTERVAL_MS fragments, sent before any picture. What was said fits
 * almost any uplink, so it keeps up where video cannot.
 *
 * It records from the take's first moment, but is kept on the device only once a camera hands
 * over footage. A take whose cameras give nothing turns into a sound-only take (the controller's
 * checkFootage), and a layer holding sound would make the server seal the empty camera
 * recording it belongs to over 0 bytes. Null where the browser cannot record sound alone: the
 * take goes on without it.
 */
export async function startSoundLayer(
  audio: MediaStreamTrack[],
  front: Pick<CameraTake, 'recorder' | 'evidence'>,
  deps: ChunkDeps,
): Promise<SoundLayer | null> {
  const live = audio.filter((track) => track.readyState === 'live');
  const mimeType = pickSoundMimeType();
  if (live.length === 0 || mimeType === null) return null;
  let decide: (keep: boolean) => void = () => undefined;
  const kept = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  for (const camera of [front.recorder, front.evidence]) {
    void camera?.firstData.then(() => decide(true));
  }
  try {
    const recorder = await ChunkRecorder.start(
      new MediaStream(live),
      deps,
      {
        layer: 'sound',
        recordingId: front.recorder.localId,
        mimeType,
        recordingMimeType: front.recorder.mimeType,
        timesliceMs: SOUND_CHUNK_INTERVAL_MS,
        priority: SOUND_PRIORITY,
        audioBitsPerSecond: SOUND_AUDIO_BITS_PER_SECOND,
      },
      kept,
    );
    return { recorder, drop: () => decide(false) };
  } catch {
    // The browser refused this recorder (a container it lists but cannot make here).
    return null;
  }
}
