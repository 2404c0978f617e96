import { buildCity } from './city';
import type { BenchOptions, FanoutCase } from './options';
import { type PhaseResult, runPhase } from './phase';
import { type ServerChild, startServerChild } from './server-child';
import { createSessions } from './sessions';
import { createSharedStores } from './shared-stores';

export interface CaseResult {
  fanoutCase: FanoutCase;
  /** One instance: the baseline, then Red Zone. Several: Red Zone's instances together. */
  phases: PhaseResult[];
}

const BASELINE_SCRIPT = new URL('./baseline-server.ts', import.meta.url);
const REDZONE_SCRIPT = new URL('./redzone-server.ts', import.meta.url);

/** Each phase's streams come from a fresh loopback block (observer-streams.ts). */
let lastAddressBlock = 0;

async function measure(
  name: string,
  servers: ServerChild[],
  fanoutCase: FanoutCase,
  options: BenchOptions,
  sessions: ReturnType<typeof createSessions>,
): Promise<PhaseResult> {
  const totalAlerts = options.warmupAlerts + options.alerts;
  const city = buildCity({
    observers: fanoutCase.observers,
    alerts: totalAlerts,
    seed: options.seed,
  });
  lastAddressBlock += 1;
  try {
    return await runPhase(name, servers, city, sessions, {
      warmupAlerts: options.warmupAlerts,
      seed: options.seed,
      addressBlock: lastAddressBlock,
      protocol: fanoutCase.protocol,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * One setup, measured. On one instance: the baseline, then Red Zone on PGlite, with the same
 * city. On several: Red Zone's instances as deployed (docs/deploy.md), sharing a fresh
 * PostgreSQL database and one Redis prefix, started one after the other (the first migrates
 * and gets the alert senders).
 */
export async function runCase(
  fanoutCase: FanoutCase,
  options: BenchOptions,
  cleanups: Set<() => Promise<void>>,
): Promise<CaseResult> {
  const totalAlerts = options.warmupAlerts + options.alerts;
  // One creator per alert keeps every creator under the 3-per-10-minutes limit.
  const sessions = createSessions({ observers: fanoutCase.observers, creators: totalAlerts });
  const start = {
    kind: 'start' as const,
    protocol: fanoutCase.protocol,
    sessionSecret: sessions.sessionSecret,
    phoneDataKey: sessions.phoneDataKey,
    creatorIds: sessions.creatorIds,
  };
  if (fanoutCase.instances === 1) {
    const phases: PhaseResult[] = [];
    for (const [name, script] of [
      [`baseline (bare node:${fanoutCase.protocol === 'h2c' ? 'http2' : 'http'})`, BASELINE_SCRIPT],
      ['Red Zone (Fastify, PGlite)', REDZONE_SCRIPT],
    ] as const) {
      const server = await startServerChild(script, start);
      phases.push(await measure(name, [server], fanoutCase, options, sessions));
    }
    return { fanoutCase, phases };
  }

  if (options.postgresUrl === null || options.redisUrl === null) {
    throw new Error('several instances need BENCH_DATABASE_URL and BENCH_REDIS_URL');
  }
  const stores = await createSharedStores(options.postgresUrl, options.redisUrl);
  cleanups.add(stores.remove);
  const servers: ServerChild[] = [];
  try {
    for (let instance = 0; instance < fanoutCase.instances; instance += 1) {
      const shared = { databaseUrl: stores.databaseUrl, redis: stores.redis };
      const creatorIds = instance === 0 ? start.creatorIds : [];
      servers.push(await startServerChild(REDZONE_SCRIPT, { ...start, ...shared, creatorIds }));
    }
    const name = `Red Zone, ${fanoutCase.instances} instances (PostgreSQL, Redis)`;
    return { fanoutCase, phases: [await measure(name, servers, fanoutCase, options, sessions)] };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  } finally {
    cleanups.delete(stores.remove);
    await stores.remove();
  }
}
