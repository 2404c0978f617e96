import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'redzone.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

/** Locks this process holds: a lock naming our pid that is not among them is a previous life's. */
const heldHere = new Set<string>();

/**
 * PGlite is a single-process database: two servers on one data dir corrupt it. The lock file
 * holds the owner's pid; a lock whose pid is gone (crash, kill -9) is stale and taken over. So is
 * one naming this very process that this process does not hold: in a container
 * the server is pid 1 in every life, and after a kill -9 the lock of the last one names the new.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  if (!tryCreateLock(lockPath)) {
    const ownerPid = readOwnerPid(lockPath);
    const isOurs = ownerPid === process.pid;
    if (ownerPid !== null && (isOurs ? heldHere.has(lockPath) : isProcessAlive(ownerPid))) {
      throw new DataDirLockedError(
        `Another Red Zone server is using DATA_DIR ${dataDir} (pid ${ownerPid}). ` +
          `Stop it, or start this one with a different DATA_DIR.`,
      );
    }
    rmSync(lockPath, { force: true });
    if (!tryCreateLock(lockPath)) {
      throw new DataDirLockedError(
        `Another Red Zone server took DATA_DIR ${dataDir} while this one was starting.`,
      );
    }
  }
  heldHere.add(lockPath);
  return {
    release: () => {
      heldHere.delete(lockPath);
      releaseLock(lockPath);
    },
  };
}

/** Write the pid to a private file, then hard-link it into place: the link either creates a
 * complete lock or fails, so no reader ever sees a half-written one. */
function tryCreateLock(lockPath: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed server nobody has reaped yet still answers kill(pid, 0); Linux shows it as state Z. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may itself hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function releaseLock(lockPath: string): void {
  // Only remove our own lock: if it was taken over meanwhile, it is someone else's now.
  if (readOwnerPid(lockPath) === process.pid) unlinkSync(lockPath);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}
