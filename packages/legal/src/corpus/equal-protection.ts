import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';

export const EQUAL_PROTECTION_RULES: LegalRule[] = [
  {
    id: 'equal-protection-profiling',
    topic: 'equal-protection',
    title: 'Police may not enforce the law based on race',
    text: 'The Fourteenth Amendment forbids police from enforcing the law differently because of race. A stop based on a real traffic violation is not illegal under the Fourth Amendment because of the officer’s motives; intentional discrimination is challenged under the Equal Protection Clause instead (Whren v. United States).',
    keywords: [
      'race',
      'racial profiling',
      'profiling',
      'discrimination',
      'because i am black',
      'biased',
    ],
    sources: [CONSTITUTION.fourteenth, CASES.whren],
  },
  {
    id: 'due-process-applies-to-states',
    topic: 'equal-protection',
    title: 'Your rights bind state and local police too',
    text: 'Through the Fourteenth Amendment’s Due Process Clause, the Fourth, Fifth and Sixth Amendment protections apply to state and local police, not only to federal agents: evidence from an illegal search can be excluded in state court (Mapp v. Ohio), and the right against self-incrimination (Malloy v. Hogan) and to appointed counsel (Gideon v. Wainwright) apply in state cases.',
    keywords: ['due process', 'fourteenth amendment', 'state police', 'local police', 'rights'],
    sources: [CONSTITUTION.fourteenth, CASES.mapp, CASES.malloy, CASES.gideon],
  },
];
