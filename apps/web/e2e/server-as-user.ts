import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const webRoot = resolve(import.meta.dirname, '..');
const repoRoot = resolve(webRoot, '../..');
// A built server migrates a fresh PGlite before it answers: seconds on a quiet machine, more than
// a minute when the machine is loaded with other runs. A slow start is no defect of the app.
const SERVER_START_TIMEOUT_MS = 150_000;

/**
 * Builds the web app with `env` the way `npm start` does: the vite command of this workspace's
 * `build` script, as written there, into `outDir` so the suite's own build is left alone. (The
 * precompression step after it only adds .br and .gz copies.)
 */
export async function buildWebAppAsUser(outDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const scripts = (
    JSON.parse(readFileSync(join(webRoot, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    }
  ).scripts;
  const viteCommand = scripts.build.split('&&')[0]?.trim();
  if (!viteCommand?.includes('vite build')) throw new Error(`unexpected build: ${scripts.build}`);
  await promisify(execFile)('sh', ['-c', `${viteCommand} --outDir "$OUT_DIR"`], {
    cwd: webRoot,
    env: {
      ...process.env,
      ...env,
      OUT_DIR: outDir,
      PATH: `${join(repoRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `node apps/server/dist/main.js`, as `npm start` runs it after the build; resolves once healthy. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let lastAnswer = 'no answer';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      const health = await fetch(`http://127.0.0.1:${env.PORT}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (health.ok) return child;
      lastAnswer = `${health.status} ${await health.text()}`;
    } catch (error) {
      // Not listening yet.
      lastAnswer = String(error);
    }
    if (Date.now() > deadline) {
      // Left running, a server that started late would slow every later spec on the machine.
      child.kill('SIGKILL');
      throw new Error(`server did not start (last health answer: ${lastAnswer}): ${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
