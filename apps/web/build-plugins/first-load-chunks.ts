import { dirname } from 'node:path';
import { build, type Rolldown } from 'vite';
import { chunkClosure } from './chunk-closure';

const START_LIBRARIES_CHUNK = 'start-libraries';
const START_SCHEMAS_CHUNK = 'start-schemas';
const START_CHUNK = 'start';
const HOME_CHUNK = 'home-page';
const FIRST_LOAD_CHUNKS = new Set([
  START_LIBRARIES_CHUNK,
  START_SCHEMAS_CHUNK,
  START_CHUNK,
  HOME_CHUNK,
]);

/** Set while the planning build runs, so the config it loads does not plan again. */
const PLANNING_ENV = 'REDZONE_PLANNING_FIRST_LOAD';

export function isPlanningFirstLoad(): boolean {
  return process.env[PLANNING_ENV] === '1';
}

/** The modules a first visit to the start page runs: those the entry needs, then the rest. */
export interface FirstLoadPlan {
  /** What the entry's boot stages load (main.tsx imports each in a task of its own). */
  start: Set<string>;
  home: Set<string>;
  /** Parts loaded later, each with what it needs beyond the first load, in one file. */
  parts: { name: string; modules: Set<string> }[];
}

/** A lazily loaded module whose chunk should carry everything it needs beyond the first load. */
export interface WholePart {
  name: string;
  module: string;
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
 * modules the entry's boot stages and the start page load before the start page can draw. Only
 * the bundler knows that after tree-shaking: a module's static imports over-state it
 * (`radix-ui`, `lucide-react` and the contract re-export far more than Home uses).
 */
export async function planFirstLoad(
  configFile: string,
  startPageModule: string,
  wholeParts: WholePart[],
): Promise<FirstLoadPlan> {
  process.env[PLANNING_ENV] = '1';
  try {
    const result = await build({
      configFile,
      // The app's folder, whatever folder the build or a test was started from (the root's
      // `npm test` runs the web tests from the repository's root).
      root: dirname(configFile),
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
    // The entry imports nothing of the app statically: it imports each stage when the one
    // before has run (main.tsx).
    const entryFiles = chunkClosure(bundle, entry.fileName);
    const stageFiles = new Set<string>();
    for (const stage of entry.dynamicImports) chunkClosure(bundle, stage, stageFiles);
    const entryModules = modulesOf(bundle, entryFiles);
    const start = modulesOf(bundle, stageFiles);
    for (const id of entryModules) start.delete(id);
    const homeModules = modulesOf(bundle, chunkClosure(bundle, home.fileName));
    // The start page's own module joins its chunk: one request fewer.
    for (const id of [...start, ...entryModules]) homeModules.delete(id);
    const claimed = new Set([...entryModules, ...start, ...homeModules]);
    const parts = wholeParts.map(({ name, module }) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === module);
      if (chunk === undefined) throw new Error(`planning found no chunk for ${module}`);
      const modules = modulesOf(bundle, chunkClosure(bundle, chunk.fileName));
      for (const id of claimed) modules.delete(id);
      for (const id of modules) claimed.add(id);
      return { name, modules };
    });
    return { start, home: homeModules, parts };
  } finally {
    delete process.env[PLANNING_ENV];
  }
}

/** zod, the module that configures it for the browser, and the contract's schemas. */
const isSchemas = (id: string) =>
  /[/\\]node_modules[/\\]zod[/\\]|[/\\]packages[/\\]contract[/\\]|[/\\]src[/\\](lib[/\\]zod-configured|boot[/\\]schemas)\.ts$/.test(
    id,
  );
const isLibrary = (id: string) =>
  /[/\\]node_modules[/\\]|[/\\]src[/\\]boot[/\\]libraries\.ts$/.test(id);

/**
 * The code a first visit runs before it can draw the start page, in four chunks instead of the
 * forty-odd the bundler makes on its own (one per set of routes sharing a module, most of them
 * 1 to 3 KB: icons, small helpers). Over HTTP/1.1 a browser opens at most 6 connections to a
 * server, so forty requests queue 7 or 8 deep, each waiting a round trip: on a 150 ms mobile link
 * about a second before the first paint, for the same bytes.
 *
 * - `start-libraries`: Preact, the router, TanStack Query, i18next, class merging.
 * - `start-schemas`: zod and the contract's schemas the start needs.
 * - `start`: the app: the shell, the API client, the stores, the first texts.
 * - `home-page`: the start page and what it adds: its button and what it shows at once.
 *
 * The first three are separate so each is evaluated in a task of its own (main.tsx imports them
 * one after the other): as one module graph they were one task of 200 ms at a phone's speed.
 * Other routes keep their own chunks and import from these, which a visit has loaded by then.
 * What loads on use (the recorder, the Spanish texts, the other routes) stays in its own chunks,
 * except the parts named in the plan (the Alerts page, the shell's services): each of those is
 * one file with all it needs beyond the first load, instead of a dozen 1 to 3 KB chunks queued
 * six at a time, a round trip per batch before the page can draw.
 */
export function firstLoadChunks(plan: FirstLoadPlan): Rolldown.CodeSplittingOptions {
  return {
    // The plan already holds every module these chunks need; following static imports again
    // would pull in what the barrels re-export for other routes.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id) => (plan.start.has(id) && isSchemas(id) ? START_SCHEMAS_CHUNK : null),
        priority: 4,
      },
      {
        name: (id) => (plan.start.has(id) && isLibrary(id) ? START_LIBRARIES_CHUNK : null),
        priority: 3,
      },
      { name: (id) => (plan.start.has(id) ? START_CHUNK : null), priority: 2 },
      { name: (id) => (plan.home.has(id) ? HOME_CHUNK : null), priority: 1 },
      ...plan.parts.map(({ name, modules }) => ({
        name: (id: string) => (modules.has(id) ? name : null),
        priority: 0,
      })),
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
  return FIRST_LOAD_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';
}
