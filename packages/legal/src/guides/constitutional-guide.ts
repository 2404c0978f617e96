import type { Guide } from '../types';
import { nonEmpty, rulesCiting, section } from './compose';

/** Spec P2 §2: the 4th, 5th, 1st and 14th Amendments, each with rights and what to say. */
export function constitutionalRightsGuide(): Guide {
  return {
    id: 'constitutional-rights',
    title: 'Constitutional rights',
    description: 'The federal rights that protect you in every state, and the words that use them.',
    sections: nonEmpty([
      section({
        id: 'fourth-amendment',
        title: 'Fourth Amendment: searches and seizures',
        content:
          'Protection against unreasonable searches and seizures of you, your home, your car and your phone.',
        rules: rulesCiting(/amend\.\s*IV\b/),
      }),
      section({
        id: 'fifth-amendment',
        title: 'Fifth Amendment: the right to remain silent',
        content: 'You do not have to be a witness against yourself.',
        rules: rulesCiting(/amend\.\s*V\b/),
      }),
      section({
        id: 'first-amendment',
        title: 'First Amendment: speech, press and recording',
        content:
          'The freedom to speak, to protest and to record public officials doing their jobs.',
        rules: rulesCiting(/amend\.\s*I\b/),
      }),
      section({
        id: 'fourteenth-amendment',
        title: 'Fourteenth Amendment: due process and equal protection',
        content:
          'States and their officers must respect your rights and treat you equally under the law.',
        rules: rulesCiting(/amend\.\s*XIV\b/),
      }),
    ]),
  };
}
