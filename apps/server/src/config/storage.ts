import { join } from 'node:path';
import {
  ALERT_RETENTION_DAYS_DEFAULT,
  RECORDING_DELETE_DELAY_DAYS_DEFAULT,
  RECORDING_RETENTION_DAYS_DEFAULT,
} from '@redzone/contract';
import { z } from 'zod';
import { type ConfigVariable, MEGABYTE, megabytes } from './variable';

/** What is kept and for how long, and what one identity, one network and the disk may hold. */

const RECORDINGS_DIR_NAME = 'recordings';
/** A newcomer's long take with two cameras fits; a flood does not. */
const RECORDING_STORAGE_DEFAULTS = {
  quotaMb: 512,
  verifiedQuotaMb: 20480,
  addressMbPerHour: 51200,
  /** Phones that never verified a number, together, from one network in an hour. */
  unverifiedAddressMbPerHour: 1024,
  freeSpaceFloorMb: 1024,
  /** Each camera of a take is one; a verified phone may have three times as many. */
  openUploads: 8,
} as const;
const VERIFIED_OPEN_UPLOADS_FACTOR = 3;

export const storageVariables: ConfigVariable[] = [
  {
    name: 'RECORDING_RETENTION_DAYS',
    default: String(RECORDING_RETENTION_DAYS_DEFAULT),
    description:
      'Recordings are deleted this many days after they were made, as the privacy policy says.',
  },
  {
    name: 'ALERT_RETENTION_DAYS',
    default: String(ALERT_RETENTION_DAYS_DEFAULT),
    description:
      'Alerts and their responses are deleted this many days after they were sent, unless a recording belongs to the alert.',
  },
  {
    name: 'RECORDING_DELETE_DELAY_DAYS',
    default: String(RECORDING_DELETE_DELAY_DAYS_DEFAULT),
    description:
      'Days between deleting a recording on a phone and its deletion on the server, so whoever takes the phone cannot erase the footage on the spot; the owner can undo it until then.',
  },
  {
    name: 'RECORDING_QUOTA_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.quotaMb),
    description:
      'Megabytes of recordings one identity without a verified phone may keep on the server; the evidence layer of a take under way gets a quarter more.',
  },
  {
    name: 'RECORDING_QUOTA_VERIFIED_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.verifiedQuotaMb),
    description: 'The same for an identity with a verified phone.',
  },
  {
    name: 'RECORDING_ADDRESS_MB_PER_HOUR',
    default: String(RECORDING_STORAGE_DEFAULTS.addressMbPerHour),
    description:
      'Megabytes of footage one network (an IPv4 /24 as ADDRESS_GROUP_IPV4_PREFIX sets it, an IPv6 /64) may upload in an hour. Generous: a protest behind one carrier NAT is many phones.',
  },
  {
    name: 'RECORDING_ADDRESS_UNVERIFIED_MB_PER_HOUR',
    default: String(RECORDING_STORAGE_DEFAULTS.unverifiedAddressMbPerHour),
    description:
      'Of that, megabytes that phones without a verified number may upload from one network in an hour: a stranger with free sessions cannot fill the disk. The evidence layer of an alert under way is never held back by it.',
  },
  {
    name: 'RECORDING_OPEN_UPLOADS',
    default: String(RECORDING_STORAGE_DEFAULTS.openUploads),
    description:
      'Recordings one identity without a verified phone may upload at once (each camera is one; one quiet for an hour stops counting); three times as many with one.',
  },
  {
    name: 'RECORDING_FREE_SPACE_FLOOR_MB',
    default: String(RECORDING_STORAGE_DEFAULTS.freeSpaceFloorMb),
    description:
      'Below this much free disk in DATA_DIR, full-quality footage is refused with 507; evidence layers go on until a quarter of it is left. Alerts keep working.',
  },
];

const days = (pattern: RegExp, message: string, fallback: number) =>
  z.string().regex(pattern, message).transform(Number).default(fallback);

