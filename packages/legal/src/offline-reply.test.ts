import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_DISCLAIMER } from './disclaimer';
import { offlineLegalReply, offlineSituation } from './offline-reply';

describe('offline legal reply (spec P2 §8)', () => {
  it('chooses by keywords: traffic stop, then arrest or custody, then search or consent', () => {
    expect(offlineSituation('I got pulled over')).toBe('traffic-stop');
    expect(offlineSituation('traffic stop and they want to search')).toBe('traffic-stop');
    expect(offlineSituation('I am in custody')).toBe('arrest');
    expect(offlineSituation('they arrested me and want to search my phone')).toBe('arrest');
    expect(offlineSituation('do I have to consent?')).toBe('search');
    expect(offlineSituation('an officer is talking to me')).toBe('general');
  });

  it('answers from the corpus with citations and the disclaimer as the last line', () => {
    for (const message of ['pulled over', 'arrested', 'search', 'hello']) {
      const reply = offlineLegalReply(message);
      expect(reply.citations.length).toBeGreaterThan(0);
      expect(reply.response).toContain('What to say:');
      expect(reply.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER);
    }
    expect(offlineLegalReply('pulled over').response).toMatch(/Pennsylvania v\. Mimms/);
    expect(offlineLegalReply('custody').response).toMatch(/Edwards v\. Arizona/);
    expect(offlineLegalReply('warrant').response).toMatch(/Schneckloth v\. Bustamonte/);
  });

  it('does not pull the search engine into the browser', () => {
    const source = readFileSync(new URL('./offline-reply.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const path of imports) expect(path).toMatch(/^\.\/(corpus\/[a-z-]+|disclaimer|types)$/);
  });
});
