import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';
import { testDatabase } from '../test/test-database';
import { DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

/** The embedded mode `npm start` uses: PGlite files in DATA_DIR, no DATABASE_URL. */
describe.skipIf(testDatabase.driver !== 'pglite')('PGlite in DATA_DIR (embedded mode only)', () => {
  let dataDir: string;
  const config = () =>
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'web') });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same DATA_DIR, then keeps data across a clean restart', async () => {
    const first: App = await buildApp(config());
    await expect(buildApp(config())).rejects.toThrow(DataDirLockedError);
    await expect(buildApp(config())).rejects.toThrow(
      `Another Red Zone server is using DATA_DIR ${dataDir}`,
    );

    const minted = await first.inject({ method: 'GET', url: '/api/session' });
    const cookie = minted.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value ?? '';
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    // Same data and same generated session secret: the old cookie still names the same user.
    const second = await buildApp(config());
    const again = await second.inject({
      method: 'GET',
      url: '/api/session',
      cookies: { [SESSION_COOKIE_NAME]: cookie },
    });
    expect(again.json()).toEqual(minted.json());
    await second.close();
  });
});