export const storageEnv = {
  ALERT_RETENTION_DAYS: days(
    /^[1-9]\d{0,4}$/,
    'must be a whole number of days from 1 to 99999',
    ALERT_RETENTION_DAYS_DEFAULT,
  ),
  RECORDING_RETENTION_DAYS: days(
    /^[1-9]\d{0,4}$/,
    'must be a whole number of days from 1 to 99999',
    RECORDING_RETENTION_DAYS_DEFAULT,
  ),
  RECORDING_DELETE_DELAY_DAYS: days(
    /^\d{1,3}$/,
    'must be a whole number of days from 0 to 999',
    RECORDING_DELETE_DELAY_DAYS_DEFAULT,
  ),
  RECORDING_QUOTA_MB: megabytes(RECORDING_STORAGE_DEFAULTS.quotaMb),
  RECORDING_QUOTA_VERIFIED_MB: megabytes(RECORDING_STORAGE_DEFAULTS.verifiedQuotaMb),
  RECORDING_ADDRESS_MB_PER_HOUR: megabytes(RECORDING_STORAGE_DEFAULTS.addressMbPerHour),
  RECORDING_ADDRESS_UNVERIFIED_MB_PER_HOUR: megabytes(
    RECORDING_STORAGE_DEFAULTS.unverifiedAddressMbPerHour,
  ),
  RECORDING_FREE_SPACE_FLOOR_MB: megabytes(RECORDING_STORAGE_DEFAULTS.freeSpaceFloorMb),
  RECORDING_OPEN_UPLOADS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1 to 9999')
    .transform(Number)
    .default(RECORDING_STORAGE_DEFAULTS.openUploads),
};

type StorageVars = z.infer<z.ZodObject<typeof storageEnv>>;

/** What one identity, one address group and the disk may hold. */
export interface StorageLimits {
  /** Bytes one identity's recordings may hold, without and with a verified phone. */
  quotaBytes: { unverified: number; verified: number };
  /** Recordings one identity may upload at once, without and with a verified phone. */
  openRecordings: { unverified: number; verified: number };
  /**
   * Bytes one address group (an IPv4 /24 or as configured, an IPv6 /64) may upload in an hour:
   * in all, and from identities without a verified phone, whose share is much smaller.
   */
  addressBytesPerHour: number;
  unverifiedAddressBytesPerHour: number;
  /** Below this much free disk, full-quality footage is refused; evidence keeps a quarter. */
  freeSpaceFloorBytes: number;
}

export interface StorageConfig {
  /** Days alerts and their responses are kept. */
  alertRetentionDays: number;
  /** Recording evidence: days kept, the deletion delay, where, and what fits. */
  recordings: {
    retentionDays: number;
    /** Days between a deletion asked for from a phone and the deletion. */
    deleteDelayDays: number;
    dir: string;
    storage: StorageLimits;
  };
}

export function storageConfig(vars: StorageVars, dataDir: string): StorageConfig {
  return {
    alertRetentionDays: vars.ALERT_RETENTION_DAYS,
    recordings: {
      retentionDays: vars.RECORDING_RETENTION_DAYS,
      deleteDelayDays: vars.RECORDING_DELETE_DELAY_DAYS,
      dir: join(dataDir, RECORDINGS_DIR_NAME),
      storage: {
        quotaBytes: {
          unverified: vars.RECORDING_QUOTA_MB * MEGABYTE,
          verified: vars.RECORDING_QUOTA_VERIFIED_MB * MEGABYTE,
        },
        openRecordings: {
          unverified: vars.RECORDING_OPEN_UPLOADS,
          verified: vars.RECORDING_OPEN_UPLOADS * VERIFIED_OPEN_UPLOADS_FACTOR,
        },
        addressBytesPerHour: vars.RECORDING_ADDRESS_MB_PER_HOUR * MEGABYTE,
        unverifiedAddressBytesPerHour: vars.RECORDING_ADDRESS_UNVERIFIED_MB_PER_HOUR * MEGABYTE,
        freeSpaceFloorBytes: vars.RECORDING_FREE_SPACE_FLOOR_MB * MEGABYTE,
      },
    },
  };
}
