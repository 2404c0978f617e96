import { Readable } from 'node:stream';
import {
  BUNDLE_FILES,
  type BundleSignatures,
  COURT_KIT_FILES,
  fileSigningText,
  RECORDING_LAYERS,
  type RecordingLayerName,
} from '@redzone/contract';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/database';
import type { EvidenceSigner } from '../../platform/evidence/evidence-signer';
import { sha256HexNow } from '../../platform/evidence/sha256';
import type { CustodyService } from '../custody/custody.service';
import { evidenceKeys } from '../evidence-keys/evidence-keys.service';
import { recordingNotFound } from '../recordings/recording-errors';
import { findLayersOf, findOwnRecording } from '../recordings/recordings.queries';
import type { RecordingsService } from '../recordings/recordings.service';
import type { EvidenceLog } from '../evidence-log/evidence-log.service';
import { manifestLayerOf, manifestOf, manifestTimestampsOf } from './bundle-manifest';
import { bundleReadme } from './bundle-readme';
import { courtKitFiles } from './court-kit/court-kit';
import { kitFactsOf } from './court-kit/kit-facts';
import { findChainTimestamps, findChunkRecords } from './evidence-bundle.queries';

export interface EvidenceBundleService {
  /** The owner's recording as a ZIP; the export is logged before it is built. */
  build(userId: string, id: string): Promise<{ filename: string; zip: Readable }>;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

export function createEvidenceBundleService(deps: {
  db: Database;
  recordings: RecordingsService;
  custody: CustodyService;
  signer: EvidenceSigner;
  clock: () => Date;
  /** The public log's proofs of the sealed layers, carried in the manifest. */
  evidenceLog: Pick<EvidenceLog, 'proofsOf'>;
}): EvidenceBundleService {
  const { db, recordings, custody, signer, clock, evidenceLog } = deps;

  /**
   * The server vouches for a file as a whole (its name and hash) with its key, as part of this
   * export (its take and time): a file cannot be carried into another export and still check.
   */
  function signFiles(
    files: { name: string; bytes: Buffer }[],
    exported: { recordingId: string; exportedAt: string },
  ): BundleSignatures {
    return {
      files: files.map(({ name, bytes }) => {
        const signed = { name, sha256: sha256HexNow(bytes), keyId: signer.keyId };
        return { ...signed, signature: signer.sign(fileSigningText(signed, exported)) };
      }),
    };
  }

  return {
    async build(userId, id) {
      const recording = await findOwnRecording(db, userId, id);
      if (recording === null || recording.parentId !== null) throw recordingNotFound();
      await custody.record({
        recordingId: id,
        actor: { kind: 'owner', userId },
        action: 'export',
        detail: 'evidence bundle',
      });
      const exportedAt = clock();
      // Every layer, in upload order (sound, evidence, full): the first ones are the most likely
      // to hold what the later ones lack.
      const rows = [...(await findLayersOf(db, [id])), recording].sort(
        (a, b) => RECORDING_LAYERS.indexOf(a.layer) - RECORDING_LAYERS.indexOf(b.layer),
      );
      const logged = await evidenceLog.proofsOf(rows.map((row) => row.id));
      const parts = await Promise.all(
        rows.map(async (row) => {
          const chunks = await findChunkRecords(db, row.id);
          const part = await manifestLayerOf(row, chunks, logged.get(row.id) ?? null);
          const stamps = manifestTimestampsOf(part.layer, await findChainTimestamps(db, row.id));
          return { ...part, stamps };
        }),
      );
      const stamps = parts.flatMap((part) => part.stamps);
      const manifest = manifestOf(
        recording,
        parts.map((part) => part.layer),
        exportedAt,
        stamps.map((stamp) => stamp.entry),
        [...COURT_KIT_FILES],
      );
      const manifestBytes = json(manifest);
      // The kit names the manifest's own hash, so it is drawn from the manifest as written.
      const kit = await courtKitFiles(
        kitFactsOf(manifest, sha256HexNow(manifestBytes)),
        exportedAt,
      );

      // Stored, not compressed: footage is compressed already, and a byte changed anywhere lands
      // in a file's content where the verifier can name it.
      const zip = new ZipFile();
      const options = { compress: false, mtime: exportedAt };
      const files = [
        { name: BUNDLE_FILES.readme, bytes: Buffer.from(bundleReadme(manifest)) },
        { name: BUNDLE_FILES.manifest, bytes: manifestBytes },
        { name: BUNDLE_FILES.keys, bytes: json(await evidenceKeys(db)) },
        { name: BUNDLE_FILES.custodyLog, bytes: json(await custody.log(id)) },
        ...kit,
      ];
      for (const { name, bytes } of files) zip.addBuffer(bytes, name, options);
      const exported = { recordingId: manifest.recording.id, exportedAt: manifest.exportedAt };
      zip.addBuffer(json(signFiles(files, exported)), BUNDLE_FILES.signatures, options);
      for (const { layer, acks } of parts) zip.addBuffer(json(acks), layer.acksFile, options);
      for (const { entry, token } of stamps) zip.addBuffer(token, entry.file, options);
      for (const { layer } of parts) {
        if (layer.byteCount === 0) {
          zip.addBuffer(Buffer.alloc(0), layer.file, options);
          continue;
        }
        // The bytes the manifest lists, even if the upload grew since.
        const footage = await recordings.layerFootage(
          userId,
          id,
          layer.name as RecordingLayerName,
          () => ({ start: 0, end: layer.byteCount - 1 }),
        );
        zip.addReadStream(Readable.from(footage.chunks), layer.file, {
          ...options,
          size: layer.byteCount,
        });
      }
      zip.end();
      const day = exportedAt.toISOString().slice(0, 10);
      return {
        filename: `redzone-evidence-${day}-${id.slice(0, 8)}.zip`,
        zip: zip.outputStream as Readable,
      };
    },
  };
}
