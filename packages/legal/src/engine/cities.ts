import { US_CITIES } from '../generated/us-cities';

/**
 * "Chicago" means Illinois (issue 25): the 300 largest US places of apps/server/data, each to its
 * state. A name two states share in the table ("Springfield", "Kansas City") decides nothing:
 * answering with the wrong state's law is worse than asking.
 */
const BY_NAME = new Map<string, string | null>();
for (const city of US_CITIES) {
  const key = city.name.toLowerCase();
  BY_NAME.set(key, BY_NAME.has(key) && BY_NAME.get(key) !== city.state ? null : city.state);
}
/**
 * Spanish names of table cities that Spanish speakers write instead of the English ones (the
 * table is GeoNames' English names). Each maps to the same state as its English name.
 */
const SPANISH_NAMES: Record<string, string> = {
  'nueva orleans': 'new orleans',
  filadelfia: 'philadelphia',
  'san luis': 'st. louis',
};
for (const [spanish, english] of Object.entries(SPANISH_NAMES)) {
  const state = BY_NAME.get(english);
  if (state !== undefined) BY_NAME.set(spanish, state);
}

/**
 * Names that are also everyday words, people's names or places abroad ("mobile", "Jackson",
 * "Vancouver"): they count only written with a capital after "in", "en", "at" and the like.
 */
const CAREFUL = new Set(
  `mobile surprise orange independence paradise jamaica vancouver ontario athens cambridge
  manchester valencia corona victoria buffalo phoenix jackson lincoln henderson warren kent
  elizabeth charlotte austin madison salem lancaster concord lafayette chandler gilbert irving
  norman cary garland hampton midland fairfield amherst meads ironville astoria lakewood
  westminster richardson centennial antioch elgin lowell billings norfolk lexington provo frisco
  reno mesa tempe denton alexandria columbia gresham kent toledo santa`.split(/\s+/),
);

/** A place word before the city: "in Chicago", "en Houston", "near Dallas", "from Miami". */
const CUE = String.raw`(?:\b(?:in|at|near|around|outside|from|en|cerca de|de|desde)\s+)`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// "Washington, D.C." is the states module's alias; the rest, longest first. Shared names stay in
// the pattern so that "Kansas City" is not read as the state of Kansas.
const NAMES = [...BY_NAME.keys()]
  .filter((name) => !name.includes(','))
  .sort((a, b) => b.length - a.length);
const PLAIN = NAMES.filter((name) => !CAREFUL.has(name));
const CAREFUL_NAMES = NAMES.filter((name) => CAREFUL.has(name));

const PLAIN_PATTERN = new RegExp(`(?<![\\w.])(${PLAIN.map(escape).join('|')})(?![\\w])`, 'gi');
// Case-sensitive: the table's own capitals, after a place word.
const CAREFUL_PATTERN = new RegExp(
  `(?<=${CUE})(${CAREFUL_NAMES.map((name) => escape(name.replace(/\b\w/g, (c) => c.toUpperCase()))).join('|')})(?![\\w])`,
  'g',
);

/** The cities a text names, with where they are and their state (null: two states share it). */
export function citiesInText(text: string): { at: number; end: number; code: string | null }[] {
  const found: { at: number; end: number; code: string | null }[] = [];
  for (const pattern of [PLAIN_PATTERN, CAREFUL_PATTERN]) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push({
        at,
        end: at + match[0].length,
        code: BY_NAME.get(match[0].toLowerCase()) ?? null,
      });
    }
  }
  return found;
}
