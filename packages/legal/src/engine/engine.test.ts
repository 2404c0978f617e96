import { describe, expect, it } from 'vitest';
import { LEGAL_DISCLAIMER, LEGAL_DISCLAIMER_ES } from '../disclaimer';
import { answerLegalQuestion } from './compose';
import { resolveQuestion } from './conversation';
import { sentences, wordCount } from './sentences';
import { statesInText, toStateCode } from './states';

const citationsText = (answer: ReturnType<typeof answerLegalQuestion>) =>
  answer.citations.map((c) => `${c.title} ${c.citation}`).join(' | ');

describe('answers that fit a stop', () => {
  it('opens with one direct sentence and one line to say, the rest after', () => {
    const answer = answerLegalQuestion({ message: 'Do I have to let police search my car?' });
    const [direct, say] = answer.summary.split('\n\n');
    expect(sentences(direct ?? '')).toHaveLength(1);
    expect(say).toMatch(/^What to say:\n"[^"\n]+"$/);
    expect(wordCount(answer.summary)).toBeLessThan(80);
    expect(answer.response).toBe(`${answer.summary}\n\n${answer.more}\n\n${LEGAL_DISCLAIMER}`);
  });

  it('leads a follow-up with its own question, not the state law of the one before', () => {
    const answer = answerLegalQuestion({
      message: 'Miranda?',
      conversationHistory: [{ role: 'user', content: 'Can I record audio of police in Illinois?' }],
    });
    expect(answer.summary).toMatch(/^Police do not have to read you your rights/);
    const texas = answerLegalQuestion({
      message: 'And in Texas?',
      conversationHistory: [{ role: 'user', content: 'Can I record audio of police in Illinois?' }],
    });
    expect(texas.summary).toMatch(/^You may record police in Texas/);
  });

  it('keeps a whole answer short unless the state’s own law needs the room', () => {
    const general = answerLegalQuestion({ message: 'Can police search my phone?' });
    expect(wordCount(general.response)).toBeLessThanOrEqual(200);
    const spanish = answerLegalQuestion({ message: '¿Pueden registrar mi teléfono?' });
    expect(spanish.summary.split('\n\n')[1]).toMatch(/^Qué decir:/);
  });
});

describe('cities and denied arrests', () => {
  it('reads the 300 largest cities as their states, in English and Spanish', () => {
    expect(statesInText('I got stopped in Chicago')).toEqual(['IL']);
    expect(statesInText('me pararon en Houston', 'es')).toEqual(['TX']);
    expect(statesInText('me pararon en Nueva Orleans', 'es')).toEqual(['LA']);
    expect(statesInText('grabé a la policía en Filadelfia', 'es')).toEqual(['PA']);
    expect(statesInText('can I record cops in los angeles?')).toEqual(['CA']);
    expect(statesInText('New Orleans police took my phone')).toEqual(['LA']);
    expect(statesInText('San Francisco or Seattle?')).toEqual(['CA', 'WA']);
  });

  it('does not guess between two states that share a city name, or read everyday words', () => {
    expect(statesInText('I live in Springfield')).toEqual([]);
    // Not the state of Kansas: Kansas City is in two states.
    expect(statesInText('Kansas City police stopped me')).toEqual([]);
    expect(statesInText('they took my mobile phone')).toEqual([]);
    expect(statesInText('Jackson pulled me over')).toEqual([]);
    expect(statesInText('I was stopped in Mobile')).toEqual(['AL']);
  });

  it('answers about the city’s state, citing its law', () => {
    const answer = answerLegalQuestion({ message: 'Can I record the police in Chicago?' });
    expect(answer.states).toEqual(['IL']);
    expect(citationsText(answer)).toContain('720 ILCS 5/14');
  });

  it('reads "I am not under arrest" as a stop, not an arrest', () => {
    for (const message of [
      "I'm not under arrest. Can I leave?",
      'They said I am not being arrested, do I have to stay?',
      "The cop didn't arrest me but won't let me go",
    ]) {
      const context = resolveQuestion({ message });
      expect(
        context.situations.map((s) => s.id),
        message,
      ).not.toContain('arrest');
      expect(
        context.situations.map((s) => s.id),
        message,
      ).toContain('street-stop');
    }
    const spanish = resolveQuestion({ message: 'No estoy arrestado, ¿me puedo ir?' });
    expect(spanish.situations.map((s) => s.id)).toEqual(['street-stop']);
    // An arrest that happened is still an arrest.
    expect(resolveQuestion({ message: 'I was arrested' }).situations[0]?.id).toBe('arrest');
  });

  it('never cites another state’s statute', () => {
    const california = answerLegalQuestion({
      message: 'Do I have to give my name to the police? Can I lie about it?',
      state: 'California',
    });
    expect(citationsText(california)).not.toMatch(/Tex\. Penal Code|Nev\. Rev\. Stat/);
    const arizona = answerLegalQuestion({ message: 'Do I have to show ID in Arizona?' });
    expect(citationsText(arizona)).not.toContain('Nev. Rev. Stat.');
  });
});

