import { statfs } from 'node:fs/promises';
import { ALERT_EXPIRY_MS, type RecordingLayerName } from '@redzone/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageLimits } from '../../config';
import { addressGroup } from '../../platform/http/client-address';
import type { Database } from '../../db/database';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { findIdentityById } from '../../platform/identity/identity.queries';
import { countOpenRecordingsOf, hasAlertUnderWay, sumStoredBytesOf } from './recordings.queries';

/** A recording that has not moved for this long no longer counts as open. */
const OPEN_RECORDING_QUIET_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** How long a reading of the disk or of an identity's bytes is trusted. */
const DISK_READING_MS = 1_000;
const IDENTITY_READING_MS = 10_000;
/** A bucket's room is a sum over every recording: read it less often than a disk's. */
const FOOTAGE_READING_MS = 10_000;
/** The evidence layer's priority over a quota: a quarter more. */
const EVIDENCE_HEADROOM = 1.25;
/** Past this many identities or addresses in memory, the stale ones are forgotten. */
const MAX_TRACKED = 10_000;

/**
 * Uploads need no verified phone (an emergency cannot wait for an SMS), so anyone could fill the
 * disk. Each identity gets a quota (larger once its phone is verified); each network (an IPv4
 * /24 or as configured, an IPv6 /64) an hourly allowance, of which phones without a verified
 * number share a small part; the disk a floor. The evidence layer of a recording under way keeps
 * priority: over a quota it has a quarter more, the evidence of an alert under way is never held
 * back by a network's allowance, and below the floor evidence goes on until a quarter of the
 * floor is left. Alerts never write here, so they keep working.
 */
