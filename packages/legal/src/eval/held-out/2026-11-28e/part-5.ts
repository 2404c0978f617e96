import type { EvalCase } from '../../eval-case';
import {
  ASK_STATE_EN,
  NOT_COVERED_ANY,
  POLICE_RULE_WRONG,
  REFERRAL,
  SILENT_EN,
  anyOf,
  claimEn,
} from './shared';

/** Whether the answer says the rule depends on the state (EN). */
const DEPENDS_ON_STATE_EN = anyOf(
  ASK_STATE_EN,
  /depends on (?:the |your |which )?state|varies (?:by|from) state|(?:some|many|most|other) states|state(?:'s)? law(?:s)? (?:differ|vary)|differs? (?:by|from) state/,
);

/** English, protests, complaints, questions without a place, and questions outside the scope. */
export const PART_5: EvalCase[] = [
  // source: Minn. Stat. 609.715 (Twin Cities Criminal Defense summary,
  // https://www.twincitiescriminaldefense.com/public-misconduct-or-nuisance/presence-at-unlawful-assembly):
  // whoever without lawful purpose is present at an unlawful assembly and refuses to leave when a
  // peace officer directs is guilty of a misdemeanor; Minn. Stat. 609.705 (unlawful assembly,
  // three or more persons).
  {
    id: 'hoe-en-mn-st-cloud-unlawful-assembly-stay-filming',
    state: 'MN',
    question: {
      message:
        'at a protest outside st cloud city hall, cops just announced "unlawful assembly" and told everyone to leave. im only standing on the sidewalk filming. if i stay can i get charged?? whats the penalty',
    },
    mustContain: [
      /misdemeanor|(?:can|could|may) (?:be |get )?(?:charged|arrested|cited)|a crime/i,
      /leave|disperse|withdraw|move/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:can|may|have (?:the|a) right to) (?:stay|remain)[^.]{0,40}(?:after|despite|even (?:after|though|if))[^.]{0,40}(?:order|told|dispers)`,
      ),
    ],
  },

  // source: D.C. Office of Police Complaints (https://policecomplaints.dc.gov/page/file-complaint-opc;
  // FAQ http://policecomplaints.dc.gov/page/frequently-asked-questions-4%20%281%29): OPC takes
  // complaints against MPD officers (harassment, excessive force, insulting language...), filed
  // online, by phone, in person or at any MPD district station; one OPC page gives 45 days, the
  // newer FAQ 90 days, so either is accepted.
  {
    id: 'hoe-en-dc-columbia-heights-mpd-shove-complaint',
    state: 'DC',
    question: {
      message:
        'an MPD officer cursed me out and shoved me on 14th st in columbia heights last week for no reason. how do i file a complaint, and is there a deadline?',
    },
    mustContain: [
      /Office of Police Complaints|\bOPC\b/i,
      /(?:45|90|forty[- ]five|ninety)[- ]days?/i,
    ],
  },

  // source: the stop-and-identify rule differs by state (ILRC chart 2018,
  // https://www.scribd.com/document/403397370/stop-identify-statutes-in-us-lg-20180201v3-pdf:
  // "Nevada has a statute requiring giving your name to an officer, but California does not"), so
  // an answer without a place must ask for it or say that it varies.
  {
    id: 'hoe-en-nostate-name-walking-dog',
    question: {
      message:
        'a cop stopped me while i was walking my dog and asked my name. do i legally have to tell him??',
    },
    mustContain: [DEPENDS_ON_STATE_EN],
  },

  // source: the rules on questioning minors differ by state (e.g. Colorado 19-2.5-203 requires a
  // parent at custodial interrogation, Iowa 232.11 a parent's written consent to waive counsel
  // under 16, California W&I 625.6 a lawyer consultation); the right to remain silent holds
  // everywhere.
  {
    id: 'hoe-en-nostate-teen-questioned-without-parent',
    question: {
      message:
        'police questioned my 16 year old at school today without calling me first. is that even allowed?? shouldnt i have been there',
    },
    mustContain: [DEPENDS_ON_STATE_EN, SILENT_EN],
  },

  // Out of scope: a landlord's notice to quit (Maine).
  {
    id: 'hoe-en-oos-me-bangor-notice-to-quit-locks',
    state: 'ME',
    question: {
      message:
        'my landlord in bangor gave me a 7 day notice to quit bc im 2 weeks behind on rent. can he just change the locks on me this weekend? how long do i actually have',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: dividing a house in a divorce (Hawaii).
  {
    id: 'hoe-en-oos-hi-hilo-divorce-house-deed',
    state: 'HI',
    question: {
      message:
        'getting divorced in hilo and the house is only in his name on the deed but i paid half the mortgage for 9 years. do i get anything? do i need a lawyer for this',
    },
    mustContain: [NOT_COVERED_ANY, anyOf(REFERRAL, /family court|self-help center/)],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: an IRS balance due (no place).
  {
    id: 'hoe-en-oos-irs-letter-garnish-wages',
    question: {
      message:
        'got a letter from the IRS saying i owe $4,800 for 2023 plus penalties. can they take money out of my paycheck? i cant pay all that at once',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /Taxpayer Advocate|Low Income Taxpayer Clinic|\bLITC\b|tax professional|\bCPA\b|enrolled agent|payment plan|irs\.gov/,
      ),
    ],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: a work injury (Mississippi).
  {
    id: 'hoe-en-oos-ms-gulfport-casino-kitchen-back-injury',
    state: 'MS',
    question: {
      message:
        'hurt my back lifting boxes in the casino kitchen in gulfport and my manager says im not covered by workers comp bc im part time. is that legal? who do i call',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(REFERRAL, /workers'? comp(?:ensation)? (?:commission|board|agency|office)/),
    ],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: writing a will (Vermont).
  {
    id: 'hoe-en-oos-vt-montpelier-will-kids-house',
    state: 'VT',
    question: {
      message:
        'how do i write a will in vermont so my two kids get the house in montpelier and not my ex? does it have to be notarized',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: defaulted student loans (North Dakota).
  {
    id: 'hoe-en-oos-nd-fargo-student-loan-default-refund',
    state: 'ND',
    question: {
      message:
        'my federal student loans went into default and i heard they can take my tax refund. im in fargo. how do i stop that',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /Federal Student Aid|studentaid\.gov|loan servicer|Consumer Financial Protection|\bCFPB\b|Default Resolution/,
      ),
    ],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: a homeowners' association fine (Delaware).
  {
    id: 'hoe-en-oos-de-dover-hoa-fence-fine',
    state: 'DE',
    question: {
      message:
        'our HOA in dover says my new fence is 6 inches too tall and theyre fining me $50 a day. can they do that? can they put a lien on my house',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },
];
