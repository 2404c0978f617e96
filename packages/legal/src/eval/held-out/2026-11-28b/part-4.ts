import type { EvalCase } from '../../eval-case';
import {
  LAWYER_EN,
  ODOR_ALONE_EN,
  ODOR_OK_WRONG_EN,
  RECORD_NOT_REQ_WRONG_EN,
  RECORD_OK_EN,
  RECORD_REQ_EN,
  SILENT_EN,
} from './shared';

/** English, Pennsylvania to Wisconsin. */
export const PART_4: EvalCase[] = [
  // source: http://casetext.com/case/commonwealth-v-barr-47 (Commonwealth v. Barr, 266 A.3d 25
  // (Pa. 2021): the odor of marijuana alone is not probable cause for a warrantless vehicle search
  // but may be a factor in the totality of the circumstances)
  {
    id: 'hod-en-pa-pgh-barr',
    state: 'PA',
    question: {
      message:
        'Pittsburgh cop smelled weed on my car and searched it. I have a PA medical marijuana card. Can he search just because of the smell?',
    },
    mustContain: [
      ODOR_ALONE_EN,
      /factor|totality|other (?:evidence|facts|signs|circumstances|reasons)/i,
    ],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: https://publicdefenders.us/blogs/caniglia-v-strom-community-caretaking-doctrine-does-not-apply-to-searches-of-residences/
  // (Caniglia v. Strom, 593 U.S. 194 (2021), a Rhode Island case: no community caretaking exception
  // for warrantless entry into a home to seize guns; warrant or exigent circumstances needed)
  {
    id: 'hod-en-ri-cranston-guns',
    state: 'RI',
    question: {
      message:
        "My wife called Cranston police for a 'wellness check' after we argued. I went to the hospital with the EMTs voluntarily. While I was gone the cops went into my house and took my guns. No warrant. Can they do that?",
    },
    mustContain: [
      /community caretaking|Caniglia|wellness check[^.]{0,60}(?:not|isn't|doesn't|does not)[^.]{0,30}(?:allow|justify|permit|enough|exception)/i,
      /warrant/i,
    ],
    mustNotContain: [
      /(?:wellness check|community caretaking)[^.]{0,30}(?<!not |n't |never )(?:allows?|lets?|justif(?:y|ies)|permits?) (?:police|officers|them|cops) to (?:enter|search|seize|take)/i,
    ],
  },
  // source: https://www.hallandhalllawfirm.com/West-Columbia-Blog/2013/April/DUI-and-Mandatory-Videotaping-of-the-Incident-Si.aspx
  // (S.C. Code 56-5-2953(A): conduct at the incident site must be video recorded from blue lights
  // on, including field sobriety tests, arrest and Miranda; a violation without a 2953(B) excuse
  // can require dismissal); http://www.jimcourtneylaw.com/?p=257 (failure to record is excused only
  // by a sworn affidavit that the equipment was inoperable and what efforts kept it working)
  {
    id: 'hod-en-sc-gvl-video',
    state: 'SC',
    question: {
      message:
        "Got a DUI in Greenville SC. The deputy's dash cam 'wasn't working' so there's no video of the field sobriety tests. Does that matter?",
    },
    mustContain: [
      /(?:must|required to|has to|have to) (?:be )?(?:video[- ]?)?record|video(?: recording)? (?:is )?(?:required|mandatory)|56-5-2953|requires?[^.]{0,30}video/i,
      /dismiss/i,
      /affidavit|sworn|excus|inoperable|malfunction|not working|broken/i,
    ],
    mustNotContain: [/no (?:legal )?requirement (?:to|that)[^.]{0,30}(?:record|video)/i],
  },
  // source: https://en.wikipedia.org/wiki/South_Dakota_v._Neville (South Dakota v. Neville, 459
  // U.S. 553 (1983): a suspect's refusal to take a blood-alcohol test may be admitted as evidence
  // of guilt; no Fifth Amendment violation)
  {
    id: 'hod-en-sd-rc-refusal',
    state: 'SD',
    question: {
      message:
        "Rapid City DUI stop — I refused the blood test. My buddy says the prosecutor can't tell the jury I refused because of the 5th Amendment. Is he right?",
    },
    mustContain: [
      /(?:can|may|could) (?:be )?(?:use|used|tell|mention|introduce|introduced|admit|admitted)|\badmissible\b|Neville/i,
    ],
    mustNotContain: [
      /(?<!(?:false|not true|wrong) that (?:your |the )?)refusal(?:[^.]{0,30}(?:can(?:not|'t)|may not|won't) be (?:used|mentioned|admitted|shown|told)| (?:is|would be) inadmissible)/i,
    ],
  },
  // source: https://www.wsmv.com/2023/10/31/nashville-establishes-civilian-review-board/ (2023 state
  // law abolished community oversight boards; Nashville set up a Civilian Review Board);
  // https://www.wkrn.com/news/local-news/nashville/advocates-plan-to-fight-to-keep-metro-police-community-oversight-board-intact/
  // (the replacement committee refers citizens' complaints to MNPD)
  {
    id: 'hod-en-tn-nash-complaint',
    state: 'TN',
    question: {
      message:
        'Nashville Metro cop was super disrespectful and threatened me during a stop on Nolensville Pike. Where do I file a complaint? I heard the Community Oversight Board got shut down?',
    },
    mustContain: [
      /(?:Civilian|Community) Review Board|review (?:board|committee)|Professional Accountability|internal affairs/i,
      /abolish|dissolv|replac|shut down|eliminat|no longer/i,
    ],
    mustNotContain: [
      /(?<!former |old |previous )Community Oversight Board (?:still )?(?:investigates|can investigate|is (?:still )?(?:active|operating|open))/i,
    ],
  },
  // source: https://texas.public.law/statutes/tex._fam._code_section_51.095 (Tex. Fam. Code
  // 51.095: a child's written statement is admissible only if the child first received warnings
  // from a magistrate (silence, attorney, appointed attorney, end the interview) and signed it
  // before the magistrate with no officer present)
  {
    id: 'hod-en-tx-hou-juvenile',
    state: 'TX',
    question: {
      message:
        "HPD picked up my 15 y/o son and want him to give a written statement at the station. I'm not allowed in the room. What protections does he have in Texas?",
    },
    mustContain: [/magistrate|judge/i, SILENT_EN, LAWYER_EN],
    mustNotContain: [
      /(?:minors|juveniles|he|children) (?:do not|don't|does not|doesn't) have (?:the )?rights? to (?:a )?(?:lawyer|attorney|remain silent)/i,
    ],
  },
  // source: https://law.justia.com/cases/utah/supreme-court/2023/20210175.html (State v. Valdez,
  // 2023 UT 26: verbally giving a phone passcode is testimonial under the Fifth Amendment; the
  // foregone-conclusion exception does not apply; using the refusal at trial violated the right)
  {
    id: 'hod-en-ut-ogden-passcode',
    state: 'UT',
    question: {
      message:
        "Ogden detectives have a warrant for my phone and keep asking for my passcode. If I refuse, can the prosecutor tell the jury I wouldn't give it?",
    },
    mustContain: [
      /Fifth Amendment|self[- ]incrimination|testimonial|Valdez/i,
      /(?:can(?:not|'t)|may not|not allowed to|violat\w*)[^.]{0,60}(?:refus|jury|trial|against you)|(?:refus\w*|jury|trial)[^.]{0,60}violat|(?:refusal|refusing)[^.]{0,40}(?:can(?:not|'t)|may not) be used/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to) (?:give|provide|tell|disclose) (?:them |police |detectives )?(?:your )?(?:passcode|password|code)(?![^.]{0,30}\b(?:only|if|unless)\b)/i,
      /(?:refusal|refusing)[^.]{0,40}(?<!not |n't |never )(?:can|may|will) be used (?:against you|at trial)/i,
    ],
  },
  // source: https://norml.org/blog/2020/10/05/virginia-legislation-bars-police-for-using-marijuana-odor-as-a-pretext-for-a-search/
  // (Va. Code 4.1-1302: no law-enforcement officer may lawfully stop, search or seize based solely
  // on the odor of marijuana; evidence so obtained is inadmissible)
  {
    id: 'hod-en-va-norfolk-odor',
    state: 'VA',
    question: {
      message:
        'Norfolk cop stopped me and said he smelled marijuana so he searched my car. Anything illegal about that in Virginia?',
    },
    mustContain: [
      ODOR_ALONE_EN,
      /inadmissible|not admissible|can(?:not|'t) be used|suppress|excluded|thrown out/i,
    ],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },
  // source: http://www.copwatch.org/statevflora.htm (State v. Flora, 68 Wn. App. 802 (1992):
  // statements of officers effecting an arrest in their official capacity are not private
  // conversations under RCW 9.73.030, so recording them is not a crime)
  {
    id: 'hod-en-wa-tacoma-flora',
    state: 'WA',
    question: {
      message:
        'Washington is an all-party consent state right? So if I record a Tacoma cop arresting me without telling him, am I committing a crime?',
    },
    mustContain: [
      /(?:not|isn't|aren't|is not|are not) (?:a )?private|(?:no|not a) (?:reasonable )?expectation of privacy|Flora|private conversations?/i,
      RECORD_OK_EN,
    ],
    mustNotContain: [
      /(?:you'?re|you are|it is|it's|that is|that's) (?:committing )?(?:a crime|illegal|unlawful)(?![^.]{0,40}\b(?:only|if|unless|private)\b)/i,
    ],
  },
  // source: https://www.wisconsinappeals.net/on-point-by-the-wisconsin-state-public-defender/statements-suppression-electronic-recording-juveniles/
  // (State v. Jerrell C.J., 2005 WI 105: all custodial interrogation of juveniles electronically
  // recorded where feasible and without exception at a place of detention);
  // https://test.wisbar.org/NewsPublications/WisconsinLawyer/pages/Article.aspx?ArticleID=984&Issue=8&Volume=78
  // (unrecorded interrogations and resulting written confessions inadmissible)
  {
    id: 'hod-en-wi-mke-juvenile',
    state: 'WI',
    question: {
      message:
        "Milwaukee police questioned my 14-year-old at the district station for hours without calling me. Did they have to record it? What if they didn't?",
    },
    mustContain: [
      RECORD_REQ_EN,
      /inadmissible|not admissible|can(?:not|'t) be used|suppress|excluded|thrown out/i,
    ],
    mustNotContain: [RECORD_NOT_REQ_WRONG_EN],
  },
];
