import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';

/**
 * The classes "cities not mapped, then the wrong state's law" and "the wrong situation",
 * and several-part questions, asked in words of our own: none of these questions is in the
 * development set (src/eval).
 */
const ask = (message: string, state?: string) =>
  answerLegalQuestion({ message, ...(state === undefined ? {} : { state }) });
const cited = (answer: ReturnType<typeof ask>) =>
  answer.citations.map((source) => source.citation).join(' | ');

describe('cities: the state from the city, and only that state’s statutes', () => {
  it('reads Phoenix, Charlotte, Austin, Philly and Nueva York, and cites only their law', () => {
    const phoenix = ask('Phoenix cops stopped me outside a bar and want my name');
    expect(phoenix.states).toEqual(['AZ']);
    expect(cited(phoenix)).toContain('Ariz. Rev. Stat. § 13-2412');
    expect(cited(phoenix)).not.toMatch(/Tex\. |Nev\. Rev\. Stat/);

    expect(
      ask('Charlotte police stopped me walking home, do I need to say my name?').states,
    ).toEqual(['NC']);
    const austin = ask('Austin PD stopped me while jogging, do I have to tell them who I am?');
    expect(austin.summary).toMatch(/^No, not unless you are arrested: in Texas/);
    expect(ask('Cops in Philly want my ID while I wait for the bus').summary).toMatch(
      /Pennsylvania/,
    );
    const nuevaYork = ask('Me paró la policía en Nueva York, ¿tengo que dar mi nombre?');
    expect(nuevaYork.summary).toMatch(/^Si lo detienen legalmente en New York/);
    expect(cited(nuevaYork)).toContain('140.50');
  });

  it('asks which state a shared city name means, and never picks one', () => {
    const columbus = ask('Columbus police stopped me on the sidewalk and want my name');
    expect(columbus.states).toEqual([]);
    expect(columbus.summary).toMatch(/^Is that Columbus in Ohio or Georgia\?/);
    expect(columbus.clarifyingQuestion).toMatch(/Ohio or Georgia/);
    expect(cited(columbus)).not.toMatch(/Ohio Rev\. Code|Ga\. Code/);
    // The app's location settles it when it is one of them.
    expect(
      ask('Columbus police stopped me on the sidewalk and want my name', 'Georgia').states,
    ).toEqual(['GA']);
  });

  it('asks "Which state are you in?" when state law decides and no state is known', () => {
    const answer = ask('Is it a crime to refuse to tell a cop my name?');
    expect(answer.summary.split('\n')[0]).toBe('Which state are you in? The answer depends on it.');
    expect(cited(answer)).not.toMatch(/Nev\. Rev\. Stat|Tex\. Penal Code/);
    const es = ask('¿Es delito no darle mi nombre a un policía?');
    expect(es.summary.split('\n')[0]).toBe('¿En qué estado está? La respuesta depende de eso.');
    // A federal rule needs no state: nothing is asked.
    expect(ask('Can police read my texts without a warrant?').clarifyingQuestion).toBeUndefined();
  });
});