describe('state detection', () => {
  it('reads a state from a name, a code or "Unknown"', () => {
    expect(toStateCode('California')).toBe('CA');
    expect(toStateCode('tx')).toBe('TX');
    expect(toStateCode('Unknown')).toBeUndefined();
    expect(toStateCode(undefined)).toBeUndefined();
  });

  it('finds states named in a sentence, longest name first', () => {
    expect(statesInText('I live in West Virginia')).toEqual(['WV']);
    expect(statesInText('recording in Washington DC')).toEqual(['DC']);
    expect(statesInText('Is Arkansas one-party?')).toEqual(['AR']);
    expect(statesInText('Illinois vs Texas: can I record?')).toEqual(['IL', 'TX']);
    expect(statesInText('we drove from NY to NJ')).toEqual(['NY', 'NJ']);
  });

  it('finds states by their Spanish names, accents or not', () => {
    expect(statesInText('¿Puedo grabar en Nueva York?', 'es')).toEqual(['NY']);
    expect(statesInText('vivo en Nuevo México', 'es')).toEqual(['NM']);
    expect(statesInText('Luisiana o Pensilvania', 'es')).toEqual(['LA', 'PA']);
    expect(statesInText('en Virginia Occidental', 'es')).toEqual(['WV']);
    expect(toStateCode('Carolina del Norte')).toBe('NC');
  });

  it('does not read Spanish words typed in capitals, or a mountain, as states', () => {
    expect(statesInText('ME PARARON AL LADO DE MI CASA', 'es')).toEqual([]);
    expect(statesInText('cerca de la montaña', 'es')).toEqual([]);
  });

  it('does not read English words or "LA" as state codes', () => {
    expect(statesInText('I AM IN THE CAR, OR OK?')).toEqual([]);
    expect(statesInText('stopped in LA last night')).toEqual([]);
  });
});

describe('conversation', () => {
  it('keeps the earlier situation and takes the new state in "what about in Texas?"', () => {
    const context = resolveQuestion({
      message: 'What about in Texas?',
      state: 'California',
      conversationHistory: [{ role: 'user', content: 'Can I record a cop in Illinois?' }],
    });
    expect(context.inherited.map((s) => s.id)).toEqual(['recording']);
    expect(context.states).toEqual(['TX']);
  });

  it('keeps the state the person named earlier over their location', () => {
    const context = resolveQuestion({
      message: 'Can they search my bag?',
      state: 'California',
      conversationHistory: [{ role: 'user', content: 'I got pulled over in Texas' }],
    });
    expect(context.states).toEqual(['TX']);
    expect(context.inherited.map((s) => s.id)).toEqual(['traffic-stop']);
  });

  it("reads only the person's turns: a case name in an answer is not their state", () => {
    const context = resolveQuestion({
      message: 'And what should I say?',
      state: 'Texas',
      conversationHistory: [
        { role: 'user', content: 'Can I record the police?' },
        {
          role: 'assistant',
          content: 'ACLU of Illinois v. Alvarez ... Fields v. City of Philadelphia',
        },
      ],
    });
    expect(context.states).toEqual(['TX']);
  });

  it('starts afresh on a new, longer question without follow-up cues', () => {
    const context = resolveQuestion({
      message: 'How do I file a complaint about an officer who was rude to me yesterday?',
      conversationHistory: [{ role: 'user', content: 'I got pulled over for speeding' }],
    });
    expect(context.situations.map((s) => s.id)).toEqual(['complaint-office', 'misconduct']);
    expect(context.inherited).toEqual([]);
  });
});

describe('conversation in Spanish', () => {
  it('answers in the language of the question, whatever the request asked for', () => {
    expect(resolveQuestion({ message: '¿Puedo grabar?', language: 'en' }).language).toBe('es');
    expect(resolveQuestion({ message: 'Can I record?', language: 'es' }).language).toBe('en');
  });

  it('follows the conversation, then the request, when the message does not tell', () => {
    const history = [{ role: 'user' as const, content: '¿Puedo grabar a la policía en Illinois?' }];
    expect(resolveQuestion({ message: 'Texas?', conversationHistory: history }).language).toBe(
      'es',
    );
    expect(resolveQuestion({ message: 'Texas?', language: 'es' }).language).toBe('es');
    expect(resolveQuestion({ message: 'Texas?' }).language).toBe('en');
  });

  it('keeps the earlier situation in "¿Y en Texas?"', () => {
    const context = resolveQuestion({
      message: '¿Y en Texas?',
      state: 'California',
      conversationHistory: [{ role: 'user', content: '¿Puedo grabar a la policía en Illinois?' }],
    });
    expect(context.inherited.map((s) => s.id)).toEqual(['recording']);
    expect(context.states).toEqual(['TX']);
  });

  it.each([
    ['me pararon en la carretera', 'traffic-stop'],
    ['detuvieron el carro de mi hermano', 'traffic-stop'],
    ['me quieren revisar la mochila', 'search'],
    ['me arrestaron y me pusieron las esposas', 'arrest'],
    ['¿puedo filmar a un policía?', 'recording'],
    ['quiero guardar silencio', 'silence'],
    ['vamos a una protesta', 'protest'],
    ['quiero poner una denuncia por mala conducta', 'misconduct'],
    ['¿a qué distancia tengo que estar?', 'interference'],
    ['me detuvieron caminando', 'street-stop'],
  ])('reads the situation in %j', (message, situation) => {
    expect(resolveQuestion({ message }).situations.map((s) => s.id)).toContain(situation);
  });
});

