import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createAlert, north, randomPlace, reportPosition } from '../../test/alerts';
import { createTestApp } from '../../test/create-test-app';
import { startSession, startVerifiedSession } from '../../test/phone-sessions';
import { freePort, SERVER_START_TIMEOUT_MS } from '../../test/server-process';
import { listen, openSse, type SseClient } from '../../test/sse-client';

/** Browsers behind the proxy, each on its own HTTP/1.1 connection as an EventSource is. */
const OBSERVERS = 8;

function haproxyPath(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const haproxy = haproxyPath();
if (haproxy === null) {
  console.warn('h2c behind HAProxy skipped: haproxy is not installed (.ci/run installs it).');
}

/** docs/deploy.md's backend, on loopback, with browsers speaking HTTP/1.1 to the proxy. */
function proxyConfig(proxyPort: number, serverPort: number): string {
  return `
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s

frontend browsers
  bind 127.0.0.1:${proxyPort}
  default_backend redzone

backend redzone
  http-reuse always
  option forwardfor
  server s1 127.0.0.1:${serverPort} proto h2
`;
}

async function untilHealthy(baseUrl: string, proxy: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`haproxy exited with ${proxy.exitCode}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (health?.ok) return;
    if (Date.now() > deadline) throw new Error('haproxy did not forward /api/health');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(haproxy === null)('HTTP_PROTOCOL=h2c behind HAProxy (docs/deploy.md)', () => {
  let app: App;
  let proxy: ChildProcess;
  let proxyUrl: string;
  let configDir: string;

  beforeAll(async () => {
    app = await createTestApp({ HTTP_PROTOCOL: 'h2c', TRUST_PROXY: 'true' });
    const serverPort = Number(new URL(await listen(app)).port);
    const proxyPort = await freePort();
    configDir = await mkdtemp(join(tmpdir(), 'redzone-haproxy-'));
    const configFile = join(configDir, 'haproxy.cfg');
    await writeFile(configFile, proxyConfig(proxyPort, serverPort));
    // -db: in the foreground, so the test owns the process and its exit.
    proxy = spawn(haproxy ?? 'haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
    proxyUrl = `http://127.0.0.1:${proxyPort}`;
    await untilHealthy(proxyUrl, proxy);
  });

  afterAll(async () => {
    if (proxy !== undefined && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await app?.close();
    if (configDir !== undefined) await rm(configDir, { recursive: true, force: true });
  });

  it('alerts every watcher once while the instance holds fewer connections than streams', async () => {
    const place = randomPlace();
    const streams: SseClient[] = [];
    for (let index = 0; index < OBSERVERS; index += 1) {
      const observer = await startSession(app);
      await reportPosition(app, observer, place);
      const stream = await openSse(proxyUrl, observer);
      expect(stream.status).toBe(200);
      streams.push(stream);
    }
    try {
      // Each stream's first id frame says its replay plan is done: nothing after it is missed.
      await expect.poll(() => streams.every((stream) => stream.lastEventId !== null)).toBe(true);
      const connections = await new Promise<number>((resolve, reject) =>
        app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      expect(connections).toBeGreaterThan(0);
      expect(connections).toBeLessThan(OBSERVERS);

      const sender = await startVerifiedSession(app);
      const alert = await createAlert(app, sender, north(place, 20));
      for (const stream of streams) {
        const created = await stream.next((frame) => frame.event === 'alert.created');
        expect(created.data).toContain(alert.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const stream of streams) {
        const copies = stream
          .events()
          .filter(({ event, data }) => event === 'alert.created' && data?.includes(alert.id));
        expect(copies).toHaveLength(1);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
