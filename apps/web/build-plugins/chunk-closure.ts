import type { Rolldown } from 'vite';

/** The chunk file and every chunk it imports statically, transitively. */
export function chunkClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk') {
    for (const imported of output.imports) chunkClosure(bundle, imported, into);
  }
  return into;
}
