/*
 * Held-out set 2026-11-30, part 1 (English): stopped on foot and asked who you are. Written by an
 * evaluator who never saw the engine. Each `// source:` names where the required facts were checked.
 */
import type { EvalCase } from '../../eval-case';
import {
  ARREST_ONLY_EN,
  ASK_WHICH_STATE_EN,
  DOB_EN,
  EXPLAIN_EN,
  FALSE_NAME_CRIME_EN,
  MUST_NAME_ALWAYS_WRONG_EN,
  SILENCE_EN,
  VARIES_EN,
  anyOf,
  claimEnX,
} from './shared';

export const PART_1: EvalCase[] = [
  // source: legalclarity.org, "Kentucky Stop and ID Laws" (Kentucky has passed no law requiring a
  // person to identify on request; stops rest on Terry v. Ohio and Commonwealth v. Banks).
  {
    id: 'hog-ky-covington-walking-name',
    state: 'KY',
    question: {
      message:
        'walking home thru mainstrasse in covington like 1am and a cop rolls up asking for my ID. i didnt do anything. do i legally have to give my name or show id?? and can i just keep walking',
    },
    mustContain: [
      /no (?:kentucky |state |specific |general )?(?:law|statute|stop[- ]and[- ]identify)|(?:not|n't) (?:have|passed) (?:a |any )?(?:law|statute)|(?:not|n't) (?:legally )?(?:required|obligated)|(?:don't|do not) (?:legally )?have to (?:give|show|tell|identify|provide)/i,
      /free to (?:leave|go|walk)|(?:am I|are you) (?:being )?detained|ask (?:if|whether) you(?:'re| are) (?:free|being detained)|reasonable suspicion/i,
    ],
    mustNotContain: [MUST_NAME_ALWAYS_WRONG_EN],
    mustNotCite: [/38\.02/, /171\.123/, /77-7-15/, /15-5-30/, /22-2402/],
  },
  // source: Utah Code 77-7-15 (name, address, date of birth, explanation) and 76-8-301.5 (failure
  // to disclose identity), as summarized by legalclarity.org and utahcriminallawyer.com (2025).
  {
    id: 'hog-ut-parkcity-mainst-identity',
    state: 'UT',
    question: {
      message:
        'ski trip in park city, me n my buddy got stopped on main st bc cops said we "matched" some guys who broke into a car. they want name, birthday, address. do we gotta give all that or can we stay quiet?? we didnt do it',
    },
    mustContain: [/name/i, DOB_EN, /76-8-301\.5|crime|offense|misdemeanor|charged|arrest/i],
    mustNotCite: [/38\.02/, /16-3-103/, /15-5-30/, /22-2402/],
  },
  // source: Ala. Code 15-5-30 (quoted on alabamaduiprosecution.com; legalclarity.org): an officer
  // who reasonably suspects a public offense may demand name, address and an explanation.
  {
    id: 'hog-al-tuscaloosa-strip-name',
    state: 'AL',
    question: {
      message:
        'on the strip in tuscaloosa after the game, cop grabbed me outside a bar and said tell me ur name, where u live and what ur doing here. do i have to answer all that in alabama? im not even drunk',
    },
    mustContain: [
      /name/i,
      /address|where you live/i,
      EXPLAIN_EN,
      /15-5-30|reasonabl[ey] suspect|reasonable suspicion/i,
    ],
    mustNotCite: [/38\.02/, /77-7-15/, /16-3-103/],
  },
  // source: C.R.S. 16-3-103 (casetext): name and address, identification if available, and an
  // explanation of actions, when the officer reasonably suspects a crime; the stop is not an arrest.
  {
    id: 'hog-co-grandjunction-noid',
    state: 'CO',
    question: {
      message:
        'Grand Junction CO - cop stopped me on main street said someone matching me shoplifted. he wants my ID but i left my wallet at home. am i in trouble for not having ID on me? what do i actually have to tell him',
    },
    mustContain: [
      /name/i,
      /address/i,
      /if (?:it(?:'s| is) |one is |you have (?:it|one)|available)|if available|(?:not|n't) (?:required|have) to carry|no (?:law|requirement)[^.]{0,40}carry/i,
    ],
    mustNotCite: [/38\.02/, /77-7-15/, /15-5-30/, /171\.123/],
  },
  // source: Tex. Penal Code 38.02 (app.midpage.ai Green v. State; Texas Senate bill analysis SB 843):
  // refusing to identify is an offense only after a lawful arrest; a false name is an offense when
  // detained or arrested.
  {
    id: 'hog-tx-waco-elm-ave-name',
    state: 'TX',
    question: {
      message:
        'im in waco, walking on elm ave and a cop stopped me asking my name. he said im not under arrest just "detained". texas law do i have to tell him my name? what if i just make one up lol',
    },
    mustContain: [ARREST_ONLY_EN, FALSE_NAME_CRIME_EN],
    mustNotContain: [MUST_NAME_ALWAYS_WRONG_EN],
    mustNotCite: [/77-7-15/, /16-3-103/, /171\.123/, /15-5-30/],
  },
  // source: K.S.A. 22-2402 (ksrevisor.org): without an arrest, an officer who reasonably suspects a
  // crime may demand name, address and an explanation; ACLU of Kansas "What to do if you're stopped".
  {
    id: 'hog-ks-aggieville-name',
    state: 'KS',
    question: {
      message:
        'k-state student here. cop in aggieville (manhattan ks) stopped me outside a bar said i fit a description of a guy who broke a window. demanded my name address and what im doing. do i have to? i thought i had the right to stay silent',
    },
    mustContain: [
      /name/i,
      /address/i,
      EXPLAIN_EN,
      /22-2402|reasonabl[ey] suspect|reasonable suspicion/i,
    ],
    mustNotCite: [/38\.02/, /77-7-15/, /16-3-103/, /15-5-30/],
  },
  // source: the stop-and-identify statutes of Utah, Alabama, Colorado, Kansas and Texas read above
  // differ (demand on suspicion vs only after arrest; Kentucky has none): with no place given, the
  // answer must ask where or say it varies by state.
  {
    id: 'hog-noplace-walking-name',
    question: {
      message:
        'do i have to tell a cop my name if im just walking down the street and not doing anything wrong? he didnt say why he stopped me',
    },
    mustContain: [anyOf(VARIES_EN, ASK_WHICH_STATE_EN)],
  },
  // source: legalclarity.org "Kentucky Stop and ID Laws" (no statute requiring identification); the
  // state is given only in the earlier turn.
  {
    id: 'hog-ky-frankfort-followup-noid',
    state: 'KY',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content:
            'got stopped walking by the capitol in frankfort kentucky last night, cop wanted to know who i was',
        },
        {
          role: 'assistant',
          content: 'That sounds stressful. What would you like to know about that stop?',
        },
      ],
      message: 'if he asks for ID again and i just dont have one on me, is that a crime?',
    },
    mustContain: [/(?:not|n't|no)[^.]{0,60}(?:crime|illegal|required|law|statute|obligat)/i],
    mustNotContain: [
      claimEnX(
        String.raw`(?:it(?:'s| is)|that(?:'s| is)) (?:a crime|illegal) (?:to|not to) (?:not )?(?:carry|have|show)`,
      ),
    ],
    mustNotCite: [/38\.02/, /77-7-15/, /22-2402/],
  },
  // source: Tex. Penal Code 38.02(a) (Green v. State; legalclarity.org "Failing to Identify"): after
  // a lawful arrest, refusing name, residence address or date of birth is a Class C misdemeanor.
  {
    id: 'hog-tx-longview-arrested-name',
    state: 'TX',
    question: {
      message:
        'my cousin got arrested in longview tx for a warrant and he told the cops he wasnt giving them nothing, not even his name. can they charge him more for that??',
    },
    mustContain: [
      /38\.02|failure to identify|(?:crime|offense|misdemeanor|charge)[^.]{0,80}(?:refus|not giv|name)|(?:refus|not giv)[^.]{0,80}(?:crime|offense|misdemeanor|charge)/i,
      /name/i,
    ],
    mustNotCite: [/77-7-15/, /16-3-103/, /171\.123/],
  },
  // source: Utah Code 76-8-301.5 and 77-7-15 (legalclarity.org; utahcriminallawyer.com); silence
  // beyond identity: ACLU-style general right (Fifth Amendment), which the summaries also state.
  {
    id: 'hog-ut-cedarcity-followup-silent',
    state: 'UT',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content: 'cops stopped me near the SUU campus in cedar city utah last night',
        },
        { role: 'assistant', content: 'I can help. What happened during the stop?' },
      ],
      message:
        'they asked my name and also where i was coming from and who i was with. do i have to answer all of it or just some?',
    },
    mustContain: [/name/i, SILENCE_EN],
    mustNotCite: [/38\.02/, /16-3-103/, /22-2402/],
  },
  // source: Tex. Penal Code 38.02(b) (Green v. State): a false or fictitious name, residence address
  // or date of birth to an officer who lawfully detained or arrested the person is an offense.
  {
    id: 'hog-tx-waco-followup-fake-name',
    state: 'TX',
    question: {
      conversationHistory: [
        { role: 'user', content: 'cop stopped me on a walk in waco texas, i wasnt arrested' },
        { role: 'assistant', content: 'Understood. What would you like to know?' },
      ],
      message: 'my friend says just give a fake name and walk off. is that ok??',
    },
    mustContain: [FALSE_NAME_CRIME_EN],
    mustNotCite: [/77-7-15/, /16-3-103/],
  },
];
