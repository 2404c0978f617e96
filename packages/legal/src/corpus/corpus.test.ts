import { US_STATE_CODES } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { LEGAL_TOPICS } from '../types';
import { LEGAL_CORPUS, legalRule } from '.';

const STATE_CODES = new Set(Object.values(US_STATE_CODES));

describe('legal corpus', () => {
  it('cites at least one source, with a title and a citation, on every rule', () => {
    for (const rule of LEGAL_CORPUS) {
      expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.title.trim(), rule.id).not.toBe('');
        expect(source.citation.trim(), rule.id).not.toBe('');
        if (source.url !== undefined) expect(source.url, rule.id).toMatch(/^https:\/\/[^\s]+$/);
      }
    }
  });

  it('gives every rule a unique kebab-case id', () => {
    const ids = LEGAL_CORPUS.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(legalRule('fifth-amendment-silence').topic).toBe('silence');
    expect(() => legalRule('no-such-rule')).toThrow(/Unknown legal rule/);
  });

  it('covers every topic with at least one rule that applies everywhere', () => {
    for (const topic of LEGAL_TOPICS) {
      const national = LEGAL_CORPUS.filter((r) => r.topic === topic && r.states === undefined);
      expect(national.length, topic).toBeGreaterThan(0);
    }
  });

  it('limits state rules to valid USPS codes', () => {
    for (const rule of LEGAL_CORPUS) {
      if (rule.states === undefined) continue;
      expect(rule.states.length, rule.id).toBeGreaterThan(0);
      for (const code of rule.states)
        expect(STATE_CODES.has(code), `${rule.id}: ${code}`).toBe(true);
    }
  });

  it('keeps every text short and every "what to say" line non-empty', () => {
    for (const rule of LEGAL_CORPUS) {
      expect(rule.title.trim(), rule.id).not.toBe('');
      expect(rule.text.length, rule.id).toBeGreaterThan(40);
      expect(rule.text.length, rule.id).toBeLessThan(700);
      for (const line of rule.sayThis ?? []) expect(line.trim(), rule.id).not.toBe('');
    }
  });

  it('has the California specifics the guides need', () => {
    const california = LEGAL_CORPUS.filter((rule) => rule.states?.includes('CA'));
    const cited = california.flatMap((rule) => rule.sources.map((s) => s.citation)).join(' | ');
    for (const section of ['148(g)', '148(a)(1)', '§ 69', '§ 632', '§ 2806.5']) {
      expect(cited).toContain(section);
    }
  });

  it('keeps the law data’s caveats on records it could not fully verify', () => {
    const tennessee = legalRule('interference-tennessee-peace-act');
    expect(tennessee.sources[0]?.citation).toMatch(/section number not verified/);
    for (const id of [
      'interference-florida-buffer',
      'interference-louisiana-buffer',
      'interference-indiana-buffer',
      'interference-tennessee-peace-act',
    ]) {
      expect(legalRule(id).text).toMatch(/Status as of our data \(/);
    }
  });
});