describe('the situation the person is in', () => {
  it('does not open with the driver’s license rule for someone who is not driving', () => {
    for (const message of [
      'I am not driving, I am on foot. Must I show ID to the officer?',
      'I was walking my dog and a deputy asked for identification in Denver',
    ]) {
      const answer = ask(message);
      expect(answer.summary, message).not.toMatch(/driver|license, registration/i);
      expect(answer.response, message).not.toMatch(/If you are the driver/);
    }
  });

  it('answers a passenger with the passenger rule and the state’s law, a driver with the license', () => {
    const passenger = ask(
      "I wasn't the one driving, I was in the passenger seat. Do I have to hand over ID in Tulsa?",
    );
    expect(passenger.summary).toMatch(/^An officer may ask a passenger for ID/);
    expect(passenger.states).toEqual(['OK']);
    const driver = ask('A trooper pulled me over on the interstate and wants my ID');
    expect(driver.summary).toMatch(/license, registration and proof of insurance/);
    expect(driver.clarifyingQuestion).toBeUndefined();
  });

  it('gives a citizen the citizen’s rule, and a non-citizen the carry rule', () => {
    const citizen = ask("I was born in Ohio, I'm a US citizen. Must I carry papers to prove it?");
    expect(citizen.summary).toMatch(/^If you are a U\.S\. citizen, no federal law makes you carry/);
    expect(citizen.response).not.toMatch(/green card or other registration document/);
    expect(ask('Soy ciudadana, ¿tengo que llevar el pasaporte conmigo?').summary).toMatch(
      /^Si usted es ciudadano estadounidense, ninguna ley federal le obliga/,
    );
    const resident = ask("I'm not a citizen, I have a work visa. Do I need my papers on me?");
    expect(resident.response).toMatch(/18 or older, federal law requires you to carry/);
    expect(resident.response).not.toMatch(/no federal law makes you carry proof of citizenship/);
  });

  it('answers "take my phone to watch my videos" with phone-search law, not recording consent', () => {
    const answer = ask('Can an officer grab my phone and go through my videos?');
    expect(cited(answer)).toMatch(/531 U\.S\. 326|573 U\.S\. 373/);
    expect(answer.response).not.toMatch(/consent (state|to record)|all-party/i);
    expect(answer.summary).toMatch(/I do not consent to a search of my phone/);
  });

  it('answers a householder at the door, in Spanish too', () => {
    expect(ask('¿Tengo que abrirle la puerta a la policía si toca de noche?').summary).toMatch(
      /^No tiene que abrir la puerta/,
    );
    // Filming an immigration agent is a recording question: its state is asked for.
    expect(ask('¿Puedo grabar con el teléfono a un agente de ICE?').clarifyingQuestion).toBe(
      '¿En qué estado está? La respuesta depende de eso.',
    );
  });

  it('answers a bystander filming with recording rules and a recording script', () => {
    const answer = ask('Police stopped a man across the street from me in Tucson. Can I film it?');
    expect(answer.states).toEqual(['AZ']);
    expect(answer.response).toMatch(/record/);
    expect(answer.response).not.toMatch(/If you are the driver/);
  });
});

describe('what is asked, not what merely shares its words', () => {
  it('answers the question asked, with the setting only as its setting', () => {
    expect(ask('Do I have to consent to a search of my bag at a traffic stop?').summary).toMatch(
      /^You have the right to say no to a search/,
    );
    expect(ask('Must I get out of the car if I am only a passenger?').summary).toMatch(
      /order the driver \(Pennsylvania v\. Mimms\) and the passengers \(Maryland v\. Wilson\)/,
    );
    const raid = ask('Can I film an ICE raid on my block in Chicago?');
    expect(raid.summary).toMatch(/^You may record police openly in Illinois/);
    const blood = ask('Can police take my blood without a warrant after a crash?');
    expect(blood.response).toMatch(/Birchfield/);
    expect(blood.response).not.toMatch(/McArthur/);
    expect(ask('Can police stop me for having a broken taillight?').summary).toMatch(
      /reasonable suspicion of a traffic violation/,
    );
  });
});

describe('several-part questions', () => {
  it('answers each part in the first lines, with a script for each', () => {
    const answer = ask('Must I give my name in Omaha? And can they look in my bag?');
    const [first, second] = answer.summary.split('\n\n');
    expect(first).toMatch(/Nebraska/);
    expect(second).toMatch(/say no to a search/);
    expect(answer.summary).toMatch(/I do not consent to any searches/);
  });

  it('answers the part it covers and says which part it does not', () => {
    const answer = ask('Can they search my trunk? And how do I get my record expunged?');
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/Our sources do not cover “how do I get my record expunged”/);
  });
});
