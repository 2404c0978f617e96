import { S3Client } from '@aws-sdk/client-s3';
import type { RecordingStoreConfig } from '../../config';

type S3StoreConfig = Extract<RecordingStoreConfig, { kind: 's3' }>;

/** A connection that has not opened in this long is a store that is down, not slow. */
const CONNECTION_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * The SDK's client for the footage bucket. Credentials and region come from the SDK's own chain
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, profiles, instance roles), as operators
 * of any S3 tool expect. Checksums are sent only where S3 requires them: each chunk carries its
 * own SHA-256, which every S3-compatible server understands, unlike the SDK's newer default.
 */
export function createS3Client(
  config: Pick<S3StoreConfig, 'endpoint' | 'forcePathStyle'>,
): S3Client {
  return new S3Client({
    ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      throwOnRequestTimeout: true,
    },
  });
}

/** The region the SDK found, or a message that says which variable to set. */
export async function checkS3Region(client: S3Client): Promise<void> {
  try {
    await client.config.region();
  } catch {
    throw new Error(
      'RECORDING_STORE is an S3 bucket but the AWS SDK found no region: set AWS_REGION (any value, such as us-east-1, for most S3-compatible servers).',
    );
  }
}
