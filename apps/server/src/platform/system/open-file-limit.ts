import { readFileSync } from 'node:fs';

/** The soft limit on open files of this process (Linux), or null where it cannot be read. */
export function readOpenFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === undefined || soft === 'unlimited') return null;
    const limit = Number(soft);
    return Number.isSafeInteger(limit) && limit > 0 ? limit : null;
  } catch {
    return null;
  }
}
