import type { EvalCase } from '../../eval-case';
import { FALSE_EN, JUDICIAL_EN, NOT_COVERED_ANY, REFERRAL } from './shared';

/** English: jails and ICE, schools, a Texas follow-up, and questions outside the assistant. */
export const PART_7: EvalCase[] = [
  // source: Cal. Gov. Code § 7284.6 (SB 54) — https://cityrulelookup.com/immigration/sanctuary-status/fallbrook-ca
  // and https://kprl.com/sb-54-12-31-2018/ (no detention on an ICE hold request; no transfer to
  // immigration authorities without a judicial warrant, with carve-outs for certain serious or
  // violent felony convictions).
  {
    id: 'hoc-en-ca-riverside-jail-transfer',
    state: 'CA',
    question: {
      message:
        'my son is in riverside county jail for a misdemeanor, no record. will the jail hand him over to ice when hes released??',
    },
    mustContain: [/SB 54|California Values Act|7284/i, JUDICIAL_EN],
    mustNotCite: [/805\/15/, /10\.93\.160/],
  },
  // source: 5 ILCS 805/15(a) — https://witnessslips.ilga.gov/ftp/ILCS/Ch%200005/Act%200805/000508050K15.html
  // (no detaining or continuing to detain anyone solely on an immigration detainer or civil
  // immigration warrant).
  {
    id: 'hoc-en-il-rockford-detainer',
    state: 'IL',
    question: {
      message:
        'rockford il, my husband is in winnebago county jail and ice sent a detainer. can they keep him past his release for ice?',
    },
    mustContain: [
      /TRUST Act|Way Forward|805\/15|5 ILCS 805/i,
      /detainer/i,
      /(?:cannot|can't|may not|not allowed|shall not|prohibit)/i,
    ],
    mustNotCite: [/7284/],
  },
  // source: Plyler v. Doe, 457 U.S. 202 (1982) — https://mendezbrown.idra.org/plyler-vs-doe/ and
  // https://www.edweek.org/policy-politics/undocumented-students-have-the-right-to-a-free-education-this-is-why/2024/11
  // (states may not deny undocumented children a free public education; schools may not require
  // students or parents to disclose immigration status).
  {
    id: 'hoc-en-nc-charlotte-school-papers',
    state: 'NC',
    question: {
      message:
        'charlotte nc. my kids school is asking for "proof of status" to enroll them. we dont have papers. can they refuse my kids?',
    },
    mustContain: [
      /Plyler/i,
      /free public (?:education|school)|(?:right|entitled) to (?:attend|go to|enroll in) (?:public )?school|public education/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:school|they) (?:can|may) (?:refuse|deny|turn away) (?:your |the )?(?:kids|children)(?![^.]{0,60}\b(?:if|only|for (?:residency|address))\b)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02(b) — https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ (giving a
  // false name, residence address or date of birth to an officer while lawfully detained or
  // arrested is an offense).
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-en-tx-elpaso-followup-fake-name',
    state: 'TX',
    question: {
      message: 'he gave them a fake name bc he was scared. is that a crime by itself?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'el paso police stopped my brother on montana ave and held him while they checked something',
        },
        { role: 'assistant', content: 'I understand. Is he still with the officers now?' },
      ],
    },
    mustContain: [/38\.02/i, FALSE_EN, /crime|offense|misdemeanor|charged/i],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:is|it's) not a crime to (?:give|use) a (?:fake|false) name/i,
    ],
  },
  // Out of scope: divorce.
  // source: none needed — outside the assistant's subject; the answer must say so and refer.
  {
    id: 'hoc-en-ok-tulsa-oos-divorce',
    state: 'OK',
    question: {
      message:
        'how do i file for divorce in tulsa if my husband wont sign anything? do i need a lawyer or can i do it myself',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|remain silent|Fourth Amendment/i],
  },
  // Out of scope: taxes.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-en-ne-omaha-oos-irs-letter',
    state: 'NE',
    question: {
      message:
        'got a letter from the irs in omaha saying i owe 4000 from 2023. can they garnish my wages?? what do i do',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|remain silent|search warrant/i],
  },
  // Out of scope: a landlord dispute (the nearby rule about police entering a home is not the answer).
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-en-wi-milwaukee-oos-landlord',
    state: 'WI',
    question: {
      message:
        'my landlord in milwaukee wont fix the heat for 2 weeks and says he can come into my apartment whenever he wants. can he?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [
      /(?:police|officers|they) (?:need|must have|must get) a (?:search )?warrant/i,
      /Miranda/i,
    ],
  },
  // Out of scope: a car-accident insurance claim.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-en-mo-kc-oos-insurance',
    state: 'MO',
    question: {
      message:
        'kansas city mo. someone rear ended me and their insurance is lowballing the repair. should i take their offer or sue?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|remain silent/i],
  },
  // Out of scope: starting a business.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-en-id-boise-oos-llc',
    state: 'ID',
    question: {
      message:
        'how do i set up an llc for my food truck in boise? do i need a business license too',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|remain silent|Fourth Amendment/i],
  },
  // Out of scope: a will and probate.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-en-nm-abq-oos-will',
    state: 'NM',
    question: {
      message:
        'my grandpa died in albuquerque with no will. his house, does it go to my mom or do we have to go to probate court?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|remain silent|Fourth Amendment/i],
  },
];
