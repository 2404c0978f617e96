import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';
import { statesInText } from './states';

/**
 * The classes the eighth pass's opened set (2026-11-28d) fell into, each asked in words of our
 * own (none is in any evaluation set): a passenger's pat-down, a roommate's yes against one's
 * no, welfare checks, a car by the house, a phone taken at arrest and a court order to unlock
 * one, a minor's lawyer, two-hour detentions, filming from a distance, help after an immigration
 * arrest, licenses and checkpoints, and subjects outside the library.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('a passenger patted down', () => {
  it('needs suspicion that the passenger is armed and dangerous', () => {
    const answer = ask(
      'We got stopped in Tulsa for rolling a stop sign. I was in the passenger seat and the officer frisked me too. Is that allowed?',
    );
    expect(answer.summary).toMatch(/Arizona v\. Johnson/);
    expect(answer.summary).toMatch(/armed and dangerous/);
  });

  it('in Spanish', () => {
    const answer = pregunta(
      'Yo venía de pasajera cuando pararon a mi primo en Omaha y el agente me cacheó. ¿Se puede?',
    );
    expect(answer.summary).toMatch(/armada y es peligrosa/);
  });
});

describe('one resident says yes, another standing there says no', () => {
  it('lets the present objector’s no win', () => {
    const answer = ask(
      'Police knocked in Durham NC. My boyfriend told them sure, come look, but I was right there saying no. Could they search?',
    );
    expect(answer.summary).toMatch(/Georgia v\. Randolph/);
    expect(answer.summary).toMatch(/warrant/);
  });

  it('in Spanish, with a relative by marriage', () => {
    const answer = pregunta(
      'Mi cuñado les dijo que pasaran, pero yo estaba ahí diciéndoles que no. ¿Podían revisar la casa?',
    );
    expect(answer.summary).toMatch(/presente y se niega/);
  });
});

describe('welfare checks and the home', () => {
  it('answers a search after the person left with Caniglia', () => {
    const answer = ask(
      'After a wellness check the medics took my uncle to the hospital, then the officers walked into his house and took his rifles. No warrant. Legal?',
    );
    expect(answer.response).toMatch(/Caniglia/);
    expect(answer.response).toMatch(/warrant/);
  });
});

describe('a car parked by the house', () => {
  it('is curtilage, in Spanish', () => {
    const answer = pregunta(
      'El sheriff entró a la cochera pegada a mi casa y se puso a revisar la camioneta sin orden. ¿Puede?',
    );
    expect(answer.summary).toMatch(/Collins v\. Virginia/);
  });
});

describe('phones', () => {
  it('answers a phone taken at someone else’s arrest with Riley', () => {
    const answer = ask(
      'cops arrested my cousin and kept her phone. can they scroll thru it without a warrant',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.response).toMatch(/Riley/);
  });

  it('gives Indiana’s rule against a forced unlock, and New Jersey’s order to give a passcode', () => {
    expect(
      ask('An Indianapolis detective says a judge will make me unlock my phone.').summary,
    ).toMatch(/Seo v\. State/);
    expect(
      ask('A Trenton, New Jersey judge ordered me to hand over my phone passcode. Can they?')
        .summary,
    ).toMatch(/foregone conclusion/);
  });

  it('does not give New Jersey’s passcode rule to a search question about something else', () => {
    const answer = ask('Jersey City NJ police smelled weed and searched my car. Was that legal?');
    expect(answer.summary).not.toMatch(/passcode/);
  });
});

describe('minors', () => {
  it('gives Washington’s lawyer before a minor agrees to a search', () => {
    const answer = ask(
      'A Spokane WA officer asked my 14 year old if he could look in her purse and she said yes.',
    );
    expect(answer.summary).toMatch(/13\.40\.740/);
  });

  it('keeps a minor named earlier in the conversation', () => {
    const answer = answerLegalQuestion({
      message: '¿la pueden interrogar sin un abogado?',
      conversationHistory: [
        { role: 'user', content: 'vivo en Annapolis, Maryland y detuvieron a mi hija de 16 años' },
        { role: 'assistant', content: 'Lo siento. ¿Qué quiere saber?' },
      ],
    });
    expect(answer.summary).toMatch(/3-8A-14\.2/);
  });
});

describe('two-hour detentions', () => {
  it('gives Rhode Island’s two hours to someone who would not say where they were going', () => {
    const answer = ask(
      'Walking home in Pawtucket RI an officer asked where I was headed and I said that is my business. What can he do?',
    );
    expect(answer.summary).toMatch(/two hours/);
  });

  it('gives Delaware’s, in Spanish, with the state from the conversation', () => {
    const answer = answerLegalQuestion({
      message: '¿y si no le explico a dónde iba?',
      conversationHistory: [{ role: 'user', content: 'un policía me paró en Dover, Delaware' }],
    });
    expect(answer.summary).toMatch(/dos horas/);
  });
});

describe('filming police', () => {
  it('opens with the right to record in Massachusetts before the ban on secret recording', () => {
    const answer = ask('Can I film the police in Worcester with audio on?');
    expect(answer.summary.split('\n')[0]).toMatch(/You may record police openly in Massachusetts/);
  });

  it('speaks of interference to someone filming from across the street, not of a DUI', () => {
    const answer = ask(
      'I was filming a DUI arrest in Boise from the far sidewalk and an officer blocked my camera. I was not in his way.',
    );
    expect(answer.response).toMatch(/interfer/i);
    expect(answer.summary).not.toMatch(/blood/);
  });

  it('reads “id get locked up” as “I’d”, not as ID', () => {
    const answer = ask(
      'Filming an arrest in Scranton PA, the cop said id get locked up if I kept recording. Was I breaking the law?',
    );
    expect(answer.summary).toMatch(/record/);
    expect(answer.summary).not.toMatch(/give your name/);
  });
});

describe('after or before an immigration arrest', () => {
  it('points to the detainee locator', () => {
    const answer = ask('ICE took my brother in Phoenix and no one will tell us where he is.');
    expect(answer.summary).toMatch(/locator\.ice\.gov/);
    expect(answer.summary).toMatch(/A-number/);
  });

  it('says no lawyer is appointed in immigration court, in Spanish', () => {
    const answer = pregunta('¿En la corte de inmigración me ponen un abogado gratis?');
    expect(answer.summary).toMatch(/sin costo para el gobierno/);
  });

  it('explains expedited removal and the two years', () => {
    const answer = ask('Can ICE deport me without a hearing if I arrived last year?');
    expect(answer.summary).toMatch(/expedited removal/);
    expect(answer.summary).toMatch(/two years/);
  });

  it('says churches are no longer off-limits by policy', () => {
    const answer = ask('Will ICE stay away from our church in Houston?');
    expect(answer.summary).toMatch(/rescinded/);
  });

  it('gives California’s 72-hour notice of an I-9 inspection', () => {
    const answer = ask(
      'Our boss in Fresno got an ICE notice of inspection for I-9s. Must he tell us?',
    );
    expect(answer.summary).toMatch(/72 hours/);
  });

  it('gives New York’s Green Light Law on DMV records', () => {
    const answer = ask('Does the DMV in Buffalo NY share my license data with ICE?');
    expect(answer.summary).toMatch(/judicial warrant/);
  });

  it('answers agents at a parked car asking where one is from', () => {
    const answer = ask(
      'ICE officers tapped on my car window in a parking lot and asked where I am from. Must I answer?',
    );
    expect(answer.summary).toMatch(/remain silent/);
  });
});

describe('licenses and checkpoints', () => {
  it('gives Alabama’s rule for a valid license left at home', () => {
    const answer = ask(
      'Mobile AL cop ticketed me because I forgot my license at home. It is valid.',
    );
    expect(answer.summary).toMatch(/32-6-9/);
  });

  it('gives California’s no-impound rule for an unlicensed driver at a checkpoint', () => {
    const answer = ask('Will they impound my car at a checkpoint in Fresno if I have no license?');
    expect(answer.summary).toMatch(/2814\.2/);
  });
});

describe('places and words as people type them', () => {
  it('lets a lower-case state code after a city decide the state', () => {
    expect(statesInText('stopped in gainesville ga on friday')).toEqual(['GA']);
    expect(statesInText('a cop in silver spring')).toEqual(['MD']);
  });
});

describe('subjects outside the library', () => {
  it.each([
    'My manager owes me two months of overtime and threatens to fire me. What do I do?',
    'The body shop kept my truck until I pay extra. Can I sue?',
    'My neighbor put his shed onto my property. Must I go to court?',
  ])('says it does not cover "%s"', (message) => {
    expect(ask(message).isCovered).toBe(false);
  });

  it('in Spanish, an unpaid contractor', () => {
    expect(pregunta('El contratista no me quiere pagar la semana. ¿Qué hago?').isCovered).toBe(
      false,
    );
  });
});
