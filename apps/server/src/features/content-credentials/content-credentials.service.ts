import { type ContentCredentialsEvidence, RECORDING_LAYERS, sha256Hex } from '@redzone/contract';
import type { TimestampProvider } from '@trustnxt/c2pa-ts/rfc3161';
import type { Database } from '../../db/database';
import type { RecordingRow } from '../../db/schema';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import type { CustodyService } from '../custody/custody.service';
import { recordingNotFound } from '../recordings/recording-errors';
import { findLayersOf, findOwnRecording } from '../recordings/recordings.queries';
import type { RecordingsService } from '../recordings/recordings.service';
import { oneExportAtATime } from './one-export-at-a-time';
import { signMp4 } from './sign-mp4';
import type { SigningCredential } from './signing-credential';
import { webmToMp4 } from './webm-to-mp4';

export interface ContentCredentialsService {
  /** The owner's sealed take as an MP4 carrying a C2PA manifest; the export is logged first. */
  exportMp4(userId: string, id: string): Promise<{ filename: string; mp4: Uint8Array }>;
}

export function createContentCredentialsService(deps: {
  db: Database;
  recordings: RecordingsService;
  custody: CustodyService;
  credential: SigningCredential;
  clock: () => Date;
  timestamps?: TimestampProvider;
}): ContentCredentialsService {
  const { db, recordings, custody, credential, clock, timestamps } = deps;
  const exporting = oneExportAtATime();

  async function sealedFootage(userId: string, id: string): Promise<Uint8Array> {
    const footage = await recordings.footage(userId, id, (size) => ({ start: 0, end: size - 1 }));
    const parts: Buffer[] = [];
    for await (const chunk of footage.chunks) parts.push(chunk);
    return new Uint8Array(Buffer.concat(parts));
  }

  return {
    async exportMp4(userId, id) {
      const recording = await findOwnRecording(db, userId, id);
      if (recording === null || recording.parentId !== null) throw recordingNotFound();
      const { receipt } = await recordings.get(userId, id);
      // An unsealed take's MP4 would say "this is the take" of a part of it (decision 102).
      if (recording.status !== 'finished' || receipt === null) throw recordingNotSealed();
      return exporting(async () => {
        await custody.record({
          recordingId: id,
          actor: { kind: 'owner', userId },
          action: 'export',
          detail: 'MP4 with content credentials',
        });
        const original = await sealedFootage(userId, id);
        const isMp4 = recording.mimeType.startsWith('video/mp4');
        const layers = [recording, ...(await findLayersOf(db, [id]))].sort(
          (a, b) => RECORDING_LAYERS.indexOf(a.layer) - RECORDING_LAYERS.indexOf(b.layer),
        );
        const evidence: ContentCredentialsEvidence = {
          format: 'redzone-content-credentials',
          version: 1,
          recordingId: id,
          exportedAt: clock().toISOString(),
          packaging: isMp4 ? 'embedded' : 'remuxed',
          original: {
            mimeType: recording.mimeType,
            byteCount: original.byteLength,
            sha256: await sha256Hex(original),
          },
          receipt,
          chainHeads: layers.map(chainHeadOf),
        };
        const mp4 = isMp4 ? original : await webmToMp4(original);
        const remuxedFrom = isMp4 ? null : { title: `${id}.webm`, mimeType: recording.mimeType };
        const signed = await signMp4({ mp4, evidence, remuxedFrom }, credential, timestamps);
        const day = evidence.exportedAt.slice(0, 10);
        return { filename: `redzone-take-${day}-${id.slice(0, 8)}.mp4`, mp4: signed };
      });
    },
  };
}

function chainHeadOf(row: RecordingRow): ContentCredentialsEvidence['chainHeads'][number] {
  return {
    layer: row.layer,
    layerId: row.id,
    chunkCount: row.chunkCount,
    chainHash: row.chainHash,
    isSealed: row.status === 'finished',
  };
}

// The web already words this code ("does not hold every part of this recording yet").
function recordingNotSealed(): AppError {
  return new AppError(
    HTTP_STATUS.conflict,
    'recording_incomplete',
    'This recording is still being uploaded: it can be exported as an MP4 once it is sealed.',
  );
}
