import { describe, expect, it } from 'vitest';
import { legalDisclaimer } from '../disclaimer';
import { answerLegalQuestion } from './compose';
import { wordCount } from './sentences';

/**
 * The shortness class, on questions of our own (none is in the development set): the
 * whole answer's median under 150 words, the first part short, and one "What to say" script
 * that belongs to the question asked.
 */
const QUESTIONS = [
  'Can the cops check my pockets without asking?',
  'A deputy wants to look in my purse, can I say no?',
  'Do I have to get out of my truck if an officer tells me to?',
  'Can police keep me on the side of the road while they call for a K-9?',
  'They arrested my brother, should he talk to the detectives?',
  'How do I ask for a public defender?',
  'Is it legal to film an arrest from across the street in Boise?',
  'Do I have to open the door if police knock at night?',
  'Can an officer frisk me just because I am in a high crime area?',
  'Can police search my phone without a warrant in Seattle?',
  'Can I yell at a cop without being arrested?',
  'Police told our march to break up. Do we have to leave?',
  'Where do I report an officer who punched me?',
  'Do I have to answer questions about where I am going?',
  'Does a cop have to read me Miranda when he stops me on the street?',
  'Can I refuse to take a breath test in Sacramento?',
  '¿Puede la policía revisar mi bolsa sin permiso?',
  '¿Tengo que abrirle la puerta a la policía?',
  '¿Me pueden arrestar por grabar a un policía en Los Ángeles?',
  '¿Tengo que decir a dónde voy si un policía me pregunta?',
  'Can police come into my backyard without a warrant?',
  'Can a cop ask my passenger for her ID in Reno?',
  'What should I say if ICE comes to my job?',
  'Can police use my race as the reason to stop me?',
];

describe('short answers with one fitting script', () => {
  const answers = QUESTIONS.map((message) => ({
    message,
    answer: answerLegalQuestion({ message }),
  }));

  it('keeps the median whole answer under 150 words and every first part under 80', () => {
    const words = answers.map(({ answer }) => wordCount(answer.response)).sort((a, b) => a - b);
    const median = words[Math.floor(words.length / 2)] ?? 0;
    expect(median, JSON.stringify(words)).toBeLessThan(150);
    for (const { message, answer } of answers) {
      expect(wordCount(answer.summary), message).toBeLessThan(80);
    }
  });

  it('gives one "What to say" block, of one line, inside the first part', () => {
    for (const { message, answer } of answers) {
      const heading = answer.language === 'es' ? 'Qué decir:' : 'What to say:';
      expect(answer.response.split(heading).length - 1, message).toBeLessThanOrEqual(1);
      expect(answer.more, message).not.toContain(heading);
      const block = answer.summary.split(`${heading}\n`)[1] ?? '';
      expect(
        block.split('\n').filter((line) => line.startsWith('"')).length,
        message,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('takes the script from the rule that answers, not from another situation', () => {
    const door = answerLegalQuestion({
      message: 'Do I have to open the door if police knock at night?',
    });
    expect(door.summary).toMatch(/"I do not consent to you entering\./);
    const pockets = answerLegalQuestion({
      message: 'Can the cops check my pockets without asking?',
    });
    expect(pockets.summary).not.toMatch(/license|I am recording/);
    for (const { message, answer } of answers) {
      expect(answer.response.trimEnd().split('\n').at(-1), message).toBe(
        legalDisclaimer(answer.language),
      );
    }
  });
});
