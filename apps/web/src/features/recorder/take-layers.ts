import {
  EVIDENCE_AUDIO_BESIDE_SOUND_BITS_PER_SECOND,
  EVIDENCE_AUDIO_BITS_PER_SECOND,
} from '@redzone/contract';
import { ChunkRecorder, pickSoundMimeType } from './media/chunk-recorder';
import { startEvidence } from './take-evidence';
import type { CameraTake, ChunkDeps, Take } from './take-recorders';
import { startSoundLayer } from './take-sound';

/**
 * What a take records beside the front camera's full layer: the front's evidence layer, the sound
 * layer, and the back camera with its own evidence. They start after the front camera records,
 * so the person sees the take running as soon as footage is being kept: on a slow phone each
 * recorder takes a second or more to build, and the front's footage does not wait for them.
 * The back camera starts beside the front's evidence; the sound layer waits for the evidence
 * (it is kept only once a camera layer has made something). Never rejects: a layer that cannot
 * start is left out, and the front camera records alone (P1 §8).
 */
export async function startOtherLayers(
  take: Take,
  front: CameraTake,
  frontVideo: MediaStreamTrack,
  audio: MediaStreamTrack[],
  backVideo: MediaStreamTrack | null,
  deps: ChunkDeps,
): Promise<void> {
  const back = backVideo === null ? Promise.resolve(null) : startBack(backVideo, take, deps);
  // Where a sound layer will carry what is said, the evidence's copy of it needs less.
  const soundComing =
    pickSoundMimeType() !== null && audio.some((track) => track.readyState === 'live');
  front.evidence = await startEvidence(
    frontVideo,
    audio,
    front.recorder.localId,
    'front',
    deps,
    take.clones,
    soundComing ? EVIDENCE_AUDIO_BESIDE_SOUND_BITS_PER_SECOND : EVIDENCE_AUDIO_BITS_PER_SECOND,
  );
  take.sound = await startSoundLayer(audio, front, deps);
  const backTake = await back;
  if (backTake !== null) take.recorders.push(backTake);
}

async function startBack(
  video: MediaStreamTrack,
  take: Take,
  deps: ChunkDeps,
): Promise<CameraTake | null> {
  let recorder: ChunkRecorder;
  try {
    recorder = await ChunkRecorder.start(new MediaStream([video]), deps);
  } catch {
    return null;
  }
  const evidence = await startEvidence(video, [], recorder.localId, 'back', deps, take.clones);
  return { recorder, evidence, camera: 'back' };
}
