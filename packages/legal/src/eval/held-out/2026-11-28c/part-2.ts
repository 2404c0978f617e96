import type { EvalCase } from '../../eval-case';
import { RECORD_OK_EN, SILENT_EN } from './shared';

/** English: stop-and-identify (cont.), passengers, Miranda at stops, and calls after arrest. */
export const PART_2: EvalCase[] = [
  // source: K.S.A. 22-2402 — https://www.ksrevisor.org/statutes/chapters/ch22/022_024_0002.html
  // (an officer who reasonably suspects a crime may stop a person in a public place and demand name,
  // address and an explanation of his actions).
  {
    id: 'hoc-en-ks-wichita-2am',
    state: 'KS',
    question: {
      message:
        'wichita ks, 2am walking on broadway, cops pulled up and asked my name and what im doing out. am i required to answer any of that in kansas',
    },
    mustContain: [/22-2402/i, /name/i, /address/i, /reasonabl[ey] suspect|reasonable suspicion/i],
    mustNotCite: [/16-3-103/, /171\.123/],
  },
  // source: La. C.Cr.P. art. 215.1 — http://legis.la.gov/Legis/Law.aspx?d=112364 (demand of name,
  // address and explanation on reasonable suspicion) and La. R.S. 14:108(B)(1)(c) —
  // https://philipadamslaw.com/blog/living-in-a-free-society-in-louisiananbsp-when-are-you-resisting-an-officer-by-failing-to-provide-your-name
  // (refusal by a detained person to give his name is "obstruction" within resisting an officer).
  {
    id: 'hoc-en-la-shreveport-refuse-name',
    state: 'LA',
    question: {
      message:
        'shreveport cops detained me outside my apt said someone called about a break in. i didnt want to give my name. can i get in trouble for that in louisiana?',
    },
    mustContain: [/215\.1|14:108/i, /name/i, /resist|obstruct|arrest|charge/i],
    mustNotContain: [
      /(?:don't|do not|doesn't|does not|never) (?:have to|need to) (?:give|tell|provide) (?:them |the officer |police )?your (?:name|identity)(?![^.]{0,80}\b(?:unless|if|until|only|when)\b)/i,
    ],
  },
  // source: La. R.S. 14:108(B)(1)(c) — https://philipadamslaw.com/blog/living-in-a-free-society-in-louisiananbsp-when-are-you-resisting-an-officer-by-failing-to-provide-your-name
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-en-la-lafayette-followup-jail',
    state: 'LA',
    question: {
      message: 'so if i just dont tell him my name can i actually go to jail for that??',
      conversationHistory: [
        {
          role: 'user',
          content:
            'we live in lafayette louisiana. a deputy stopped my boyfriend walking the dog and says hes detaining him',
        },
        {
          role: 'assistant',
          content:
            'I can help. Stay calm, keep your hands visible, and you can ask whether he is free to leave.',
        },
      ],
    },
    mustContain: [/14:108|215\.1/i, /name/i, /resist|obstruct|arrest|charge/i],
    mustNotCite: [/38\.02/],
  },
  // source: ACLU of Illinois v. Alvarez (7th Cir. 2012) —
  // https://www.studicata.com/case-briefs/case/am-civil-liberties-union-of-ill-v-alvarez
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-en-il-evanston-followup-audio',
    state: 'IL',
    question: {
      message: 'ok and is it legal for me to record the cops with sound on, without telling them?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'im in evanston illinois and theres like 4 cop cars outside my building arresting someone',
        },
        {
          role: 'assistant',
          content: 'Stay at a safe distance and do not interfere. What would you like to know?',
        },
      ],
    },
    mustContain: [
      RECORD_OK_EN,
      /Alvarez|Seventh Circuit|7th Cir|in public|expectation of privacy|private conversation/i,
    ],
    mustNotCite: [/148\s*\(g\)/],
  },
  // source: Maryland v. Wilson, 519 U.S. 408 (1997) —
  // https://app.midpage.ai/document/maryland-v-wilson-118086 (an officer may order passengers of a
  // lawfully stopped car to get out, as Pennsylvania v. Mimms allows for the driver).
  {
    id: 'hoc-en-md-annapolis-passenger-out',
    state: 'MD',
    question: {
      message:
        'im the passenger, my bf got pulled over on west st in annapolis. cop told ME to get out too?? i didnt do anything. do i have to get out and do i have to answer his questions',
    },
    mustContain: [
      /Maryland v\.? Wilson|passengers?[^.]{0,80}(?:get|step) out|order(?:ed)? (?:you |passengers )?(?:to )?(?:get |step )?out/i,
      SILENT_EN,
    ],
  },
  // source: Maryland v. Wilson, 519 U.S. 408 (1997) — https://app.midpage.ai/document/maryland-v-wilson-118086
  {
    id: 'hoc-en-ok-lawton-sister-out',
    state: 'OK',
    question: {
      message:
        'my sister was riding with her friend in lawton ok and the officer made both of them get out of the car in the rain. the friend was the one speeding. is that even allowed for a passenger',
    },
    mustContain: [
      /Maryland v\.? Wilson|passengers?[^.]{0,80}(?:get|step) out|order(?:ed)? (?:the )?passengers? out/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )passengers? (?:can|may|has the right to|have the right to) (?:stay|remain) in the car/i,
    ],
  },
  // source: Brendlin v. California, 551 U.S. 249 (2007) — https://supreme.justia.com/us/551/249 (a
  // passenger is seized by a traffic stop and may challenge its constitutionality).
  {
    id: 'hoc-en-ca-sacramento-passenger-challenge',
    state: 'CA',
    question: {
      message:
        'i was a passenger in my homies car in sacramento, they pulled us over for basically nothing and found weed on me. can i fight the stop even tho im not the driver?',
    },
    mustContain: [
      /Brendlin|passengers?[^.]{0,100}(?:seized|challenge|contest)/i,
      /lawyer|attorney|public defender/i,
    ],
    mustNotContain: [
      /(?<!not true that )(?<!false that )passengers? (?:can(?:not|'t)|may not|are not able to) (?:challenge|contest|fight) (?:the |a )?(?:traffic )?stop/i,
      /passengers? (?:are|is) (?:not|never) (?:seized|detained)/i,
    ],
  },
  // source: Berkemer v. McCarty, 468 U.S. 420 (1984) — https://wikisum.wiki/wiki/Berkemer_v._McCarty
  // and https://www.lawpipe.com/U.S.-Supreme-Court/Does_Police_Roadside_Questioning_After_Routine_Traffic_Stop_Considered_A_Custodial_Interrogation.html
  // (roadside questioning during a routine traffic stop is not custodial interrogation; once a
  // motorist is in custody, Miranda applies).
  {
    id: 'hoc-en-oh-cincinnati-no-miranda-roadside',
    state: 'OH',
    question: {
      message:
        'cop in cincinnati pulled me over on columbia pkwy and kept asking how much i drank tonight. he never read me my rights. doesnt that mean the case gets thrown out??',
    },
    mustContain: [/Berkemer|custod(?:y|ial)/i, SILENT_EN],
    mustNotContain: [
      /(?<!not )(?<!n't )(?<!doesn't )(?<!won't )(?:case|charges?|ticket) (?:will|would|must|gets?|is going to) (?:automatically )?(?:be )?(?:thrown out|dismissed)(?![^.]{0,60}\b(?:if|unless|only)\b)/i,
      /(?<!not )(?<!n't )(?:must|have to|required to) read you (?:your )?(?:Miranda )?rights (?:before|as soon as|the moment) (?:they|he|the officer) (?:asks?|pulls?|stops?)/i,
    ],
  },
  // source: Berkemer v. McCarty, 468 U.S. 420 (1984) — text of the decision,
  // http://oldtown.glendon.yorku.ca/~titou/tea/g2/stanford-app/StopWordsRemovedCases/395.txt
  // (statements made at the station after arrest without warnings were inadmissible; no traffic
  // offense exception to Miranda once in custody).
  {
    id: 'hoc-en-az-mesa-station-questions',
    state: 'AZ',
    question: {
      message:
        'they arrested my son in mesa az and questioned him at the station for an hour, nobody read him miranda. hes 19. does that matter?',
    },
    mustContain: [
      /Miranda/i,
      /custod(?:y|ial)|arrest/i,
      /suppress|(?:not|can't|cannot) be used|inadmissible|excluded|kept out/i,
      /lawyer|attorney|public defender/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:whole |entire )?case (?:will|must|gets?) (?:automatically )?(?:be )?(?:thrown out|dismissed)(?![^.]{0,60}\b(?:if|unless|only)\b)/i,
    ],
  },
  // source: 725 ILCS 5/103-3.5 — https://lawserver.com/law/state/illinois/il-statutes/725_ilcs_5_103-3-5
  // (right to communicate free of charge with an attorney and family, no later than 3 hours after
  // arrival at the first place of detention; 3 telephone calls).
  {
    id: 'hoc-en-il-joliet-phone-calls',
    state: 'IL',
    question: {
      message:
        'my brother got arrested in joliet last night and they still havent let him call anyone?? how long can they keep him from making a call, doesnt he get a phone call',
    },
    mustContain: [
      /(?:3|three) (?:(?:free|phone|telephone) ){0,3}calls/i,
      /(?:3|three) hours/i,
      /lawyer|attorney|family/i,
    ],
    mustNotContain: [/(?<!not )(?<!n't )(?:only|just) (?:one|1) (?:phone )?call/i],
    mustNotCite: [/851\.5/, /276,? § ?33A/],
  },
];
