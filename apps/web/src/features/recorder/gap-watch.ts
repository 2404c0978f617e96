import type { ChunkRecorder } from './media/chunk-recorder';
import { TakeGaps } from './take-gaps';
import type { ChunkDeps, Take } from './take-recorders';

const TRACK_POLL_MS = 1_000;

/**
 * Watches what can stop a take from recording or sending: the page hidden (the screen locked,
 * another app in front) or frozen by the browser, a camera or microphone muted or ended, the
 * network gone. Each becomes a gap of the take (TakeGaps), and as the page is hidden or frozen,
 * or a track goes quiet, every recorder hands over what it holds at once, so it is stored and
 * on its way before the browser stops the page. The sound layer records on when a camera stops.
 */
export function watchGaps(
  take: Take,
  full: ChunkRecorder,
  tracks: MediaStreamTrack[],
  deps: ChunkDeps,
): void {
  const gaps = new TakeGaps(full, take.startedAt, deps);
  const flush = () => {
    for (const { recorder, evidence } of take.recorders) {
      recorder.flush();
      evidence?.flush();
    }
    take.sound?.recorder.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      flush();
      gaps.begin('hidden', 'hidden');
    } else gaps.end('hidden');
  };
  const onFreeze = () => {
    flush();
    gaps.begin('frozen', 'frozen');
  };
  const onResume = () => gaps.end('frozen');
  const onOffline = () => gaps.begin('offline', 'offline');
  const onOnline = () => gaps.end('offline');
  const listeners: [EventTarget, string, () => void][] = [
    [document, 'visibilitychange', onVisibility],
    [document, 'freeze', onFreeze],
    [document, 'resume', onResume],
    [window, 'offline', onOffline],
    [window, 'online', onOnline],
  ];
  for (const track of tracks) {
    const kind = track.kind === 'audio' ? 'audio' : 'video';
    const muted = `muted:${track.id}`;
    listeners.push(
      [
        track,
        'mute',
        () => {
          flush();
          gaps.begin(muted, 'track_muted', kind);
        },
      ],
      [track, 'unmute', () => gaps.end(muted)],
      // An ended track never comes back: its gap lasts to the end of the take.
      [track, 'ended', () => gaps.begin(`ended:${track.id}`, 'track_ended', kind)],
    );
    if (track.muted) gaps.begin(muted, 'track_muted', kind);
    if (track.readyState === 'ended') gaps.begin(`ended:${track.id}`, 'track_ended', kind);
  }
  // A track stopped by code fires no 'ended' (only one its source ends does): looked at too.
  const poll = setInterval(() => {
    for (const track of tracks) {
      const kind = track.kind === 'audio' ? 'audio' : 'video';
      if (track.readyState === 'ended') gaps.begin(`ended:${track.id}`, 'track_ended', kind);
    }
  }, TRACK_POLL_MS);
  if (document.visibilityState === 'hidden') gaps.begin('hidden', 'hidden');
  if (!navigator.onLine) gaps.begin('offline', 'offline');
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  take.gaps = {
    close: async (at = Date.now()) => {
      clearInterval(poll);
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      await gaps.close(at);
    },
  };
}
