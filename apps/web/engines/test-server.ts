import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBuiltServer, stopServer } from '../e2e/server-as-user';

export interface TestServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first), as the Playwright suite starts it
 * (playwright.config.ts), on its own port and with a fresh data folder: one per engine.
 */
export async function startTestServer(): Promise<TestServer> {
  const port = await freePort();
  const child: ChildProcess = await startBuiltServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'redzone-engines-')),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    MAP_TILE_URL: 'https://tiles.e2e.invalid/{z}/{x}/{y}.png',
    VERIFICATION_SENDS_PER_ADDRESS: '1000',
  });
  return { baseUrl: `http://localhost:${port}`, stop: () => stopServer(child) };
}
