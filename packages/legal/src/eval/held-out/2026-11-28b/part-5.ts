import type { EvalCase } from '../../eval-case';
import { ASK_STATE_EN, DONT_OPEN_EN, NO_CONSENT_EN } from './shared';

/** English: West Virginia, Nevada, Oklahoma, three follow-ups, three questions with no place. */
export const PART_5: EvalCase[] = [
  // source: https://en.wikipedia.org/wiki/Knock_and_talk (per Kentucky v. King, when an officer
  // without a search warrant knocks and asks to speak, the occupant has no obligation to open the
  // door or to speak)
  {
    id: 'hod-en-wv-mgtn-knock',
    state: 'WV',
    question: {
      message:
        "Two Morgantown cops are knocking on my apartment door right now asking to 'talk'. They didn't say anything about a warrant. Do I have to open up?",
    },
    mustContain: [DONT_OPEN_EN, /warrant/i],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to|need to) (?:open (?:the |your )?door|let them in)(?![^.]{0,40}\b(?:if|only|unless|when)\b)/i,
    ],
  },
  // source: https://fastdemocracy.com/bill-summary/?billsummary_id=NVB00005407&billsummary_session=81&billsummary_state=nv
  // (Nevada 2021: pedestrian crossing violations under NRS 484B.287 are no longer misdemeanors and
  // are punishable by a civil penalty of not more than $100);
  // https://www.lasvegasadvisor.com/question/jaywalking (decriminalized, in effect July 1, 2021;
  // civil penalty of up to $100)
  {
    id: 'hod-en-nv-vegas-jaywalk',
    state: 'NV',
    question: {
      message:
        'Vegas cop stopped me for crossing Flamingo mid-block and said jaywalking is a misdemeanor and I could go to jail. Is that true in Nevada?',
    },
    mustContain: [
      /civil|not (?:a )?(?:crime|misdemeanor|criminal)|no longer (?:a )?(?:crime|misdemeanor|criminal)|decriminaliz/i,
      /\$ ?100\b|\b100 dollars|one hundred dollars/i,
    ],
    mustNotContain: [
      /jaywalking (?:is|remains) (?:still )?(?:a )?(?:misdemeanor|crime|criminal offense)/i,
    ],
  },
  // source: http://piglix.com/piglix/Safford_Unified_School_District_v._Redding (Safford Unified
  // School District v. Redding, 557 U.S. 364 (2009): strip search of a 13-year-old for ibuprofen
  // violated the Fourth Amendment; no reason to suspect danger or that pills were in underwear)
  {
    id: 'hod-en-ok-tulsa-strip',
    state: 'OK',
    question: {
      message:
        "A vice principal at my daughter's middle school in Tulsa made her strip to her underwear looking for pills (ibuprofen!) because another kid said she had some. Is that legal??",
    },
    mustContain: [/Fourth Amendment|unconstitutional|violat|Safford|Redding/i, /strip/i],
    mustNotContain: [
      /(?:schools?|school officials?|administrators?|principals?) (?:can|may) (?:strip[- ]search|search)[^.]{0,20}(?:any ?time|whenever|for any reason|without (?:any )?(?:reason|suspicion))/i,
    ],
  },
  // source: https://www.kevinstockstill.com/blogs/what-happens-if-police-ask-me-to-submit-to-a-dui-dwi-field-test
  // (Kentucky: refusing breath, blood or urine tests may be used against you in court and the
  // license is suspended pending the case); https://www.hitchdefense.com/blog/2025/09/can-you-refuse-a-breath-test-in-kentucky/
  // (refusal brings license suspension and can be used as evidence)
  {
    id: 'hod-en-ky-bg-refusal-followup',
    state: 'KY',
    question: {
      message:
        'He arrested me and wants me to take a breathalyzer at the jail. What happens if I say no?',
      conversationHistory: [
        {
          role: 'user',
          content:
            "I'm in Bowling Green, Kentucky. Got pulled over and the officer thinks I've been drinking.",
        },
        {
          role: 'assistant',
          content:
            'Stay calm and keep your hands visible. Give your license, registration and insurance; beyond that you can stay silent.',
        },
      ],
    },
    mustContain: [
      /suspen/i,
      /(?:used|introduced|admitted|evidence)[^.]{0,40}(?:against you|in court|at trial)|used against you|as evidence/i,
    ],
    mustNotContain: [
      /refusal[^.]{0,30}(?:can(?:not|'t)|may not|won't) be (?:used|mentioned|admitted)/i,
      /(?<!not |n't )no (?:penalty|penalties|consequences?) for refus/i,
    ],
  },
  // source: https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/
  // (Rodriguez v. United States (2015): absent reasonable suspicion, prolonging a completed traffic
  // stop for a dog sniff is an unreasonable seizure)
  {
    id: 'hod-en-wy-chey-dog-followup',
    state: 'WY',
    question: {
      message:
        'He already gave us the speeding ticket but now says we have to wait 20 minutes for a drug dog. Can he hold us for that?',
      conversationHistory: [
        {
          role: 'user',
          content:
            "We're driving through Cheyenne, Wyoming on I-80 and just got pulled over for speeding.",
        },
        {
          role: 'assistant',
          content:
            'The driver should hand over license, registration and proof of insurance. Everyone can stay calm and otherwise quiet.',
        },
      ],
    },
    mustContain: [
      /reasonable suspicion|Rodriguez/i,
      /(?:can(?:not|'t)|may not|not allowed to|unlawful\w*|illegal\w*|unconstitutional\w*)[^.]{0,40}(?:prolong|extend|hold|keep|detain|wait)|(?:prolong\w*|extend\w*)[^.]{0,40}(?:without|needs?|requires?) (?:reasonable suspicion|a reason)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:can|may) (?:hold|keep|detain) (?:you|us)[^.]{0,30}(?:for|until) (?:a |the )?(?:drug )?dog(?![^.]{0,40}\b(?:only|if|unless|with)\b)/i,
    ],
  },
  // source: https://www.flexyourrights.org/supreme_court/schneckloth_v_bustamonte (Schneckloth v.
  // Bustamonte: consent must be voluntary; without a warrant or probable cause you cannot be
  // searched unless you consent; you always have the right to refuse consent)
  {
    id: 'hod-en-id-boise-bag-followup',
    state: 'ID',
    question: {
      message: 'Now he wants to look in my backpack. Do I have to let him?',
      conversationHistory: [
        {
          role: 'user',
          content: 'Boise police stopped me downtown near the Grove, said I matched a description.',
        },
        {
          role: 'assistant',
          content:
            "If you're being detained you can ask whether you are free to leave, and you can remain silent.",
        },
      ],
    },
    mustContain: [NO_CONSENT_EN, /probable cause|warrant|pat[- ]?down|frisk/i],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to) (?:let (?:him|them|police) )?(?:search|open|look (?:in|through))[^.]{0,20}(?:backpack|bag)(?![^.]{0,30}\b(?:if|only|unless)\b)/i,
    ],
  },
  // No place at all: stop-and-identify rules differ by state.
  {
    id: 'hod-en-nostate-walk-id',
    question: {
      message:
        "A cop stopped me while I was walking my dog and demanded ID. I don't have it on me. Do I have to give him my name?",
    },
    mustContain: [ASK_STATE_EN],
  },
  // No place at all: one-party and all-party recording states differ.
  {
    id: 'hod-en-nostate-secret-audio',
    question: {
      message:
        'Is it legal to secretly audio record a cop who pulls me over? I want to leave my phone recording in the cupholder.',
    },
    mustContain: [ASK_STATE_EN],
  },
  // No place at all: cannabis odor rules differ by state.
  {
    id: 'hod-en-nostate-weed-smell',
    question: {
      message:
        'Cop said my car smelled like weed and searched it. Weed is legal where I live. Was that allowed?',
    },
    mustContain: [ASK_STATE_EN],
  },
];
