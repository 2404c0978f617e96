import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecordingStoreConfig } from '../../config';

/**
 * Written into DATA_DIR/recordings once every take there is in the bucket it names: until then a
 * server told to use that bucket refuses to start, or the footage left on the disk would read as
 * lost.
 */
const COPIED_MARKER = '.copied-to-bucket';

/** The store as RECORDING_STORE names it, normalised: s3://BUCKET/PREFIX. */
export function bucketName(store: Extract<RecordingStoreConfig, { kind: 's3' }>): string {
  return `s3://${store.bucket}/${store.prefix}`;
}

/** Says that DATA_DIR/recordings is whole in the bucket `name` (s3://BUCKET/PREFIX). */
export async function markCopied(recordingsDir: string, name: string): Promise<void> {
  await mkdir(recordingsDir, { recursive: true, mode: 0o700 });
  await writeFile(join(recordingsDir, COPIED_MARKER), `${name}\n`, { mode: 0o600 });
}

/**
 * Refuses to use a bucket while DATA_DIR/recordings holds footage not copied into it: the
 * database names those takes, and from the bucket they would be "damaged".
 */
export async function checkNothingLeftBehind(
  recordingsDir: string,
  store: Extract<RecordingStoreConfig, { kind: 's3' }>,
): Promise<void> {
  const files = await readdir(recordingsDir).catch(() => []);
  if (!files.some((file) => file.endsWith('.rzv'))) return;
  const marker = await readFile(join(recordingsDir, COPIED_MARKER), 'utf8').catch(() => '');
  if (marker.trim() === bucketName(store)) return;
  throw new Error(
    `${recordingsDir} holds footage that is not in ${bucketName(store)}. Copy it first with \`npm run recordings:to-bucket\` (docs/deploy.md), or unset RECORDING_STORE to keep using the disk.`,
  );
}
