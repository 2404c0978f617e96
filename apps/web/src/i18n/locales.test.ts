import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import siteEn from './locales/site.en.json';
import siteEs from './locales/site.es.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

describe('translations', () => {
  it('has every English key in Spanish', () => {
    expect(keys(es as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('has no empty strings', () => {
    expect(values(en as Tree).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(es as Tree).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('has every English site text in Spanish, and none empty', () => {
    // Lists are objects keyed by index here, so their lengths must match too.
    const siteEnTree = siteEn as unknown as Tree;
    const siteEsTree = siteEs as unknown as Tree;
    expect(keys(siteEsTree).sort()).toEqual(keys(siteEnTree).sort());
    expect(values(siteEsTree).filter((v) => v.trim() === '')).toEqual([]);
    expect(values(siteEnTree).filter((v) => v.trim() === '')).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const esByKey = new Map(keys(es as Tree).map((k) => [k, k]));
    for (const key of keys(en as Tree)) {
      if (!esByKey.has(key)) continue;
      const pick = (tree: Tree) =>
        key.split('.').reduce<Tree | string>((t, part) => (t as Tree)[part] as Tree | string, tree);
      expect(vars(pick(es as Tree) as string), key).toEqual(vars(pick(en as Tree) as string));
    }
  });
});
