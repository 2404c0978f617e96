import { describe, expect, it } from 'vitest';
import { US_CITIES } from '../../generated/us-cities';
import { withoutDeniedArrest } from '../negation';
import { placesInText, withoutPlaceNames } from '../states';
import { questionFacts, questionParts } from '.';
import { ALSO_IN } from './place-names';

/** The facts of one message, read from the person's own words as the engine reads them. */
const facts = (message: string, language: 'en' | 'es' = 'en', location?: string) =>
  questionFacts(message, [], language, location);

describe('places: the 300 largest cities, nicknames and Spanish names', () => {
  it('reads every table city, typed after "in", as its state, or as shared when two states have it', () => {
    const statesOf = new Map<string, Set<string>>();
    for (const { name, state } of US_CITIES) {
      statesOf.set(name, (statesOf.get(name) ?? new Set()).add(state));
    }
    for (const [name, states] of statesOf) {
      for (const other of ALSO_IN[name.toLowerCase()] ?? []) states.add(other);
    }
    for (const [name, states] of statesOf) {
      if (name.includes(',')) continue;
      const found = placesInText(`The police stopped me in ${name} today.`);
      if (states.size === 1) expect(found.states, name).toEqual([...states]);
      else expect(new Set(found.ambiguous[0]?.states), name).toEqual(states);
    }
  });

  it('takes a city named after its state out whole, leaving none of its words to be searched', () => {
    for (const city of ['Colorado Springs', 'Virginia Beach', 'Oklahoma City', 'Kansas City']) {
      expect(withoutPlaceNames(`Can police in ${city} take my phone?`), city).not.toMatch(
        /Springs|Beach|City/,
      );
    }
  });

  it('reads the cities the audit lost, by name, nickname and Spanish name', () => {
    expect(facts('Phoenix cops asked for my ID').states).toEqual(['AZ']);
    expect(facts('pulled over outside austin last night').states).toEqual(['TX']);
    expect(facts('Charlotte police want my name').states).toEqual(['NC']);
    expect(facts('Philly cops took my phone').states).toEqual(['PA']);
    expect(facts('got stopped in NYC, must I show ID?')).toMatchObject({
      states: ['NY'],
      cities: ['New York City'],
    });
    expect(facts('me detuvieron en Nueva York', 'es').states).toEqual(['NY']);
    expect(facts('un policía en Fénix me pidió el nombre', 'es').states).toEqual(['AZ']);
    expect(facts('SF cops stopped me').states).toEqual(['CA']);
    expect(facts('stopped in the Bay Area').states).toEqual(['CA']);
    expect(facts('St Louis police').states).toEqual(['MO']);
  });

  it('asks rather than guesses where two states share the name, unless something settles it', () => {
    expect(facts('Columbus police stopped me on the sidewalk')).toMatchObject({
      states: [],
      ambiguousPlace: { name: 'Columbus', states: ['OH', 'GA'] },
    });
    expect(facts('I was stopped in Columbus, Georgia').states).toEqual(['GA']);
    // A state named right after a city is its state, though the table knows a larger namesake.
    expect(facts('stopped in Wilmington, Delaware').states).toEqual(['DE']);
    expect(facts('cops in Portland, Maine asked my name').states).toEqual(['ME']);
    expect(facts('cops in Portland asked my name').states).toEqual(['OR']);
    expect(facts('Columbus police stopped me', 'en', 'Ohio').states).toEqual(['OH']);
    // A location elsewhere does not settle it: the person may be travelling.
    expect(facts('Columbus police stopped me', 'en', 'Texas').ambiguousPlace?.states).toEqual([
      'OH',
      'GA',
    ]);
    expect(facts('stopped in LA by the cops').ambiguousPlace?.states).toEqual(['CA', 'LA']);
    expect(facts('KC police want my name').ambiguousPlace?.name).toBe('Kansas City');
    expect(facts('stopped by cops in Hollywood').ambiguousPlace?.states).toEqual(['FL', 'CA']);
  });

  it('does not read people’s names or everyday words as cities', () => {
    expect(facts('my friend Charlotte was stopped').states).toEqual([]);
    expect(facts('Officer Austin took my license').states).toEqual([]);
    expect(facts('a mesa police car followed me').states).toEqual([]);
    expect(facts('ME PARARON EN LA CALLE', 'es').ambiguousPlace).toBeUndefined();
  });

  it('takes the state from an earlier message, then from the app’s location', () => {
    const earlier = questionFacts('And my ID?', ['I live in Tucson'], 'en', 'California');
    expect(earlier).toMatchObject({ states: ['AZ'], stateSource: 'conversation' });
    expect(questionFacts('And my ID?', [], 'en', 'California')).toMatchObject({
      states: ['CA'],
      stateSource: 'location',
    });
    expect(questionFacts('And my ID?', [], 'en', 'Unknown').stateSource).toBe('none');
  });
});

