import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Timed {
  ms: number;
  status: number;
  body: string;
}

export interface HttpClient {
  get(path: string): Promise<Timed>;
  close(): void;
}

/**
 * Keep-alive connections to one local server; each call is timed to the last byte of the body.
 * `headers` go with every request (a session cookie, where the route needs one).
 */
export function createClient(
  port: number,
  connections: number,
  headers: Record<string, string> = {},
): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    get(path) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
    },
    close: () => agent.destroy(),
  };
}

/** One request at a time: what a single person waits for, with nothing queued ahead of it. */
export async function runSequential(
  client: HttpClient,
  paths: string[],
  onAnswer: (index: number, answer: Timed) => void = () => {},
): Promise<number[]> {
  const latencies: number[] = [];
  for (const [index, path] of paths.entries()) {
    const answer = await client.get(path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.body}`);
    latencies.push(answer.ms);
    onAnswer(index, answer);
  }
  return latencies;
}

/** `connections` requests always in flight for `seconds`, cycling through `paths`. */
export async function runLoad(
  client: HttpClient,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<{ requests: number; perSecond: number; latencies: number[] }> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (performance.now() < deadline) {
      const path = paths[next++ % paths.length] as string;
      const answer = await client.get(path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      latencies.push(answer.ms);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, latencies };
}
