import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { readOptions } from './options';
import { buildQueryMix, SEARCH_KINDS, type SearchRequest } from './query-mix';
import { createClient, runLoad, runSequential } from './load';
import { type EngineResult, endpointTable, kindTable, ms, percentile } from './report';
import { startServer } from './server-process';

/**
 * The speed check: officer search with 100,000 officers and 1,000,000 reports, next to
 * GET /api/health on the same server in the same run, on PGlite and on PostgreSQL.
 */
const TARGET_P99_MS = 20;
const SAMPLE_SIZE = 3_000;
const WARMUP_REQUESTS = 300;
const HEALTH_PATH = '/api/health';

const options = readOptions();

async function createBenchDatabase(adminUrl: string) {
  const name = `redzone_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Only the database this run created is ever dropped.
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

function checkAnswer(request: SearchRequest, body: string): string | null {
  if (request.expectId === null) return null;
  const ids = (JSON.parse(body) as { id: string }[]).map((officer) => officer.id);
  const isFound = request.isFirst ? ids[0] === request.expectId : ids.includes(request.expectId);
  return isFound ? null : `${request.kind}: ${request.path} did not find ${request.expectId}`;
}

async function measure(engine: string, databaseUrl: string | null): Promise<EngineResult> {
  const loadStarted = performance.now();
  const server = await startServer({
    kind: 'start',
    databaseUrl,
    officers: options.officers,
    reports: options.reports,
    sampleSize: SAMPLE_SIZE,
  });
  const seedSeconds = (performance.now() - loadStarted) / 1000;
  const { port, seedTimings, sample } = server.ready;
  console.log(
    `${engine}: ready in ${seedSeconds.toFixed(0)} s (officers ${ms(seedTimings.officersMs / 1000)} s, reports ${ms(seedTimings.reportsMs / 1000)} s, aggregates ${ms(seedTimings.aggregatesMs / 1000)} s, indexes and keys ${ms(seedTimings.indexesMs / 1000)} s, analyze ${ms(seedTimings.analyzeMs / 1000)} s)`,
  );
  const client = createClient(port, options.connections);
  try {
    const mix = buildQueryMix(sample, options.sequentialRequests, options.seed);
    const searchPaths = mix.map((request) => request.path);
    const healthPaths = Array.from({ length: options.sequentialRequests }, () => HEALTH_PATH);
    const warmup = buildQueryMix(sample, WARMUP_REQUESTS, options.seed + 1);
    await runSequential(
      client,
      warmup.map((request) => request.path),
    );
    await runSequential(client, healthPaths.slice(0, WARMUP_REQUESTS));

    const misses: string[] = [];
    const byKind = new Map<string, number[]>();
    const healthSequential = await runSequential(client, healthPaths);
    const searchSequential = await runSequential(client, searchPaths, (index, answer) => {
      const request = mix[index] as SearchRequest;
      const miss = checkAnswer(request, answer.body);
      if (miss !== null) misses.push(miss);
      byKind.set(request.kind, [...(byKind.get(request.kind) ?? []), answer.ms]);
    });
    const healthLoad = await runLoad(
      client,
      [HEALTH_PATH],
      options.connections,
      options.loadSeconds,
    );
    const searchLoad = await runLoad(client, searchPaths, options.connections, options.loadSeconds);
    return {
      engine,
      seedSeconds,
      endpoints: [
        { endpoint: 'GET /api/health', sequential: healthSequential, load: healthLoad },
        {
          endpoint: 'GET /api/officers (search mix)',
          sequential: searchSequential,
          load: searchLoad,
        },
      ],
      byKind,
      misses,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

console.log(
  `Officer search: ${options.officers} officers, ${options.reports} reports; ${options.sequentialRequests} requests per endpoint one at a time, then ${options.loadSeconds} s each with ${options.connections} in flight (seed ${options.seed})`,
);
const results: EngineResult[] = [];
results.push(await measure('PGlite', null));
if (options.postgresUrl === null) {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to an admin URL.');
} else {
  const database = await createBenchDatabase(options.postgresUrl);
  try {
    results.push(await measure('PostgreSQL', database.url));
  } finally {
    await database.drop();
  }
}

console.log(`\n${endpointTable(results, options.connections)}\n`);
console.log(`${kindTable(results, SEARCH_KINDS)}\n`);
let isPass = true;
for (const result of results) {
  const search = result.endpoints[1];
  const p99 = percentile(search?.sequential ?? [], 99);
  console.log(
    `TARGET search p99 < ${TARGET_P99_MS} ms on ${result.engine}: ${p99 < TARGET_P99_MS ? 'MET' : 'NOT MET'} (p99 ${ms(p99)} ms, one request at a time)`,
  );
  if (result.misses.length > 0) {
    isPass = false;
    console.log(`FAIL ${result.engine}: ${result.misses.length} searches missed their officer`);
    for (const miss of result.misses.slice(0, 10)) console.log(`  ${miss}`);
  } else {
    console.log(`PASS ${result.engine}: every name and badge search found its officer`);
  }
}
process.exit(isPass ? 0 : 1);
