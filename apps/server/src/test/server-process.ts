import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_ROOT } from '../server-paths';
import { TEST_EVIDENCE_SIGNING_KEY, TEST_PHONE_DATA_KEY } from './create-test-app';

/**
 * How long a real server process may take to answer /api/health. The wait ends when it does:
 * about 6 s quiet (tsx compiles the server's source, PGlite migrates); over 30 s was seen with
 * the other suites and two browsers on the machine's two cores, and failed a run by chance.
 */
export const SERVER_START_TIMEOUT_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server process (src/main.ts) for tests that kill it: with a DATA_DIR that outlives it,
 * PGlite on disk (or the run's PostgreSQL database) keeps what was committed.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src/main.ts')], {
    // The phone key given, as createTestApp gives it: on PostgreSQL the database is shared with
    // suites whose numbers a key generated into a fresh DATA_DIR could not read.
    // Keys given, as every instance of a deployment is: on PostgreSQL the test run's database
    // holds rows that depend on them (the server refuses to mint new ones over such rows).
    env: {
      PHONE_DATA_KEY: TEST_PHONE_DATA_KEY,
      EVIDENCE_SIGNING_KEY: TEST_EVIDENCE_SIGNING_KEY,
      ...process.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
      if (health.ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** kill -9: no shutdown hook runs, as when a machine or a process dies. */
export function killServerProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
