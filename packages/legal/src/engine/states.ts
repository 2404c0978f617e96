import { US_STATE_CODES } from '@redzone/contract';
import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import { citiesInText } from './facts/cities';

/** Names people type for a state besides its own name. */
const ALIASES: Record<string, string> = {
  'washington dc': 'DC',
  'washington d.c.': 'DC',
  'd.c.': 'DC',
  'washington state': 'WA',
  nyc: 'NY',
  'new york city': 'NY',
  cali: 'CA',
};

/**
 * Spanish names of states, without accents ("Nuevo México" is typed either way). Matched apart
 * from the English names and only without accents: folding "montaña" would read as Montana.
 */
const SPANISH_NAMES: Record<string, string> = {
  'nueva york': 'NY',
  'nueva jersey': 'NJ',
  'nuevo mexico': 'NM',
  'nuevo hampshire': 'NH',
  'carolina del norte': 'NC',
  'carolina del sur': 'SC',
  'dakota del norte': 'ND',
  'dakota del sur': 'SD',
  'virginia occidental': 'WV',
  luisiana: 'LA',
  pensilvania: 'PA',
  misisipi: 'MS',
  misuri: 'MO',
  hawai: 'HI',
  tejas: 'TX',
  'distrito de columbia': 'DC',
};

/**
 * Postal codes that are also English words, or a city ("LA"): only accepted as a whole value
 * (userLocation.state), never picked out of a sentence. In Spanish, also "AL", "DE" and "MI"
 * ("al", "de", "mi" in a question typed in capitals).
 */
const AMBIGUOUS_CODES: Record<LegalLanguage, Set<string>> = {
  en: new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'LA']),
  es: new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'LA', 'AL', 'DE', 'MI', 'PA']),
};

