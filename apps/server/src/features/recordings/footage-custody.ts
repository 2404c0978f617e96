import type { RecordingLayerName } from '@redzone/contract';
import type { CustodyActor, CustodyService } from '../custody/custody.service';
import type { Footage } from './recordings.service';

type Load = (range: (size: number) => { start: number; end: number }) => Promise<Footage>;

/**
 * A view or download of footage goes into the recording's custody log. A player asks
 * for many ranges while seeking; a request from the first byte is a new viewing, the rest are not.
 * The viewer is the owner, or the trusted contacts' watch link of an alert.
 */
export function loggedFootage(
  custody: CustodyService,
  access: { actor: CustodyActor; layer: RecordingLayerName; isDownload: boolean },
  load: Load,
): Load {
  return async (range) => {
    const footage = await load(range);
    if (footage.start === 0) {
      await custody.record({
        recordingId: footage.recording.id,
        actor: access.actor,
        action: access.isDownload ? 'download' : 'view',
        detail: `${access.layer} layer`,
      });
    }
    return footage;
  };
}
