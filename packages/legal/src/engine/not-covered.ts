import { legalRule } from '../corpus';
import { GUIDES } from '../corpus/sources';
import type { LegalLanguage, LegalSource } from '../types';
import { ANSWER_TEXT } from './answer-text';
import type { Passage } from './passage';
import { stateName } from './states';

/**
 * Where to find a real answer when the corpus has none: the bar's lawyer referral
 * service, legal aid, the public defender if charged, and the ACLU's affiliate of the person's
 * state. Each is a kind of office every state has (apps/server/data/README.md has the pages
 * read); none is named beyond what we checked, so a state's offices are named by their kind.
 */
const HELP = {
  en: (state: string | null) =>
    state === null
      ? 'For a real answer, ask a lawyer: your state bar’s lawyer referral service, free legal aid if you qualify (lsc.gov), or, if you are charged with a crime, the public defender. Your state’s ACLU affiliate may take civil-rights questions (aclu.org).'
      : `For a real answer, ask a lawyer: the lawyer referral service of the ${state} bar, free legal aid if you qualify (lsc.gov), or, if you are charged with a crime, the public defender. The ACLU’s ${state} affiliate${state === 'New York' ? ', the NYCLU,' : ''} may take civil-rights questions (aclu.org).`,
  es: (state: string | null) =>
    state === null
      ? 'Para una respuesta real, consulte a un abogado: el servicio de referencia de abogados del colegio de abogados de su estado, la asistencia legal gratuita si califica (lsc.gov) o, si lo acusan de un delito, el defensor público. La filial de la ACLU en su estado puede atender preguntas de derechos civiles (aclu.org).'
      : `Para una respuesta real, consulte a un abogado: el servicio de referencia de abogados del colegio de abogados de ${state}, la asistencia legal gratuita si califica (lsc.gov) o, si lo acusan de un delito, el defensor público. La filial de la ACLU en ${state}${state === 'New York' ? ', la NYCLU,' : ''} puede atender preguntas de derechos civiles (aclu.org).`,
} satisfies Record<LegalLanguage, (state: string | null) => string>;

const SOURCES: LegalSource[] = [
  ...legalRule('resources-lawyer-referral').sources,
  ...legalRule('resources-legal-aid').sources,
  ...legalRule('resources-public-defender').sources.slice(0, 1),
  GUIDES.aclu,
];

/** The passage of an answer that says the corpus does not cover the question, and where to go. */
export function notCoveredPassage(states: readonly string[], language: LegalLanguage): Passage {
  const [state] = states;
  return {
    id: 'not-covered',
    title: ANSWER_TEXT[language].notCovered,
    text: HELP[language](state === undefined ? null : stateName(state)),
    sources: SOURCES,
  };
}