const CODES = new Set(Object.values(US_STATE_CODES));
const NAME_TO_CODE = new Map<string, string>([
  ...Object.entries(US_STATE_CODES).map(([name, code]): [string, string] => [
    name.toLowerCase(),
    code,
  ]),
  ...Object.entries(ALIASES),
]);
const CODE_TO_NAME = new Map(Object.entries(US_STATE_CODES).map(([name, code]) => [code, name]));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Longest names first, so "West Virginia" wins over "Virginia" and "Washington DC" over "Washington".
function namePattern(names: Iterable<string>): RegExp {
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\w.])(${alternatives.join('|')})(?![\\w])`, 'gi');
}
const NAME_PATTERN = namePattern(NAME_TO_CODE.keys());
const SPANISH_NAME_PATTERN = namePattern(Object.keys(SPANISH_NAMES));
const CODE_PATTERN = /\b([A-Z]{2})\b/g;
const STREET_AFTER =
  /^\s+(st|street|ave|avenue|blvd|boulevard|rd|road|dr|drive|ln|lane|way|pkwy|district|hall|roadhouse)\b/i;

/** A USPS code from a state name or code ("California", "ca", "TX"); undefined for "Unknown" or junk. */
export function toStateCode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = value.trim();
  if (CODES.has(key.toUpperCase())) return key.toUpperCase();
  return NAME_TO_CODE.get(key.toLowerCase()) ?? SPANISH_NAMES[foldAccents(key)];
}

export function stateName(code: string): string {
  return CODE_TO_NAME.get(code) ?? code;
}

/**
 * `text` without the state and city names in it: a question's place chooses the state's rules
 * separately, and "Texas" must not make retrieval prefer any rule that says "Texas"
 * ("Can I refuse a breathalyzer in Texas?" is about breath tests, not Texas's ID statute).
 */
export function withoutPlaceNames(text: string): string {
  let result = text;
  // Cities first, so "Colorado Springs" or "Virginia Beach" goes whole rather than leaving
  // "Springs" behind once the state's name is gone. Cities typed with accents ("Indianápolis")
  // are found in the folded text, at the same places.
  const folded = foldAccents(result);
  const spans = [...citiesInText(result), ...citiesInText(folded)].sort((a, b) => b.at - a.at);
  let cut = Infinity;
  for (const { at, end } of spans) {
    if (end > cut) continue;
    result = `${result.slice(0, at)} ${result.slice(end)}`;
    cut = at;
  }
  result = result.replace(NAME_PATTERN, ' ');
  for (const match of foldAccents(result).matchAll(SPANISH_NAME_PATTERN)) {
    const at = match.index ?? 0;
    result = `${result.slice(0, at)}${' '.repeat(match[0].length)}${result.slice(at + match[0].length)}`;
  }
  return result;
}

/** The places a sentence names: their states, the cities among them, and unresolved names. */
export interface PlacesNamed {
  /** USPS codes in the order the sentence names them. */
  states: string[];
  /** Table names of the cities named ("New York City"). */
  cities: string[];
  /** Names two or more states share that nothing else in the sentence settles. */
  ambiguous: { name: string; states: string[] }[];
}

/**
 * The places a sentence names, by state name, code, city or nickname ("Philly",
 * "Nueva York"), in the order it names them. A city two states share ("Columbus") counts for
 * neither unless the sentence also names one of them ("Columbus, Ohio").
 */
export function placesInText(text: string, language: LegalLanguage = 'en'): PlacesNamed {
  const found: { at: number; end: number; states: string[]; city?: string }[] = [];
  const add = (match: RegExpMatchArray, code: string | undefined) => {
    if (code !== undefined)
      found.push({
        at: match.index ?? 0,
        end: (match.index ?? 0) + match[0].length,
        states: [code],
      });
  };
  for (const match of text.matchAll(NAME_PATTERN)) {
    // "Virginia St", "Georgia Ave", "the Oregon District" (Dayton): a street or a quarter named
    // for a state is a place in some city.
    if (STREET_AFTER.test(text.slice((match.index ?? 0) + match[0].length))) continue;
    add(match, NAME_TO_CODE.get(match[0].toLowerCase()));
  }
  // Folding keeps the positions of text typed as most keyboards type it (NFC).
  for (const match of foldAccents(text).matchAll(SPANISH_NAME_PATTERN)) {
    add(match, SPANISH_NAMES[match[0]]);
  }
  for (const match of text.matchAll(CODE_PATTERN)) {
    const code = match[1] ?? '';
    if (CODES.has(code) && !AMBIGUOUS_CODES[language].has(code)) add(match, code);
  }
  // A city stands for its state ("Chicago" is Illinois), typed with accents or not
  // ("Indianápolis"); a state named outright still counts.
  const isEnglish = language === 'en';
  found.push(...citiesInText(text, isEnglish), ...citiesInText(foldAccents(text), isEnglish));
  // "Virginia Occidental" is West Virginia, not Virginia: the longer name at a place wins.
  // At one place a city beats a state of the same span: "NYC" keeps New York City.
  const isCity = (entry: { city?: string }) => (entry.city === undefined ? 0 : 1);
  found.sort((a, b) => a.at - b.at || b.end - a.end || isCity(b) - isCity(a));
  const kept: typeof found = [];
  let covered = -1;
  for (const entry of found) {
    if (entry.at < covered) continue;
    covered = entry.end;
    kept.push(entry);
  }
  // "Wilmington, Delaware", "Portland, Maine": a state named right after a city is that city's
  // state, whatever the table's larger namesake says.
  kept.forEach((entry, index) => {
    const next = kept[index + 1];
    if (entry.city === undefined || next === undefined || next.city !== undefined) return;
    if (!/^[\s,]*$/.test(text.slice(entry.end, next.at))) return;
    entry.states = entry.states.filter((code) => next.states.includes(code));
  });
  const states = [
    ...new Set(kept.flatMap((entry) => (entry.states.length === 1 ? entry.states : []))),
  ];
  const ambiguous = kept
    .filter(
      (entry) => entry.states.length > 1 && !entry.states.some((code) => states.includes(code)),
    )
    .map((entry) => ({ name: entry.city ?? '', states: entry.states }));
  const cities = [
    ...new Set(kept.flatMap((entry) => (entry.city === undefined ? [] : [entry.city]))),
  ];
  return { states, cities, ambiguous };
}

/** The states a sentence names, by name, code or city, in the order it names them (at most `limit`). */
export function statesInText(text: string, language: LegalLanguage = 'en', limit = 2): string[] {
  return placesInText(text, language).states.slice(0, limit);
}
