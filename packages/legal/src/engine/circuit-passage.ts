import { CASES } from '../corpus/sources';
import { ALL_RECORDING_RULINGS, rulingSource } from '../state-recording';
import { circuitName, circuitOrdinal, rulingHoldingIn } from '../state-recording-es';
import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';
import type { Passage } from './passage';
import { stateName } from './states';

// "Does the 4th Circuit protect filming police?" names a court, not a state: the answer is that
// court's rulings in the data, or that the data has none from it.

const ORDINALS: Record<string, string> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  '3d': '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  primer: '1st',
  primero: '1st',
  segundo: '2nd',
  tercer: '3rd',
  tercero: '3rd',
  cuarto: '4th',
  quinto: '5th',
  sexto: '6th',
  septimo: '7th',
  octavo: '8th',
  noveno: '9th',
  decimo: '10th',
  undecimo: '11th',
};

const NAMED: Record<LegalLanguage, RegExp> = {
  en: /\b(1st|2nd|3rd|3d|[4-9]th|1[01]th|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh)\s+circuit\b/gi,
  es: /\b(primer|primero|segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|undecimo)\s+circuito\b|\bcircuito\s+(\d{1,2})\b/g,
};

function ordinal(number: string): string {
  const n = Number(number);
  if (n === 1) return '1st';
  if (n === 2) return '2nd';
  if (n === 3) return '3rd';
  return `${n}th`;
}

/** The federal circuits a question names ("4th Circuit", "Cuarto Circuito"), as the data writes them. */
export function circuitsNamed(text: string, language: LegalLanguage): string[] {
  const source = language === 'es' ? foldAccents(text) : text;
  const found = [...source.matchAll(NAMED[language])].map((match) => {
    if (match[2] !== undefined) return ordinal(match[2]);
    const word = (match[1] ?? '').toLowerCase();
    return ORDINALS[word] ?? word;
  });
  return [...new Set(found)];
}

const TEXT = {
  en: {
    title: (circuit: string) => `${circuit}: recording police`,
    rulings: (circuit: string, states: string, holdings: string) =>
      `Rulings of the ${circuit}, which covers ${states}: ${holdings}.`,
    none: (circuit: string, others: string) =>
      `The ${circuit} has no ruling on recording police in the decisions we have, so we cannot say how it rules; the ${others} Circuits have recognized a right to record police in public.`,
    and: 'and',
  },
  es: {
    title: (circuit: string) => `${circuit}: grabar a la policía`,
    rulings: (circuit: string, states: string, holdings: string) =>
      `Fallos del ${circuit}, que abarca ${states}: ${holdings}.`,
    none: (circuit: string, others: string) =>
      `El ${circuit} no tiene un fallo sobre grabar a la policía en las decisiones que tenemos, así que no podemos decir cómo decide; los circuitos ${others} han reconocido un derecho a grabar a la policía en público.`,
    and: 'y',
  },
} satisfies Record<LegalLanguage, unknown>;

function joined(items: string[], and: string): string {
  const last = items.at(-1) ?? '';
  return items.length < 2 ? last : `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/** A circuit's rulings on recording police, or that the data holds none from it. */
export function circuitRecordingPassage(circuit: string, language: LegalLanguage): Passage {
  const text = TEXT[language];
  const name = circuitName(circuit, language);
  const rulings = ALL_RECORDING_RULINGS.filter((ruling) => ruling.circuit === circuit);
  const id = `circuit-recording-${circuit.toLowerCase()}`;
  if (rulings.length === 0) {
    const others = [...new Set(ALL_RECORDING_RULINGS.map((ruling) => ruling.circuit))].map(
      (other) => circuitOrdinal(other, language),
    );
    return {
      id,
      title: text.title(name),
      text: text.none(name, joined(others, text.and)),
      sources: [CASES.glik, CASES.fields, CASES.turner],
    };
  }
  const states = [...new Set(rulings.flatMap((ruling) => ruling.states))]
    .filter((code) => /^[A-Z]{2}$/.test(code) && stateName(code) !== code)
    .map(stateName);
  const holdings = rulings.map((ruling, index) =>
    index === 0
      ? `${ruling.caseName} (${rulingHoldingIn(ruling, language).replace(/\.$/, '')})`
      : ruling.caseName,
  );
  return {
    id,
    title: text.title(name),
    text: text.rulings(name, joined(states, text.and), holdings.join('; ')),
    sources: rulings.map(rulingSource),
  };
}
