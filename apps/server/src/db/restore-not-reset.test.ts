import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDING_CHUNK_SHA256_HEADER } from '@redzone/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { SESSION_COOKIE_NAME } from '../platform/identity/session-cookie';
import { randomPhone } from '../test/phone-sessions';
import { testDatabase } from '../test/test-database';
import { checkDatabaseFolder, DatabaseFolderInvalidError } from './pglite-database';

describe('a damaged database folder', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a non-empty folder without PG_VERSION, naming what to restore', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'redzone-db-'));
    dirs.push(dir);
    checkDatabaseFolder(join(dir, 'absent'));
    checkDatabaseFolder(dir);
    mkdirSync(join(dir, 'base'));
    writeFileSync(join(dir, 'postgresql.conf'), '');
    expect(() => checkDatabaseFolder(dir)).toThrow(DatabaseFolderInvalidError);
    expect(() => checkDatabaseFolder(dir)).toThrow(`${join(dir, 'PG_VERSION')} is missing`);
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    expect(() => checkDatabaseFolder(dir)).not.toThrow();
  });
});

/** The embedded mode `npm start` uses: PGlite files and generated secrets in DATA_DIR. */
describe.skipIf(testDatabase.driver !== 'pglite')('secrets that data depends on', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));
  const config = () =>
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: join(dataDir, 'web') });

  it('refuses to start when a secret the data depends on is gone, and when PG_VERSION is', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-secrets-'));
    const first = await buildApp(config());
    const minted = await first.inject({ method: 'GET', url: '/api/session' });
    const cookie = minted.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value ?? '';
    // A code sent: an identity, a pending code and a send record now exist.
    const sent = await first.inject({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { phoneNumber: randomPhone().typed },
      cookies: { [SESSION_COOKIE_NAME]: cookie },
    });
    expect(sent.statusCode).toBe(200);
    await first.close();

    const sessionSecret = join(dataDir, 'session-secret');
    const saved = readFileSync(sessionSecret);
    unlinkSync(sessionSecret);
    await expect(buildApp(config())).rejects.toThrow(
      `${sessionSecret} is missing, but the database holds data that depends on it`,
    );
    writeFileSync(sessionSecret, saved);
    const phoneKey = join(dataDir, 'phone-data-key');
    const savedPhoneKey = readFileSync(phoneKey);
    unlinkSync(phoneKey);
    await expect(buildApp(config())).rejects.toThrow(/phone-data-key is missing.*PHONE_DATA_KEY/);
    writeFileSync(phoneKey, savedPhoneKey);
    // Footage encrypted with the recording key: a new key would leave it unreadable.
    mkdirSync(join(dataDir, 'recordings'), { recursive: true });
    writeFileSync(join(dataDir, 'recordings', 'r1.rzv'), 'sealed');
    unlinkSync(join(dataDir, 'recording-key'));
    await expect(buildApp(config())).rejects.toThrow(/recording-key is missing.*RECORDING_KEY/);

    unlinkSync(join(dataDir, 'db', 'PG_VERSION'));
    await expect(buildApp(config())).rejects.toThrow(DatabaseFolderInvalidError);
  });

  it('refuses to sign with a new evidence key while signed acknowledgements exist', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'redzone-signing-'));
    const first = await buildApp(config());
    const minted = await first.inject({ method: 'GET', url: '/api/session' });
    const cookies = {
      [SESSION_COOKIE_NAME]:
        minted.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.value ?? '',
    };
    const opened = await first.inject({
      method: 'POST',
      url: '/api/recordings',
      payload: { mimeType: 'video/webm', alertId: null },
      cookies,
    });
    const { recordingId } = opened.json<{ recordingId: string }>();
    const chunk = Buffer.from('signed footage');
    const put = await first.inject({
      method: 'PUT',
      url: `/api/recordings/${recordingId}/chunks/0`,
      headers: {
        'content-type': 'application/octet-stream',
        [RECORDING_CHUNK_SHA256_HEADER]: createHash('sha256').update(chunk).digest('hex'),
      },
      payload: chunk,
      cookies,
    });
    expect(put.statusCode).toBe(200);
    await first.close();

    const keyFile = join(dataDir, 'evidence-signing-key');
    const saved = readFileSync(keyFile);
    unlinkSync(keyFile);
    await expect(buildApp(config())).rejects.toThrow(
      /evidence-signing-key is missing.*EVIDENCE_SIGNING_KEY/s,
    );
    writeFileSync(keyFile, saved);
    await (await buildApp(config())).close();
  });
});