describe('places: towns with a police department of their own', () => {
  it('reads one written with capitals after a place word or before a police word', () => {
    expect(placesInText('They pulled me over in Harrisonburg last night').states).toEqual(['VA']);
    expect(placesInText('Could Falfurrias cops search my truck?').states).toEqual(['TX']);
  });

  it('keeps every state of a shared name, so the engine asks instead of guessing', () => {
    const found = placesInText('I got stopped in Blacksburg yesterday');
    expect(new Set(found.ambiguous[0]?.states)).toEqual(new Set(['SC', 'VA']));
  });

  it('does not read an everyday word, a state, or a larger namesake as a small town', () => {
    expect(placesInText('they showed justice in how they spoke').states).toEqual([]);
    expect(placesInText('I live in California and got stopped').states).toEqual(['CA']);
    expect(placesInText('I was stopped in Austin').states).toEqual(['TX']);
  });
});

describe('role, with negations', () => {
  it('reads "not driving, walking" as on foot and denies the driver', () => {
    expect(facts("I'm not driving, I'm walking. Do I need ID?")).toMatchObject({
      role: 'pedestrian',
      deniedRoles: ['driver'],
    });
    expect(facts('No iba manejando, iba caminando. ¿Tengo que dar mi nombre?', 'es')).toMatchObject(
      { role: 'pedestrian', deniedRoles: ['driver'] },
    );
  });

  it('tells the driver, the passenger, the person at home and the bystander apart', () => {
    expect(facts('They pulled me over for speeding').role).toBe('driver');
    expect(facts('I was driving and they asked my passenger for ID').role).toBe('driver');
    expect(facts("I wasn't the driver, I was in my friend's car").role).toBe('passenger');
    expect(facts('Our car got pulled over and I was a passenger').role).toBe('passenger');
    expect(facts('Two cops are knocking at my door').role).toBe('home');
    expect(facts('Police stopped a man across the street, can I film it?').role).toBe('observer');
    expect(facts('Me pararon manejando en Dallas', 'es').role).toBe('driver');
    expect(facts('Soy pasajera, ¿tengo que mostrar identificación?', 'es').role).toBe('passenger');
  });

  it('removes a denied role from the words the situations are read from', () => {
    expect(withoutDeniedArrest("I'm not driving, I'm walking", 'en')).not.toMatch(/driving/);
    expect(withoutDeniedArrest('no estaba manejando', 'es')).not.toMatch(/manejando/);
  });
});

describe('citizenship, minors and arrest', () => {
  it('reads citizens and non-citizens, a denial beating the bare word', () => {
    expect(facts("I'm a US citizen, do I have to carry papers?").isCitizen).toBe(true);
    expect(facts("I'm not a citizen, I have a green card").isCitizen).toBe(false);
    expect(facts('Soy ciudadano americano', 'es').isCitizen).toBe(true);
    expect(facts('No tengo papeles', 'es').isCitizen).toBe(false);
    expect(facts('Can police search my car?').isCitizen).toBeUndefined();
  });

  it('reads a minor from an age or a word, not from distances or a grown child', () => {
    expect(facts('Can police question my 15-year-old without me?').isMinor).toBe(true);
    expect(facts('My daughter is 16. Can the police lie to her?').isMinor).toBe(true);
    expect(facts('Mi hijo de 14 años fue detenido', 'es').isMinor).toBe(true);
    expect(facts('The officer is 6 feet away from me').isMinor).toBeUndefined();
    expect(facts('My son was arrested last night').isMinor).toBeUndefined();
  });

  it('reads whether the person was arrested, and a denial as not arrested', () => {
    expect(facts('I got arrested in Denver').isArrested).toBe(true);
    expect(facts("I'm not under arrest, can I go?").isArrested).toBe(false);
    expect(facts('Can police search my phone?').isArrested).toBeUndefined();
  });
});

describe('several-part questions', () => {
  it('splits at question marks and at "and can…", not inside one question', () => {
    expect(questionParts('Do I have to give my name? Can they search my bag?')).toEqual([
      'Do I have to give my name',
      'Can they search my bag',
    ]);
    expect(questionParts('Must I show ID and can they pat me down')).toEqual([
      'Must I show ID',
      'can they pat me down',
    ]);
    expect(questionParts('Can I record the police and post the video online?')).toEqual([
      'Can I record the police and post the video online',
    ]);
    expect(questionParts('¿Tengo que dar mi nombre y pueden revisar mi mochila?')).toEqual([
      'Tengo que dar mi nombre',
      'pueden revisar mi mochila',
    ]);
  });
});
