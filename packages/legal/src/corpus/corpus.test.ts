import { US_STATE_CODES } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { LEGAL_TOPICS } from '../types';
import { LAW_DATA_STATUS_AS_OF, LEGAL_CORPUS, legalRule } from '.';
import { staleTrackedRules } from './staleness';

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

  it('marks every state statute cited by a rule for all states with its state', () => {
    const stateLaw = /^(Tex\.|Nev\.|Cal\.|Fla\.|La\.|Ind\.|Tenn\.|N\.Y\.|\d+ ILCS|Ariz\.)/;
    for (const rule of LEGAL_CORPUS) {
      if (rule.states !== undefined) continue;
      for (const source of rule.sources) {
        if (!stateLaw.test(source.citation)) continue;
        expect(source.states?.length, `${rule.id}: ${source.citation}`).toBeGreaterThan(0);
        for (const code of source.states ?? []) expect(STATE_CODES.has(code)).toBe(true);
      }
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

  it('says the Rokita injunction is preliminary and won by the plaintiffs, not a final holding', () => {
    // Reporters Committee v. Rokita, No. 24-2927 (7th Cir. Aug. 5, 2025): affirmed a preliminary
    // injunction and remanded its scope after Trump v. CASA.
    const indiana = legalRule('interference-indiana-buffer');
    expect(indiana.text).toMatch(/preliminary injunction won by news organizations/);
    expect(indiana.text).not.toMatch(/injunction against it/);
    expect(indiana.sources.map((source) => source.citation).join(' ')).toMatch(
      /No\. 24-2927 .*scope remanded/,
    );
  });

  describe('review dates', () => {
    // The real date: a rule left alone goes stale by itself, and this suite then says so.
    const today = new Date();
    const todayText = today.toISOString().slice(0, 10);

    it('dates every rule with a real day that is not in the future', () => {
      for (const rule of LEGAL_CORPUS) {
        expect(rule.reviewed, rule.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${rule.reviewed}T00:00:00Z`).toISOString().slice(0, 10), rule.id).toBe(
          rule.reviewed,
        );
        expect(rule.reviewed <= todayText, `${rule.id} reviewed ${rule.reviewed}`).toBe(true);
      }
    });

    it('has reviewed every rule about a lawsuit or a bill within the last 6 months', () => {
      expect(LEGAL_CORPUS.filter((rule) => rule.tracks !== undefined).length).toBeGreaterThan(0);
      const stale = staleTrackedRules(LEGAL_CORPUS, today).map(
        (rule) => `${rule.id} (${rule.tracks}) was last reviewed ${rule.reviewed}; check it again`,
      );
      expect(stale).toEqual([]);
    });

    it('finds a tracked rule stale one day past 6 months on a clock it is given, not before', () => {
      const rule = legalRule('interference-louisiana-buffer');
      const [year, month, day] = rule.reviewed.split('-').map(Number) as [number, number, number];
      const sixMonthsLater = new Date(Date.UTC(year, month - 1 + 6, day, 12));
      const dayAfter = new Date(sixMonthsLater.getTime() + 24 * 60 * 60 * 1000);
      expect(staleTrackedRules([rule], sixMonthsLater)).toEqual([]);
      expect(staleTrackedRules([rule], dayAfter)).toEqual([rule]);
      // A rule that reports nothing moving never goes stale by the calendar alone.
      const settled = legalRule('fifth-amendment-silence');
      expect(staleTrackedRules([settled], new Date(Date.UTC(year + 10, 0, 1)))).toEqual([]);
    });

    it('marks as tracked every rule whose text reports a lawsuit or a bill', () => {
      const moving =
        /\b(enjoin\w*|injunction|challenged in|lawsuit|appeal|pending|bill|blocked|paused|stay)\b/i;
      // "stay" is also what a person does ("stay silent", "stay within 25 feet").
      const personal = /\b(stay|stays) (silent|safe|within|and|in|where)\b/gi;
      for (const rule of LEGAL_CORPUS) {
        if (!moving.test(rule.text.replace(personal, ''))) continue;
        expect(rule.tracks, `${rule.id} reports something still moving`).toBeDefined();
      }
    });

    it('says the date of the newest check of a moving rule', () => {
      const newest = LEGAL_CORPUS.filter((rule) => rule.tracks)
        .map((rule) => rule.reviewed)
        .sort()
        .at(-1);
      expect(new Date(`${LAW_DATA_STATUS_AS_OF} UTC`).toISOString().slice(0, 10)).toBe(newest);
      expect(LAW_DATA_STATUS_AS_OF).not.toBe('December 9, 2025');
    });
  });
});
