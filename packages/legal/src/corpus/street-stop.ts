import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, STATUTES } from './sources';

export const STREET_STOP_RULES: LegalRule[] = [
  {
    id: 'street-stop-free-to-go',
    topic: 'street-stop',
    title: 'If you are not detained, you may leave',
    text: 'Police may walk up and ask questions, but unless they are detaining you, you do not have to answer and may go on your way (Florida v. Royer). Ask whether you are free to go; if the answer is yes, calmly walk away.',
    sayThis: ['Officer, am I being detained, or am I free to go?'],
    keywords: ['stopped', 'walking', 'street', 'approached', 'questions', 'free to go', 'leave'],
    sources: [CASES.royer, CONSTITUTION.fourth],
  },
  {
    id: 'street-stop-terry',
    topic: 'street-stop',
    title: 'Detentions and pat-downs need reasonable suspicion',
    text: 'Police may briefly detain you only if they have reasonable suspicion that you are involved in a crime, and may pat down the outside of your clothing only if they reasonably believe you are armed and dangerous (Terry v. Ohio). Do not physically resist a pat-down; say that you do not consent to any further search.',
    sayThis: ['I do not consent to a search.', 'Am I being detained? Why?'],
    keywords: ['detained', 'detain', 'frisk', 'pat down', 'stop and frisk', 'reasonable suspicion'],
    sources: [CASES.terry, CONSTITUTION.fourth],
  },
  {
    id: 'street-stop-identification',
    topic: 'street-stop',
    title: 'Giving your name',
    text: 'Without reasonable suspicion, police cannot detain you just to demand ID (Brown v. Texas). Some states have "stop and identify" laws that require you to give your name when you are lawfully detained on reasonable suspicion; the Supreme Court upheld Nevada’s in Hiibel. Where such a law applies, give your name and then stay silent. Never give a false name.',
    sayThis: ['My name is [your name]. I am exercising my right to remain silent.'],
    keywords: [
      'id',
      'identification',
      'name',
      'identify',
      'stop and identify',
      'show id',
      'papers',
    ],
    sources: [CASES.brownTexas, CASES.hiibel, STATUTES.nevadaStopAndIdentify],
  },
  {
    id: 'street-stop-texas-identify',
    topic: 'street-stop',
    title: 'Texas: failure to identify',
    text: 'In Texas it is a crime to refuse to give your name, address and date of birth to an officer who has lawfully arrested you, and to give a false name to an officer who has lawfully detained or arrested you.',
    keywords: ['id', 'identification', 'name', 'identify', 'false name'],
    states: ['TX'],
    sources: [STATUTES.texasFailureToIdentify],
  },
];
