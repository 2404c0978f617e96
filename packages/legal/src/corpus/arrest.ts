import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, GUIDES } from './sources';

export const ARREST_RULES: LegalRule[] = [
  {
    id: 'arrest-miranda',
    topic: 'arrest',
    title: 'Miranda warnings',
    text: 'Before questioning someone in custody, police must warn them of the right to remain silent and to have a lawyer (Miranda v. Arizona). Police do not have to read the warnings at the moment of arrest, only before custodial questioning; if they skip them, the usual result is that your answers may be kept out of evidence, not that the arrest is void.',
    keywords: ['miranda', 'rights read', 'read my rights', 'custody', 'interrogation', 'arrested'],
    sources: [CASES.miranda, CONSTITUTION.fifth],
  },
  {
    id: 'arrest-ask-for-lawyer',
    topic: 'arrest',
    title: 'Ask for a lawyer, clearly',
    text: 'Once you clearly ask for a lawyer, police must stop questioning you until a lawyer is present, unless you start talking to them again (Edwards v. Arizona). The request must be clear: "maybe I should talk to a lawyer" is not enough (Davis v. United States). Then stay silent.',
    sayThis: ['I want a lawyer. I will not answer any questions without my lawyer.'],
    keywords: ['lawyer', 'attorney', 'counsel', 'questioning', 'interrogation', 'custody'],
    sources: [CASES.edwards, CASES.davis],
  },
  {
    id: 'arrest-free-lawyer',
    topic: 'arrest',
    title: 'A lawyer if you cannot afford one',
    text: 'If you are charged with a crime and cannot afford a lawyer, ask the court for one. The Constitution requires an appointed lawyer, usually a public defender, in felony cases and in any case where you are sentenced to jail (Gideon v. Wainwright; Argersinger v. Hamlin).',
    keywords: ['afford', 'public defender', 'free lawyer', 'appointed', 'charged', 'court'],
    sources: [CASES.gideon, CASES.argersinger, CONSTITUTION.sixth],
  },
  {
    id: 'arrest-do-not-resist',
    topic: 'arrest',
    title: 'Do not resist, even an arrest you think is wrong',
    text: 'Do not resist, run or argue physically, even if you believe the arrest is unfair; keep your hands visible. Say you wish to remain silent and want a lawyer, and challenge the arrest later in court.',
    sayThis: ['I am not resisting. I am exercising my right to remain silent and I want a lawyer.'],
    keywords: ['arrested', 'arrest', 'handcuffs', 'resist', 'custody', 'jail'],
    sources: [GUIDES.aclu],
  },
  {
    id: 'arrest-prompt-hearing',
    topic: 'arrest',
    title: 'A prompt probable-cause hearing',
    text: 'If you are arrested without a warrant, a judge must generally decide within 48 hours whether there was probable cause to hold you (County of Riverside v. McLaughlin).',
    keywords: ['jail', 'held', 'how long', 'judge', 'hearing', 'booked'],
    sources: [CASES.mclaughlin, CONSTITUTION.fourth],
  },
];
