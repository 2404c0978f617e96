import { describe, expect, it } from 'vitest';
import {
  officerSearchColumns,
  searchBadge,
  searchTokens,
  searchWords,
} from './officer-search-text';

describe('officer search text', () => {
  it('splits on spaces and punctuation, lower-cases and drops accents', () => {
    expect(searchWords("  José O'Brien-DÍAZ,  Jr. ")).toEqual(['jose', 'o', 'brien', 'diaz', 'jr']);
  });

  it('leaves no LIKE wildcard or escape character in a word', () => {
    expect(searchWords('50%_off\\now')).toEqual(['50', 'off', 'now']);
  });

  it('stores every word space padded, and the name words with all their prefixes', () => {
    expect(
      officerSearchColumns({
        fullName: 'Ana Ana',
        badgeNumber: 'B-12',
        department: "Burbank Sheriff's Department",
      }),
    ).toEqual({
      searchText: ' ana ana b 12 burbank sheriff s department ',
      nameWords: ['ana'],
      namePrefixes: ['a', 'an', 'ana'],
    });
  });

  it('keeps at most 8 distinct search words', () => {
    expect(searchTokens('a b a c d e f g h i j')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('reads "#4521" and " 4521 " as the badge 4521, in capitals', () => {
    expect(searchBadge('#4521')).toBe('4521');
    expect(searchBadge(' ab-12 ')).toBe('AB-12');
  });
});
