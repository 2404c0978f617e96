import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, GUIDES, STATUTES } from './sources';

export const MISCONDUCT_RULES: LegalRule[] = [
  {
    id: 'misconduct-document',
    topic: 'misconduct',
    title: 'Write everything down',
    text: 'As soon as you can, write down the officers’ names, badge and patrol car numbers, their agency, the time and place, and the names and numbers of witnesses. Keep your recording. If you are hurt, get medical care and photograph your injuries.',
    sayThis: ['Officer, may I have your name and badge number?'],
    keywords: ['badge', 'name', 'witness', 'evidence', 'injury', 'hurt', 'document'],
    sources: [GUIDES.aclu],
  },
  {
    id: 'misconduct-agency-complaint',
    topic: 'misconduct',
    title: 'File a complaint with the agency',
    text: 'You can file a complaint with the officer’s agency, usually its internal affairs unit, or with a civilian oversight board where your city has one. Keep a copy of what you file and any complaint number.',
    keywords: ['complaint', 'report', 'internal affairs', 'oversight', 'file', 'misconduct'],
    sources: [GUIDES.aclu],
  },
  {
    id: 'misconduct-section-1983',
    topic: 'misconduct',
    title: 'Suing for a violation of your rights',
    text: 'You can sue state and local officers who violate your constitutional rights (42 U.S.C. § 1983), and a city when its policy or custom caused the violation (Monell). Officers may claim qualified immunity unless the right was clearly established (Harlow v. Fitzgerald). The deadline to sue comes from state law and can be short, so talk to a lawyer soon (Wallace v. Kato).',
    keywords: ['sue', 'lawsuit', 'civil rights', 'damages', 'qualified immunity', '1983'],
    sources: [STATUTES.section1983, CASES.monell, CASES.harlow, CASES.wallaceKato],
  },
  {
    id: 'misconduct-excessive-force',
    topic: 'misconduct',
    title: 'Limits on police force',
    text: 'Force used in a stop or arrest must be objectively reasonable in the circumstances (Graham v. Connor). Deadly force may not be used to stop a fleeing suspect unless the officer has probable cause to believe the person poses a significant threat of death or serious physical injury (Tennessee v. Garner).',
    keywords: ['force', 'excessive force', 'brutality', 'beat', 'beaten', 'tased', 'shot', 'hit'],
    sources: [CASES.graham, CASES.garner, CONSTITUTION.fourth],
  },
  {
    id: 'misconduct-federal-report',
    topic: 'misconduct',
    title: 'Reporting to the U.S. Department of Justice',
    text: 'You can report a civil rights violation to the Justice Department’s Civil Rights Division. It can sue a police department that shows a pattern or practice of violating rights (34 U.S.C. § 12601), but it does not act as your personal lawyer. Willfully depriving someone of their rights under color of law is a federal crime (18 U.S.C. § 242).',
    keywords: ['doj', 'justice department', 'federal', 'pattern', 'civil rights', 'fbi', 'report'],
    sources: [STATUTES.section12601, STATUTES.section242, GUIDES.doj],
  },
  {
    id: 'misconduct-illinois-body-cameras',
    topic: 'misconduct',
    title: 'Illinois: body cameras at every agency',
    text: 'Under the SAFE-T Act’s body camera law, every Illinois law enforcement agency had to have officer-worn body cameras by January 1, 2025. Footage may help your complaint: ask the agency to preserve it.',
    keywords: ['body camera', 'bodycam', 'footage', 'video'],
    states: ['IL'],
    sources: [
      {
        title: 'Illinois Law Enforcement Officer-Worn Body Camera Act',
        citation: '50 ILCS 706/10-15 (P.A. 101-652, SAFE-T Act, as amended)',
        url: 'https://ilga.gov/legislation/ilcs/documents/005007060K10-15.htm',
      },
    ],
  },
];
