import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_WEB_DIST_DIR, SERVER_ROOT } from './server-paths';

const CWD = '/srv/redzone';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/redzone/data',
      database: { driver: 'pglite', dataDir: '/srv/redzone/data/db' },
      nodeEnv: 'development',
      logLevel: 'info',
      sessionSecret: null,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      trustProxy: false,
    });
  });

  it('finds the web build beside the server package, wherever the process starts', () => {
    expect(DEFAULT_WEB_DIST_DIR).toBe(join(SERVER_ROOT, '..', 'web', 'dist'));
  });

  it('refuses a PORT that is not a number, naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'abc' }, CWD)).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' }, CWD)).toThrow(
      /PORT must be a whole number from 0 to 65535 \(got "abc"\)/,
    );
  });

  it('refuses a PORT above 65535', () => {
    expect(() => loadConfig({ PORT: '70000' }, CWD)).toThrow(/PORT must be a whole number/);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' }, CWD)).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, CWD).port).toBe(3000);
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/rz', WEB_DIST_DIR: 'web' }, CWD);
    expect(config.dataDir).toBe('/srv/redzone/var/rz');
    expect(config.webDistDir).toBe('/srv/redzone/web');
  });

  it('chooses PostgreSQL for a postgres URL and in-memory PGlite for memory://', () => {
    const url = 'postgres://app@db:5432/redzone';
    expect(loadConfig({ DATABASE_URL: url }, CWD).database).toEqual({ driver: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: 'memory://' }, CWD).database).toEqual({
      driver: 'pglite',
      dataDir: null,
    });
  });

  it('never repeats a bad DATABASE_URL or SESSION_SECRET in its message', () => {
    const attempt = () =>
      loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db', SESSION_SECRET: 'short' }, CWD);
    expect(attempt).toThrow(/DATABASE_URL[\s\S]*SESSION_SECRET must be at least 32 characters/);
    expect(attempt).not.toThrow(/hunter2|short"/);
  });

  it('reads TRUST_PROXY as true, false or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }, CWD).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });
});

describe('starting the server with a bad variable', () => {
  it('prints which variable is wrong and exits with code 1', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(SERVER_ROOT, 'src/main.ts')],
      {
        env: { ...process.env, PORT: 'abc' },
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:\n  PORT must be a whole number');
  });
});
