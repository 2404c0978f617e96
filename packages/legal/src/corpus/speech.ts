import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, GUIDES } from './sources';

export const SPEECH_RULES: LegalRule[] = [
  {
    id: 'speech-criticizing-police',
    topic: 'speech',
    title: 'You may criticize police out loud',
    text: 'The First Amendment protects a significant amount of verbal criticism and challenge directed at police officers (City of Houston v. Hill). Threats and "fighting words" meant to provoke violence are not protected, and words never justify physically interfering.',
    keywords: [
      'criticize',
      'curse',
      'cursing',
      'swear',
      'swearing',
      'yell',
      'insult',
      'speech',
      'talk back',
    ],
    sources: [CASES.houstonHill, CASES.chaplinsky, CONSTITUTION.first],
  },
  {
    id: 'speech-protest',
    topic: 'speech',
    title: 'Protesting in public places',
    text: 'Streets, sidewalks and parks are traditional places for speech and assembly (Hague v. CIO). The government may set reasonable rules about time, place and manner that do not depend on your message (Ward v. Rock Against Racism), and may require permits for events such as marches that block traffic (Cox v. New Hampshire).',
    keywords: [
      'protest',
      'march',
      'rally',
      'demonstration',
      'sign',
      'assembly',
      'permit',
      'sidewalk',
    ],
    sources: [CONSTITUTION.first, CASES.hague, CASES.ward, CASES.coxNh],
  },
  {
    id: 'speech-dispersal-order',
    topic: 'speech',
    title: 'If police order a crowd to disperse',
    text: 'If police order a crowd to disperse, leave by the route they give; refusing can lead to arrest even at a peaceful protest. If you believe the order was unlawful, challenge it later, not on the street. Write down officers’ names and badge numbers.',
    sayThis: ['Officer, which way should I go to leave?'],
    keywords: ['disperse', 'dispersal', 'unlawful assembly', 'crowd', 'kettle', 'leave'],
    sources: [GUIDES.aclu, CONSTITUTION.first],
  },
];
