import { z } from 'zod';
import { type ConfigVariable, MEGABYTE } from './variable';

/**
 * Where footage is kept: DATA_DIR/recordings (one server, or a shared volume), or an S3 bucket
 * that every instance writes to. The SDK reads its own credentials and region (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION, or its usual chain), so they are not settings of ours.
 */

const FILE_STORE = 'file:';
/** S3's rules for a bucket name, and a prefix of safe key characters without a leading slash. */
const S3_STORE_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/((?:[\w!.*'()-]+\/?)*))?$/;
const OBJECT_LOCK_DAYS_MAX = 36_500;

export const recordingStoreVariables: ConfigVariable[] = [
  {
    name: 'RECORDING_STORE',
    default: '(unset: DATA_DIR/recordings)',
    description:
      's3://BUCKET/PREFIX: every chunk of footage is an object in that bucket, written before it is acknowledged, and nothing of it stays on the instance. Unset or file: keeps footage in DATA_DIR/recordings. Credentials and region come from the AWS SDK (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION or its usual chain).',
  },
  {
    name: 'S3_ENDPOINT',
    default: "(unset: AWS's own)",
    description:
      'http(s) URL of an S3-compatible server (Ceph RGW, SeaweedFS, Garage, MinIO, R2) holding RECORDING_STORE.',
  },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      'true: address the bucket as ENDPOINT/BUCKET rather than BUCKET.ENDPOINT, as most S3-compatible servers need.',
  },
  {
    name: 'S3_QUOTA_MB',
    default: '(unset: no limit of ours)',
    description:
      'Megabytes of footage the bucket may hold for this deployment. Below RECORDING_FREE_SPACE_FLOOR_MB of it left, full-quality footage is refused with 507 and evidence goes on to a quarter of the floor, as on a disk.',
  },
  {
    name: 'S3_OBJECT_LOCK_DAYS',
    default: '(unset: no lock)',
    description:
      'Each chunk is written with a compliance-mode retention of this many days, so nobody, the operator included, can delete it sooner. The bucket must have object lock enabled; a deletion asked for sooner only hides the chunks until then (docs/decisions).',
  },
];

export const recordingStoreEnv = {
  RECORDING_STORE: z
    .string()
    .refine(
      (value) => value === FILE_STORE || S3_STORE_PATTERN.test(value),
      'must be file: or s3://BUCKET/PREFIX (a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false'),
  S3_QUOTA_MB: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a whole number of megabytes from 1 to 9999999999')
    .transform(Number)
    .optional(),
  S3_OBJECT_LOCK_DAYS: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number of days from 1 to 36500')
    .transform(Number)
    .refine(
      (days) => days <= OBJECT_LOCK_DAYS_MAX,
      'must be a whole number of days from 1 to 36500',
    )
    .optional(),
};

type RecordingStoreVars = z.infer<z.ZodObject<typeof recordingStoreEnv>>;

export type RecordingStoreConfig =
  | { kind: 'file' }
  | {
      kind: 's3';
      bucket: string;
      /** Empty, or ending in a slash: every key of the deployment starts with it. */
      prefix: string;
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Days of compliance-mode retention for each chunk; null: none. */
      objectLockDays: number | null;
      /** Bytes of footage the bucket may hold; null: no limit of ours. */
      quotaBytes: number | null;
    };

const isS3 = (vars: RecordingStoreVars) => vars.RECORDING_STORE?.startsWith('s3://') === true;

/** S3 settings without an S3 store are a mistake worth stopping for: the footage is not there. */
export function checkRecordingStore(vars: RecordingStoreVars, context: z.RefinementCtx): void {
  if (isS3(vars)) return;
  const stray = (['S3_ENDPOINT', 'S3_QUOTA_MB', 'S3_OBJECT_LOCK_DAYS'] as const).filter(
    (name) => vars[name] !== undefined,
  );
  for (const name of stray) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'applies only when RECORDING_STORE is s3://BUCKET/PREFIX',
    });
  }
}

export function recordingStoreConfig(vars: RecordingStoreVars): RecordingStoreConfig {
  const match =
    vars.RECORDING_STORE === undefined ? null : S3_STORE_PATTERN.exec(vars.RECORDING_STORE);
  if (match === null) return { kind: 'file' };
  const [, bucket = '', path = ''] = match;
  return {
    kind: 's3',
    bucket,
    prefix: path === '' || path.endsWith('/') ? path : `${path}/`,
    endpoint: vars.S3_ENDPOINT ?? null,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
    objectLockDays: vars.S3_OBJECT_LOCK_DAYS ?? null,
    quotaBytes: vars.S3_QUOTA_MB === undefined ? null : vars.S3_QUOTA_MB * MEGABYTE,
  };
}
