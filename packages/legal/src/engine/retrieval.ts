import MiniSearch from 'minisearch';
import { LEGAL_CORPUS } from '../corpus';
import type { LegalLanguage, LegalRule } from '../types';
import { PROCESS_TERM } from './terms';

const indexes = new Map<LegalLanguage, MiniSearch<LegalRule>>();
const rulesById = new Map(LEGAL_CORPUS.map((rule) => [rule.id, rule]));

/** A rule's searchable words in one language. */
function fieldsIn(rule: LegalRule, language: LegalLanguage): Record<string, string> {
  const words = language === 'es' ? rule.es : rule;
  return {
    title: words.title,
    text: words.text,
    keywords: (words.keywords ?? []).join(' '),
    sayThis: (words.sayThis ?? []).join(' '),
  };
}

/**
 * One index per language, built on first use: the corpus is small (well under a millisecond to
 * index here). A question is searched in its own language's words.
 */
function corpusIndex(language: LegalLanguage): MiniSearch<LegalRule> {
  const built = indexes.get(language);
  if (built !== undefined) return built;
  const index = new MiniSearch<LegalRule>({
    fields: ['title', 'text', 'keywords', 'sayThis'],
    extractField: (rule, field) =>
      field === 'id' ? rule.id : (fieldsIn(rule, language)[field] ?? ''),
    processTerm: PROCESS_TERM[language],
    searchOptions: { boost: { keywords: 3, title: 2, sayThis: 0.3 }, prefix: true, fuzzy: 0.15 },
  });
  index.addAll([...LEGAL_CORPUS]);
  indexes.set(language, index);
  return index;
}

export interface RetrievalFilter {
  /** Only rules of these topics (all topics when empty). */
  topics: readonly string[];
  /** The person's states: rules limited to other states are never returned. */
  states: readonly string[];
  /** The cities the person named: a city's ordinance is left out for another city. */
  cities?: readonly string[];
}

/**
 * Whether a rule applies to a person in `states` (and, when known, `cities`): a state's rule only
 * there, a city's ordinance only there or where no city of that state is named.
 */
export function appliesTo(
  rule: LegalRule,
  states: readonly string[],
  cities: readonly string[] = [],
): boolean {
  if (rule.states !== undefined && !rule.states.some((code) => states.includes(code))) return false;
  return (
    rule.cities === undefined ||
    cities.length === 0 ||
    rule.cities.some((city) => cities.includes(city))
  );
}

/** A rule and how well it matched a question. */
export interface RankedRule {
  rule: LegalRule;
  score: number;
}

/** Rules ranked for the query and (weighed by half) the question it follows up, best first. */
export function searchRules(
  query: string,
  previousQuery: string | null,
  filter: RetrievalFilter,
  language: LegalLanguage = 'en',
): RankedRule[] {
  const allowed = (id: string) => {
    const rule = rulesById.get(id);
    if (rule === undefined || !appliesTo(rule, filter.states, filter.cities)) return false;
    return filter.topics.length === 0 || filter.topics.includes(rule.topic);
  };
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const hit of corpusIndex(language).search(text, {
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
