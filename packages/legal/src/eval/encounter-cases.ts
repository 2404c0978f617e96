import type { EvalCase } from './eval-case';

/** Stops, searches, arrests, speech, misconduct and help: mostly federal law, some state rules. */
export const ENCOUNTER_CASES: EvalCase[] = [
  {
    id: 'california-stop-reason',
    state: 'CA',
    question: {
      message: 'Do police have to tell me why they pulled me over?',
      state: 'California',
    },
    mustContain: ['2806.5', 'AB 2773', /before asking questions/, /imminent threat/],
  },
  {
    id: 'exit-the-vehicle',
    question: { message: 'Can I refuse to get out of the car during a traffic stop?' },
    mustContain: ['Pennsylvania v. Mimms', 'Maryland v. Wilson', /may order the driver/],
    mustNotContain: [/do not have to (get|step) out/i],
  },
  {
    id: 'prolonged-stop-dog',
    question: {
      message: 'They already wrote my ticket but made me wait for a drug dog. Is that allowed?',
    },
    mustContain: ['Rodriguez v. United States', /reasonable suspicion/, /prolong/],
  },
  {
    id: 'passenger-rights',
    question: { message: 'I was a passenger in a car that got pulled over. What are my rights?' },
    mustContain: ['Brendlin v. California', /passengers are seized/i, /stay silent/],
  },
  {
    id: 'car-search-without-warrant',
    question: { message: 'Can the police search my car without a warrant?' },
    mustContain: [/probable cause/, 'Carroll v. United States', 'I do not consent'],
  },
  {
    id: 'car-search-after-arrest',
    question: { message: 'After they arrested me, could they search my car?' },
    mustContain: ['Arizona v. Gant', /could still reach it/],
  },
  {
    id: 'driver-license',
    question: { message: 'Do I have to show my license when I am pulled over?' },
    mustContain: [/license, registration and proof of insurance/],
    mustNotContain: [/you do not have to show (your|a) license/i],
  },
  {
    id: 'id-follow-up-in-traffic-stop',
    state: 'TX',
    question: {
      message: 'And if they ask for ID?',
      conversationHistory: [
        { role: 'user', content: 'I just got pulled over in Texas' },
        { role: 'assistant', content: 'About traffic stops in Texas: ...' },
      ],
    },
    mustContain: [/license, registration and proof of insurance/, '38.02'],
  },
  {
    id: 'street-stop-questions',
    question: {
      message: 'A cop stopped me while I was walking and is asking questions. Do I have to answer?',
    },
    mustContain: [/free to go/, /remain silent/, 'Florida v. Royer'],
  },
  {
    id: 'street-frisk',
    question: { message: 'Can police pat me down on the street?' },
    mustContain: ['Terry v. Ohio', /armed and dangerous/, /do not physically resist/i],
  },
  {
    id: 'texas-give-name',
    state: 'TX',
    question: { message: 'Do I have to give my name to police in Texas?' },
    mustContain: ['38.02', /lawful(ly)? arrest/, /false name/],
    mustNotContain: [/always (show|give) (your )?id/i],
  },
  {
    id: 'nevada-stop-and-identify',
    state: 'NV',
    question: { message: 'If I am detained in Nevada do I have to identify myself?' },
    mustContain: ['Hiibel', '171.123', /reasonable suspicion/],
  },
  {
    id: 'backpack-consent',
    question: { message: 'Police asked if they could search my backpack. Can I say no?' },
    mustContain: [
      'Schneckloth v. Bustamonte',
      'I do not consent to any searches',
      /do not have to tell you/,
    ],
  },
  {
    id: 'consent-scope',
    question: {
      message: 'If I let them search my car, can they open the bags inside?',
    },
    mustContain: ['Jimeno', /limit what you agree to/],
  },
  {
    id: 'phone-search-after-arrest',
    question: { message: 'Can cops search my phone if I get arrested?' },
    mustContain: ['Riley v. California', /warrant/, 'I do not consent to a search of my phone'],
  },
  {
    id: 'police-at-the-door',
    question: {
      message: 'Police are knocking on my door without a warrant. Do I have to let them in?',
    },
    mustContain: ['Kentucky v. King', 'Payton v. New York', /slide the warrant under the door/i],
    mustNotContain: [/you must (open|let them in)/i],
  },
  {
    id: 'miranda-not-read',
    question: {
      message: 'They never read me my Miranda rights when they arrested me. Is my arrest invalid?',
    },
    mustContain: ['Miranda v. Arizona', /not that the arrest is void/, /custodial questioning/],
    mustNotContain: [/case (will be|is) dismissed/i],
  },
  {
    id: 'ask-for-lawyer',
    question: { message: 'How do I ask for a lawyer after I am arrested?' },
    mustContain: ['Edwards v. Arizona', 'Davis v. United States', 'I want a lawyer'],
  },
  {
    id: 'cannot-afford-lawyer',
    question: { message: 'I was charged with a crime and cannot afford a lawyer.' },
    mustContain: ['Gideon v. Wainwright', /public defender/],
  },
  {
    id: 'california-phone-calls',
    state: 'CA',
    question: { message: 'Do I get a phone call after an arrest in California?' },
    mustContain: ['851.5', /three/],
  },
  {
    id: 'resisting-unlawful-arrest',
    state: 'CA',
    question: { message: 'Can I resist an arrest if it is unlawful?', state: 'California' },
    mustContain: [/Do not resist/, '834a'],
  },
  {
    id: 'answering-questions',
    question: { message: 'Do I have to answer police questions?' },
    mustContain: [/remain silent/, 'Fifth Amendment', /Say out loud/],
  },
  {
    id: 'lying-to-police',
    question: { message: 'Can I just lie to the cops about where I was?' },
    mustContain: [/Lying to a federal agent can be a crime/i, '1001'],
    mustNotContain: [/you (can|may) lie/i],
  },
  {
    id: 'protest-on-sidewalk',
    question: { message: 'Can police stop me from protesting on the sidewalk?' },
    mustContain: ['Hague v. CIO', /time, place and manner/, 'Ward v. Rock Against Racism'],
  },
  {
    id: 'dispersal-order',
    question: { message: 'Police ordered our protest to disperse. What should I do?' },
    mustContain: [/leave by the route they give/, /challenge it later/],
  },
  {
    id: 'cursing-at-police',
    question: { message: 'Can I get arrested for cursing at a cop?' },
    mustContain: ['City of Houston v. Hill', /fighting words/],
  },
  {
    id: 'file-complaint',
    question: { message: 'How do I file a complaint against an officer?' },
    mustContain: [/internal affairs/, /badge/],
  },
  {
    id: 'california-misconduct',
    state: 'CA',
    question: { message: 'How do I report police misconduct in California?' },
    mustContain: ['832.5', /decertification|certification/],
  },
  {
    id: 'sue-for-force',
    question: { message: 'Can I sue a cop who beat me up?' },
    mustContain: ['1983', /qualified immunity/, 'Graham v. Connor', /can be short/],
  },
  {
    id: 'report-to-doj',
    question: { message: 'Can I report my police department to the Justice Department?' },
    // DOJ press release, May 21, 2025: the Louisville and Minneapolis suits dismissed.
    mustContain: [
      '12601',
      /does not act as your personal lawyer/,
      '242',
      /withdrew from such suits/,
    ],
  },
  {
    id: 'racial-profiling',
    question: { message: 'I think I was pulled over because I am Black. Is that legal?' },
    mustContain: ['Whren v. United States', /Equal Protection/, /Fourteenth Amendment/],
  },
  {
    id: 'immigration-stop-appearance',
    question: { message: 'Can ICE stop me just because I look Latino and speak Spanish?' },
    // Brignoni-Ponce, 422 U.S. 873 (1975); Noem v. Vasquez Perdomo, No. 25A169 (stay, 2025).
    mustContain: ['Brignoni-Ponce', '422 U.S. 873', 'Vasquez Perdomo', /not a final ruling/],
    mustNotContain: [/police may not (ever )?consider race/i],
  },
  {
    id: 'find-a-lawyer',
    question: { message: 'Where can I find a lawyer?' },
    mustContain: [/lawyer referral/, /public defender/, /legal aid/i],
  },
  {
    id: 'illinois-body-cameras',
    state: 'IL',
    question: { message: 'Do Illinois police have to wear body cameras?' },
    mustContain: ['50 ILCS 706/10-15', /January 1, 2025/],
  },
  {
    id: 'general-encounter',
    question: { message: 'What are my rights?' },
    mustContain: [/remain silent/, /free to go/, 'I do not consent to any searches'],
  },
  {
    id: 'trunk-follow-up-in-california',
    state: 'CA',
    question: {
      message: 'Can they search my trunk?',
      state: 'California',
      conversationHistory: [
        { role: 'user', content: 'I got pulled over for speeding' },
        { role: 'assistant', content: 'About traffic stops in California: ...' },
      ],
    },
    mustContain: ['Carroll v. United States', /probable cause/, 'I do not consent'],
  },
];
