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
      host: '127.0.0.1',
      dataDir: '/srv/redzone/data',
      database: { driver: 'pglite', dataDir: '/srv/redzone/data/db' },
      nodeEnv: 'development',
      logLevel: 'info',
      sessionSecret: null,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      publicUrl: null,
      trustProxy: false,
      httpProtocol: 'http1',
      phoneDataKey: null,
      adminToken: null,
      apiDocs: true,
      verificationSendsPerAddress: 20,
      liveStreams: { perAddress: 500, max: null },
      addressGroupIpv4Prefix: 24,
      uploadsDir: '/srv/redzone/data/uploads',
      alertRetentionDays: 30,
      recordings: {
        key: null,
        retentionDays: 90,
        deleteDelayDays: 7,
        dir: '/srv/redzone/data/recordings',
        storage: {
          quotaBytes: { unverified: 512 * 1024 * 1024, verified: 20480 * 1024 * 1024 },
          openRecordings: { unverified: 8, verified: 24 },
          addressBytesPerHour: 51200 * 1024 * 1024,
          unverifiedAddressBytesPerHour: 1024 * 1024 * 1024,
          freeSpaceFloorBytes: 1024 * 1024 * 1024,
        },
        store: { kind: 'file' },
      },
      evidence: { signingKey: null, tsaUrls: [] },
      sms: { provider: 'console' },
      smsPolicy: { countries: ['US'], dailyBudget: 2000 },
      redis: null,
      push: { vapidKeys: null, subject: 'mailto:admin@localhost' },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        tileAttribution: '© OpenStreetMap contributors',
        tileSource: 'https://tile.openstreetmap.org',
      },
      llm: null,
      metrics: null,
    });
  });

  it('serves metrics behind METRICS_TOKEN, on METRICS_PORT, or both, never echoing the token', () => {
    const token = 'metrics-token-0123456789abcdef';
    expect(loadConfig({ METRICS_TOKEN: token }, CWD).metrics).toEqual({ token, port: null });
    expect(loadConfig({ METRICS_PORT: '9464' }, CWD).metrics).toEqual({ token: null, port: 9464 });
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }, CWD).metrics).toEqual({
      token,
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' }, CWD)).toThrow(
      /METRICS_TOKEN must be at least 24 characters$/m,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' }, CWD)).not.toThrow(/short-secret/);
    expect(() => loadConfig({ METRICS_PORT: '0' }, CWD)).toThrow(
      /METRICS_PORT must be a whole number from 1 to 65535 \(got "0"\)/,
    );
    expect(() => loadConfig({ METRICS_PORT: 'ninety' }, CWD)).toThrow(/METRICS_PORT must be/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' }, CWD)).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' }, CWD)).toThrow(/must differ from PORT/);
  });

  it('takes the optional legal-assistant model, which needs a model name and hides its key', () => {
    expect(
      loadConfig(
        { LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3', LLM_API_KEY: 'sk-1' },
        CWD,
      ).llm,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: 'sk-1',
      questionsPerDay: 100,
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm' }, CWD).llm,
    ).toEqual({
      baseUrl: 'https://api.example.com/v1',
      model: 'm',
      apiKey: null,
      questionsPerDay: 100,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1' }, CWD)).toThrow(
      /LLM_MODEL is required with LLM_BASE_URL/,
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }, CWD)).toThrow(
      /LLM_BASE_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    try {
      loadConfig({ LLM_BASE_URL: 'nope', LLM_MODEL: 'm', LLM_API_KEY: 'sk-secret' }, CWD);
    } catch (error) {
      expect(String(error)).not.toContain('sk-secret');
    }
  });

  it('takes the map tile server and its attribution, refusing a template that is not one', () => {
    const map = loadConfig(
      {
        MAP_TILE_URL: 'https://{s}.tiles.example.org/dark/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '  © Example Maps, © OpenStreetMap contributors ',
      },
      CWD,
    ).map;
    expect(map).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/dark/{z}/{x}/{y}.png',
      tileAttribution: '© Example Maps, © OpenStreetMap contributors',
      tileSource: 'https://*.tiles.example.org',
    });
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' }, CWD)).toThrow(
      /MAP_TILE_URL must be an http:\/\/ or https:\/\/ URL template with \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: 'x'.repeat(201) }, CWD)).toThrow(
      /MAP_TILE_ATTRIBUTION must be at most 200 characters/,
    );
  });

  it('takes a VAPID key pair only whole, without echoing the private key', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }, CWD).push,
    ).toEqual({ vapidKeys: { publicKey, privateKey }, subject: 'mailto:admin@localhost' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey }, CWD)).toThrow(
      /VAPID_PRIVATE_KEY is required with VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: `${privateKey}!` }, CWD)).toThrow(
      /VAPID_PRIVATE_KEY must be a base64url P-256 private key/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: `${privateKey}!` }, CWD)).not.toThrow(/ppp/);
  });

  it('accepts a mailto: or https: VAPID subject and nothing else', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://redzone.example' }, CWD).push.subject).toBe(
      'https://redzone.example',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@redzone.example' }, CWD)).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
  });

  it('shares live events through Redis when REDIS_URL is set, without echoing its password', () => {
    const url = 'redis://:secret@cache:6379/0';
    expect(loadConfig({ REDIS_URL: url }, CWD).redis).toEqual({ url, prefix: 'redzone:' });
    expect(loadConfig({ REDIS_URL: url, REDIS_PREFIX: 'rz-test:1:' }, CWD).redis?.prefix).toBe(
      'rz-test:1:',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache' }, CWD)).toThrow(
      /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL$/m,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache' }, CWD)).not.toThrow(/secret/);
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

  it('refuses twilio without credentials or a sender, naming each missing variable', () => {
    const attempt = () => loadConfig({ SMS_PROVIDER: 'twilio' }, CWD);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio[\s\S]*TWILIO_AUTH_TOKEN is required[\s\S]*TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID is required/,
    );
  });

  it('reads the Twilio settings, preferring a Messaging Service over a number', () => {
    const twilio = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM_NUMBER: '+15005550006',
    };
    expect(loadConfig(twilio, CWD).sms).toEqual({
      provider: 'twilio',
      accountSid: `AC${'a'.repeat(32)}`,
      authToken: 'token',
      sender: { fromNumber: '+15005550006' },
      apiBaseUrl: 'https://api.twilio.com',
    });
    const withService = loadConfig(
      {
        ...twilio,
        TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}`,
        TWILIO_API_BASE_URL: 'http://127.0.0.1:9999/',
      },
      CWD,
    ).sms;
    expect(withService).toMatchObject({
      sender: { messagingServiceSid: `MG${'b'.repeat(32)}` },
      apiBaseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('refuses a malformed Twilio SID or number, and never repeats the auth token', () => {
    const attempt = () =>
      loadConfig(
        {
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: 'nope',
          TWILIO_AUTH_TOKEN: 'hunter2',
          TWILIO_FROM_NUMBER: '555-0100',
        },
        CWD,
      );
    expect(attempt).toThrow(/TWILIO_ACCOUNT_SID must be AC followed by 32 hex characters/);
    expect(attempt).toThrow(/TWILIO_FROM_NUMBER must be a number in E.164 form/);
    expect(attempt).not.toThrow(/hunter2/);
  });

  it('takes a 64-hex-character PHONE_DATA_KEY and refuses anything else without echoing it', () => {
    const key = 'AB'.repeat(32);
    expect(loadConfig({ PHONE_DATA_KEY: key }, CWD).phoneDataKey).toBe(key.toLowerCase());
    const attempt = () => loadConfig({ PHONE_DATA_KEY: 'secret-but-short' }, CWD);
    expect(attempt).toThrow(/PHONE_DATA_KEY must be 64 hex characters/);
    expect(attempt).not.toThrow(/secret-but-short/);
  });

  it('reads TRUST_PROXY as true, false or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, CWD).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }, CWD).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads HTTP_PROTOCOL as http1 or h2c and refuses anything else', () => {
    expect(loadConfig({ HTTP_PROTOCOL: 'h2c' }, CWD).httpProtocol).toBe('h2c');
    expect(() => loadConfig({ HTTP_PROTOCOL: 'h2' }, CWD)).toThrow(
      /HTTP_PROTOCOL must be one of http1, h2c/,
    );
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
