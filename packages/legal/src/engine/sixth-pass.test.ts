import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';

/**
 * The classes the sixth pass's opened set fell into, each asked in words of our own (none is in
 * any evaluation set): a jail holding someone for ICE, a state's own immigration crime, getting
 * body-camera video, a state's rules for questioning a child, being asked to agree to a search,
 * and bail told as what happened rather than asked about.
 */
const ask = (message: string) => answerLegalQuestion({ message });
const pregunta = (message: string) => answerLegalQuestion({ message, language: 'es' });

describe('a jail holding someone for ICE', () => {
  it('answers with the state’s detainer law, and only that state’s', () => {
    const answer = ask(
      'My uncle is in the Cook County jail in Chicago and is supposed to be released tomorrow. Can they keep him there for an ICE detainer?',
    );
    expect(answer.summary).toMatch(/TRUST Act/);
    expect(answer.summary).toMatch(/judicial warrant/);
    expect(answer.citations.some((source) => /54-192h|162-62/.test(source.citation))).toBe(false);
  });

  it('says a North Carolina magistrate may order a 48-hour hold, in Spanish', () => {
    const answer = pregunta(
      'Mi vecino está preso en Raleigh y ya pagaron su fianza, pero migración le puso un detainer. ¿Cuánto tiempo lo pueden tener?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/48 horas/);
  });

  it('reads a jail that will tell ICE as the hold question, not a traffic stop', () => {
    const answer = pregunta(
      'A mi hermano lo arrestaron en Denver por manejar sin licencia. ¿Le van a avisar a la migra desde la cárcel?',
    );
    expect(answer.summary).toMatch(/HB19-1124/);
  });

  it('gives the general rule where no state table row applies', () => {
    const answer = ask('My cousin got arrested in Omaha and the jail says ICE put a hold on him.');
    expect(answer.summary).toMatch(/request signed by an immigration officer, not a judge/);
  });
});

describe('a state’s own immigration crimes', () => {
  it('says first that a blocked law is blocked', () => {
    const answer = pregunta(
      'Mi tía vive en Boise sin papeles y le dijeron que por la ley HB 83 la pueden meter presa. ¿Es cierto?',
    );
    expect(answer.summary).toMatch(/bloquead/);
  });

  it('answers about driving a relative into the state with the transport law', () => {
    const answer = ask(
      'I want to drive my undocumented brother from Alabama down to Orlando. Is that a crime under the Florida state law now?',
    );
    expect(answer.summary).toMatch(/^Florida’s 2023 crime of knowingly transporting/);
  });
});

describe('getting body-camera video', () => {
  it('gives the state’s records rule, not the right to record', () => {
    const answer = ask(
      'Topeka officers tackled my sister at a traffic stop. How can she see the bodycam footage?',
    );
    expect(answer.summary).toMatch(/within 20 days/);
    const spanish = pregunta(
      'Un policía en Myrtle Beach empujó a mi papá. ¿Podemos conseguir el video de la cámara corporal?',
    );
    expect(spanish.summary).toMatch(/no es un registro público/);
  });
});

describe('a state’s rules for questioning a child', () => {
  it('names Maryland’s lawyer-first rule and Texas’ magistrate warnings', () => {
    const maryland = ask(
      'Baltimore police took my 13 year old daughter in and want to question her. Do they need to call me first?',
    );
    expect(maryland.summary).toMatch(/consulted a lawyer/);
    const texas = pregunta(
      'La policía de Dallas quiere que mi hijo de 15 años firme una declaración en la estación. ¿Qué derechos tiene?',
    );
    expect(texas.summary).toMatch(/magistrado/);
  });
});

describe('being asked to agree to a search', () => {
  it('answers with consent when the officer wants to look', () => {
    const answer = ask(
      'A deputy stopped me walking home in Reno and now he wants to look through my gym bag. Do I have to let him?',
    );
    expect(answer.summary).toMatch(/^You have the right to say no to a search/);
    const spanish = pregunta(
      'Un oficial en Tucson me preguntó si lo dejo revisar mi mochila. ¿Tengo que dejarlo?',
    );
    expect(spanish.summary).toMatch(/derecho a decir que no a un registro/);
  });
});

describe('what refusing a breath test costs', () => {
  it('gives the state’s own suspension, also when the state was named earlier', () => {
    const ohio = ask(
      'Got arrested for OVI in Toledo and said no to the breathalyzer. How long do I lose my license?',
    );
    expect(ohio.summary).toMatch(/one year for a first refusal/);
    const kentucky = answerLegalQuestion({
      message: 'The deputy wants me to blow at the station. Can I just refuse?',
      conversationHistory: [
        { role: 'user', content: 'I was pulled over outside Lexington, Kentucky after a party.' },
        { role: 'assistant', content: 'Stay calm and keep your hands visible.' },
      ],
    });
    expect(kentucky.summary).toMatch(/suspended while the case goes on/);
  });

  it('says a refusal may be told to the jury', () => {
    const answer = ask(
      'I refused the blood test after my DUI arrest in Sioux Falls. Is the prosecutor allowed to bring that up at trial?',
    );
    expect(answer.response).toMatch(/South Dakota v\. Neville/);
  });
});

describe('how far a consent to search reaches', () => {
  it('answers with the scope of consent, in Spanish too', () => {
    const answer = pregunta(
      'Si lo dejo revisar mi troca, ¿puede abrir también la caja de herramientas cerrada?',
    );
    expect(answer.summary).toMatch(/^Si acepta un registro, este puede abarcar/);
  });
});

describe('telling an officer about a gun', () => {
  it('says Mississippi has no duty to tell', () => {
    const answer = ask(
      'Driving in Mississippi with a revolver in the console, no license. Must I tell a trooper who stops me?',
    );
    expect(answer.summary).toMatch(/not required to tell an officer/);
  });

  it('reads a permit one says one has as the circumstance, not the question', () => {
    const answer = pregunta(
      'Tengo permiso de portación en Carolina del Norte y traigo mi pistola en la guantera. Si me para un oficial, ¿le tengo que avisar?',
    );
    expect(answer.isCovered).toBe(true);
    expect(answer.summary).toMatch(/de inmediato/);
  });
});
