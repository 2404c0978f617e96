import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';

/** Telling an officer one carries a gun, asked in words of our own. */
const ask = (message: string) => answerLegalQuestion({ message });

describe('telling an officer you carry a gun', () => {
  it("gives the state's rule where it says to tell at once", () => {
    const answer = ask(
      'Stopped in Anchorage, Alaska with a concealed pistol. Do I tell the trooper?',
    );
    expect(answer.summary).toMatch(/^In Alaska, .* must tell a police officer right away/);
    expect(answer.summary).toMatch(/AS 11\.61\.220/);
  });

  it('says Ohio asks it only when the officer asks, since 2022', () => {
    const answer = ask('Pulled over in Dayton, Ohio carrying concealed. Must I mention my gun?');
    expect(answer.summary).toMatch(/if the officer asks/);
  });

  it('gives the safe way and asks the state where none is named', () => {
    const answer = ask('Should I tell a cop that my handgun is in the car?');
    expect(answer.isCovered).toBe(true);
    expect(answer.response).toMatch(/say calmly that you have a firearm and where it is/);
  });

  it('answers in Spanish', () => {
    const answer = answerLegalQuestion({
      message: 'En Omaha, Nebraska, traigo pistola con permiso. ¿Le aviso al policía si me para?',
      language: 'es',
    });
    expect(answer.summary).toMatch(/^En Nebraska, .* debe decirle de inmediato/);
  });

  it('still leaves permits and where one may carry to a lawyer', () => {
    expect(ask('Do I need a permit to carry a handgun in my car?').isCovered).toBe(false);
  });
});
