import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files the server writes are its own user's alone. */
export const PRIVATE_UMASK = 0o077;
const PRIVATE_DIR_MODE = 0o700;
const GROUP_AND_OTHER_BITS = 0o077;

/** How often files created since are tightened (PGlite sets 0666 on its files itself). */
export const DATA_DIR_TIGHTEN_INTERVAL_MS = 10 * 60_000;

/**
 * DATA_DIR holds the database, the secrets and the recordings: it is made 0700, and anything
 * already in it that others could read or write loses those bits. The folder's mode is what
 * keeps others out; the files' modes are tightened too because PGlite chmods each file it creates
 * to 0666 (catalogs included) whatever the umask, so the app runs this again once the database is
 * open and every DATA_DIR_TIGHTEN_INTERVAL_MS. Everything else follows the umask main sets.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dataDir, PRIVATE_DIR_MODE);
  await tighten(dataDir);
}

export async function tighten(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const stats = await lstat(path);
    if (stats.isSymbolicLink()) continue;
    if ((stats.mode & GROUP_AND_OTHER_BITS) !== 0) {
      await chmod(path, stats.mode & 0o7700 & ~GROUP_AND_OTHER_BITS);
    }
    if (stats.isDirectory()) await tighten(path);
  }
}
