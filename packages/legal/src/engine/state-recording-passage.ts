import { CASES } from '../corpus/sources';
import {
  ALL_RECORDING_RULINGS,
  adviceConsentRule,
  consentSource,
  recordingRulingsFor,
  rulingSource,
  stateRecordingConsent,
} from '../state-recording';
import type { Passage } from './passage';
import { stateName } from './states';

/** The circuits in our data that have ruled, named when a state's circuit has not. */
function circuitsWithRulings(): string {
  const circuits = [...new Set(ALL_RECORDING_RULINGS.map((ruling) => ruling.circuit))];
  const last = circuits.pop() ?? '';
  return `the ${circuits.join(', ')} and ${last} Circuits`;
}

function consentSentence(code: string): Passage | null {
  const row = stateRecordingConsent(code);
  if (row === undefined) return null;
  const rule = `Consent to record in ${row.name}: phone calls ${row.phoneConsent}; in-person conversations ${row.inPersonConsent} (${row.statutes}).`;
  const advice =
    adviceConsentRule(row) === 'one-party'
      ? `As a one-party consent state, ${row.name} lets you record a conversation you take part in without the others’ consent.`
      : row.category === 'mixed'
        ? `Because ${row.name}’s rules are mixed, follow the stricter all-party rule: do not secretly record conversations. Record police openly, with your phone in view, and say that you are recording.`
        : `${row.name} is an all-party consent state: do not secretly record private conversations. Record police openly, with your phone in view, and say that you are recording; officers doing their duties in public generally have no expectation of privacy.`;
  const note = row.note === undefined ? '' : ` ${row.note}`;
  return {
    id: `state-recording-consent-${row.code.toLowerCase()}`,
    title: `${row.name}: consent to record`,
    text: `${rule} ${advice}${note}`,
    sources: [consentSource(row)],
  };
}

function rulingsSentence(code: string): Passage {
  const rulings = recordingRulingsFor(code);
  const name = stateName(code);
  if (rulings.length === 0) {
    return {
      id: `state-recording-rulings-${code.toLowerCase()}`,
      title: `${name}: federal appeals court`,
      text: `The federal appeals court that covers ${name} has not ruled on recording police in the decisions we have, so the question is less settled there; ${circuitsWithRulings()} have recognized a right to record police in public.`,
      sources: [CASES.glik, CASES.fields, CASES.turner],
    };
  }
  const circuit = rulings[0]?.circuit ?? '';
  const holdings = rulings.map(
    (ruling) => `${ruling.caseName} (${ruling.citation}): ${ruling.holding}`,
  );
  return {
    id: `state-recording-rulings-${code.toLowerCase()}`,
    title: `${name}: federal appeals court (${circuit} Circuit)`,
    text: `Rulings of the ${circuit} Circuit, which covers ${name}: ${holdings.join(' ')}`,
    sources: rulings.map(rulingSource),
  };
}

/** A state's consent rule and its circuit's rulings on recording police, from the data. */
export function stateRecordingPassages(code: string): Passage[] {
  const consent = consentSentence(code);
  return consent === null ? [] : [consent, rulingsSentence(code)];
}
