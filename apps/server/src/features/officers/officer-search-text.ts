import { OFFICER_SEARCH_MAX_WORDS } from '@redzone/contract';

/**
 * How officer text is matched (docs/decisions/016). One function normalises both what is stored
 * and what is searched, in JavaScript rather than SQL, so the two agree on every database: SQL's
 * lower() of a non-ASCII letter depends on the server's locale, PGlite's and PostgreSQL's alike.
 *
 * Words are split on white space and ASCII punctuation, lower-cased, with accents removed
 * ("José O'Brien-Díaz" -> jose, o, brien, diaz). Splitting also removes %, _ and \, so a word
 * can go into a LIKE pattern as it is.
 */
const WORD_SEPARATORS = /[\s!-/:-@[-`{-~]+/u;
const COMBINING_MARKS = /\p{M}/gu;

export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Every prefix of a word, by code point: "ana" -> a, an, ana. */
function prefixes(word: string): string[] {
  const points = [...word];
  return points.map((_, i) => points.slice(0, i + 1).join(''));
}

export interface OfficerSearchColumns {
  /** " word word ... ": space padded, so " jo" finds a word that starts with jo. */
  searchText: string;
  nameWords: string[];
  namePrefixes: string[];
}

/** The stored search columns of an officer (db/schema.ts `officers`). */
export function officerSearchColumns(officer: {
  fullName: string;
  badgeNumber: string;
  department: string;
}): OfficerSearchColumns {
  const words = searchWords(`${officer.fullName} ${officer.badgeNumber} ${officer.department}`);
  const nameWords = unique(searchWords(officer.fullName));
  return {
    searchText: ` ${words.join(' ')} `,
    nameWords,
    namePrefixes: unique(nameWords.flatMap(prefixes)),
  };
}

/** The words of a search that count: distinct, at most OFFICER_SEARCH_MAX_WORDS, in order. */
export function searchTokens(search: string): string[] {
  return unique(searchWords(search)).slice(0, OFFICER_SEARCH_MAX_WORDS);
}

/** The search as a whole badge number ("#4521" and "4521" alike), compared with stored badges. */
export function searchBadge(search: string): string {
  return search.trim().replace(/^#\s*/, '').toUpperCase();
}
