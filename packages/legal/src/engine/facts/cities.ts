import { US_STATE_CODES } from '@redzone/contract';
import { RECORDING_CONSENT } from '../../generated/recording-consent';
import { US_AGENCY_PLACES } from '../../generated/us-agency-places';
import { US_CITIES } from '../../generated/us-cities';
import {
  ALSO_IN,
  CAPITAL_ALIASES,
  CITY_ALIASES,
  REGION_ALIASES,
  SHARED_ABBREVIATIONS,
} from './place-names';

/** A place named in a text: the table's city (or a region) and the states it may be in. */
export interface CityMention {
  at: number;
  end: number;
  /** The table's name ("New York City"), or the region or abbreviation as written. */
  city: string;
  /** One state, or several when the name is shared ("Columbus": Ohio or Georgia). */
  states: string[];
}

/**
 * "Chicago" means Illinois: the 300 largest US places of apps/server/data, each
 * to its state, and the names people write for them. A name two states share keeps both: the
 * engine asks which one rather than answer with the wrong state's law.
 */
const PLACES = new Map<string, { city: string; states: string[] }>();
for (const { name, state } of US_CITIES) {
  const key = name.toLowerCase();
  const place = PLACES.get(key) ?? { city: name, states: [] };
  if (!place.states.includes(state)) place.states.push(state);
  PLACES.set(key, place);
}
for (const [name, states] of Object.entries(ALSO_IN)) {
  PLACES.get(name)?.states.push(...states);
}
for (const [alias, name] of Object.entries(CITY_ALIASES)) {
  const place = PLACES.get(name.toLowerCase());
  if (place !== undefined && !PLACES.has(alias)) PLACES.set(alias, place);
}
for (const [region, state] of Object.entries(REGION_ALIASES)) {
  PLACES.set(region, { city: region, states: [state] });
}

/**
 * Names that are also everyday words or places abroad ("mobile", "Orange", "Vancouver"): they
 * count only written with a capital, after "in", "en", "near" and the like or before "police".
 */
const WORD_LIKE = new Set(
  `mobile surprise orange independence paradise jamaica vancouver ontario athens cambridge
  manchester valencia corona victoria buffalo warren kent elizabeth salem lancaster concord
  lafayette chandler gilbert irving norman cary garland hampton midland fairfield amherst meads
  ironville astoria lakewood westminster richardson centennial antioch elgin lowell billings
  norfolk lexington provo frisco reno mesa tempe denton alexandria columbia gresham toledo santa
  aurora peoria`.split(/\s+/),
);
/**
 * Names that are also people's first or last names ("Austin", "Charlotte", "Jackson"): after a
 * place word in any case ("in austin"), or with a capital before "police" ("Phoenix police").
 */
const PERSON_LIKE = new Set(
  'phoenix jackson lincoln henderson charlotte austin madison'.split(/\s+/),
);

/** A place word before the city: "in Chicago", "en Houston", "near Dallas", "from Miami". */
// A sentence may begin with one: "In Dover, Delaware, ...".
const CUE = String.raw`(?:\b(?:[Ii]n|[Aa]t|[Nn]ear|[Aa]round|[Oo]utside|[Ff]rom|[Ee]n|[Cc]erca de|[Dd]e|[Dd]esde)\s+)`;
/** A police word after the city: "Phoenix police", "Austin PD", "policía de" comes before. */
const POLICE_AFTER = String.raw`(?=\s+(?:[Pp]olice|POLICE|PD|P\.D\.|[Cc]ops?|[Oo]fficers?|[Ss]heriffs?|[Dd]eput(?:y|ies)|[Tt]roopers?|[Dd]etectives?)\b)`;
/** The plainest police words, after which a name typed in lower case is still a place ("reno pd"). */
const PLAIN_POLICE_AFTER = String.raw`(?=\s+(?:police|pd|cops?)\b)`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const capitalized = (name: string) => name.replace(/\b\w/g, (c) => c.toUpperCase());
const alternatives = (names: string[]) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

