import { statfs } from 'node:fs/promises';
import type { RecordingLayerName } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageLimits } from '../../config';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { findIdentityById } from '../../platform/identity/identity.queries';
import { countOpenRecordingsOf, sumStoredBytesOf } from './recordings.queries';

/** A recording that has not moved for this long no longer counts as open. */
const OPEN_RECORDING_QUIET_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** How long a reading of the disk or of an identity's bytes is trusted. */
const DISK_READING_MS = 1_000;
const IDENTITY_READING_MS = 10_000;
/** The evidence layer's priority over a quota: a quarter more. */
const EVIDENCE_HEADROOM = 1.25;
/** Past this many identities or addresses in memory, the stale ones are forgotten. */
const MAX_TRACKED = 10_000;

/**
 * Issue 24 F-02: uploads need no verified phone (an emergency cannot wait for an SMS), so
 * anyone could fill the disk. Each identity gets a quota (larger once its phone is verified),
 * each address an hourly allowance, and the disk a floor. The evidence layer of a recording under
 * way keeps priority (issue 23): over a quota it has a quarter more, and below the floor it goes
 * on until a quarter of the floor is left. Alerts never write here, so they keep working.
 */
export interface StorageGuard {
  /** Refuses a new recording beyond the identity's open uploads (429). */
  admitRecording(userId: string): Promise<void>;
  /** Writes a chunk unless it would break a quota or the floor (507), and counts it once stored. */
  storeChunk<T>(chunk: StorageChunk, write: () => Promise<T>): Promise<T>;
  /**
   * Issue 23: anything else that writes to DATA_DIR's disk (the admin's homepage videos) stops at
   * the full floor, as full-quality footage does, so the evidence layer keeps the last of it.
   * Refuses with 507; counts the bytes once `write` stored them.
   */
  storeOther<T>(bytes: number, write: () => Promise<T>): Promise<T>;
}

export interface StorageChunk {
  userId: string;
  address: string;
  layer: RecordingLayerName;
  bytes: number;
}

export function createStorageGuard(deps: {
  db: Database;
  dataDir: string;
  limits: StorageLimits;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** Free bytes for new files; statfs of DATA_DIR unless a test says otherwise. */
  freeBytes?: () => Promise<number>;
}): StorageGuard {
  const { db, limits, log } = deps;
  const clock = deps.clock ?? Date.now;
  const readFree =
    deps.freeBytes ??
    (async () => {
      const stats = await statfs(deps.dataDir);
      return stats.bavail * stats.bsize;
    });
  let disk: { free: number; at: number } | null = null;
  function forgetOlderThan<T>(map: Map<string, T>, ageMs: number, at: (value: T) => number) {
    for (const [key, value] of map) if (clock() - at(value) > ageMs) map.delete(key);
  }
  const identities = new Map<string, { used: number; verified: boolean; at: number }>();
  const addresses = new Map<string, { bytes: number; since: number }>();

  async function freeBytes(): Promise<number> {
    if (disk === null || clock() - disk.at > DISK_READING_MS) {
      disk = { free: await readFree(), at: clock() };
    }
    return disk.free;
  }

  async function identity(userId: string) {
    const known = identities.get(userId);
    if (known !== undefined && clock() - known.at <= IDENTITY_READING_MS) return known;
    const [row, used] = await Promise.all([
      findIdentityById(db, userId),
      sumStoredBytesOf(db, userId),
    ]);
    const reading = { used, verified: row?.phoneVerifiedAt != null, at: clock() };
    if (identities.size > MAX_TRACKED) {
      forgetOlderThan(identities, IDENTITY_READING_MS, (known) => known.at);
    }
    identities.set(userId, reading);
    return reading;
  }

  function addressUse(address: string) {
    if (addresses.size > MAX_TRACKED) forgetOlderThan(addresses, HOUR_MS, (use) => use.since);
    const use = addresses.get(address);
    if (use === undefined || clock() - use.since > HOUR_MS) {
      const fresh = { bytes: 0, since: clock() };
      addresses.set(address, fresh);
      return fresh;
    }
    return use;
  }

  async function admitChunk(chunk: StorageChunk): Promise<void> {
    const evidence = chunk.layer === 'evidence';
    const free = await freeBytes();
    const floor = evidence ? limits.freeSpaceFloorBytes / 4 : limits.freeSpaceFloorBytes;
    if (free - chunk.bytes < floor) {
      log.error({ free, layer: chunk.layer }, 'recording chunk refused: the disk is nearly full');
      throw new AppError(
        HTTP_STATUS.insufficientStorage,
        'storage_full',
        'The server is out of space for recordings right now. Your footage stays on this phone and uploads when space is free; alerts still work.',
      );
    }
    const { used, verified } = await identity(chunk.userId);
    const quota = verified ? limits.quotaBytes.verified : limits.quotaBytes.unverified;
    if (used + chunk.bytes > (evidence ? quota * EVIDENCE_HEADROOM : quota)) {
      log.warn({ used, quota, layer: chunk.layer }, 'recording chunk refused: identity quota');
      throw new AppError(
        HTTP_STATUS.insufficientStorage,
        'recording_quota',
        verified
          ? 'Your recordings fill the space this server gives one person. Download and delete old recordings to upload more; the footage stays on this phone until then.'
          : 'Your recordings fill the space this server gives a phone that is not verified. Verify your phone to upload more; the footage stays on this phone until then.',
      );
    }
    const use = addressUse(chunk.address);
    const perHour = limits.addressBytesPerHour;
    if (use.bytes + chunk.bytes > (evidence ? perHour * EVIDENCE_HEADROOM : perHour)) {
      log.warn({ layer: chunk.layer }, 'recording chunk refused: hourly allowance of an address');
      throw new AppError(
        HTTP_STATUS.insufficientStorage,
        'address_quota',
        'This network has uploaded as much footage as the server takes in an hour. Your footage stays on this phone and uploads later.',
      );
    }
  }

  return {
    async admitRecording(userId) {
      const { verified } = await identity(userId);
      const limit = verified ? limits.openRecordings.verified : limits.openRecordings.unverified;
      const since = new Date(clock() - OPEN_RECORDING_QUIET_MS);
      const open = await countOpenRecordingsOf(db, userId, since);
      if (open < limit) return;
      log.warn({ open, limit }, 'recording refused: too many open uploads for one identity');
      throw new AppError(
        HTTP_STATUS.tooManyRequests,
        'too_many_open_recordings',
        verified
          ? 'Too many recordings are uploading at once. Stop one, or wait for one to finish uploading.'
          : 'Too many recordings are uploading at once. Stop one, or verify your phone to upload more at a time.',
      );
    },

    async storeOther(bytes, write) {
      const free = await freeBytes();
      if (free - bytes < limits.freeSpaceFloorBytes) {
        log.error({ free }, 'upload refused: the disk is nearly full, kept for recordings');
        throw new AppError(
          HTTP_STATUS.insufficientStorage,
          'storage_full',
          "The server's disk is nearly full, and what is left is kept for footage from phones. Free space on the server, then send the rest of this video.",
        );
      }
      const stored = await write();
      if (disk !== null) disk.free -= bytes;
      return stored;
    },

    async storeChunk(chunk, write) {
      await admitChunk(chunk);
      const stored = await write();
      addressUse(chunk.address).bytes += chunk.bytes;
      const known = identities.get(chunk.userId);
      if (known !== undefined) known.used += chunk.bytes;
      if (disk !== null) disk.free -= chunk.bytes;
      return stored;
    },
  };
}
