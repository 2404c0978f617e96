import type { LegalSource } from '../types';
import type { Passage } from './passage';

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * A passage as it may be shown about `states`: without the statutes of other states,
 * or null when every source it rests on is another state's law. With no state known, a general
 * passage loses the state statutes it names as examples (Nevada's law is no answer to
 * someone who may be in Arizona); a passage that is nothing but one state's law stays as it is.
 */
export function forStates(passage: Passage, states: readonly string[]): Passage | null {
  const applies = (source: LegalSource) =>
    source.states === undefined || source.states.some((code) => states.includes(code));
  const sources = passage.sources.filter(applies);
  if (sources.length === 0) return states.length === 0 ? passage : null;
  return sources.length === passage.sources.length ? passage : { ...passage, sources };
}

export function citationsOf(passages: readonly Passage[]): LegalSource[] {
  const byKey = new Map<string, LegalSource>();
  for (const source of passages.flatMap((passage) => passage.sources)) {
    const key = `${source.title}|${source.citation}`;
    if (!byKey.has(key)) byKey.set(key, source);
  }
  return [...byKey.values()];
}
