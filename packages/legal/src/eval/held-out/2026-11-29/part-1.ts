// Part 1: stop and identify, English (on foot, passenger, no place, follow-up).
import type { EvalCase } from '../../eval-case';
import {
  ADDRESS_EN,
  ARREST_ONLY_EN,
  ASK_STATE_EN,
  DOB_EN,
  EXPLAIN_EN,
  FALSE_NAME_CRIME_EN,
  MUST_GIVE_NAME_WRONG_EN,
  MUST_SHOW_ID_WRONG_EN,
  NAME_EN,
  NO_CARD_EN,
  SILENT_EN,
  SUSPICION_ANY_EN,
  TWO_HOURS_EN,
  VARIES_EN,
  anyOf,
} from './shared';

export const PART_1: EvalCase[] = [
  // source: A.R.S. 13-2412 (legalclarity.org "Do You Have to Provide ID to Police in Arizona?",
  // legalfix.com AZ stop-and-identify): true full name only, during a detention on reasonable
  // suspicion of a crime, after being told refusal is unlawful; no physical ID card for a pedestrian.
  {
    id: 'hof-en-az-flagstaff-name',
    state: 'AZ',
    question: {
      message:
        'cop stopped me walking on route 66 by the flagstaff train station at like 1am said someone was breaking into cars. do i have to show him my id?? i dont even have it on me. can he make me answer where i was going',
    },
    mustContain: [NAME_EN, SUSPICION_ANY_EN, NO_CARD_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/38\.02/, /171\.123/, /2921\.29/],
  },
  // source: Ohio R.C. 2921.29 (State v. Dunn, Ohio Ct. App. 2020, on studicata: public place and
  // reasonable suspicion required; State v. Frye, 2023-Ohio-2967, objectivelyreasonable.com):
  // name, address or date of birth.
  {
    id: 'hof-en-oh-dayton-name',
    state: 'OH',
    question: {
      message:
        'in the oregon district in dayton last nite a cop said i matched a guy who stole from a bar and asked my name address and birthday. i told him nothing. can they charge me for that? what do i actually have to say',
    },
    mustContain: [NAME_EN, anyOf(ADDRESS_EN, DOB_EN), SUSPICION_ANY_EN],
    mustNotCite: [/38\.02/, /13-2412/, /171\.123/],
  },
  // source: Utah Code 77-7-15 and 76-8-301.5 (legalclarity.org "Is Utah a Stop and ID State?",
  // utahcriminallawyer.com 2025): on reasonable suspicion an officer may demand name, address, date
  // of birth and an explanation; failing to disclose identity (name or date of birth) can be a crime.
  {
    id: 'hof-en-ut-stgeorge-name',
    state: 'UT',
    question: {
      message:
        'st george utah, sheriff deputy stopped me n my cousin at the park after dark said theres been vandalism. he wants name and DOB. is that a real law here or can i just stay quiet? we didnt do anything',
    },
    mustContain: [NAME_EN, DOB_EN, SUSPICION_ANY_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/38\.02/, /13-2412/],
  },
  // source: Tex. Penal Code 38.02 (statute text via texas.public.law excerpt and Green v. State,
  // Tex. App. 1995; SB 843 bill analysis 2011: refusing to identify while only detained is not an
  // offense); a false name while detained is a Class B misdemeanor (fairlawpllc.com).
  {
    id: 'hof-en-tx-killeen-passenger',
    state: 'TX',
    question: {
      message:
        'i wasnt driving, i was the passenger. my homeboy got pulled over on fort hood st in killeen and the cop asked for MY id too. do i legally have to give it?? i told him my name was "mike" lol is that bad',
    },
    mustContain: [ARREST_ONLY_EN, FALSE_NAME_CRIME_EN],
    mustNotContain: [MUST_GIVE_NAME_WRONG_EN, MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/13-2412/, /171\.123/, /2921\.29/],
  },
  // source: 11 Del. C. 1902 (delcode.delaware.gov): on reasonable ground to suspect a crime an
  // officer may demand name, address, business abroad and destination; failing to identify may lead
  // to detention and questioning of up to 2 hours, which is not an arrest.
  {
    id: 'hof-en-de-rehoboth-name',
    state: 'DE',
    question: {
      message:
        'on the boardwalk in rehoboth beach a cop stopped my bf and said there was a fight, wanted his name address and where he was headed. my bf wouldnt say and the cop said he can hold him "for 2 hours". is that legit??',
    },
    mustContain: [NAME_EN, TWO_HOURS_EN, SUSPICION_ANY_EN],
    mustNotCite: [/38\.02/, /171\.123/, /13-2412/],
  },
  // source: Ala. Code 15-5-30 (text quoted on alabamaduiprosecution.com; legalclarity.org "Is
  // Alabama a Stop and ID State?"): on reasonable suspicion, name, address and an explanation of
  // actions may be demanded; drivers must show a licence (32-6-9).
  {
    id: 'hof-en-al-dothan-name',
    state: 'AL',
    question: {
      message:
        'dothan alabama. walking home from work by the circle and a deputy pulls up, says they got a call about somebody looking in windows. asked my name and address and what i was doing. do i have to tell him all that or can i say nothing',
    },
    mustContain: [NAME_EN, ADDRESS_EN, SUSPICION_ANY_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: K.S.A. 22-2402 (ksrevisor.org): on reasonable suspicion an officer may demand name,
  // address and an explanation of actions; ACLU of Kansas Q&A: you may be required to identify
  // yourself, otherwise you have the right to remain silent.
  {
    id: 'hof-en-ks-topeka-name',
    state: 'KS',
    question: {
      message:
        'topeka ks. two cops stopped me outside the gas station on topeka blvd saying i fit a description. they want name, address and "explain yourself". i dont trust them. what am i required to do and what can i refuse?',
    },
    mustContain: [NAME_EN, ADDRESS_EN, anyOf(SILENT_EN, /refuse|decline/)],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: Neb. Rev. Stat. 29-829 (nebraskalegislature.gov): an officer may stop a person he
  // reasonably suspects of a crime and demand name, address and an explanation of his actions.
  {
    id: 'hof-en-ne-kearney-name',
    state: 'NE',
    question: {
      message:
        'im in kearney nebraska, got stopped by UNK campus walking back late, officer says a bike got stolen and wants my name + address + explanation. im international student kinda scared. whats the law here',
    },
    mustContain: [NAME_EN, ADDRESS_EN, anyOf(EXPLAIN_EN, SUSPICION_ANY_EN)],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: the stop-and-identify statutes read above differ (AZ name only, OH name/address/DOB,
  // TX only after arrest, CA none: Kolender v. Lawson, 461 U.S. 352); no place is given.
  {
    id: 'hof-en-nostate-name-walking',
    question: {
      message:
        'if a cop stops me while im just walking and asks for my name do i legally have to give it? i always hear different things online',
    },
    mustContain: [anyOf(ASK_STATE_EN, VARIES_EN)],
    mustNotContain: [MUST_GIVE_NAME_WRONG_EN],
  },
  // source: Ohio R.C. 2921.29 (as above): name, address or date of birth when reasonably suspected
  // in a public place. The state is only in the earlier turn.
  {
    id: 'hof-en-fu-oh-parma-name',
    state: 'OH',
    question: {
      message:
        'ok and if a cop stops me on foot and says im a suspect in something, what do i have to tell him exactly?',
      conversationHistory: [
        {
          role: 'user',
          content: 'i live in parma ohio, cops have been all over my street on ridge rd this week',
        },
        { role: 'assistant', content: 'That sounds stressful. What would you like to know?' },
      ],
    },
    mustContain: [NAME_EN, anyOf(ADDRESS_EN, DOB_EN)],
    mustNotCite: [/38\.02/, /13-2412/, /171\.123/],
  },
];
