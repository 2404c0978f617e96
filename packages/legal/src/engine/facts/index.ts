import { foldAccents } from '../../language';
import type { LegalLanguage } from '../../types';
import { placesInText, toStateCode } from '../states';
import { type PersonFacts, personFacts } from './person';
import { PART_OF_CITY } from './place-names';
import { type Role, roleIn } from './role';

export type { Role } from './role';
export { questionParts } from './parts';

/**
 * What a careful lawyer works out before answering: where the person is, their role,
 * whether they are a citizen, arrested or a minor. Read from the person's own words, this message
 * first and then their earlier messages; the app's location only for the state.
 */
export interface QuestionFacts extends PersonFacts {
  /** USPS codes, at most two (a question may compare states). */
  states: string[];
  /** Where the states came from: this message, an earlier one, or the app's location. */
  stateSource: 'message' | 'conversation' | 'location' | 'none';
  /** Table names of the cities named ("New York City"), for city ordinances. */
  cities: string[];
  /** A place two states share that nothing settles ("Columbus"): ask which. */
  ambiguousPlace?: { name: string; states: string[] };
  role?: Role;
  /** Roles the person denied ("I'm not driving"). */
  deniedRoles: Role[];
}

const STATE_LIMIT = 2;

interface PlaceFacts {
  states: string[];
  cities: string[];
  ambiguousPlace?: { name: string; states: string[] };
}

/**
 * Someone else's place, told to report what they say ("my cousin in Indiana says", "my friend
 * from Michigan swears", "mi primo de Texas dice"): not where the person asking is.
 */
const OTHERS_PLACE: Record<LegalLanguage, RegExp> = {
  en: /\b(?:my|a|his|her|our)\s+(?:\w+\s+)?(?:friends?|cousins?|buddy|buddies|bro|brother|sister|uncle|aunt|relatives?|family|roommate|coworker|co-worker|gf|bf|girlfriend|boyfriend|homie|neighbou?r)\s+(?:(?:who\s+)?lives?\s+in|from|in|back in|out in|up in|down in)\s+((?:[\p{L}.'-]+\s*){1,4}?)(?=\s*(?:says|said|swears|swore|tells|told|thinks|thought|claims|claimed|insists|keeps|who|that|and|but|[,.;:!?]|$))/giu,
  es: /\b(?:mi|un|una|su)\s+(?:amig[oa]s?|prim[oa]s?|compadre|comadre|herman[oa]s?|ti[oa]s?|cunad[oa]s?|vecin[oa]s?|compa|pana|novi[oa])\s+(?:que vive en|de|en|desde)\s+((?:[\p{L}.'-]+\s*){1,4}?)(?=\s*(?:dice|dijo|jura|juro|cree|piensa|insiste|que|y|pero|[,.;:!?]|$))/giu,
};

/** `text` with others' places blanked, when what is left still names a place of its own. */
function ownPlaces(text: string, language: LegalLanguage) {
  const named = placesInText(text, language);
  const folded = language === 'es' ? foldAccents(text) : text;
  const blanked = folded.replace(OTHERS_PLACE[language], (whole, place: string) =>
    whole.replace(place, ' '.repeat(place.length)),
  );
  if (blanked === folded) return named;
  const own = placesInText(blanked, language);
  return own.states.length > 0 ? own : named;
}

/** One text's places; a shared city name is settled by the app's location when it is one of them. */
function placeFacts(text: string, language: LegalLanguage, located?: string): PlaceFacts | null {
  const named = ownPlaces(text, language);
  // A borough also names its city ("Brooklyn" is New York City, for the city's ordinances).
  named.cities = [...new Set(named.cities.flatMap((city) => [city, PART_OF_CITY[city] ?? city]))];
  const [ambiguous] = named.ambiguous;
  if (named.states.length > 0) {
    return { states: named.states.slice(0, STATE_LIMIT), cities: named.cities };
  }
  if (ambiguous === undefined) return null;
  if (located !== undefined && ambiguous.states.includes(located)) {
    return { states: [located], cities: named.cities };
  }
  return { states: [], cities: named.cities, ambiguousPlace: ambiguous };
}

/**
 * The facts of `message`, the person's own words, in a conversation whose earlier user messages
 * are `earlier`, oldest first; `location` is userLocation.state.
 */
export function questionFacts(
  message: string,
  earlier: readonly string[],
  language: LegalLanguage,
  location?: string,
): QuestionFacts {
  const located = toStateCode(location);
  const latestFirst = [...earlier].reverse();
  let place = placeFacts(message, language, located);
  let stateSource: QuestionFacts['stateSource'] = 'message';
  for (const text of latestFirst) {
    if (place !== null) break;
    place = placeFacts(text, language, located);
    stateSource = 'conversation';
  }
  if (place === null) {
    place = { states: located === undefined ? [] : [located], cities: [] };
    stateSource = located === undefined ? 'none' : 'location';
  }
  // Role and person facts from this message, else from the latest earlier message that says.
  const roles = [message, ...latestFirst].map((text) => roleIn(text, language));
  const role = roles.find((facts) => facts.role !== undefined)?.role;
  const persons = [message, ...latestFirst].map((text) => personFacts(text, language));
  const first = <K extends keyof PersonFacts>(key: K) =>
    persons.find((facts) => facts[key] !== undefined)?.[key];
  const isCitizen = first('isCitizen');
  const isMinor = first('isMinor');
  // Only this message says whether the person is now arrested; an earlier "I was stopped"
  // may have become an arrest since.
  const { isArrested } = persons[0] ?? {};
  return {
    states: place.states,
    stateSource,
    cities: place.cities,
    ...(place.ambiguousPlace === undefined ? {} : { ambiguousPlace: place.ambiguousPlace }),
    ...(role === undefined ? {} : { role }),
    deniedRoles: roles[0]?.denied ?? [],
    ...(isCitizen === undefined ? {} : { isCitizen }),
    ...(isMinor === undefined ? {} : { isMinor }),
    ...(isArrested === undefined ? {} : { isArrested }),
  };
}
