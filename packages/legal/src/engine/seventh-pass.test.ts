import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';
import { statesInText } from './states';

/**
 * The classes the seventh pass's opened set (2026-11-28c) fell into, each asked in words of our
 * own (none is in any evaluation set): local police asking about status, ICE at a courthouse,
 * cities' complaint offices, more states' body-camera and phone-call rows, California's roadside
 * breath test, Oregon's rule on lying to a minor, places typed in lower case, questions typed
 * without a question mark, and subjects outside the library named anywhere in a message.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('local police asking about immigration status', () => {
  it('opens with the state’s law that forbids the question, and says one need not answer', () => {
    const answer = ask(
      'A Portland cop stopped my neighbor for a broken headlight and then asked what country she is from. Are Oregon police allowed to ask?',
    );
    expect(answer.summary).toMatch(/181A\.823/);
    expect(answer.summary).toMatch(/may not ask/);
    expect(answer.response).toMatch(/do not have to answer/);
  });

  it('gives Illinois’ TRUST Act in Spanish', () => {
    const answer = pregunta(
      'En Peoria Illinois un policía me preguntó si tengo papeles cuando me paró por exceso de velocidad. ¿Puede preguntar eso?',
    );
    expect(answer.summary).toMatch(/805\/15/);
    expect(answer.summary).toMatch(/no puede preguntar/);
  });

  it('gives the general rule where the state has no such law, without another state’s', () => {
    const answer = ask(
      'In Birmingham, Alabama, a deputy asked my brother where he was born. Does he have to answer?',
    );
    expect(answer.summary).toMatch(/you do not have to answer/i);
    expect(answer.citations.some((s) => /7284|805\/15|181A|10\.93/.test(s.citation))).toBe(false);
  });
});

describe('ICE at a courthouse', () => {
  it('answers New York’s court-date question with the Protect Our Courts Act', () => {
    const answer = ask(
      'I have a hearing at the Bronx criminal court next month and I am undocumented. Could ICE pick me up there?',
    );
    expect(answer.summary).toMatch(/Civil Rights Law § 28/);
    expect(answer.summary).toMatch(/judicial warrant/);
  });
});

describe('where to complain about an officer', () => {
  it('names the city’s civilian office and who may use it', () => {
    const answer = ask(
      'A Seattle officer laughed at my sister when she reported a theft. Can she file a complaint without her name on it?',
    );
    expect(answer.summary).toMatch(/Office of Police Accountability/);
    expect(answer.summary).toMatch(/anonymously/);
  });

  it('gives Denver’s 60 days, in Spanish', () => {
    const answer = pregunta(
      'Un alguacil de la cárcel de Denver insultó a mi primo. ¿Dónde pongo una queja y hasta cuándo tengo?',
    );
    expect(answer.summary).toMatch(/Independent Monitor/);
    expect(answer.summary).toMatch(/60 días/);
  });

  it('reads a question typed without a question mark', () => {
    const answer = ask(
      'philadelphia officer pushed me off my bike on spring garden. where do i report him so the police do not just clear themselves',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/Citizens Police Oversight Commission/);
  });

  it('does not give one city’s office to a question that names only the state', () => {
    const answer = ask('How do I file a complaint against a California police officer?');
    expect(answer.summary).not.toMatch(/Department of Police Accountability/);
  });
});

describe('more states’ rows: body cameras and phone calls', () => {
  it('says North Carolina’s recordings are not public records', () => {
    const answer = ask('How do I get the dashcam and body cam video from my arrest in Greensboro?');
    expect(answer.summary).toMatch(/not public records/);
    expect(answer.summary).toMatch(/court order/);
  });

  it('lists what a Texas request must name', () => {
    const answer = ask(
      'Austin police tased my husband. What has to go in a request for the body camera footage?',
    );
    expect(answer.summary).toMatch(/specific location/);
  });

  it('gives Illinois’ three calls within three hours, asked in Spanish', () => {
    const answer = pregunta(
      'Detuvieron a mi hijo en Springfield, Illinois. ¿Cuántas llamadas puede hacer?',
    );
    expect(answer.summary).toMatch(/3 llamadas/);
    expect(answer.summary).toMatch(/3 horas/);
  });
});

describe('California’s roadside breath test', () => {
  it('says the handheld test may be refused by an adult not on probation', () => {
    const answer = ask(
      'In San Diego a deputy held out a little breath device at the roadside. I am 45 and not on probation. Do I have to blow?',
    );
    expect(answer.summary).toMatch(/may refuse/);
    expect(answer.summary).not.toMatch(/probationer whose conditions/);
  });
});

describe('lying to a minor in Oregon', () => {
  it('says the statement is presumed involuntary', () => {
    const answer = ask(
      'Gresham detectives told my 16 yr old that his DNA was on the bike. It was a bluff. Can they use what he said?',
    );
    expect(answer.summary).toMatch(/133\.403/);
  });
});

describe('places as people type them', () => {
  it('reads a city before its state’s code in lower case, and a state-named street as a street', () => {
    expect(statesInText('stopped in dodge city ks last night')).toEqual(['KS']);
    expect(statesInText('reno pd stopped me on virginia st')).toEqual(['NV']);
    // After an article a word-like name stays a word: "a mesa police car" is no city.
    expect(statesInText('a mesa police car followed me')).toEqual([]);
    expect(statesInText('toledo cops took my id')).toEqual(['OH']);
    expect(statesInText('an sf police officer yelled at me')).toEqual(['CA']);
  });

  it('answers a name question whose hour and street are only circumstances', () => {
    const answer = ask(
      'omaha ne, 1am outside a gas station on dodge st, cops asked my name and where i live. do i have to say',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.states).toEqual(['NE']);
  });
});

describe('subjects outside the library', () => {
  it('says so first when a landlord’s repairs or an insurer’s offer is what is asked', () => {
    for (const message of [
      'My landlord in Tacoma will not repair the broken window and keeps the security deposit. Can he?',
      'Somebody rear-ended me in Tulsa and the insurance adjuster offered $900. Is that fair?',
    ]) {
      expect(ask(message).summary).toMatch(/^That question is not covered/);
    }
    const answer = pregunta('Me lastimé la espalda en el trabajo y mi jefe no me quiere pagar.');
    expect(answer.isCovered).toBe(false);
  });
});

describe('the direct answer first', () => {
  it('says one may record openly in an all-party state, and that the door may stay shut to ICE', () => {
    const recording = ask(
      'Can I record a Seattle cop with audio during a stop? Washington is two-party, right?',
    );
    expect(recording.summary).toMatch(/^You may record police openly in Washington/);
    const door = pregunta(
      'Agentes de inmigración tocan en mi casa en Phoenix con una orden de deportación. ¿Les abro?',
    );
    expect(door.summary).toMatch(/No tiene que abrir la puerta/);
  });

  it('reads a false name already given as the identification question', () => {
    const answer = answerLegalQuestion({
      message: 'my cousin told them a made up name because he panicked. how bad is that?',
      conversationHistory: [
        { role: 'user', content: 'Dallas police held my cousin outside a store' },
      ],
    });
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/38\.02/);
  });
});

describe('state laws that answer what the table does not', () => {
  it('says refusing a name in Louisiana is charged as resisting an officer', () => {
    const answer = pregunta(
      'A mi primo lo tiene detenido la policía de Baton Rouge y no quiere dar su nombre. ¿Lo pueden llevar a la cárcel por eso?',
    );
    expect(answer.response).toMatch(/14:108/);
    expect(answer.summary).not.toMatch(/número de placa/);
  });

  it('gives New York’s right to keep a recording when an officer takes the phone', () => {
    const answer = ask(
      'An NYPD officer in Queens snatched my phone while I was filming a stop and kept it. Is that allowed?',
    );
    expect(answer.summary).toMatch(/79-p/);
  });
});

describe('a school asking for papers', () => {
  it('answers with Plyler v. Doe, in both languages, not with the rights at a stop', () => {
    const answer = ask(
      'The elementary school in Tucson wants my green card before they register my son. Can they turn him away?',
    );
    expect(answer.summary).toMatch(/Plyler v\. Doe/);
    expect(answer.summary).not.toMatch(/remain silent/);
    const respuesta = pregunta(
      'En Yakima la escuela no quiere inscribir a mi hija porque no tenemos papeles. ¿Es legal?',
    );
    expect(respuesta.summary).toMatch(/educación pública gratuita/);
  });
});

describe('a question in several parts', () => {
  it('does not call "not covered" a part the answer’s own rule already speaks to', () => {
    const answer = ask(
      'eugene oregon. a trooper asked my wife if she has papers and where she was born. can oregon police ask that? does she have to answer',
    );
    expect(answer.summary).toMatch(/181A\.823/);
    expect(answer.summary).not.toMatch(/Our sources do not cover/);
  });
});

describe('more rows and words, from the same classes', () => {
  it('gives New Jersey’s rule on ICE interviews in jail', () => {
    const answer = ask(
      'My brother is locked up in Newark on a drug charge and ICE wants to interview him in the county jail. Can they?',
    );
    expect(answer.summary).toMatch(/2018-6/);
    expect(answer.summary).toMatch(/written consent/);
  });

  it('settles a city two states share by the code typed after it, and reads "agarrar"', () => {
    expect(statesInText('rochester mn cops stopped me')).toEqual(['MN']);
    const answer = pregunta(
      'Tengo corte en Queens, Nueva York, el mes que viene. ¿Me puede agarrar ICE ahí?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/Civil Rights Law § 28/);
  });
});

describe('telling an officer one is armed', () => {
  it('gives Minnesota’s when-asked rule and its permit and ID', () => {
    const answer = ask(
      'Duluth mn. I have my permit and carry concealed. If a deputy pulls me over do I have to announce that I am armed?',
    );
    expect(answer.summary).toMatch(/624\.714/);
    expect(answer.summary).toMatch(/when the officer asks/);
  });
});

describe('a passenger asking to fight the stop', () => {
  it('answers with Brendlin, not "not covered"', () => {
    const answer = ask(
      'My girlfriend was driving in Fresno and I sat in the passenger seat when cops stopped the car for no reason and found pills in my bag. Can I contest the stop tho?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.response).toMatch(/Brendlin/);
  });
});

describe('Alaska’s carrying row', () => {
  it('adds that the officer may secure the gun for the contact', () => {
    const answer = ask(
      'In Fairbanks, Alaska, a trooper is walking up to my truck and I have a revolver in my coat. Do I tell him?',
    );
    expect(answer.response).toMatch(/secure the gun/);
  });
});
