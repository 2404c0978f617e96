/*
 * Held-out set 2026-11-30, part 3 (English): homes, phones, questioning, arrest, minors. Written
 * by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  HOURS_24_EN,
  INVOLUNTARY_EN,
  JUDGE_EN,
  NO_ENTRY_WITHOUT_WARRANT_EN,
  NO_PASSCODE_EN,
  ONE_CALL_WRONG_EN,
  SCHOOL_NO_WARRANT_EN,
  SCHOOL_WARRANT_WRONG_EN,
  SPLIT_EN,
  THREE_CALLS_EN,
  claimEnX,
} from './shared';

const HOURS_48_EN = /48 hours|forty[- ]eight hours|two days/i;
const STOP_QUESTIONING_EN =
  /(?:must|have to|has to|required to|should|need to)[^.]{0,25}stop (?:questioning|the (?:questioning|interrogation|interview)|asking|interrogating)|(?:questioning|interrogation|the interview) (?:must|has to|should) (?:stop|end|cease)|stop (?:the )?(?:questioning|interrogation)|(?:can(?:not|'t)|may not|not allowed to)[^.]{0,20}(?:keep|continue)[^.]{0,20}(?:question|asking|interrogat)|Edwards/i;

export const PART_3: EvalCase[] = [
  // source: maconcriminaldefense.com and lacriminaldefenseattorney.com on "knock and talk" (no duty
  // to open without a warrant; officers may ask for consent; Florida v. Jardines on the implied
  // licence to knock).
  {
    id: 'hog-wi-sheboygan-knock-talk',
    state: 'WI',
    question: {
      message:
        '2 sheboygan cops knocking on my apartment door rn saying they "just want to talk" about my neighbor. no warrant that i can see. do i have to open the door or let them in??',
    },
    mustContain: [NO_ENTRY_WITHOUT_WARRANT_EN, /warrant/i],
    mustNotContain: [
      claimEnX(String.raw`you (?:must|have to|are required to) (?:open the door|let them in)`),
    ],
  },
  // source: Riley v. California (2014) (wikisource opinion p. 28; csg.org): police generally need a
  // warrant to search a phone seized at arrest; passcode compulsion is a Fifth Amendment issue.
  {
    id: 'hog-ia-davenport-phone-passcode',
    state: 'IA',
    question: {
      message:
        'arrested downtown davenport last night, they took my iphone and keep asking for my passcode. can they go thru my phone without my permission?? do i have to give them the code',
    },
    mustContain: [/warrant/i, NO_PASSCODE_EN],
    mustNotContain: [
      claimEnX(
        String.raw`you (?:must|have to|are required to) (?:give|tell|provide|hand over)(?: them| police| the police| officers)? (?:your |the |them your )?(?:passcode|password|pass code|code|PIN)|you (?:must|have to|are required to) unlock (?:your |the )?phone`,
      ),
    ],
  },
  // source: Edwards v. Arizona, 451 U.S. 477 (1981) (lawpipe.com; constitution.congress.gov essay):
  // once a suspect in custody asks for counsel, police-initiated questioning must stop until counsel.
  {
    id: 'hog-pa-erie-son-asked-lawyer',
    state: 'PA',
    question: {
      message:
        'my son (19) is at erie police station on peach st. he texted me he asked for a lawyer but the detectives keep coming back in and asking questions. is that allowed?? what can i do',
    },
    mustContain: [STOP_QUESTIONING_EN],
    mustNotContain: [
      claimEnX(
        String.raw`(?:police|detectives|they|officers) (?:can|may) (?:keep|continue) (?:questioning|asking|interrogating)`,
      ),
    ],
  },
  // source: Cal. Penal Code 851.5 (FindLaw; Fresno criminal blog): at least three completed calls,
  // immediately upon booking and no later than three hours after arrest; free if local.
  {
    id: 'hog-ca-merced-calls',
    state: 'CA',
    question: {
      message:
        'my brother got arrested in merced last night and hasnt called anyone. they told my mom he only gets ONE phone call?? is that true in california',
    },
    mustContain: [THREE_CALLS_EN, /three hours|3 hours/i],
    mustNotContain: [ONE_CALL_WRONG_EN],
    mustNotCite: [/33A/, /16-3-402/, /171\.153/, /12-7-20/],
  },
  // source: Cal. Welf. & Inst. Code 625.6 (lawserver.com, as amended by SB 203, eff. 2021): a youth
  // 17 or younger must consult counsel before custodial interrogation and any Miranda waiver; the
  // consultation may not be waived.
  {
    id: 'hog-ca-visalia-minor-lawyer',
    state: 'CA',
    question: {
      message:
        'visalia PD picked up my 16 yr old at the mall and wants to interview him at the station about a fight. can they question him without me or a lawyer there? he says he wants to just explain',
    },
    mustContain: [
      /lawyer|attorney|counsel/i,
      /(?:can(?:not|'t)|may not)[^.]{0,40}waive|not (?:be )?waiv|cannot be waived|625\.6|17 (?:or|and) (?:younger|under)|under 18/i,
    ],
    mustNotCite: [/5-401\.6/, /232\.11/, /32A-2-14/],
  },
  // source: Oregon SB 418 (2021) (Innocence Project policy page; Criminal Legal News): a custodial
  // statement of a person under 18 is presumed involuntary if officers knowingly used false
  // information to elicit it, unless the state proves otherwise by clear and convincing evidence.
  {
    id: 'hog-or-pendleton-teen-lied-to',
    state: 'OR',
    question: {
      message:
        'pendleton oregon. detective questioned my 15 y/o daughter in custody and told her that her friend already confessed and theres video of her. none of that was true. is that legal?? she ended up admitting stuff',
    },
    mustContain: [INVOLUNTARY_EN, /under 18|minors?|juveniles?|youth|young people|children/i],
    mustNotCite: [/5-401\.6/, /625\.6/],
  },
  // source: Frazier v. Cupp, 394 U.S. 731 (1969) (legalclarity.org; wikisum): a misrepresentation by
  // police is relevant but does not by itself make an otherwise voluntary adult confession inadmissible.
  {
    id: 'hog-ok-stillwater-adult-lied-to',
    state: 'OK',
    question: {
      message:
        'cops in stillwater told me my fingerprints were all over the car. turns out that was a lie, there were no prints. im 22. can police legally lie to you like that?',
    },
    mustContain: [
      /(?:can|may|allowed to|permitted to|legal(?:ly)?(?: for (?:them|police|officers))? to)[^.]{0,40}(?:lie|deceive|use deception|trick|mislead)|Frazier/i,
    ],
    mustNotContain: [
      /(?<!\b(?:not|never)\b[^.]{0,15})it(?:'s| is) (?:illegal|against the law) for (?:police|cops|officers) to lie/i,
    ],
  },
  // source: County of Riverside v. McLaughlin, 500 U.S. 44 (1991) (lawpipe.com; FBI legal brief): a
  // judicial probable-cause determination within 48 hours of a warrantless arrest, weekends included.
  {
    id: 'hog-wi-lacrosse-48-hours',
    state: 'WI',
    question: {
      message:
        'my bf got arrested friday night in la crosse, no warrant, cops just grabbed him after a fight downtown. its the weekend so do they get to hold him till monday before he sees a judge??',
    },
    mustContain: [HOURS_48_EN, JUDGE_EN],
    mustNotContain: [
      claimEnX(
        String.raw`weekends? (?:do(?:n't| not) count|(?:are|is) not counted|(?:are|is) excluded)`,
      ),
    ],
  },
  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985) (Bill of Rights Institute; lawpipe.com):
  // school officials need neither a warrant nor probable cause, only reasonable suspicion.
  {
    id: 'hog-al-gadsden-backpack',
    state: 'AL',
    question: {
      message:
        'the assistant principal at my sons high school in gadsden searched his backpack because somebody said he had a vape. no warrant, no cop. is that legal? i thought they needed a warrant',
    },
    mustContain: [SCHOOL_NO_WARRANT_EN, /reasonable/i],
    mustNotContain: [SCHOOL_WARRANT_WRONG_EN],
  },
  // source: ABA Criminal Justice Section and Federalist Society blog on compelled biometrics (the
  // D.C. and Ninth Circuits reached conflicting decisions; the question awaits the Supreme Court);
  // Riley v. California for the warrant.
  {
    id: 'hog-noplace-face-unlock',
    question: {
      message:
        'can the cops force me to unlock my phone with my face or thumb if they arrest me? or is that like the passcode thing where they cant make you',
    },
    mustContain: [SPLIT_EN, /warrant/i],
  },
  // source: McLaughlin (48 hours) as above; the state is only in the earlier turn. Wisconsin's own
  // rule was not read, so only the federal outer limit is required.
  {
    id: 'hog-wi-beloit-followup-judge',
    state: 'WI',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content: 'my dad was arrested at his house in beloit wisconsin yesterday morning',
        },
        { role: 'assistant', content: 'I am sorry to hear that. What would you like to know?' },
      ],
      message: 'how long can they keep him before he sees a judge? nobody is telling us anything',
    },
    mustContain: [anyOfHours(), JUDGE_EN],
  },
];

function anyOfHours(): RegExp {
  return new RegExp(
    `${HOURS_48_EN.source}|${HOURS_24_EN.source}|promptly|without unnecessary delay`,
    'i',
  );
}
