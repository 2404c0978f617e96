import { build, type Rolldown } from 'vite';
import { chunkClosure } from './chunk-closure';

const START_CHUNK = 'start';
const HOME_CHUNK = 'home';

/** Set while the planning build runs, so the config it loads does not plan again. */
const PLANNING_ENV = 'REDZONE_PLANNING_FIRST_LOAD';

export function isPlanningFirstLoad(): boolean {
  return process.env[PLANNING_ENV] === '1';
}

/** The modules a first visit to the start page runs: those the entry needs, then the rest. */
export interface FirstLoadPlan {
  start: Set<string>;
  home: Set<string>;
}

function modulesOf(bundle: Rolldown.OutputBundle, files: Set<string>): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    const output = bundle[file];
    if (output?.type === 'chunk') for (const id of output.moduleIds) ids.add(id);
  }
  return ids;
}

/**
 * Builds the app once in memory with the bundler's own chunking and reads, from its chunks, which
 * modules the entry and the start page load before the start page can draw. Only the bundler
 * knows that after tree-shaking: a module's static imports over-state it (`radix-ui`,
 * `lucide-react` and the contract re-export far more than Home uses).
 */
export async function planFirstLoad(configFile: string, startPageModule: string) {
  process.env[PLANNING_ENV] = '1';
  try {
    const result = await build({
      configFile,
      configLoader: 'runner',
      logLevel: 'silent',
      build: { write: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const bundle: Rolldown.OutputBundle = {};
    for (const output of outputs) for (const file of output.output) bundle[file.fileName] = file;
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const home = chunks.find((chunk) => chunk.facadeModuleId === startPageModule);
    if (entry === undefined || home === undefined) {
      throw new Error(
        `planning the first load found no entry chunk or no chunk for ${startPageModule}`,
      );
    }
    const start = modulesOf(bundle, chunkClosure(bundle, entry.fileName));
    const homeModules = modulesOf(bundle, chunkClosure(bundle, home.fileName));
    for (const id of [...start, startPageModule]) homeModules.delete(id);
    // The entry module stays in the entry chunk, which index.html loads.
    if (entry.facadeModuleId !== null) start.delete(entry.facadeModuleId);
    return { start, home: homeModules } satisfies FirstLoadPlan;
  } finally {
    delete process.env[PLANNING_ENV];
  }
}

/**
 * The code a first visit runs before it can draw the start page, in two chunks instead of the
 * forty-odd the bundler makes on its own (one per set of routes sharing a module, most of them
 * 1 to 3 KB: icons, small helpers). Over HTTP/1.1 a browser opens at most 6 connections to a
 * server, so forty requests queue 7 or 8 deep, each waiting a round trip: on a 150 ms mobile link
 * about a second before the first paint, for the same bytes.
 *
 * - `start`: what the entry (`main.tsx`) loads: the shell, the router, the API client.
 * - `home`: what the start page's route adds: Home's parts, the alerts list and its cards.
 *
 * Other routes keep their own chunks and import from these two, which a visit has loaded by then
 * (Home's parts are mostly the alerts list and cards that /alerts shows too). What loads on use
 * (the recorder, the Spanish texts, the other routes) stays in its own chunks.
 */
export function firstLoadChunks(plan: FirstLoadPlan): Rolldown.CodeSplittingOptions {
  return {
    // The plan already holds every module these chunks need; following static imports again
    // would pull in what the barrels re-export for other routes.
    includeDependenciesRecursively: false,
    groups: [
      { name: (id) => (plan.start.has(id) ? START_CHUNK : null), priority: 2 },
      { name: (id) => (plan.home.has(id) ? HOME_CHUNK : null), priority: 1 },
    ],
  };
}

/**
 * Chrome's explicit compile hint (V8, Chrome 136 and later; a plain comment elsewhere) at the top
 * of the two first-load chunks: nearly every function in them runs while the app starts, so V8
 * compiles them all on a background thread as the file streams in, instead of one by one on the
 * main thread the first time each is called, inside the first renders. Added after minification,
 * which would drop it.
 */
export function firstLoadCompileHint(chunk: Rolldown.RenderedChunk): string {
  return chunk.name === START_CHUNK || chunk.name === HOME_CHUNK
    ? '//# allFunctionsCalledOnLoad'
    : '';
}