// "Washington, D.C." is the states module's alias. Longest first, so "Kansas City" is not read
// as the state of Kansas.
const NAMES = [...PLACES.keys()].filter((name) => !name.includes(','));
const careful = (name: string) => WORD_LIKE.has(name) || PERSON_LIKE.has(name);
const PLAIN = new RegExp(
  `(?<![\\w.])(${alternatives(NAMES.filter((name) => !careful(name)))})(?![\\w])`,
  'gi',
);
const CAREFUL_NAMES = NAMES.filter(careful);
const CAPITALIZED = alternatives(CAREFUL_NAMES.map(capitalized));
const CAREFUL_AFTER_CUE = new RegExp(`(?<=${CUE})(${CAPITALIZED})(?![\\w])`, 'g');
const CAREFUL_BEFORE_POLICE = new RegExp(`(?<![\\w.])(${CAPITALIZED})${POLICE_AFTER}`, 'g');
// "toledo cops", "reno pd": people type the city in lower case as often as not.
const CAREFUL_BEFORE_PLAIN_POLICE = new RegExp(
  `(?<![\\w.])(?<!\\b(?:a|an|the|my|our|his|her|their)\\s+)(${alternatives(CAREFUL_NAMES)})${PLAIN_POLICE_AFTER}`,
  'gi',
);
const PERSON_AFTER_CUE = new RegExp(
  `(?<=${CUE})(${alternatives([...PERSON_LIKE])})(?![\\w])`,
  'gi',
);
const ABBREVIATIONS = new RegExp(`\\b(${alternatives(Object.keys(CAPITAL_ALIASES))})\\b`, 'g');
// "an sf police officer": before a police word an abbreviation is a place in any case.
const ABBREVIATIONS_BEFORE_POLICE = new RegExp(
  `\\b(${alternatives(Object.keys(CAPITAL_ALIASES))})${PLAIN_POLICE_AFTER}`,
  'gi',
);
// "LA" only after a place word, and only in English: "en LA CALLE" is not Los Angeles.
const SHARED = new RegExp(`(?<=\\b(?:in|at|near|from)\\s+)(LA|KC)\\b|\\b(KC)\\b`, 'g');

/**
 * Smaller places, from the towns and cities with a police department of their own: each name to
 * the states that have one. Many are everyday words ("Justice", "Industry") and many are shared
 * by several states, so they count only written with capitals, after a place word ("in Roanoke")
 * or before a police word ("Roanoke police"), and only where no larger place was named.
 */
const SMALL_PLACES = new Map<string, string[]>();
// A town called California (Maryland) or Nevada (Missouri) does not make "in California" ask.
const STATE_NAMES = new Set(RECORDING_CONSENT.map((state) => state.name.toLowerCase()));
// The agency list writes Nebraska's code as the old "NB".
const LIST_CODES: Record<string, string> = { NB: 'NE' };
for (const [listed, names] of Object.entries(US_AGENCY_PLACES)) {
  const state = LIST_CODES[listed] ?? listed;
  for (const name of names.split(';')) {
    const key = name.toLowerCase();
    if (STATE_NAMES.has(key)) continue;
    // "St. George" is typed "st george" as often as not.
    for (const typed of new Set([key, key.replace(/\./g, '')])) {
      SMALL_PLACES.set(typed, [...(SMALL_PLACES.get(typed) ?? []), state]);
    }
  }
}
/** Up to four capitalized words ("Port St. Lucie"), the longest known name among them wins. */
const CAPITALIZED_WORDS = String.raw`[A-Z][\w'.-]*(?:\s+(?:[A-Z][\w'.-]*|of|de|la|del)){0,3}`;
const SMALL_AFTER_CUE = new RegExp(`(?<=${CUE})(${CAPITALIZED_WORDS})`, 'g');
const SMALL_BEFORE_POLICE = new RegExp(`(?<![\\w.])(${CAPITALIZED_WORDS})${POLICE_AFTER}`, 'g');
/** The same typed in lower case ("in rehoboth beach", "en pico rivera"): names of two words or more. */
const LOWER_WORDS = String.raw`[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){1,3}`;
const SMALL_LOWER_AFTER_CUE = new RegExp(`(?<=${CUE})(${LOWER_WORDS})`, 'g');