export interface StorageGuard {
  /** Refuses a new recording beyond the identity's open uploads (429). */
  admitRecording(userId: string): Promise<void>;
  /** Writes a chunk unless it would break a quota or the floor (507), and counts it once stored. */
  storeChunk<T>(chunk: StorageChunk, write: () => Promise<T>): Promise<T>;
  /**
   * Anything else that writes to DATA_DIR's disk (the admin's homepage videos) stops at
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

/** A chunk larger than this is full quality (an evidence chunk of 500 ms is a few dozen KB). */
const LARGE_CHUNK_BYTES = 256 * 1024;
/** Large chunk writes one instance runs at once; more are asked to come back in a moment. */
const LARGE_WRITES_AT_ONCE = 4;

function diskBusy(): AppError {
  return new AppError(
    HTTP_STATUS.serviceUnavailable,
    'server_busy',
    'The server is writing other footage. Full-quality footage is sent again in a moment; the evidence keeps going.',
    { retryAfterSeconds: 2 },
  );
}

export function createStorageGuard(deps: {
  db: Database;
  dataDir: string;
  limits: StorageLimits;
  /** Leading bits of an IPv4 address that make one network (ADDRESS_GROUP_IPV4_PREFIX). */
  ipv4Prefix: number;
  log: FastifyBaseLogger;
  clock?: () => number;
  /** Free bytes for new files; statfs of DATA_DIR unless a test says otherwise. */
  freeBytes?: () => Promise<number>;
  /**
   * Room left for footage where the footage store keeps it, when that is not DATA_DIR's disk
   * (a bucket: its byte quota less what it holds). The same floor applies to it.
   */
  freeFootageBytes?: () => Promise<number>;
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
  let footage: { free: number; at: number } | null = null;
  let largeWritesInFlight = 0;
  function forgetOlderThan<T>(map: Map<string, T>, ageMs: number, at: (value: T) => number) {
    for (const [key, value] of map) if (clock() - at(value) > ageMs) map.delete(key);
  }
  const identities = new Map<
    string,
    { used: number; verified: boolean; alertUnderWay: boolean; at: number }
  >();
  const addresses = new Map<string, { bytes: number; unverified: number; since: number }>();

  async function freeBytes(): Promise<number> {
    if (disk === null || clock() - disk.at > DISK_READING_MS) {
      disk = { free: await readFree(), at: clock() };
    }
    return disk.free;
  }

  /** Room for a chunk: DATA_DIR's disk, or the footage store's own reading when it has one. */
  async function freeFootageBytes(): Promise<number> {
    if (deps.freeFootageBytes === undefined) return freeBytes();
    if (footage === null || clock() - footage.at > FOOTAGE_READING_MS) {
      footage = { free: await deps.freeFootageBytes(), at: clock() };
    }
    return footage.free;
  }

  async function identity(userId: string) {
    const known = identities.get(userId);
    if (known !== undefined && clock() - known.at <= IDENTITY_READING_MS) return known;
    const [row, used, alertUnderWay] = await Promise.all([
      findIdentityById(db, userId),
      sumStoredBytesOf(db, userId),
      hasAlertUnderWay(db, userId, new Date(clock() - ALERT_EXPIRY_MS)),
    ]);
    const reading = { used, verified: row?.phoneVerifiedAt != null, alertUnderWay, at: clock() };
    if (identities.size > MAX_TRACKED) {
      forgetOlderThan(identities, IDENTITY_READING_MS, (known) => known.at);
    }
    identities.set(userId, reading);
    return reading;
  }

  function addressUse(address: string) {
    if (addresses.size > MAX_TRACKED) forgetOlderThan(addresses, HOUR_MS, (use) => use.since);
    const group = addressGroup(address, deps.ipv4Prefix);
    const use = addresses.get(group);
    if (use === undefined || clock() - use.since > HOUR_MS) {
      const fresh = { bytes: 0, unverified: 0, since: clock() };
      addresses.set(group, fresh);
      return fresh;
    }
    return use;
  }

  function addressRefused(): AppError {
    return new AppError(
      HTTP_STATUS.insufficientStorage,
      'address_quota',
      'This network has uploaded as much footage as the server takes in an hour. Your footage stays on this phone and uploads later.',
    );
  }

  async function admitChunk(chunk: StorageChunk): Promise<void> {
    // The sound layer is evidence too: small, and the first thing a court needs.
    const evidence = chunk.layer !== 'full';
    const free = await freeFootageBytes();
    const floor = evidence ? limits.freeSpaceFloorBytes / 4 : limits.freeSpaceFloorBytes;
    if (free - chunk.bytes < floor) {
      log.error({ free, layer: chunk.layer }, 'recording chunk refused: the disk is nearly full');
      throw new AppError(
        HTTP_STATUS.insufficientStorage,
        'storage_full',
        'The server is out of space for recordings right now. Your footage stays on this phone and uploads when space is free; alerts still work.',
      );
    }
    const { used, verified, alertUnderWay } = await identity(chunk.userId);
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
    // The evidence of an alert under way is what the allowance exists to protect.
    if (evidence && alertUnderWay) return;
    const use = addressUse(chunk.address);
    const headroom = evidence ? EVIDENCE_HEADROOM : 1;
    if (use.bytes + chunk.bytes > limits.addressBytesPerHour * headroom) {
      log.warn({ layer: chunk.layer }, 'recording chunk refused: hourly allowance of a network');
      throw addressRefused();
    }
    const unverifiedShare = limits.unverifiedAddressBytesPerHour * headroom;
    if (!verified && use.unverified + chunk.bytes > unverifiedShare) {
      log.warn({ layer: chunk.layer }, 'recording chunk refused: unverified phones of a network');
      throw addressRefused();
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
      // Large chunks (full quality) take turns: a flood of them from a few sessions must not
      // make a small evidence chunk, a person's footage in a stop, wait behind the disk.
      const isLarge = chunk.bytes > LARGE_CHUNK_BYTES;
      if (isLarge && largeWritesInFlight >= LARGE_WRITES_AT_ONCE) throw diskBusy();
      if (isLarge) largeWritesInFlight += 1;
      let stored: Awaited<ReturnType<typeof write>>;
      try {
        stored = await write();
      } finally {
        if (isLarge) largeWritesInFlight -= 1;
      }
      const use = addressUse(chunk.address);
      use.bytes += chunk.bytes;
      const known = identities.get(chunk.userId);
      if (known?.verified !== true) use.unverified += chunk.bytes;
      if (known !== undefined) known.used += chunk.bytes;
      const room = deps.freeFootageBytes === undefined ? disk : footage;
      if (room !== null) room.free -= chunk.bytes;
      return stored;
    },
  };
}
