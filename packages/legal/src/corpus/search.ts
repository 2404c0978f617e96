import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';

export const SEARCH_RULES: LegalRule[] = [
  {
    id: 'search-warrant-rule',
    topic: 'search',
    title: 'Searches generally need a warrant',
    text: 'The Fourth Amendment protects you from unreasonable searches. A search without a warrant signed by a judge is presumed unreasonable unless it fits a recognized exception, such as consent, probable cause to search a car, a search incident to arrest, or an emergency.',
    keywords: ['search', 'warrant', 'fourth amendment', 'probable cause', 'seizure'],
    sources: [CONSTITUTION.fourth, CASES.katz],
  },
  {
    id: 'search-consent',
    topic: 'search',
    title: 'You can refuse consent to a search',
    text: 'You have the right to say no to a search. Police do not have to tell you that you can refuse, and if you agree, what they find can be used against you (Schneckloth v. Bustamonte). If they search anyway, do not physically resist: your refusal matters later in court.',
    sayThis: ['I do not consent to any searches.'],
    keywords: [
      'consent',
      'refuse',
      'say no',
      'search me',
      'search my',
      'permission',
      'bag',
      'pockets',
    ],
    sources: [CASES.schneckloth, CONSTITUTION.fourth],
  },
  {
    id: 'search-consent-scope',
    topic: 'search',
    title: 'Consent covers what a reasonable person would understand',
    text: 'If you agree to a search, it may reach containers that could hold what the officer said they were looking for, such as a closed bag in the car. You can limit what you agree to (Florida v. Jimeno).',
    sayThis: ['You may look in the back seat, but I do not consent to a search of anything else.'],
    keywords: ['scope', 'limit', 'container', 'bag', 'trunk', 'consent'],
    sources: [CASES.jimeno],
  },
  {
    id: 'search-phone',
    topic: 'search',
    title: 'Your phone needs a warrant',
    text: 'Police generally need a warrant to search the data on your phone, even after arresting you (Riley v. California). You can say you do not consent to a search of your phone. Do not delete recordings: they may be evidence.',
    sayThis: ['I do not consent to a search of my phone.'],
    keywords: ['phone', 'cell phone', 'unlock', 'delete', 'footage', 'password', 'passcode'],
    sources: [CASES.riley],
  },
  {
    id: 'search-home',
    topic: 'search',
    title: 'Police at your door',
    text: 'You do not have to open the door or speak to officers who knock without a warrant (Kentucky v. King). Police generally need a warrant to enter a home, unless there is an emergency or someone consents (Payton v. New York). Ask them to show the warrant through a window or slide it under the door, and check that a judge signed it and what it covers. If they have a warrant, do not physically resist.',
    sayThis: ['I do not consent to you entering. Please slide the warrant under the door.'],
    keywords: ['home', 'house', 'door', 'knock', 'apartment', 'enter', 'warrant'],
    sources: [CASES.kentuckyKing, CASES.payton, CONSTITUTION.fourth],
  },
];
