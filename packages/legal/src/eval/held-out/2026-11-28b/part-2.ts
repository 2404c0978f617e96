import type { EvalCase } from '../../eval-case';
import {
  BLOCKED_EN,
  LAWYER_EN,
  NO_CONSENT_EN,
  ODOR_ALONE_EN,
  ODOR_OK_WRONG_EN,
  RECORD_OK_EN,
} from './shared';

/** English, Illinois to Missouri. */
export const PART_2: EvalCase[] = [
  // source: https://www.studicata.com/summaries/supreme-court-of-illinois/people-v-redmond-2024-20ho0c
  // (People v. Redmond, 2024 IL 129201: the odor of burnt cannabis, standing alone, is insufficient
  // probable cause for a warrantless vehicle search)
  {
    id: 'hod-en-il-peoria-burnt',
    state: 'IL',
    question: {
      message:
        "Pulled over in Peoria for speeding, cop says the car 'smells like burnt weed' and searches everything. I'm 30 and weed is legal here. Can they search just because of the smell?",
    },
    mustContain: [ODOR_ALONE_EN, /probable cause|Redmond/i],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: http://indianacourts.us/blogs/caseclips/2020/06/29/seo-v-state-2/ (Seo v. State,
  // Ind. 2020: forcing a suspect to unlock her iPhone violates the Fifth Amendment; contempt order
  // reversed; the State failed to show the foregone-conclusion exception)
  {
    id: 'hod-en-in-fw-unlock',
    state: 'IN',
    question: {
      message:
        "Fort Wayne detective has my iphone and says if I don't unlock it a judge will hold me in contempt. Do I have to give them my passcode in Indiana?",
    },
    mustContain: [
      /Fifth Amendment|self[- ]incrimination|\bSeo\b/i,
      /(?:don't|do not|not) (?:have to|required to|obligated to)|can(?:not|'t) (?:be )?(?:forced|compelled|made)|(?:right to )?refuse|decline/i,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to|obligated to) (?:unlock|give (?:them |police |the detective )?(?:your )?(?:passcode|password|code))(?![^.]{0,30}\b(?:only|if|unless)\b)/i,
    ],
  },
  // source: https://instalawyer.io/laws/kansas-statutes/45-254-law-enforcement-recordings-using
  // (K.S.A. 45-254: body and vehicle camera recordings are criminal investigation records; a
  // subject of the recording, a parent of a minor subject, an heir or their attorney may ask to
  // view or listen, and the agency must allow it within 20 days; reasonable fee)
  {
    id: 'hod-en-ks-wichita-bodycam',
    state: 'KS',
    question: {
      message:
        "My dad was tased by Wichita police during an arrest last week. Can we see the body cam video? He's the one in the video.",
    },
    mustContain: [/20 days|twenty days/i, /view|watch|see|listen/i],
    mustNotContain: [
      /(?<!not |n't )(?:only|need) (?:a )?court order[^.]{0,30}(?:to )?(?:see|view|watch)/i,
    ],
  },
  // source: https://biloxinewsevents.com/judge-blocks-enforcement-of-louisianas-25-foot-buffer-zone-for-police-louisiana-illuminator
  // (Jan. 31, 2025: Judge deGravelles preliminarily enjoined Louisiana's 25-foot police buffer law
  // as unconstitutionally vague); https://www.louisianapolicyreview.com/post/federal-judge-blocks-louisiana-s-police-buffer-zone-law-citing-constitutional-concerns
  {
    id: 'hod-en-la-br-buffer',
    state: 'LA',
    question: {
      message:
        "Baton Rouge cop told me to get back 25 feet or I'd be arrested under the 'new buffer law' while I was filming an arrest on Government St. Is that law real / enforceable?",
    },
    mustContain: [BLOCKED_EN, RECORD_OK_EN],
    firstPartMustContain: [BLOCKED_EN],
    mustNotContain: [
      /(?:buffer|25[- ]?foot|25[- ]?feet)(?: zone)?(?: law| rule)?[^.]{0,30}(?<!not |n't )(?:is|remains) (?:still )?(?:in effect|in force|enforceable|valid|being enforced)/i,
    ],
  },
  // source: http://amherst-lawyer.com/phone-call-upon-arrest/ (G.L. c. 276, § 33A: the arrested
  // person must be told on arrival at the station of the right to use the telephone, to call
  // family or friends, arrange bail or engage an attorney, and the use shall be permitted within
  // one hour); http://masscases.com/cases/sjc/347/347mass418.html (Commonwealth v. Bouchard)
  {
    id: 'hod-en-ma-spfld-phone',
    state: 'MA',
    question: {
      message:
        "My boyfriend got arrested in Springfield MA last night. He says they never let him call anyone. Doesn't he get a phone call??",
    },
    mustContain: [/(?:one|1|an) hour|60 minutes|sixty minutes/i, /phone|telephone/i],
    mustNotContain: [
      /(?<!(?:false|not true|wrong) that )(?:there(?:'s| is) no|you have no|he has no|no such) (?:legal )?right to (?:a |make a )?(?:phone|telephone) call/i,
    ],
  },
  // source: https://norml.org/news/2023/05/25/maryland-bill-limiting-cannabis-related-searches-becomes-law-absent-governors-signature/
  // (HB 1071, from July 1, 2023: no stop or search of a person or vehicle based solely on the odor
  // of burnt or unburnt cannabis, possession of a personal-use amount, or cash near cannabis;
  // evidence obtained in violation is not admissible)
  {
    id: 'hod-en-md-balt-odor',
    state: 'MD',
    question: {
      message:
        "Baltimore County cop said he smelled weed and searched my car and me. I'm 26, had a little legal bag from a dispensary. Was that legal in Maryland?",
    },
    mustContain: [
      ODOR_ALONE_EN,
      /personal[- ]use|1\.5 (?:oz|ounces?)|legal (?:amount|limit)|inadmissible|not admissible|can(?:not|'t) be used|suppress|excluded|thrown out/i,
    ],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: https://www.pressherald.com/2018/01/25/maine-aclu-questions-immigration-checks-at-bangor-bus-station/
  // (Border Patrol claims authority for citizenship checks within 100 miles of the border, which
  // covers all of Maine); https://www.suitupmaine.org/immigration-checkpoints-rights/ (bus
  // passengers may remain silent, refuse a search of belongings, never give false documents)
  {
    id: 'hod-en-me-bangor-bus',
    state: 'ME',
    question: {
      message:
        "Border Patrol agents got on my Concord bus in Bangor asking everyone 'are you a US citizen?' I'm a green card holder. Do I have to answer? Can they search my bag? We're nowhere near Canada lol",
    },
    mustContain: [
      /100[- ]mile|100 miles|hundred miles/i,
      NO_CONSENT_EN,
      /(?:false|fake) (?:documents|papers|id)|green card|valid (?:immigration )?(?:papers|documents)|remain silent|stay silent/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to) (?:let them |allow them to )?search (?:your )?(?:bag|luggage|belongings)/i,
      /Bangor (?:is|lies) (?:outside|beyond|not (?:in|within))/i,
    ],
  },
  // source: https://capcentral.org/case_summaries/berghuis-v-thompkins/ (Berghuis v. Thompkins,
  // 560 U.S. 370 (2010): silence alone does not invoke the right to remain silent; it must be
  // invoked unambiguously, then questioning must stop)
  {
    id: 'hod-en-mi-gr-silence',
    state: 'MI',
    question: {
      message:
        "Grand Rapids detectives have my brother in an interview room. He's just sitting there not saying anything for hours. Is staying quiet enough to make them stop questioning him?",
    },
    mustContain: [
      /(?:must|has to|needs to|should|have to) (?:clearly |explicitly |unambiguously |expressly )?(?:say|state|tell|invoke|assert)|(?:silence|staying (?:quiet|silent)|just sitting)[^.]{0,30}(?:is not|isn't|doesn't|does not|not) (?:enough|invoke|count)|Berghuis|unambiguous/i,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?:silence|staying (?:quiet|silent))(?: alone| by itself)? (?:is enough|invokes|counts as invoking|automatically (?:invokes|stops))/i,
    ],
  },
  // source: https://law.justia.com/cases/minnesota/supreme-court/2023/a22-0425.html (State v.
  // Torgerson, Minn. 2023: the odor of marijuana alone is insufficient probable cause to search a
  // vehicle under the automobile exception)
  {
    id: 'hod-en-mn-duluth-odor',
    state: 'MN',
    question: {
      message:
        "Duluth cop pulled my husband over for a headlight, said 'I smell marijuana' and searched the whole car. nothing illegal found but still. Can they do that in MN?",
    },
    mustContain: [ODOR_ALONE_EN, /probable cause|Torgerson/i],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: https://www.timroselaw.com/blog/missouri-v-mcneely-warrantless-blood-draws (Missouri v.
  // McNeely, 569 U.S. 141 (2013): alcohol dissipation is not a per se exigency; a warrant is
  // required unless the totality of circumstances shows exigency);
  // http://edge.sagepub.com/epsteinrights11e/student-resources/chapter-10-privacy-and-personal-liberty/missouri-v-mcneely-2013
  // (Missouri implied consent: refusal means immediate one-year revocation and can be used against
  // the driver in a prosecution)
  {
    id: 'hod-en-mo-stl-blood',
    state: 'MO',
    question: {
      message:
        "Arrested for DWI in St. Louis. I refused the breathalyzer and they took me to the hospital to draw my blood. Don't they need a warrant for that? And what happens to my license for refusing?",
    },
    mustContain: [
      /warrant/i,
      /(?:generally|usually|normally|ordinarily|typically) (?:need|needs|require|requires)|McNeely|exigen|emergency/i,
      /(?:one|1)[- ]year/i,
    ],
    mustNotContain: [
      /(?<!(?:false|not true|wrong) that )(?:police|they|officers) (?:don't|do not|never) need a warrant (?:to|for)[^.]{0,20}blood/i,
    ],
  },
];
