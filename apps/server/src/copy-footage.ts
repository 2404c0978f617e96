import { commandDir, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { type DatabaseHandle, openDatabase } from './db/database';
import { secretDependents } from './db/dependent-rows';
import { copyFootageToBucket } from './features/recordings/footage-copy';
import { loadOrCreateRecordingKey } from './platform/evidence/recording-key';
import { bucketName, markCopied } from './platform/footage-store/copy-marker';
import { createFileFootageStore } from './platform/footage-store/file-footage-store';
import { checkS3Region, createS3Client } from './platform/footage-store/s3-client';
import { createS3FootageStore } from './platform/footage-store/s3-footage-store';

/**
 * `npm run recordings:to-bucket`: copies the footage in DATA_DIR/recordings into the bucket
 * RECORDING_STORE names, with the configuration the server would start with (DATA_DIR or
 * DATABASE_URL, RECORDING_KEY or DATA_DIR's key file, the S3 settings). Every chunk is checked
 * against its recording's hash chain before it is copied; only a whole copy lets a server start
 * on the bucket. Stop the servers first: chunks that arrive during the copy are not in it.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env, commandDir(process.env));
  const { store, dir } = config.recordings;
  if (store.kind !== 's3') {
    fail(
      'Set RECORDING_STORE=s3://BUCKET/PREFIX (and the S3 settings) to the bucket to copy into.',
    );
  }
  const database: DatabaseHandle = await openDatabase(config.database, config.dataDir);
  const from = createFileFootageStore(dir);
  const client = createS3Client(store);
  const to = createS3FootageStore({
    client,
    bucket: store.bucket,
    prefix: store.prefix,
    objectLockDays: store.objectLockDays,
  });
  try {
    await checkS3Region(client);
    const dependents = secretDependents(database.db, () => from.holdsFootage());
    const key = await loadOrCreateRecordingKey(
      config.recordings.key,
      config.dataDir,
      dependents.recordingKey,
    );
    const report = await copyFootageToBucket({
      db: database.db,
      key,
      from,
      to,
      onTake: (id, chunks) => process.stdout.write(`${id}: ${chunks} chunks\n`),
    });
    const copied = `${report.takes} takes, ${report.chunks} chunks, ${report.bytes} bytes`;
    if (report.problems.length > 0) {
      fail(
        `Copied ${copied} into ${bucketName(store)}, but:\n  ${report.problems.join('\n  ')}\n` +
          'The server will not start on the bucket until a copy is whole: restore the damaged takes from a backup and run this again.',
      );
    }
    await markCopied(dir, bucketName(store));
    process.stdout.write(
      `Copied ${copied} into ${bucketName(store)}, each checked against its chain. The server may now start with RECORDING_STORE=${bucketName(store)}; ${dir} can be removed once the bucket is backed up.\n`,
    );
  } finally {
    await to.close();
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const isExpected = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(isExpected ? (error as Error).message : error);
  fail('The copy did not finish; run it again (chunks already copied are put again).');
}
