import { ERROR_CODES } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { allTexts } from './all-texts';
import en from './locales/en.json';
import es from './locales/es.json';
import pagesEn from './locales/pages.en.json';
import pagesEs from './locales/pages.es.json';
import siteEn from './locales/site.en.json';
import siteEs from './locales/site.es.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  );
}

/** Each Spanish key whose text matches `pattern`, with the file and the words found. */
function spanishMatching(pattern: RegExp): string[] {
  const files = { 'es.json': es, 'site.es.json': siteEs, 'pages.es.json': pagesEs };
  return Object.entries(files).flatMap(([file, tree]) =>
    entries(tree as unknown as Tree).flatMap(([key, text]) => {
      const found = [...text.matchAll(pattern)].map((m) => m[0]);
      return found.length > 0 ? [`${file} ${key}: ${found.join(', ')}`] : [];
    }),
  );
}

/** Whole words only: JavaScript's \b ignores accented letters, and "tu" is inside "actual". */
function wordsPattern(words: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

// Forms that can only be "tú": its pronouns, verbs the texts once used in its present and past
// tenses, and imperatives with a pronoun attached. Bare imperatives ("revisa", "abre") are left out: they read the same
// as the third person ("el servidor revisa").
const TU_FORMS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyos?',
  'tuyas?',
  'tienes',
  'puedes',
  'quieres',
  'estás',
  'eres',
  'necesitas',
  'debes',
  'sabes',
  'mantén',
  'haz',
  'inténtalo',
  'conéctate',
  'aléjate',
  'regístrate',
  'entérate',
  'quédate',
  'hiciste',
  'elegiste',
  'agregaste',
  'escribiste',
  'grabaste',
  'respondiste',
  'presentaste',
  'practicaste',
  'abriste',
];

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

describe('translations', () => {
  it('has every English key in Spanish, file by file', () => {
    // Lists are objects keyed by index here, so their lengths must match too.
    for (const [english, spanish] of [
      [en, es],
      [siteEn, siteEs],
      [pagesEn, pagesEs],
    ]) {
      expect(keys(spanish as unknown as Tree).sort()).toEqual(
        keys(english as unknown as Tree).sort(),
      );
    }
  });

  it('says every error the server can send in Spanish, in plain words of its own', () => {
    // Without one, a Spanish screen showed the server's English words.
    const spanish = es.serverErrors as Record<string, string>;
    const english = en.serverErrors as Record<string, string>;
    expect(ERROR_CODES.filter((code) => spanish[code] === undefined)).toEqual([]);
    expect(ERROR_CODES.filter((code) => spanish[code] === english[code])).toEqual([]);
  });

  it('has no empty strings', () => {
    expect(values(allTexts.en as unknown as Tree).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(allTexts.es as unknown as Tree).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('keeps each key in one file only: the first-load texts and the pages never overlap', () => {
    const firstLoad = new Set([...keys(en as Tree), ...keys({ site: siteEn } as unknown as Tree)]);
    expect(keys(pagesEn as unknown as Tree).filter((key) => firstLoad.has(key))).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const en = allTexts.en as unknown as Tree;
    const es = allTexts.es as unknown as Tree;
    const esByKey = new Map(keys(es).map((k) => [k, k]));
    for (const key of keys(en)) {
      if (!esByKey.has(key)) continue;
      const pick = (tree: Tree) =>
        key.split('.').reduce<Tree | string>((t, part) => (t as Tree)[part] as Tree | string, tree);
      expect(vars(pick(es) as string), key).toEqual(vars(pick(en) as string));
    }
  });

  it('speaks to the person as "usted" in every Spanish text, never "tú" (decision 078)', () => {
    expect(spanishMatching(wordsPattern(TU_FORMS))).toEqual([]);
  });

  it('says "presionar", as Spanish in the United States does, not "pulsar"', () => {
    expect(
      spanishMatching(wordsPattern(['pulsad[oa]s?', 'pulsar', 'pulsación', 'pulsa', 'pulse'])),
    ).toEqual([]);
  });
});
