import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';
import { resolveQuestion } from './conversation';

/**
 * The classes an opened set's failures fell into, each asked in words of our own (none is in any
 * evaluation set): Spanish verbs with pronouns joined on and everyday fillers, police knocking to
 * "talk", workplace raids, papers to sign, a phone to unlock, a name asked for, the two-hour
 * holds, the cities' own complaint offices, a town's name inside a square's, the Border Patrol's
 * checkpoints, a stop held for a dog, a car searched after an arrest, and a refused breath test.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('Spanish as people write it', () => {
  it('reads a verb with its pronouns joined on ("abrirles") as the verb', () => {
    const answer = pregunta(
      'Los de migración están tocando en Houston y dicen que traen papeles. ¿Tengo que abrirles?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/orden judicial/);
  });

  it('does not count "¿hice bien?" as a question of its own', () => {
    const answer = pregunta(
      'En Phoenix la policía vino a buscar a mi hermano sin orden y no los dejé entrar. ¿Hice bien?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/^Sin una orden judicial, la policía no puede entrar/);
  });
});

describe('police at the door to talk', () => {
  it('answers with the door rule, not the rules about a warrant they might have', () => {
    const answer = ask(
      'Two detectives in Boise knocked and said they only want to talk about my roommate. Do I have to open the door?',
    );
    expect(answer.summary).toMatch(/^You do not have to open the door/);
    const spanish = pregunta(
      'En Salem, Oregon, dos policías tocaron y quieren platicar sobre mi vecino. ¿Tengo que salir?',
    );
    expect(spanish.summary).toMatch(/^No tiene que abrir la puerta/);
  });
});

describe('a raid at work', () => {
  it('is about the workers’ rights, not a no-knock warrant at a home', () => {
    const answer = ask('ICE did a raid at the factory where I work in Omaha. Do I have to answer?');
    expect(answer.response).not.toMatch(/knock, say they are police/);
    expect(answer.response).toMatch(/remain silent/);
    const spanish = pregunta(
      'Hubo una redada en la empacadora donde trabaja mi hermana en Kansas. ¿Tiene que firmar algo?',
    );
    expect(spanish.response).not.toMatch(/tocar a la puerta, identificarse/);
    expect(spanish.response).toMatch(/No firme ningún papel antes de que un abogado lo lea/);
  });

  it('says not to sign papers before a lawyer has read them', () => {
    const answer = ask('Immigration agents in Atlanta want me to sign some forms. Should I?');
    expect(answer.response).toMatch(/Do not sign any paper before a lawyer has read it with you/);
  });
});

describe('a phone an officer wants unlocked', () => {
  it('says a search needs a warrant and that the asking is asking for consent', () => {
    const answer = ask('A cop in Tulsa told me to unlock my phone and hand it over. Must I?');
    expect(answer.summary).toMatch(/need a warrant to search what is on your phone/);
    expect(answer.summary).toMatch(/you may say no/);
  });
});

describe('a name asked for', () => {
  it('is the identification question, in English and in Spanish', () => {
    const answer = ask('Walking in Topeka, Kansas a cop asked my name and address. Do I have to?');
    expect(answer.response).toMatch(/22-2402/);
    const spanish = pregunta(
      'En Lincoln, Nebraska un policía me pidió nombre y dirección. ¿Es ley?',
    );
    expect(spanish.response).toMatch(/29-829/);
  });

  it('says Delaware and Rhode Island may hold someone who does not answer for up to 2 hours', () => {
    expect(ask('In Dover, Delaware, can police keep me if I won’t give my name?').response).toMatch(
      /hold someone who does not answer for up to 2 hours/,
    );
    expect(
      pregunta('En Providence, Rhode Island, ¿me pueden retener si no doy mi nombre?').response,
    ).toMatch(/retener hasta 2 horas/);
  });
});

describe('where a complaint goes in a city with its own office', () => {
  it('names the office apart from the police', () => {
    expect(ask('Where do I report an NYPD officer who shoved me in Queens?').response).toMatch(
      /Civilian Complaint Review Board/,
    );
    expect(ask('A Chicago cop insulted me. Where do I complain?').response).toMatch(/COPA/);
    expect(ask('How long do I have to complain about an MPD officer in DC?').response).toMatch(
      /45 days/,
    );
  });
});

describe('a town inside a square’s name', () => {
  it('is not the town: "Providence ... near Kennedy Plaza" is Rhode Island alone', () => {
    expect(
      resolveQuestion({ message: 'Providence RI - stopped near Kennedy Plaza, is that legal?' })
        .states,
    ).toEqual(['RI']);
  });
});

describe('a stop and a search, narrowly', () => {
  it('answers a Border Patrol checkpoint in Spanish with its own rule, not the sobriety checkpoints', () => {
    const answer = pregunta(
      'Tengo que pasar el retén de la migra cerca de Laredo, Texas. ¿Pueden revisar mi camioneta?',
    );
    expect(answer.summary).toMatch(/Patrulla Fronteriza/);
    expect(answer.response).not.toMatch(/sobriedad/);
  });

  it('answers a stop held for a drug dog with how long a stop may last, and a dog at the door apart', () => {
    const held = ask(
      'Got a ticket in Reno, Nevada and the trooper says I must sit and wait for the K-9. Must I?',
    );
    expect(held.summary).toMatch(/Illinois v\. Caballes/);
    expect(held.response).toMatch(/reasonable suspicion/);
    const door = ask(
      'In Austin, Texas police walked a drug dog up to my front door and it sat down. Legal?',
    );
    expect(door.summary).not.toMatch(/traffic stop/);
  });

  it('answers a car searched after its driver was cuffed with Gant', () => {
    const answer = ask(
      'Arrested in Memphis, Tennessee for an old ticket, cuffed in the squad car, then they searched my car. Allowed?',
    );
    expect(answer.summary).toMatch(/Arizona v\. Gant/);
  });

  it('says where agents may go at work: private areas need a judge’s warrant or the employer’s consent', () => {
    const answer = ask(
      'ICE came into the kitchen of the restaurant where I work in Denver, Colorado. Can they?',
    );
    expect(answer.summary).toMatch(/private areas closed to the public/);
    expect(answer.summary).toMatch(/employer’s consent/);
  });

  it('says a refused breath test in Georgia can still cost the license', () => {
    const answer = ask(
      'I refused the breath test after a DUI arrest in Macon, GA. What about my license?',
    );
    expect(answer.response).toMatch(/suspension of at least a year/);
  });
});
