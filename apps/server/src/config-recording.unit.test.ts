import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Settings for footage, its store and the limits on uploads (config/recording-store.ts, limits.ts). */
const CWD = '/srv/redzone';

describe('recording settings', () => {
  it('takes a recording key and a retention, refusing values that are not', () => {
    const key = 'ab'.repeat(32);
    const config = loadConfig(
      { RECORDING_KEY: key.toUpperCase(), RECORDING_RETENTION_DAYS: '30' },
      CWD,
    );
    expect(config.recordings).toMatchObject({
      key,
      retentionDays: 30,
      dir: '/srv/redzone/data/recordings',
    });
    const limited = loadConfig(
      { RECORDING_QUOTA_MB: '5', RECORDING_OPEN_UPLOADS: '2', RECORDING_FREE_SPACE_FLOOR_MB: '10' },
      CWD,
    );
    expect(limited.recordings.storage).toMatchObject({
      quotaBytes: { unverified: 5 * 1024 * 1024 },
      openRecordings: { unverified: 2, verified: 6 },
      freeSpaceFloorBytes: 10 * 1024 * 1024,
    });
    expect(() => loadConfig({ RECORDING_QUOTA_MB: '0' }, CWD)).toThrow(
      /RECORDING_QUOTA_MB must be a whole number of megabytes/,
    );
    expect(() => loadConfig({ RECORDING_KEY: 'short' }, CWD)).toThrow(
      /RECORDING_KEY must be 64 hex characters/,
    );
    expect(() => loadConfig({ RECORDING_RETENTION_DAYS: '0' }, CWD)).toThrow(
      /RECORDING_RETENTION_DAYS must be a whole number of days/,
    );
  });

  it('keeps footage in DATA_DIR unless RECORDING_STORE names an S3 bucket', () => {
    expect(loadConfig({ RECORDING_STORE: 'file:' }, CWD).recordings.store).toEqual({
      kind: 'file',
    });
    expect(
      loadConfig(
        {
          RECORDING_STORE: 's3://city-footage/redzone/takes',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'true',
          S3_OBJECT_LOCK_DAYS: '90',
          S3_QUOTA_MB: '2048',
        },
        CWD,
      ).recordings.store,
    ).toEqual({
      kind: 's3',
      bucket: 'city-footage',
      prefix: 'redzone/takes/',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      objectLockDays: 90,
      quotaBytes: 2048 * 1024 * 1024,
    });
    expect(loadConfig({ RECORDING_STORE: 's3://footage' }, CWD).recordings.store).toMatchObject({
      bucket: 'footage',
      prefix: '',
      endpoint: null,
      forcePathStyle: false,
      objectLockDays: null,
      quotaBytes: null,
    });
  });

  it('refuses a bad footage store setting, naming the variable', () => {
    expect(() => loadConfig({ RECORDING_STORE: 's3://Bad_Bucket/x' }, CWD)).toThrow(
      /RECORDING_STORE must be file: or s3:\/\/BUCKET\/PREFIX.*\(got "s3:\/\/Bad_Bucket\/x"\)/,
    );
    expect(() => loadConfig({ RECORDING_STORE: '/mnt/footage' }, CWD)).toThrow(/RECORDING_STORE/);
    const s3 = { RECORDING_STORE: 's3://footage/takes' };
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' }, CWD)).toThrow(/S3_ENDPOINT must be/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, CWD)).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => loadConfig({ ...s3, S3_OBJECT_LOCK_DAYS: '0' }, CWD)).toThrow(
      /S3_OBJECT_LOCK_DAYS must be/,
    );
    expect(() => loadConfig({ S3_QUOTA_MB: '100' }, CWD)).toThrow(/S3_QUOTA_MB applies only/);
    expect(() => loadConfig({ S3_OBJECT_LOCK_DAYS: '30' }, CWD)).toThrow(
      /S3_OBJECT_LOCK_DAYS applies only when RECORDING_STORE is s3/,
    );
  });

  it('describes the API at /api/docs outside production, and in production only when asked', () => {
    expect(loadConfig({}, CWD).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, CWD).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }, CWD).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }, CWD).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' }, CWD)).toThrow(/API_DOCS must be on or off/);
  });

  it('groups IPv4 addresses for the upload allowance by a prefix from 16 to 32 bits', () => {
    expect(loadConfig({ ADDRESS_GROUP_IPV4_PREFIX: '32' }, CWD).addressGroupIpv4Prefix).toBe(32);
    expect(() => loadConfig({ ADDRESS_GROUP_IPV4_PREFIX: '8' }, CWD)).toThrow(
      /ADDRESS_GROUP_IPV4_PREFIX must be a whole number from 16 to 32/,
    );
  });
});
