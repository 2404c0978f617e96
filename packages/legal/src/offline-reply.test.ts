import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEGAL_DISCLAIMER, LEGAL_DISCLAIMER_ES } from './disclaimer';
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

  it('answers a Spanish question in Spanish, from the Spanish corpus with the same citations', () => {
    expect(offlineSituation('me pararon manejando', 'es')).toBe('traffic-stop');
    expect(offlineSituation('estoy detenido en la cárcel', 'es')).toBe('arrest');
    expect(offlineSituation('quieren registrar mi casa', 'es')).toBe('search');
    const reply = offlineLegalReply('Me pararon manejando, ¿qué hago?');
    const english = offlineLegalReply('I got pulled over, what do I do?');
    expect(reply.response).toMatch(/^Si lo paran mientras maneja:/);
    expect(reply.response).toMatch(/Pennsylvania v\. Mimms/);
    expect(reply.response).toContain('Qué decir:');
    expect(reply.response).not.toContain('What to say:');
    expect(reply.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER_ES);
    expect(reply.citations).toEqual(english.citations);
  });

  it("uses the app's language when the message does not tell, and the message's when it does", () => {
    expect(offlineLegalReply('Miranda?', 'es').response).toMatch(/^En cualquier encuentro/);
    expect(offlineLegalReply('I got arrested', 'es').response).toMatch(
      /^If you are being arrested/,
    );
    expect(offlineLegalReply('Miranda?').response).toMatch(/^In any police encounter/);
  });

  it('does not pull the search engine into the browser', () => {
    const source = readFileSync(new URL('./offline-reply.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const path of imports) {
      expect(path).toMatch(/^\.\/(corpus\/[a-z-]+|disclaimer|language|types)$/);
    }
  });
});
