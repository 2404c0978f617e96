/*
 * Held-out set 2026-11-30, part 5 (English): questions outside a police-encounter library (the
 * answer must say it does not cover them and point to help, with no police rule), and follow-ups
 * whose state is only in the earlier turn. Written by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  HELP_REF_EN,
  ONE_CALL_WRONG_EN,
  OUT_OF_SCOPE_EN,
  POLICE_RULE_WRONG_EN,
  THREE_CALLS_EN,
} from './shared';

const OOS_EN = {
  mustContain: [OUT_OF_SCOPE_EN, HELP_REF_EN],
  mustNotContain: [POLICE_RULE_WRONG_EN],
};

export const PART_5: EvalCase[] = [
  // source: out of scope (landlord-tenant deposit law is not a police encounter); only "not covered"
  // and a referral are required.
  {
    id: 'hog-ut-moab-oos-deposit',
    state: 'UT',
    question: {
      message:
        'moved out of my apartment in moab 5 weeks ago and the landlord is keeping my whole $900 deposit for "carpet cleaning". is that legal in utah and how do i get it back',
    },
    ...OOS_EN,
  },
  // source: out of scope (wage law).
  {
    id: 'hog-ia-ottumwa-oos-paycheck',
    state: 'IA',
    question: {
      message:
        'quit my job at a plant in ottumwa 3 weeks ago and they still havent paid my last check. who do i even complain to? can they just keep it',
    },
    ...OOS_EN,
  },
  // source: out of scope (family law).
  {
    id: 'hog-wi-janesville-oos-custody',
    state: 'WI',
    question: {
      message:
        'my ex in janesville keeps not bringing our daughter back on time and skipped my last 2 weekends. we have a custody order. what can i do, can i just keep her on his weekend',
    },
    ...OOS_EN,
  },
  // source: out of scope (debt collection).
  {
    id: 'hog-ks-emporia-oos-debt-collector',
    state: 'KS',
    question: {
      message:
        'a debt collector keeps calling me at work in emporia about an old hospital bill from 2019. my boss is annoyed. are they allowed to call me at work? do i still owe it after this long',
    },
    ...OOS_EN,
  },
  // source: out of scope (property and insurance).
  {
    id: 'hog-al-florence-oos-tree',
    state: 'AL',
    question: {
      message:
        'my neighbors dead oak tree fell on my fence in florence al during the storm. he says its an act of god and wont pay. who is responsible??',
    },
    ...OOS_EN,
  },
  // source: out of scope (name change at the MVA).
  {
    id: 'hog-md-dundalk-oos-name-change',
    state: 'MD',
    question: {
      message:
        'just got married, live in dundalk. how do i change my last name on my license and social security, do i need a court order in maryland or just the marriage certificate',
    },
    ...OOS_EN,
  },
  // source: Cal. Penal Code 851.5 (FindLaw; sfexaminer.com): at least three completed calls, no later
  // than three hours after arrest; two more for a custodial parent. The state is only in the history.
  {
    id: 'hog-ca-turlock-followup-calls',
    state: 'CA',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content: 'cops arrested my dad outside his work in turlock california this afternoon',
        },
        { role: 'assistant', content: 'I am sorry. What would you like to know about his arrest?' },
      ],
      message:
        'hes got 2 little kids at home with nobody. how many calls does he get, we havent heard from him',
    },
    mustContain: [
      THREE_CALLS_EN,
      /two (?:additional|more|extra)|2 (?:additional|more|extra)|five calls|custodial parent|(?:care|arrange)[^.]{0,30}child/i,
    ],
    mustNotContain: [ONE_CALL_WRONG_EN],
    mustNotCite: [/33A/, /16-3-402/],
  },
  // source: Iowa Code 321J.9 (laws9.com; drivinglaws.org): refusal revokes for one year with no prior
  // revocation. The state is only in the earlier turn.
  {
    id: 'hog-ia-coralville-followup-refusal',
    state: 'IA',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content:
            'got pulled over on I-80 by coralville iowa and the trooper thinks i was drinking',
        },
        { role: 'assistant', content: 'I can help with that. What is your question?' },
      ],
      message:
        'if he arrests me and i refuse the test at the station what happens to my license? first time ever',
    },
    mustContain: [
      /one year|1 year|one-year|12 months|a year/i,
      /revo[kc]|suspen|los(?:e|es|ing) (?:your |his |the )?licen/i,
    ],
    mustNotCite: [/41-6a-521/, /343\.305/],
  },
];
