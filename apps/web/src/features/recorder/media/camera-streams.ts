import {
  VIDEO_IDEAL_FRAME_RATE,
  VIDEO_IDEAL_HEIGHT,
  VIDEO_IDEAL_WIDTH,
  VIDEO_MIN_HEIGHT,
  VIDEO_MIN_WIDTH,
} from '@redzone/contract';

/** Why there is no front camera: the person said no, or the device has none / it failed. */
export type CameraFailure = 'denied' | 'unavailable' | 'unsupported';

export interface CameraStreams {
  /** The front camera, with the microphone when audio is on; null when it could not open. */
  front: MediaStream | null;
  /** The back camera (video only); null in single-camera mode. */
  back: MediaStream | null;
  failure: CameraFailure | null;
}

const sizeFor = (strict: boolean): MediaTrackConstraints => ({
  width: strict ? { ideal: VIDEO_IDEAL_WIDTH, min: VIDEO_MIN_WIDTH } : { ideal: VIDEO_IDEAL_WIDTH },
  height: strict
    ? { ideal: VIDEO_IDEAL_HEIGHT, min: VIDEO_MIN_HEIGHT }
    : { ideal: VIDEO_IDEAL_HEIGHT },
});

function failureOf(error: unknown): CameraFailure {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

async function openFront(withAudio: boolean): Promise<MediaStream> {
  const video = { facingMode: 'user', frameRate: { ideal: VIDEO_IDEAL_FRAME_RATE } };
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { ...video, ...sizeFor(true) },
      audio: withAudio,
    });
  } catch (error) {
    // A camera below 640x480 is still better than none.
    if (error instanceof DOMException && error.name === 'OverconstrainedError') {
      return navigator.mediaDevices.getUserMedia({
        video: { ...video, ...sizeFor(false) },
        audio: withAudio,
      });
    }
    throw error;
  }
}

const deviceOf = (stream: MediaStream) => stream.getVideoTracks()[0]?.getSettings().deviceId;

/**
 * P1 §2/§9: the front camera at 1280x720 ideal (640x480 at least) and 30 fps, then the back
 * camera; a missing back camera means single-camera mode, silently (P1 §8). A denied permission
 * is reported as it is: nothing here pretends access was granted.
 */
export async function openCameras(withAudio: boolean): Promise<CameraStreams> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return { front: null, back: null, failure: 'unsupported' };
  }
  let front: MediaStream;
  try {
    front = await openFront(withAudio);
  } catch (error) {
    return { front: null, back: null, failure: failureOf(error) };
  }
  let back: MediaStream | null = null;
  try {
    back = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { exact: 'environment' }, ...sizeFor(false) },
      audio: false,
    });
    // Some browsers ignore facingMode and hand the same camera back.
    if (deviceOf(back) !== undefined && deviceOf(back) === deviceOf(front)) {
      stopStream(back);
      back = null;
    }
  } catch {
    back = null;
  }
  return { front, back, failure: null };
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The sound-only mode: the microphone alone, no camera opened (no camera light, nothing on
 * the screen). The stream stands where the front camera's would.
 */
export async function openMicrophone(): Promise<CameraStreams> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return { front: null, back: null, failure: 'unsupported' };
  }
  try {
    const front = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    return { front, back: null, failure: null };
  } catch (error) {
    return { front: null, back: null, failure: failureOf(error) };
  }
}
