import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, STATUTES } from './sources';
import { REVIEWED } from './reviewed';

export const SILENCE_RULES: LegalRule[] = [
  {
    id: 'fifth-amendment-silence',
    topic: 'silence',
    reviewed: REVIEWED,
    title: 'The right to remain silent',
    text: 'You do not have to answer questions about where you are going, where you have been or what you were doing. Say out loud that you are using the right; silence alone may not be enough to invoke it.',
    sayThis: ['I am exercising my right to remain silent.'],
    keywords: ['silent', 'questions', 'answer', 'interrogation', 'talk'],
    sources: [CONSTITUTION.fifth, CASES.salinas, CASES.berghuis],
    es: {
      title: 'El derecho a permanecer en silencio',
      text: 'No tiene que responder preguntas sobre adónde va, dónde ha estado o qué estaba haciendo. Diga en voz alta que está ejerciendo ese derecho; quedarse callado por sí solo puede no bastar para invocarlo.',
      sayThis: ['Estoy ejerciendo mi derecho a permanecer en silencio.'],
      keywords: [
        'silencio',
        'callado',
        'callarme',
        'preguntas',
        'responder',
        'contestar',
        'interrogatorio',
        'hablar',
      ],
    },
  },
  {
    id: 'silence-do-not-lie',
    topic: 'silence',
    reviewed: REVIEWED,
    title: 'Stay silent rather than lie',
    text: 'Staying silent is your right; lying is not. Lying to a federal agent can be a crime, and some states punish giving police a false name. If you do not want to answer, say so and stop talking.',
    keywords: ['lie', 'false', 'fake name', 'story', 'explain'],
    sources: [STATUTES.section1001, STATUTES.texasFailureToIdentify],
    es: {
      title: 'Guarde silencio en vez de mentir',
      text: 'Guardar silencio es su derecho; mentir no lo es. Mentirle a un agente federal puede ser delito, y algunos estados castigan darle a la policía un nombre falso. Si no quiere responder, dígalo y deje de hablar.',
      keywords: ['mentir', 'mentira', 'falso', 'nombre falso', 'historia', 'explicar'],
    },
  },
];
