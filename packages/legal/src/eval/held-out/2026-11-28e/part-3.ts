import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_EN,
  ADMIN_WARRANT_EN,
  CHECKPOINT_LEGAL_EN,
  CHECKPOINT_LEGAL_WRONG_EN,
  DONT_OPEN_EN,
  JUDICIAL_EN,
  MUST_GIVE_PASSCODE_WRONG_EN,
  NOT_PUBLIC_RECORD_EN,
  NO_CHECKPOINTS_EN,
  ONE_YEAR_EN,
  PASSCODE_EN,
  PHONE_NO_WARRANT_WRONG_EN,
  SILENT_EN,
  SUSPENSION_EN,
  WARRANT_EN,
  anyOf,
  claimEn,
} from './shared';

/** English, phones, body cameras, ICE at the door or at work, checkpoints and breath tests. */
export const PART_3: EvalCase[] = [
  // source: Riley v. California, 573 U.S. 373 (2014)
  // (https://www.criminaldef.com/library/riley-v-california-search-warrant-required-to-search-cell.cfm):
  // police generally must get a warrant before searching the data on a phone seized at arrest;
  // the Fifth Amendment right not to incriminate oneself (no duty to tell a passcode to police).
  {
    id: 'hoe-en-al-mobile-booking-phone-passcode',
    state: 'AL',
    question: {
      message:
        'got arrested on dauphin st in mobile for a fight and they took my phone at booking. can they go thru my texts and pics without a warrant?? the officer also asked me for my passcode, do i have to give it',
    },
    mustContain: [WARRANT_EN, PASSCODE_EN],
    mustNotContain: [PHONE_NO_WARRANT_WRONG_EN, MUST_GIVE_PASSCODE_WRONG_EN],
  },

  // source: Commonwealth v. Jones, 481 Mass. 540 (2019)
  // (https://www.mass.gov/decision/commonwealth-v-jones): on a Gelfgatt motion a judge may order
  // a defendant to enter a phone's password if the Commonwealth proves beyond a reasonable doubt
  // that he knows it (foregone conclusion). Indiana (Seo v. State, 2020) reaches the opposite
  // result, which is the trap.
  {
    id: 'hoe-en-ma-framingham-judge-order-unlock',
    state: 'MA',
    question: {
      message:
        'framingham detectives got a search warrant for my phone and now the DA is asking a judge to order me to unlock it. my cousin in indiana says police can never make you give up your passcode. is that true here in massachusetts??',
    },
    mustContain: [
      /(?:judge|court)[^.]{0,120}(?:order|compel|force|require|make you)/i,
      anyOf(
        /(?:prove|proves|show|shows|establish)[^.]{0,80}(?:know|knows)[^.]{0,40}(?:passcode|password|code|pin)/,
        /beyond a reasonable doubt|foregone conclusion|Gelfgatt|Commonwealth v\.? Jones/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:police|they|the court|a judge|courts?|the commonwealth|prosecutors?) (?:can never|cannot ever|can't ever|can not ever|could never) (?:make|force|compel|order)`,
      ),
    ],
    mustNotCite: [/\bSeo\b/i],
  },

  // source: KRS 61.168(5)(d) and Ky. AG decision 22-ORD-253 (https://kyopengov.org/law/ag/2022/22-ord-253):
  // a person directly involved in the recorded incident may view the body-camera recording on the
  // agency's premises, as many times as they want, but the agency need not give them a copy except
  // as provided in KRS 61.169 (release to their attorney).
  {
    id: 'hoe-en-ky-owensboro-bodycam-view-or-copy',
    state: 'KY',
    question: {
      message:
        'owensboro police came to my apartment for a noise complaint and it got out of hand, they tased my boyfriend. how do i get the bodycam video? can i get my own copy or only watch it?',
    },
    mustContain: [
      /view|watch|see (?:it|the (?:video|footage|recording))|inspect/i,
      /attorney|lawyer/i,
      /cop(?:y|ies)/i,
    ],
    mustNotCite: [/23-1-240|132-1\.4A|1701\.661/i],
  },

  // source: S.C. Code 23-1-240(G) (text quoted in H.3288, 2025-26,
  // https://scstatehouse.gov/sess126_2025-2026/prever/3288_20241205.htm): body-camera data "is not a
  // public record subject to disclosure under the Freedom of Information Act"; an agency may
  // release it in its discretion; the subject of the recording, a criminal defendant or a civil
  // litigant may request and receive it under the court rules or by court order (the bill to let
  // subjects get it without that was only prefiled).
  {
    id: 'hoe-en-sc-charleston-bodycam-foia',
    state: 'SC',
    question: {
      message:
        'charleston pd stopped me on king st and searched me for no reason. i want to file a complaint and get their body cam footage. can i just FOIA it??',
    },
    mustContain: [
      NOT_PUBLIC_RECORD_EN,
      /discretion|court order|subpoena|rules of (?:criminal|civil) procedure|lawsuit|criminal case|defendant|attorney|lawyer/i,
    ],
    mustNotCite: [/61\.168|132-1\.4A|1701\.661/i],
  },

  // source: ICE Encounter / Juntos Wyoming know-your-rights pages
  // (https://iceencounter.com/know-your-rights/home-raids; https://juntoswyoming.com/what-to-do-if-immigration-agents-are-at-your-door/):
  // an ICE administrative warrant (I-200 / I-205, "Department of Homeland Security", signed by an
  // immigration officer) does not authorize entry into a home; only a judge-signed warrant does;
  // do not open the door, remain silent.
  {
    id: 'hoe-en-mi-kalamazoo-ice-dhs-warrant-6am',
    state: 'MI',
    question: {
      message:
        'ICE agents are knocking at my door on portage st in kalamazoo at 6am saying they have a warrant for my husband. the paper they held up says department of homeland security at the top. do i have to open the door??',
    },
    mustContain: [DONT_OPEN_EN, ADMIN_WARRANT_EN, JUDICIAL_EN, SILENT_EN],
    firstPartMustContain: [DONT_OPEN_EN],
    mustNotContain: [ADMIN_ENTRY_WRONG_EN],
  },

  // source: Armstrong Teasdale, "Recommendations for Employers Regarding ICE Visits and Raids"
  // (https://www.armstrongteasdale.com/thought-leadership/recommendations-for-employers-regarding-ice-visits-and-raids/)
  // and Hahn Law (https://www.hahnlaw.com/insights/how-to-prepare-for-ice-raids-know-your-rights):
  // ICE may enter public areas of a business but not private areas without the employer's
  // permission or a judicial warrant; employees may remain silent.
  {
    id: 'hoe-en-id-nampa-dairy-ice-back-barn',
    state: 'ID',
    question: {
      message:
        'ICE is at the dairy where i work outside nampa. theyre in the front office and want to go back to the milking barn where everybody is. im the shift lead and my boss is asking me if we have to let them back there. and do the guys have to answer their questions?',
    },
    mustContain: [
      JUDICIAL_EN,
      /private|non-?public|employees?[- ]only|not open to the public|back area/i,
      SILENT_EN,
    ],
    mustNotContain: [ADMIN_ENTRY_WRONG_EN],
  },

  // source: GHSA, Sobriety Checkpoints by state (https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints):
  // 37 states and D.C. conduct checkpoints; West Virginia is not among the 13 that do not (AK, ID,
  // IA, MI, MN, MT, OR, RI, TX, WA, WI, WY; MO funding ban); Sutton & Janelle, "Are DUI Checkpoints
  // Legal in West Virginia?" (2018). Michigan Dept. of State Police v. Sitz (1990).
  {
    id: 'hoe-en-wv-morgantown-checkpoint-friend-says-illegal',
    state: 'WV',
    question: {
      message:
        'theres supposed to be a dui checkpoint on university ave in morgantown tonight. my friend from michigan swears checkpoints are illegal. are they legal in west virginia or not',
    },
    mustContain: [CHECKPOINT_LEGAL_EN],
    firstPartMustContain: [CHECKPOINT_LEGAL_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:sobriety |DUI )?checkpoints? (?:are|is) (?:illegal|banned|prohibited|unconstitutional|not (?:allowed|permitted|legal)) in west virginia`,
      ),
      claimEn(
        String.raw`west virginia (?:does not|doesn't) (?:allow|permit|use|conduct|do)[^.]{0,20}checkpoints?`,
      ),
    ],
  },

  // source: GHSA (https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints): "Alaska —
  // Sobriety checkpoints are not conducted. They are not authorized by the state." The state is
  // only in the earlier turn.
  {
    id: 'hoe-en-ak-fairbanks-followup-checkpoint',
    state: 'AK',
    question: {
      message:
        'ok also my cousin said cops do sobriety checkpoints on airport way on friday nights, is that a thing here? do i have to stop if i see one',
      conversationHistory: [
        { role: 'user', content: 'driving up to fairbanks alaska this weekend for a wedding' },
        { role: 'assistant', content: 'Got it, Alaska. What would you like to know?' },
      ],
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },

  // source: GHSA 2009 survey as reported by Stone & Spencer, Southwest Journal of Criminal Justice
  // (https://studylib.net/doc/8438650/twelve-proof--examining-the-reasons-12-states-refuse-to-a...)
  // and GHSA's current page (https://www.ghsa.org/state-laws/issues/Sobriety-Checkpoints): Montana
  // is among the states that do not conduct sobriety checkpoints.
  {
    id: 'hoe-en-mt-great-falls-checkpoint-10th-ave',
    state: 'MT',
    question: {
      message:
        'do montana cops do dui checkpoints? buddy in great falls says theres gonna be one on 10th ave south after the game. if theres a roadblock do i have to stop and blow',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },

  // source: Battlefield Law Group (https://www.battlefieldlawgroup.com/blog/refused-a-breathalyzer-in-virginia-what-it-means-for-your-license):
  // the roadside preliminary breath test is voluntary (Va. Code 18.2-267); refusing the breath or
  // blood test after arrest (18.2-268.2/268.3) is, for a first offense, a civil offense with a
  // 12-month licence suspension (Pack Law Group, Claude Whitehead Law).
  {
    id: 'hoe-en-va-roanoke-handheld-vs-station-breath-test',
    state: 'VA',
    question: {
      message:
        'pulled over in roanoke and the cop wants me to blow into a little handheld thing before he decides anything. can i say no to that? and if they arrest me and want the big breath test at the station what happens if i refuse that one too',
    },
    mustContain: [
      anyOf(
        /(?:can|may) (?:refuse|decline|say no)[^.]{0,80}(?:preliminary|roadside|handheld|hand-held|portable|PBT)/,
        /(?:preliminary|roadside|handheld|hand-held|portable|PBT)[^.]{0,100}(?:voluntary|optional|can refuse|may refuse|can say no|not required|no penalty|not mandatory)/,
      ),
      ONE_YEAR_EN,
      SUSPENSION_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:refusing|refusal of|declining)[^.]{0,30}(?:preliminary|roadside|handheld|hand-held|PBT)[^.]{0,40}(?:is a crime|suspends|will suspend|results in (?:a |an automatic )?(?:license )?suspension)`,
      ),
    ],
  },

  // source: N.C.G.S. 20-16.2(a) (http://laws9.com/statutes/north-carolina/Chapter_20/GS_20-16_2):
  // "you can refuse any test, but your drivers license will be revoked for one year"; you may call
  // an attorney and select a witness, but testing may not be delayed more than 30 minutes.
  {
    id: 'hoe-en-nc-wilmington-intoxilyzer-refuse-call-lawyer',
    state: 'NC',
    question: {
      message:
        'my husband got arrested for dwi in wilmington nc and hes at the station, they want him to blow in the intoxilyzer. what happens if he refuses? can he call a lawyer first??',
    },
    mustContain: [
      ONE_YEAR_EN,
      SUSPENSION_EN,
      /lawyer|attorney/i,
      /30 minutes|thirty minutes|half an hour/i,
    ],
    mustNotCite: [/18\.2-268|316\.1939|23612/i],
  },

  // source: Riley v. California, 573 U.S. 373 (2014): "get a warrant". Holds in every state, so
  // no question about the state is needed.
  {
    id: 'hoe-en-nostate-phone-search-after-arrest',
    question: {
      message:
        'can cops look through my phone after they arrest me?? they told my friend its "part of searching him" when they arrested him',
    },
    mustContain: [WARRANT_EN, /phone/i],
    mustNotContain: [PHONE_NO_WARRANT_WRONG_EN],
  },
];
