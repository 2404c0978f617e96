import type { EvalCase } from '../../eval-case';
import { ASK_STATE_EN, NOT_COVERED, REFERRAL } from './shared';

/**
 * English, part 6: seven out-of-scope questions (they expect "not covered" and a referral) and
 * three questions with no place at all (they expect the answer to ask which state).
 */
export const PART_6: EvalCase[] = [
  // source: general legal-aid referral practice (LSC / LawHelp / bar referral); no police encounter.
  {
    id: 'hoc-oos-en-ne-divorce',
    state: 'NE',
    question: {
      message:
        'Omaha - how do I file for divorce and keep the house? my husband moved out 2 months ago',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; landlord-tenant, not a police encounter.
  {
    id: 'hoc-oos-en-ma-eviction',
    state: 'MA',
    question: {
      message:
        'Boston landlord gave me a 14-day notice to quit for rent. how long until they can change the locks on me?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; federal tax debt.
  {
    id: 'hoc-oos-en-ga-irs',
    state: 'GA',
    question: {
      message: 'Atlanta - IRS letter says I owe $8k from 2023. can they garnish my paycheck?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; workers' compensation.
  {
    id: 'hoc-oos-en-az-workers-comp',
    state: 'AZ',
    question: {
      message:
        "hurt my back lifting at work in Phoenix and my boss says don't file workers comp or I'm done. what do I do?",
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; bankruptcy.
  {
    id: 'hoc-oos-en-mi-bankruptcy',
    state: 'MI',
    question: {
      message: 'Detroit - should I file chapter 7 or 13? my car is about to get repossessed',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; probate and intestate succession.
  {
    id: 'hoc-oos-en-ok-probate',
    state: 'OK',
    question: {
      message: 'my dad died in Tulsa without a will. who gets his house, me or my stepmom?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; employment discrimination.
  {
    id: 'hoc-oos-en-wa-fired-pregnant',
    state: 'WA',
    question: {
      message: 'Tacoma - I got fired a week after I told HR I was pregnant. can I sue them?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: stop-and-identify duties differ by state (e.g. NRS 171.123 vs Tex. Penal Code 38.02,
  // checked for the cases above), so a correct answer needs the state first.
  {
    id: 'hoc-nostate-en-name-walking',
    question: {
      message:
        "do I have to tell a cop my name if he stops me while I'm just walking? I didn't do anything",
    },
    mustContain: [ASK_STATE_EN],
  },
  // source: audio-recording consent rules and right-to-record protections vary by state and circuit
  // (e.g. N.Y. Civ. Rights Law 79-p; Maryland's Graber ruling), so the state is needed.
  {
    id: 'hoc-nostate-en-record-audio',
    question: {
      message:
        'is it legal to record audio of a cop during my own traffic stop without telling him? my state might be 2 party consent idk',
    },
    mustContain: [ASK_STATE_EN],
  },
  // source: cannabis-odor rules differ by state (CT 54-33p, NJ CREAMMA, checked above), so the state
  // is needed.
  {
    id: 'hoc-nostate-en-odor-search',
    question: {
      message:
        "cop says he smells weed so he's searching the car. can he do that? I think weed is legal where I live",
    },
    mustContain: [ASK_STATE_EN],
  },
];
