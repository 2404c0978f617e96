import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';
import { statesInText } from './states';

/**
 * The classes the tenth pass's opened set (2026-11-29) fell into, each asked in words of our
 * own (none is in any evaluation set): state tables grown (a gun at a stop, time before a judge,
 * breath-test refusal), rules every state needed (a sidewalk permit, a noncitizen's plea, a
 * pretext stop, a street pat-down), places typed as people type them, plain words of asking
 * that made a question "uncovered", Spanish readings, and subjects outside the library.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('telling an officer about a gun, state by state', () => {
  it('a state where one must say so at once', () => {
    const answer = ask(
      'Got my carry license in Little Rock, Arkansas. If a trooper pulls me over do I have to tell him about my pistol?',
    );
    expect(answer.summary).toMatch(/^In Arkansas a person carrying a concealed handgun must tell/);
    expect(answer.response).toMatch(/statute was not read/);
  });

  it('a state where one says so when asked, in Spanish', () => {
    const answer = pregunta(
      'Tengo permiso de portar en Tampa, Florida. ¿Tengo que avisarle al policía que traigo pistola si me para?',
    );
    expect(answer.summary).toMatch(/cuando el oficial se lo pregunte/);
  });

  it('"do I have to answer" about a gun is the same question', () => {
    const answer = ask(
      'A deputy near Eugene, Oregon asked if I had any guns in the car. Do I have to answer?',
    );
    expect(answer.summary).toMatch(/^In Oregon you need not tell an officer first/);
  });

  it('a state without a row gets the safe way and is told so', () => {
    const answer = ask('Do I have to tell a cop in Reno, Nevada that I have a gun in the car?');
    expect(answer.response).toMatch(/does not hold Nevada's own law on telling an officer/);
  });
});

describe('how soon a judge sees someone arrested', () => {
  it('Minnesota does not count the day of arrest, Sundays or holidays', () => {
    const answer = ask(
      'They picked up my brother in St. Cloud, MN on Saturday night with no warrant. How long till he sees a judge?',
    );
    expect(answer.summary).toMatch(/36 hours/);
    expect(answer.summary).toMatch(/Sundays/);
  });

  it('"how long can they keep him without charges" is the same question (Missouri: 24 hours)', () => {
    const answer = ask(
      'They took my uncle in from St. Louis on Tuesday. How long can they keep him without charges?',
    );
    expect(answer.summary).toMatch(/24 hours/);
  });

  it('"see a magistrate" is the same question (Texas: 48 hours)', () => {
    const answer = ask('How soon after an arrest in Lubbock do you see a magistrate?');
    expect(answer.summary).toMatch(/48 hours/);
  });

  it('Florida: a first appearance within 24 hours, with the public defender there', () => {
    const answer = ask(
      'My son got arrested in Gainesville FL last night. When will he go before a judge?',
    );
    expect(answer.summary).toMatch(/24 hours/);
    expect(answer.summary).toMatch(/public defender/);
  });
});

describe('refusing the breath test, more states', () => {
  it('Pennsylvania: 12 months from PennDOT', () => {
    const answer = ask(
      'Arrested for DUI in Allentown, Pennsylvania and I refused the breathalyzer. How long do I lose my license?',
    );
    expect(answer.summary).toMatch(/12 months/);
  });

  it('Massachusetts: 180 days, and the refusal is kept from the jury', () => {
    const answer = ask(
      'If I say no to the breath test after an OUI arrest in Lowell MA, what happens to my license?',
    );
    expect(answer.summary).toMatch(/180 days/);
    expect(answer.summary).toMatch(/cannot be used against you at trial/);
  });
  it('"how long will my license be gone" is the refusal question, Utah: 18 months', () => {
    const answer = ask(
      'I refused the breathalyzer after a DUI arrest in Ogden, Utah. How long will my license be gone?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/18 months/);
  });
});

describe('rules every state needed', () => {
  it('signs on a sidewalk need no permit, but the sidewalk stays open', () => {
    const answer = ask(
      'Six of us want to stand on the sidewalk in front of city hall in Provo with signs. Do we need a permit?',
    );
    expect(answer.summary).toMatch(/do not need a permit/);
    expect(answer.response).toMatch(/Do not block the sidewalk/);
  });

  it('flyers, and "permission" for "permit"', () => {
    const answer = ask(
      'Can three of us pass out flyers on the public sidewalk downtown in Spokane, or do we need permission first?',
    );
    expect(answer.summary).toMatch(/do not need a permit/);
  });

  it('a permit for a march is the same question in Spanish', () => {
    const answer = pregunta(
      '¿Necesitamos permiso para protestar con pancartas en la acera frente al ayuntamiento de Yakima?',
    );
    expect(answer.summary).toMatch(/No necesita permiso/);
  });

  it('a plea offered to a green card holder: the lawyer must warn of deportation', () => {
    const answer = ask(
      'I have a green card and the prosecutor in Tulsa is offering a plea deal for a shoplifting charge. Could it get me deported?',
    );
    expect(answer.summary).toMatch(/Padilla v\. Kentucky/);
    expect(answer.isCovered).toBe(true);
  });

  it('a plea after a DUI arrest, in Spanish, is still Padilla', () => {
    const answer = pregunta(
      'A mi hermano con mica lo arrestaron por manejar tomado en Fresno y el defensor quiere que se declare culpable. ¿Le afecta la residencia?',
    );
    expect(answer.summary).toMatch(/Padilla v\. Kentucky/);
  });

  it('a stop for a cracked taillight that was really about the car leads with Whren', () => {
    const answer = ask(
      'Got pulled over in Macon for a cracked tail light but I think they really wanted to search. Is that allowed?',
    );
    expect(answer.summary).toMatch(
      /^Police need at least reasonable suspicion of a traffic violation/,
    );
    expect(answer.response).toMatch(/other motives do not make the stop illegal/);
  });

  it('a street pat-down leads with Terry, not a workplace', () => {
    const answer = ask(
      'Officers frisked me and my cousin outside a corner store in Newark and said that is how it works around here. Can they?',
    );
    expect(answer.summary).toMatch(/armed and dangerous/);
    expect(answer.response).not.toMatch(/workplace/);
  });
});

describe('a state row reached in other words', () => {
  it('New Jersey: asked to search after a stop leads with Carty', () => {
    const answer = ask(
      'Trooper in Trenton NJ stopped me for speeding and asked if he could search my trunk. Can he even ask?',
    );
    expect(answer.summary).toMatch(/^In New Jersey an officer who stops a car may not even ask/);
  });

  it('"la cámara del policía" is body-camera video, in Spanish', () => {
    const answer = pregunta(
      '¿Cómo consigo el video de la cámara del policía que me paró en Savannah, Georgia?',
    );
    expect(answer.summary).toMatch(/^En Georgia, el video de la cámara corporal/);
  });

  it('"sin ver al juez" is the time before a judge, in Spanish', () => {
    const answer = pregunta(
      'Me arrestaron en Saint Paul, Minnesota. ¿Cuánto tiempo me pueden tener sin ver al juez?',
    );
    expect(answer.summary).toMatch(/36 horas/);
  });
});

describe("the police car's dash camera", () => {
  it("is the body-camera question; one's own dash cam is not", () => {
    const police = ask(
      'Can the police in Dayton, Ohio refuse to give me the dashcam video of my stop?',
    );
    expect(police.summary).toMatch(
      /^In Ohio, body-camera and dash-camera video is a public record/,
    );
    const own = ask('My dash cam recorded my stop in Akron, Ohio. Can I post it?');
    expect(own.summary).not.toMatch(/body-camera/);
  });
});

describe('places typed as people type them', () => {
  it('a town before its state code, with a comma after', () => {
    expect(statesInText('ocala fl, my dad got stopped')).toEqual(['FL']);
    expect(statesInText('east orange nj on the parkway')).toEqual(['NJ']);
  });

  it('a town before its state written out, and a saint without its period', () => {
    expect(statesInText('im in kearney nebraska right now')).toEqual(['NE']);
    expect(statesInText('st george utah deputies')).toEqual(['UT']);
  });

  it('a smaller place in lower case after a place word', () => {
    expect(statesInText('got stopped in rehoboth beach last night')).toEqual(['DE']);
    expect(statesInText('me pararon en pico rivera')).toEqual(['CA']);
  });

  it('a quarter named for a state is a place in its city', () => {
    expect(statesInText('a bar in the oregon district in dayton')).toEqual(['OH']);
  });
});

describe('reading what is asked', () => {
  it('a birthday asked is identification, not birthplace', () => {
    const answer = ask(
      'A cop in Toledo stopped me and asked for my name and birthday. Do I have to give them?',
    );
    expect(answer.summary).toMatch(/^Yes, if you are lawfully detained: in Ohio/);
  });

  it('"is that legit" and "stay quiet" do not make a name question uncovered', () => {
    const answer = ask(
      'Provo Utah, a deputy wants my name and DOB at the park. Is that legit or can I just stay quiet?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/Utah/);
  });

  it('a quoted question in another language is what someone said, not what is asked', () => {
    const answer = pregunta(
      'Un policía en Fort Wayne, Indiana me dijo "where are you from?". ¿Tengo que contestarle?',
    );
    expect(answer.isCovered).toBe(true);
  });

  it('a passenger told to get out, in Spanish, leads with Wilson', () => {
    const answer = pregunta(
      'Iba de pasajero en Orlando y el oficial me ordenó que me bajara de la troca. ¿Me puedo quedar adentro?',
    );
    expect(answer.summary).toMatch(/Maryland v\. Wilson/);
  });

  it('a Texas name after arrest never reads as a duty to give it before', () => {
    const answer = ask(
      'In El Paso a cop stopped me walking and said give me your name. Do I have to?',
    );
    expect(answer.summary).not.toMatch(/you must give your name/);
    expect(answer.summary).toMatch(/begins only after a lawful arrest/);
  });
});

describe('where one films from is a circumstance', () => {
  it('"in my neighborhood ... from my yard" is still the recording question', () => {
    const answer = ask('Can I record the cops in my neighborhood in Toledo from my yard?');
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/record police in Ohio/);
  });
});

describe('subjects outside the library', () => {
  it('a notice to pay rent or leave', () => {
    expect(ask('My landlord in Hilo left a 10 day notice to pay or quit. Can he?').isCovered).toBe(
      false,
    );
  });

  it('a debt collector threatening arrest', () => {
    expect(
      ask('A debt collector says I will be arrested in Anchorage if I do not pay. True?').isCovered,
    ).toBe(false);
  });

  it('child support, in Spanish', () => {
    expect(pregunta('¿Cómo cobro la manutención de mis hijos en Charleston?').isCovered).toBe(
      false,
    );
  });
});
