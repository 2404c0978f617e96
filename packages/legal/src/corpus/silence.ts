import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, STATUTES } from './sources';

export const SILENCE_RULES: LegalRule[] = [
  {
    id: 'fifth-amendment-silence',
    topic: 'silence',
    title: 'The right to remain silent',
    text: 'You do not have to answer questions about where you are going, where you have been or what you were doing. Say out loud that you are using the right; silence alone may not be enough to invoke it.',
    sayThis: ['I am exercising my right to remain silent.'],
    keywords: ['silent', 'questions', 'answer', 'interrogation', 'talk'],
    sources: [CONSTITUTION.fifth, CASES.salinas, CASES.berghuis],
  },
  {
    id: 'silence-do-not-lie',
    topic: 'silence',
    title: 'Stay silent rather than lie',
    text: 'Staying silent is your right; lying is not. Lying to a federal agent can be a crime, and some states punish giving police a false name. If you do not want to answer, say so and stop talking.',
    keywords: ['lie', 'false', 'fake name', 'story', 'explain'],
    sources: [STATUTES.section1001, STATUTES.texasFailureToIdentify],
  },
];
