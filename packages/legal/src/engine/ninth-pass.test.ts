import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';
import { terms } from './question-words';

/**
 * The classes the ninth pass's opened set (2026-11-28e) fell into, each asked in words of our
 * own (none is in any evaluation set): state tables that lacked the state (checkpoints, phone
 * calls, questioning a child, breath-test refusal), a table row that must lead its state's
 * answer, a state without a row told so, another person's place, being ordered out of the car,
 * typed contractions and Caribbean participles, and subjects outside the library.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('sobriety checkpoints, state by state', () => {
  it('says they are legal where the GHSA table lists them as run', () => {
    const answer = ask(
      'Saw signs for a DUI checkpoint near Omaha tonight. Is that even legal in Nebraska?',
    );
    expect(answer.summary).toMatch(/^Yes: sobriety checkpoints are legal in Nebraska/);
    expect(answer.response).toMatch(/Sitz/);
  });

  it('in Spanish, for the District of Columbia', () => {
    const answer = pregunta('¿Son legales los retenes de alcohol en Washington DC?');
    expect(answer.summary).toMatch(/retenes[^.]*son legales en el Distrito de Columbia/);
  });

  it('a friend from a state that bans them does not make the question about that state', () => {
    const answer = ask(
      'My buddy from Texas says DUI roadblocks are unconstitutional. We are driving near Tucson, Arizona tonight. Are they legal here?',
    );
    expect(answer.states).toEqual(['AZ']);
    expect(answer.summary).toMatch(/legal in Arizona/);
    expect(answer.response).not.toMatch(/Holt v\. State/);
  });
});

describe('phone calls after an arrest', () => {
  it('Nevada: a reasonable number within three hours', () => {
    const answer = ask('My husband was arrested in Reno. How many phone calls can he make?');
    expect(answer.summary).toMatch(/reasonable number/);
    expect(answer.summary).toMatch(/3 hours/);
  });

  it('Massachusetts: within one hour of arriving', () => {
    const answer = ask(
      'They booked my daughter at a Worcester police station. When does she get a phone call?',
    );
    expect(answer.response).toMatch(/within one hour/);
  });

  it('a state without a row is told so, and where to ask', () => {
    const answer = ask('My cousin was arrested in Boise, Idaho. Does he get a phone call?');
    expect(answer.response).toMatch(/does not hold Idaho's own law on phone calls/);
    expect(answer.response).toMatch(/ACLU of Idaho/);
    expect(answer.citations.some((source) => source.states?.includes('IL'))).toBe(false);
  });
});

describe('police questioning a child', () => {
  it('New Mexico: under 13 nothing can be used', () => {
    const answer = ask(
      'Police in Las Cruces want to interview my 11 year old about a broken window. Can what he says be used against him?',
    );
    expect(answer.summary).toMatch(/under 13/);
  });

  it('Iowa: under 16 needs a parent’s written consent to waive a lawyer', () => {
    const answer = ask(
      'Cedar Rapids police arrested my 15 year old and are questioning him. Can he waive his lawyer by himself?',
    );
    expect(answer.summary).toMatch(/under 16/);
    expect(answer.summary).toMatch(/written consent/);
  });

  it('Colorado, in Spanish: a parent present', () => {
    const answer = pregunta(
      'La policía de Aurora, Colorado quiere interrogar a mi hija de 13 años sin mí. ¿Pueden?',
    );
    expect(answer.summary).toMatch(
      /no puede usarse en su contra a menos que estuviera presente su padre/,
    );
  });
});

describe('refusing the breath test', () => {
  it('Virginia: the handheld test is voluntary, the station test costs a year', () => {
    const answer = ask(
      'Pulled over in Richmond VA. Do I have to blow into the portable breath thing?',
    );
    expect(answer.response).toMatch(/preliminary breath test[^.]*voluntary/);
    expect(answer.response).toMatch(/one year/);
  });

  it('North Carolina: 30 minutes to reach a lawyer or witness', () => {
    const answer = ask('Charged with DWI in Durham NC. Can I call a lawyer before I blow?');
    expect(answer.response).toMatch(/30 minutes/);
  });
});

describe('Pennsylvania and Massachusetts rows', () => {
  it('Pennsylvania has no stop-and-identify law, but a false name is a crime', () => {
    const answer = ask(
      'An officer in Allentown asked my name while I was walking. Does Pennsylvania make me give it?',
    );
    expect(answer.response).toMatch(/4914/);
  });

  it('Massachusetts: a judge may order a phone unlocked, on proof beyond a reasonable doubt', () => {
    const answer = ask(
      'Police in Lowell have a warrant for my laptop and phone and want a court to make me unlock the phone. Can they in Massachusetts?',
    );
    expect(answer.summary).toMatch(/beyond a reasonable doubt/);
  });
});

describe('ordered out of a stopped car', () => {
  it('the exit rule leads a question that asks it first', () => {
    const answer = ask(
      'I was riding shotgun when my sister got pulled over. The trooper told me to step out too. Can he make me get out? Also do I have to say where we were headed?',
    );
    expect(answer.summary).toMatch(/Maryland v\. Wilson/);
  });

  it('"havent" typed without its apostrophe is not what is asked', () => {
    const answer = ask(
      'I havent done anything wrong and the officer wants me to get out of my car after a speeding stop, can I refuse?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/Mimms/);
  });
});

describe('words as people type them', () => {
  it('a Caribbean participle reads as the standard one', () => {
    expect(terms('obligao', 'es')).toEqual(terms('obligado', 'es'));
    expect(terms('arrestao', 'es')).toEqual(terms('arrestado', 'es'));
  });

  it('a FOIA request is a public-records request', () => {
    const answer = ask('Can I FOIA the body cam video from my stop in Greenville, South Carolina?');
    expect(answer.isCovered).toBe(true);
  });
});

describe('subjects outside the library', () => {
  it.each([
    'My ex and I are divorcing and the house deed is in her name. What do I get?',
    'The homeowners association in Tampa wants to put a lien on my house over my mailbox. Can they?',
    'I got fired after ten years with no warning. Can I sue?',
  ])('%s', (message) => {
    expect(ask(message).isCovered).toBe(false);
  });

  it('in Spanish: a firing', () => {
    expect(
      pregunta('Me despidieron de la fábrica sin aviso. ¿Me deben pagar algo?').isCovered,
    ).toBe(false);
  });
});
