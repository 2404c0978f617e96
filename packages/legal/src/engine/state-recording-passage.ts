import { CASES } from '../corpus/sources';
import {
  ALL_RECORDING_RULINGS,
  adviceConsentRule,
  consentSource,
  recordingRulingsFor,
  rulingSource,
  stateRecordingConsent,
} from '../state-recording';
import {
  circuitName,
  circuitOrdinal,
  consentValueIn,
  rulingHoldingIn,
  stateNoteIn,
} from '../state-recording-es';
import type { LegalLanguage, RecordingRuling, StateRecordingConsent } from '../types';
import type { Passage } from './passage';
import { stateName } from './states';

/** A list of names: "A, B and C" / "A, B y C". */
function joined(items: string[], language: LegalLanguage): string {
  const last = items.at(-1) ?? '';
  if (items.length < 2) return last;
  return `${items.slice(0, -1).join(', ')} ${language === 'es' ? 'y' : 'and'} ${last}`;
}

const TEXT = {
  en: {
    consentTitle: (name: string) => `${name}: consent to record`,
    rule: (row: StateRecordingConsent, phone: string, inPerson: string) =>
      `Consent to record in ${row.name}: phone calls ${phone}; in-person conversations ${inPerson} (${row.statutes}).`,
    onePartyAdvice: (name: string) =>
      `You may record police in ${name}: as a one-party consent state, it lets you record a conversation you take part in without the others’ consent.`,
    mixedAdvice: (name: string) =>
      `You may record police openly in ${name}, never secretly: its rules are mixed, so follow the stricter all-party rule. Keep your phone in view and say that you are recording.`,
    allPartyAdvice: (name: string) =>
      `You may record police openly in ${name}, never secretly: it is an all-party consent state, so do not secretly record private conversations. Keep your phone in view and say that you are recording; officers doing their duties in public generally have no expectation of privacy.`,
    courtTitle: (name: string) => `${name}: federal appeals court`,
    noRulings: (name: string, circuits: string) =>
      `The federal appeals court that covers ${name} has not ruled on recording police in the decisions we have, so the question is less settled there; the ${circuits} Circuits have recognized a right to record police in public.`,
    rulings: (name: string, circuit: string, holdings: string) =>
      `Rulings of the ${circuit}, which covers ${name}: ${holdings}.`,
  },
  es: {
    consentTitle: (name: string) => `${name}: consentimiento para grabar`,
    rule: (row: StateRecordingConsent, phone: string, inPerson: string) =>
      `Consentimiento para grabar en ${row.name}: llamadas telefónicas, ${phone}; conversaciones en persona, ${inPerson} (${row.statutes}).`,
    onePartyAdvice: (name: string) =>
      `Puede grabar a la policía en ${name}: como estado de consentimiento de una de las partes, le permite grabar una conversación en la que usted participa sin el consentimiento de los demás.`,
    mixedAdvice: (name: string) =>
      `Puede grabar a la policía en ${name} abiertamente, nunca en secreto: sus reglas son mixtas, así que siga la regla más estricta, la del consentimiento de todas las partes. Mantenga el teléfono a la vista y diga que está grabando.`,
    allPartyAdvice: (name: string) =>
      `Puede grabar a la policía en ${name} abiertamente, nunca en secreto: es un estado de consentimiento de todas las partes, así que no grabe conversaciones privadas en secreto. Mantenga el teléfono a la vista y diga que está grabando; los oficiales que cumplen sus funciones en público generalmente no tienen expectativa de privacidad.`,
    courtTitle: (name: string) => `${name}: tribunal federal de apelaciones`,
    noRulings: (name: string, circuits: string) =>
      `El tribunal federal de apelaciones que abarca ${name} no se ha pronunciado sobre grabar a la policía en las decisiones que tenemos, así que la cuestión está menos resuelta allí; los circuitos ${circuits} han reconocido un derecho a grabar a la policía en público.`,
    rulings: (name: string, circuit: string, holdings: string) =>
      `Fallos del ${circuit}, que abarca ${name}: ${holdings}.`,
  },
} satisfies Record<LegalLanguage, unknown>;