describe('answers', () => {
  it('differs between Illinois and Texas on recording audio', () => {
    const illinois = answerLegalQuestion({ message: 'Can I record police audio?', state: 'IL' });
    const texas = answerLegalQuestion({ message: 'Can I record police audio?', state: 'TX' });
    expect(illinois.summary).toMatch(/^You may record police openly in Illinois, never secretly/);
    expect(illinois.response).toMatch(/it is an all-party consent state/);
    expect(texas.summary).toMatch(/^You may record police in Texas: as a one-party consent state/);
    expect(citationsText(illinois)).toContain('720 ILCS 5/14-1');
    expect(citationsText(texas)).toContain('Tex. Penal Code § 16.02(c)(4)');
    expect(citationsText(texas)).not.toContain('720 ILCS');
  });

  it('compares two states named in one question', () => {
    const answer = answerLegalQuestion({ message: 'Recording police: Illinois vs Texas?' });
    expect(answer.response).toMatch(/Illinois/);
    expect(answer.response).toMatch(/Texas/);
    expect(answer.response).toMatch(/all-party/);
    expect(answer.response).toMatch(/one-party/);
  });

  it('never gives another state’s rules', () => {
    const answer = answerLegalQuestion({ message: 'Why was I pulled over?', state: 'Texas' });
    expect(answer.response).not.toMatch(/California/);
    expect(citationsText(answer)).not.toMatch(/Cal\. /);
  });

  it('says it does not cover a question it cannot place, and where to ask', () => {
    for (const message of ['hello', 'qwerty zzz', '?', 'How do I get a divorce?']) {
      const answer = answerLegalQuestion({ message });
      expect(answer.isCovered, message).toBe(false);
      expect(answer.summary).toMatch(/^That question is not covered by our legal library/);
      expect(answer.response).toMatch(/lawyer referral service/);
      expect(citationsText(answer)).toMatch(/American Bar Association|ACLU/);
      expect(answer.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER);
    }
    const spanish = answerLegalQuestion({ message: '¿Cómo me divorcio de mi esposo?' });
    expect(spanish.summary).toMatch(/^Nuestra biblioteca legal no cubre esa pregunta/);
  });

  it('answers a general question about the police as a police encounter, with citations', () => {
    for (const message of ['What are my rights?', 'The police are here, what do I do?']) {
      const answer = answerLegalQuestion({ message });
      expect(answer.isCovered).toBe(true);
      expect(answer.response).toMatch(/remain silent/);
      expect(answer.citations.length).toBeGreaterThan(0);
      expect(answer.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER);
    }
  });

  it('places an unrecognised question by its best match in the corpus', () => {
    const answer = answerLegalQuestion({ message: 'What does qualified immunity mean?' });
    expect(answer.response).toMatch(/clearly established/);
  });

  it('answers a Spanish question in Spanish, with the same citations as in English', () => {
    const spanish = answerLegalQuestion({
      message: '¿Puedo grabar audio de la policía?',
      state: 'IL',
    });
    const english = answerLegalQuestion({ message: 'Can I record police audio?', state: 'IL' });
    expect(spanish.language).toBe('es');
    expect(spanish.summary).toMatch(/^Puede grabar a la policía en Illinois abiertamente/);
    expect(spanish.response).toMatch(/es un estado de consentimiento de todas las partes/);
    expect(spanish.response).toMatch(/Qué decir:/);
    expect(spanish.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER_ES);
    expect(spanish.response).not.toContain(LEGAL_DISCLAIMER);
    expect(citationsText(spanish)).toContain('720 ILCS 5/14-1');
    const titles = (answer: typeof spanish) => new Set(answer.citations.map((c) => c.title));
    expect([...titles(spanish)].filter((t) => !titles(english).has(t))).toEqual([]);
  });

  it("answers in the request's language a question whose words do not tell", () => {
    const answer = answerLegalQuestion({ message: 'Miranda?', language: 'es' });
    expect(answer.language).toBe('es');
    expect(answer.response).toMatch(/Miranda v. Arizona/);
    expect(answer.response).toMatch(/Qué decir:/);
  });

  it('returns the passages it was composed from, each with sources', () => {
    const answer = answerLegalQuestion({ message: 'Can police search my bag?', state: 'Unknown' });
    expect(answer.passages.length).toBeGreaterThan(0);
    for (const passage of answer.passages) {
      // The first passage is split: its first sentence is the summary, the rest opens More.
      for (const sentence of sentences(passage.text)) expect(answer.response).toContain(sentence);
      expect(passage.sources.length).toBeGreaterThan(0);
    }
  });
});
