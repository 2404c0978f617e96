// The server and the phone's browser, each inside its namespace. Playwright cannot enter a
// namespace, so the browser it launches is a two-line script that does: `ip netns exec` replaces
// itself with Chromium, which keeps the pipe Playwright speaks CDP over (--remote-debugging-pipe,
// file descriptors 3 and 4). No debugging port is opened, and nothing crosses the namespaces but
// the pipe.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

import { fakeCaptureFiles } from '../evidence-survival/media';

export const SERVER_PORT = 8080;

export interface ServerProcess {
  child: ChildProcess;
  /** The server's last lines of output (warnings and errors at the default log level). */
  lines: string[];
}

export function startServer(
  root: string,
  namespace: string,
  dataDir: string,
  logLevel: string,
): ServerProcess {
  const child = spawn(
    'ip',
    ['netns', 'exec', namespace, process.execPath, 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(SERVER_PORT),
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        // As bench/evidence-survival runs it.
        NODE_ENV: 'production',
        LOG_LEVEL: logLevel,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const keep = (data: Buffer) => {
    for (const line of data.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > 5000) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, lines };
}

export async function waitForHealth(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 60 s');
}

/** Chromium in the phone's namespace, with bench/evidence-survival's camera and microphone. */
export async function launchPhone(
  namespace: string,
  scratchDir: string,
  pageOrigin: string,
): Promise<{ browser: Browser; pid: number | undefined }> {
  const wrapper = join(scratchDir, 'chromium-in-namespace');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${namespace} ${chromiumPath} "$@"\n`);
  chmodSync(wrapper, 0o755);
  const media = fakeCaptureFiles();
  // launchServer rather than launch: it says which process is the browser, to kill it.
  const server = await chromium.launchServer({
    executablePath: wrapper,
    // Its temporary files (shared memory among them) go with the case's scratch directory.
    env: { ...process.env, TMPDIR: scratchDir },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${media.video}`,
      `--use-file-for-fake-audio-capture=${media.audio}`,
      // A private address is not a secure context; this origin is treated as one (camera,
      // microphone, service worker), as the phone's https origin would be.
      `--unsafely-treat-insecure-origin-as-secure=${pageOrigin}`,
    ],
  });
  const browser = await chromium.connect(server.wsEndpoint());
  return { browser, pid: server.process().pid };
}

/** Every process below `pid`, from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone already
    }
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const child of children.get(p) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** The phone is taken: SIGKILL to Chromium, its process group and every process below it. */
export function killTree(pid: number | undefined): void {
  if (pid === undefined) return;
  const all = [pid, ...descendants(pid)];
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // not a group leader, or gone
  }
  for (const p of all) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // gone
    }
  }
}
