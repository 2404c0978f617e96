import { formatClock } from './recording-clock';

/** What the server holds of one layer: the seconds from the start it has, or all of it. */
export interface Secured {
  securedUntilSeconds: number;
  complete: boolean;
}

/** A text's key and the values it takes. */
export interface Words {
  key: string;
  values: Record<string, string>;
}

/** The recorder's short line, or the Recordings list's sentence (which names the small picture). */
export type SecuredScope = 'recorder' | 'recordings';

const KEYS = {
  recorder: {
    all: 'recorder.securedAll',
    upTo: 'recorder.securedUpTo',
    soundAndVideo: 'recorder.securedSoundAndVideo',
    soundAllVideoUpTo: 'recorder.securedSoundAllVideoUpTo',
    soundUpTo: 'recorder.securedSoundUpTo',
    soundAll: 'recorder.securedSoundAll',
  },
  recordings: {
    all: 'recordings.evidenceSecuredAll',
    upTo: 'recordings.evidenceSecuredUpTo',
    soundAndVideo: 'recordings.soundAndVideoSecuredUpTo',
    soundAllVideoUpTo: 'recordings.soundAllVideoSecuredUpTo',
    soundUpTo: 'recordings.soundSecuredUpTo',
    soundAll: 'recordings.soundSecuredAll',
  },
} as const;

const clock = (layer: Secured) => formatClock(Math.floor(layer.securedUntilSeconds));

/**
 * What is safe on the server whatever happens to the phone now. With a sound layer, sound and
 * video are said apart ("Sound secured up to 0:41, video up to 0:22"): on a poor uplink the
 * sound keeps up and the picture does not, and the person should know the words are safe.
 * Without one (older recordings, a browser that cannot record sound alone), the evidence
 * layer carries both and is said as before. Null when there is neither.
 */
export function securedWords(
  scope: SecuredScope,
  video: Secured | null,
  sound: Secured | null,
): Words | null {
  const keys = KEYS[scope];
  if (sound === null) {
    if (video === null) return null;
    return video.complete
      ? { key: keys.all, values: {} }
      : { key: keys.upTo, values: { time: clock(video) } };
  }
  if (video === null) {
    return sound.complete
      ? { key: keys.soundAll, values: {} }
      : { key: keys.soundUpTo, values: { sound: clock(sound) } };
  }
  if (sound.complete && video.complete) return { key: keys.all, values: {} };
  if (sound.complete) return { key: keys.soundAllVideoUpTo, values: { video: clock(video) } };
  return { key: keys.soundAndVideo, values: { sound: clock(sound), video: clock(video) } };
}