/**
 * Advice for states where the general all-party advice would contradict the state's own law.
 * Massachusetts' § 99 covers every secret recording, private or not, and Martin v. Rollins carved
 * out only police on duty in public (answers must not say both "never record secretly"
 * and "secret recording is protected"). The right to record openly comes first: it is the answer.
 */
const STATE_ADVICE: Partial<Record<string, Record<LegalLanguage, string>>> = {
  MA: {
    en: 'You may record police openly in Massachusetts: the First Amendment protects filming officers in public (Glik v. Cunniffe). But the state bans secret audio recording of anyone, whether or not the talk is private, so record openly, with your phone in view. The one exception the courts have made: secretly recording police officers doing their duties in public is protected (Martin v. Rollins).',
    es: 'Usted puede grabar a la policía abiertamente en Massachusetts: la Primera Enmienda protege filmar a los agentes en público (Glik v. Cunniffe). Pero el estado prohíbe la grabación secreta de audio de cualquier persona, sea o no privada la conversación, así que grabe abiertamente, con el teléfono a la vista. La única excepción que han hecho los tribunales: grabar en secreto a policías que cumplen sus funciones en público está protegido (Martin v. Rollins).',
  },
};

function consentSentence(code: string, language: LegalLanguage): Passage | null {
  const row = stateRecordingConsent(code);
  if (row === undefined) return null;
  const text = TEXT[language];
  const rule = text.rule(
    row,
    consentValueIn(row.phoneConsent, language),
    consentValueIn(row.inPersonConsent, language),
  );
  const advice =
    STATE_ADVICE[row.code]?.[language] ??
    (adviceConsentRule(row) === 'one-party'
      ? text.onePartyAdvice(row.name)
      : row.category === 'mixed'
        ? text.mixedAdvice(row.name)
        : text.allPartyAdvice(row.name));
  const note = stateNoteIn(row, language);
  return {
    id: `state-recording-consent-${row.code.toLowerCase()}`,
    title: text.consentTitle(row.name),
    // The advice first: its opening sentence is the direct answer.
    text: `${advice} ${rule}${note === undefined ? '' : ` ${note}`}`,
    sources: [consentSource(row)],
  };
}

/**
 * A ruling by name, its holding kept for the first one only: the citations list carries the
 * rest, and an answer read during a stop cannot hold every holding.
 */
function holdingLine(ruling: RecordingRuling, language: LegalLanguage, isFirst: boolean): string {
  if (!isFirst) return ruling.caseName;
  const holding = rulingHoldingIn(ruling, language).replace(/\.$/, '');
  return `${ruling.caseName} (${holding})`;
}

function rulingsSentence(code: string, language: LegalLanguage): Passage {
  const rulings = recordingRulingsFor(code);
  const name = stateName(code);
  const text = TEXT[language];
  const id = `state-recording-rulings-${code.toLowerCase()}`;
  if (rulings.length === 0) {
    // The circuits in our data that have ruled, named when the state's own circuit has not.
    const circuits = [...new Set(ALL_RECORDING_RULINGS.map((ruling) => ruling.circuit))].map(
      (circuit) => circuitOrdinal(circuit, language),
    );
    return {
      id,
      title: text.courtTitle(name),
      text: text.noRulings(name, joined(circuits, language)),
      sources: [CASES.glik, CASES.fields, CASES.turner],
    };
  }
  const circuit = circuitName(rulings[0]?.circuit ?? '', language);
  return {
    id,
    title: `${text.courtTitle(name)} (${circuit})`,
    text: text.rulings(
      name,
      circuit,
      rulings.map((r, i) => holdingLine(r, language, i === 0)).join('; '),
    ),
    sources: rulings.map(rulingSource),
  };
}

/** A state's consent rule and its circuit's rulings on recording police, from the data. */
export function stateRecordingPassages(code: string, language: LegalLanguage = 'en'): Passage[] {
  const consent = consentSentence(code, language);
  return consent === null ? [] : [consent, rulingsSentence(code, language)];
}