/**
 * The longest known name among the words: its first words after a place word ("in Port St.
 * Lucie today"), its last words before a police word ("Could Roanoke cops").
 */
function knownName(words: string[], fromStart: boolean): string | undefined {
  for (let count = words.length; count > 0; count--) {
    const some = fromStart ? words.slice(0, count) : words.slice(words.length - count);
    const name = some.join(' ').replace(/[.,]+$/, '');
    if (SMALL_PLACES.has(name.toLowerCase())) return name;
  }
  return undefined;
}

/** Words that make the name before them a site in a town, not the town. */
const SITE_WORD =
  /^\s+(Plaza|Square|Park|Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Mall|Station|Center|Centre|Bridge|Market|Hall|Hospital|School|High|College|University|Stadium|Airport|Terminal|Library|Church)\b/;

function smallPlaces(text: string, taken: readonly CityMention[]): CityMention[] {
  const found: CityMention[] = [];
  for (const [pattern, fromStart] of [
    [SMALL_AFTER_CUE, true],
    [SMALL_BEFORE_POLICE, false],
    [SMALL_LOWER_AFTER_CUE, true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const name = knownName(match[0].split(/\s+/), fromStart);
      if (name === undefined) continue;
      // A one-word name in lower case is as often a word ("in justice"); two words seldom are.
      if (pattern === SMALL_LOWER_AFTER_CUE && !name.includes(' ')) continue;
      // "Kennedy Plaza", "Lincoln Park": a name that begins a square, a street or a building.
      const after = text.slice((match.index ?? 0) + match[0].indexOf(name) + name.length);
      if (SITE_WORD.test(after)) continue;
      const at = (match.index ?? 0) + (fromStart ? 0 : match[0].length - name.length);
      const end = at + name.length;
      if ([...taken, ...found].some((other) => at < other.end && other.at < end)) continue;
      const states = SMALL_PLACES.get(name.toLowerCase()) ?? [];
      found.push({ at, end, city: name, states: [...states] });
    }
  }
  return found;
}

function mention(match: RegExpMatchArray, place: { city: string; states: string[] }) {
  const at = match.index ?? 0;
  return { at, end: at + match[0].length, city: place.city, states: [...place.states] };
}

/** The places a text names, where, and their possible states. */
export function citiesInText(text: string, isEnglish = true): CityMention[] {
  const found: CityMention[] = [];
  const patterns = [
    PLAIN,
    CAREFUL_AFTER_CUE,
    PERSON_AFTER_CUE,
    CAREFUL_BEFORE_POLICE,
    CAREFUL_BEFORE_PLAIN_POLICE,
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const place = PLACES.get(match[0].toLowerCase());
      if (place !== undefined) found.push(mention(match, place));
    }
  }
  for (const match of text.matchAll(ABBREVIATIONS)) {
    const place = PLACES.get((CAPITAL_ALIASES[match[0]] ?? '').toLowerCase());
    if (place !== undefined) found.push(mention(match, place));
  }
  for (const match of text.matchAll(ABBREVIATIONS_BEFORE_POLICE)) {
    const place = PLACES.get((CAPITAL_ALIASES[match[0].toUpperCase()] ?? '').toLowerCase());
    if (place !== undefined && !found.some((other) => other.at === match.index))
      found.push(mention(match, place));
  }
  if (isEnglish) {
    for (const match of text.matchAll(SHARED)) {
      const shared = SHARED_ABBREVIATIONS[match[0]];
      if (shared !== undefined)
        found.push(mention(match, { city: shared.name, states: shared.states }));
    }
  }
  found.push(...placesBeforeTheirCode(text, found));
  // Smaller places only where no larger one was named: "Providence ... near Kennedy Plaza".
  return found.length > 0 ? found : smallPlaces(text, found);
}

