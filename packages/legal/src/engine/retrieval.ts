import MiniSearch from 'minisearch';
import { LEGAL_CORPUS } from '../corpus';
import type { LegalRule } from '../types';

/**
 * Words that appear in nearly every question and say nothing about which rule fits: left out so
 * "police" or "can" do not decide the ranking.
 */
const STOP_WORDS = new Set(
  `a an and are as at be been but by can could did do does for from get got had has have he her him
  his how i if in into is it its just me my of on or our she so than that the their them then there
  they this to was we were what when where which who why will with would you your police officer
  cop law legal allowed ok okay am right`.split(/\s+/),
);

/** "bags" finds "bag", "searches" finds "search": a plural is the commonest mismatch here. */
function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

let index: MiniSearch<LegalRule> | null = null;
const rulesById = new Map(LEGAL_CORPUS.map((rule) => [rule.id, rule]));

/** Built on first use: the corpus is small (well under a millisecond to index here). */
function corpusIndex(): MiniSearch<LegalRule> {
  if (index !== null) return index;
  index = new MiniSearch<LegalRule>({
    fields: ['title', 'text', 'keywords', 'sayThis'],
    extractField: (rule, field) => {
      const value = rule[field as keyof LegalRule];
      return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
    },
    processTerm: (term) => {
      const word = term.toLowerCase();
      const stem = singular(word);
      return STOP_WORDS.has(word) || STOP_WORDS.has(stem) ? null : stem;
    },
    searchOptions: { boost: { keywords: 3, title: 2 }, prefix: true, fuzzy: 0.15 },
  });
  index.addAll([...LEGAL_CORPUS]);
  return index;
}

export interface RetrievalFilter {
  /** Only rules of these topics (all topics when empty). */
  topics: readonly string[];
  /** The person's states: rules limited to other states are never returned. */
  states: readonly string[];
}

export function appliesTo(rule: LegalRule, states: readonly string[]): boolean {
  return rule.states === undefined || rule.states.some((code) => states.includes(code));
}

/** Rules ranked for the query and (weighed by half) the question it follows up, best first. */
export function searchRules(
  query: string,
  previousQuery: string | null,
  filter: RetrievalFilter,
): { rule: LegalRule; score: number }[] {
  const allowed = (id: string) => {
    const rule = rulesById.get(id);
    if (rule === undefined || !appliesTo(rule, filter.states)) return false;
    return filter.topics.length === 0 || filter.topics.includes(rule.topic);
  };
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const hit of corpusIndex().search(text, {
      filter: (result) => allowed(String(result.id)),
    })) {
      const id = String(hit.id);
      scores.set(id, (scores.get(id) ?? 0) + hit.score * weight);
    }
  };
  add(query, 1);
  if (previousQuery !== null) add(previousQuery, 0.5);
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id, score]) => {
      const rule = rulesById.get(id);
      return rule === undefined ? [] : [{ rule, score }];
    });
}
