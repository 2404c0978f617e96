import { US_STATE_CODES } from '@redzone/contract';

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
 * Postal codes that are also English words, or a city ("LA"): only accepted as a whole value
 * (userLocation.state), never picked out of a sentence.
 */
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'LA']);

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
const NAME_PATTERN = new RegExp(
  `(?<![\\w.])(${[...NAME_TO_CODE.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\w])`,
  'gi',
);
const CODE_PATTERN = /\b([A-Z]{2})\b/g;

/** A USPS code from a state name or code ("California", "ca", "TX"); undefined for "Unknown" or junk. */
export function toStateCode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = value.trim();
  if (CODES.has(key.toUpperCase())) return key.toUpperCase();
  return NAME_TO_CODE.get(key.toLowerCase());
}

export function stateName(code: string): string {
  return CODE_TO_NAME.get(code) ?? code;
}

/** The states a sentence names, in the order it names them (at most `limit`). */
export function statesInText(text: string, limit = 2): string[] {
  const found: { at: number; code: string }[] = [];
  for (const match of text.matchAll(NAME_PATTERN)) {
    const code = NAME_TO_CODE.get(match[0].toLowerCase());
    if (code !== undefined) found.push({ at: match.index, code });
  }
  for (const match of text.matchAll(CODE_PATTERN)) {
    const code = match[1] ?? '';
    if (CODES.has(code) && !AMBIGUOUS_CODES.has(code)) found.push({ at: match.index, code });
  }
  const codes = found.sort((a, b) => a.at - b.at).map((entry) => entry.code);
  return [...new Set(codes)].slice(0, limit);
}