/** The states' postal codes, and those that typed in lower case are everyday words. */
const CODE_NAMES = new Set(Object.values(US_STATE_CODES));
const WORD_CODES = new Set([
  'in',
  'or',
  'me',
  'ok',
  'hi',
  'id',
  'la',
  'de',
  'al',
  'pa',
  'ma',
  'oh',
  'mi',
  'co',
  'ne',
]);

/** Two letters standing alone: a state's code, maybe, after the name of one of its places. */
const CODE_ALONE = /(?<![\w.'-])([a-z]{2})\b(?![.'-]\w)/gi;
/** One to three words, a comma or not, just before a code: "charlotte nc", "dodge city, ks". */
const NAME_BEFORE_CODE = /(?<![\w.])((?:[a-z][\w'.-]*\s+){0,2}[a-z][\w'.-]*),?\s+$/i;

/** A state's name written out after a place ("kearney nebraska"): as good as its code. */
const NAME_TO_CODE = new Map(
  RECORDING_CONSENT.map((state) => [state.name.toLowerCase(), state.code]),
);
const STATE_NAME_ALONE = new RegExp(
  `(?<![\\w.'-])(${[...NAME_TO_CODE.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'gi',
);

/**
 * Each name-and-code pair of a text. Every two-letter word is tried as the code, so a word
 * before the real one ("ocala fl, my dad") never takes the name away from it; a state's name
 * written out counts as its code.
 */
function namesThenCodes(text: string): { index: number; name: string; code: string }[] {
  const codes = [
    ...[...text.matchAll(CODE_ALONE)].map((m) => ({ at: m.index, code: m[1] ?? '' })),
    ...[...text.matchAll(STATE_NAME_ALONE)].map((m) => ({
      at: m.index,
      code: NAME_TO_CODE.get((m[1] ?? '').toLowerCase()) ?? '',
    })),
  ];
  return codes.flatMap(({ at, code }) => {
    const before = NAME_BEFORE_CODE.exec(text.slice(0, at));
    if (before === null) return [];
    return [{ index: before.index, name: before[1] ?? '', code }];
  });
}

/**
 * A place followed by the code of a state it is in, in any case ("charlotte nc", "weare nh"):
 * the code settles it, so neither a name that is also a word nor a lower-case code is doubted.
 * The longest name ending before the code wins ("dodge city ks", not "city").
 */
function placesBeforeTheirCode(text: string, taken: CityMention[]): CityMention[] {
  const found: CityMention[] = [];
  for (const match of namesThenCodes(text)) {
    const words = match.name.split(/\s+/);
    const code = match.code.toUpperCase();
    for (let count = words.length; count > 0; count--) {
      const name = words.slice(words.length - count).join(' ');
      const key = name.toLowerCase();
      const states = [...(PLACES.get(key)?.states ?? []), ...(SMALL_PLACES.get(key) ?? [])];
      const at = match.index + match.name.length - name.length;
      const end = at + name.length;
      if (!states.includes(code)) {
        // "gainesville ga": a table city followed by another state's code is that state's
        // smaller place of the same name; the typed code decides (unless it is a word: "in").
        const same = taken.find((other) => other.at === at && other.end === end);
        if (same !== undefined && CODE_NAMES.has(code) && !WORD_CODES.has(match.code))
          same.states = [code];
        if (same !== undefined) break;
        continue;
      }
      // "rochester ny": the code settles a name two states share, already found as both.
      const same = taken.find((other) => other.at === at && other.end === end);
      if (same !== undefined) same.states = [code];
      else if (![...taken, ...found].some((other) => at < other.end && other.at < end))
        found.push({ at, end, city: PLACES.get(key)?.city ?? name, states: [code] });
      break;
    }
  }
  return found;
}
