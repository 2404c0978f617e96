import type { EvalCase } from '../../eval-case';
import {
  CONSULATE_EN,
  DONT_SIGN_EN,
  FREE_IMM_LAWYER_WRONG_EN,
  FREE_TO_LEAVE_EN,
  LAWYER_EN,
  NOT_ADMISSIBLE_EN,
  NO_FREE_IMM_LAWYER_EN,
  NO_LIE_EN,
  ONE_HOUR_EN,
  PARENT_EN,
  SEVERAL_CALLS_EN,
  SILENT_EN,
  WAIVE_HEARING_EN,
  anyOf,
  claimEn,
} from './shared';

/** English, arrests and phone calls, minors, immigration. */
export const PART_4: EvalCase[] = [
  // source: G.L. c. 276, s. 33A (http://amherst-lawyer.com/phone-call-upon-arrest/; Commonwealth v.
  // Bouchard, 347 Mass. 418): the arrested person must be told "forthwith upon his arrival" at the
  // station of the right to use the telephone, and "such use shall be permitted within one hour
  // thereafter", to reach family or friends, arrange bail or engage a lawyer. The state is only in
  // the earlier turn.
  {
    id: 'hoe-en-ma-lynn-followup-son-arrested-no-call',
    state: 'MA',
    question: {
      message:
        'my son got arrested last night and nobody has called us, we dont even know where he is. dont they have to let him make a phone call?? how soon',
      conversationHistory: [
        { role: 'user', content: 'hi we live in lynn massachusetts' },
        { role: 'assistant', content: 'Thanks, Massachusetts. How can I help?' },
      ],
    },
    mustContain: [ONE_HOUR_EN, /phone|telephone|call/i],
    mustNotCite: [/851\.5|103-3\.5|171\.153|16-3-402|12-7-20/i],
  },

  // source: C.R.S. 16-3-402 (https://www.colorado-criminal-dui-defense-lawyer.com/the-colorado-law-on-right-to-call-your-lawyer-family-16-3-402-the-proverbial-one-call-law):
  // persons arrested may communicate with an attorney and a family member "by making a reasonable
  // number of telephone calls", "at the earliest possible time after arrival" at the place of
  // custody.
  {
    id: 'hoe-en-co-colorado-springs-only-one-call',
    state: 'CO',
    question: {
      message:
        'my girlfriend got picked up by colorado springs pd on an old warrant. everyone says you only get one phone call so she probably called her mom not me. is that true in colorado? can she call a lawyer too',
    },
    mustContain: [SEVERAL_CALLS_EN, /attorney|lawyer/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:only|just) (?:gets?|has|have|is allowed|are allowed|is entitled to|are entitled to|can make)(?: to make)? (?:one|1|a single) (?:phone )?call`,
      ),
    ],
    mustNotCite: [/33A|851\.5|171\.153|103-3\.5/i],
  },

  // source: Berghuis v. Thompkins, 560 U.S. 370 (2010)
  // (https://supreme.justia.com/cases/federal/us/560/370/opinion.html): "A criminal defendant's
  // right to remain silent is waived unless it is clearly invoked"; staying mostly silent for hours
  // did not invoke it.
  {
    id: 'hoe-en-wi-kenosha-staying-quiet-enough',
    state: 'WI',
    question: {
      message:
        'my brother got arrested in kenosha and the detective keeps asking him questions. if he just stays quiet and doesnt say anything, does that count as using his right to remain silent?',
    },
    mustContain: [
      anyOf(
        /(?:say|state|tell (?:them|the detective|the police)|speak up)[^.]{0,60}(?:out loud|clearly|explicitly|unambiguously|that (?:he|you) (?:want|wants|is|are|will))/,
        /clearly (?:invoke|say|state|tell)|unambiguous|Berghuis/,
      ),
      LAWYER_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:just )?(?:staying|remaining|being|keeping) (?:silent|quiet)[^.]{0,30}(?:is enough|invokes|counts as invoking|protects him|is the same as invoking)`,
      ),
    ],
  },

  // source: R.I. Gen. Laws 12-7-20 as applied by the R.I. Traffic Tribunal and Supreme Court
  // (https://traffictribunal-ri.org/case_briefs/town-warren-v-michael-dolan-ca-no-t08-0075-september-17-2008;
  // State v. Quattrucci, 2012): an arrested person must be given the opportunity to make a
  // confidential call, out of police earshot, within one hour of arrest, to a lawyer or to
  // arrange bail.
  {
    id: 'hoe-en-ri-woonsocket-dui-private-call-lawyer',
    state: 'RI',
    question: {
      message:
        'arrested for dui in woonsocket last night. they let me call my girlfriend but the cop stood right there listening. dont i get a private call to a lawyer? is there a time limit on that',
    },
    mustContain: [
      ONE_HOUR_EN,
      /confidential|private(?:ly)?|out of (?:earshot|hearing)|without (?:the )?(?:police|officers?|cops?) (?:listening|present|in the room)/i,
    ],
    mustNotCite: [/33A|851\.5|171\.153|16-3-402|103-3\.5/i],
  },

  // source: 705 ILCS 405/5-401.6 (https://casetext.com/statute/illinois-compiled-statutes/rights-and-remedies/chapter-705-courts/subchapter-juvenile-courts/act-405-juvenile-court-act-of-1987/article-v-delinquent-minors/part-4-arrest-and-custody/section-705-ilcs-4055-4016-prohibition-of-deceptive-tactics;
  // Innocence Project summary): a confession of a minor under 18, made in custodial interrogation
  // at a police station on or after Jan. 1, 2022, is presumed inadmissible if police knowingly used
  // deception (false facts about evidence, unauthorized promises of leniency), unless the State
  // proves it voluntary.
  {
    id: 'hoe-en-il-peoria-detective-lied-to-16yo',
    state: 'IL',
    question: {
      message:
        'my 16 yr old was questioned at the peoria police station for like 3 hours and the detective told him his friend already confessed and they had him on video. NEITHER was true. is that legal in illinois?? can they use what he said',
    },
    mustContain: [
      /lie|lying|lied|decepti|false (?:facts|statements|evidence|claims)|trick/i,
      NOT_ADMISSIBLE_EN,
      /(?:under|younger than) 18|minors?|juvenile/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:police|detectives|officers) (?:can|may|are allowed to) (?:legally )?(?:lie|use deception|trick)[^.]{0,40}(?:minors?|teens?|juveniles?|your son|kids?|him)`,
      ),
    ],
  },

  // source: NMSA 32A-2-14(F) as described in State v. DeAngelo M., 2015-NMSC-033
  // (http://ecases.us/case/nm/c3289128/state-v-deangelo-m): statements of a child under 13 are not
  // admissible in delinquency proceedings; for 13- and 14-year-olds there is a rebuttable
  // presumption of inadmissibility.
  {
    id: 'hoe-en-nm-roswell-12-year-old-interview',
    state: 'NM',
    question: {
      message:
        'roswell police want to interview my 12 year old son about a fight at school. they say its just to get his side of the story. can anything he says be used against him?',
    },
    mustContain: [NOT_ADMISSIBLE_EN, /13|thirteen/i],
    mustNotCite: [/625\.6|19-2\.5-203|232\.11|5-401\.6/i],
  },

  // source: Iowa Code 232.11(1)(a), (2) (https://law.justia.com/codes/iowa/2009/title-6/subtitle-5/chapter-232/232-11/):
  // from custody for a serious or aggravated misdemeanor or felony a child has a right to counsel
  // during questioning, which "shall not be waived by a child less than sixteen years of age
  // without the written consent of the child's parent, guardian, or custodian".
  {
    id: 'hoe-en-ia-des-moines-14yo-waive-lawyer',
    state: 'IA',
    question: {
      message:
        'des moines police arrested my 14 year old daughter for a burglary and want to question her. the officer said she can waive her right to a lawyer herself, she doesnt need me. is that right in iowa??',
    },
    mustContain: [
      /(?:under|younger than|less than|below) (?:16|sixteen)/i,
      /consent|permission|agree/i,
      PARENT_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:she|your daughter|a 14[- ]year[- ]old|minors?|children|kids) (?:can|may) (?:waive|give up)[^.]{0,30}(?:lawyer|attorney|counsel)[^.]{0,30}(?:on (?:her|their) own|by (?:herself|themselves)|without (?:you|a parent|your (?:consent|permission)))`,
      ),
    ],
    mustNotCite: [/625\.6|19-2\.5-203|32A-2-14|5-401\.6/i],
  },

  // source: C.R.S. 19-2.5-203(1) (https://colorado.public.law/statutes/crs_19-2.5-203): a juvenile's
  // statements from custodial interrogation are not admissible unless a parent, guardian or
  // custodian was present and both were advised of the rights (or counsel was present). The state
  // is only in the earlier turn.
  {
    id: 'hoe-en-co-boulder-followup-15yo-without-parent',
    state: 'CO',
    question: {
      message:
        'police picked up my 15 year old and want to question him at the station. can they do that without me being there??',
      conversationHistory: [
        { role: 'user', content: 'we live in boulder colorado' },
        { role: 'assistant', content: 'Thanks, Colorado. What is going on?' },
      ],
    },
    mustContain: [
      PARENT_EN,
      /present|in the room|be there|(?:is|was|are|were) there/i,
      NOT_ADMISSIBLE_EN,
    ],
    mustNotCite: [/625\.6|32A-2-14|232\.11|5-401\.6/i],
  },

  // source: St. Mary's / Immigration Advocates library on stipulated removal
  // (http://stmarylaw.org/should-somebody-sign-papers-be-deported.html): signing a stipulated
  // removal waives the hearing before a judge; speak to a lawyer before agreeing; CRS R43613
  // (https://www.everycrsreport.com/files/20160317_R43613_f0250ce8dc95aa29d0cd6f30bdbd9fe826f37d55.html):
  // counsel in removal proceedings is at the person's own expense.
  {
    id: 'hoe-en-pa-hazleton-dad-detained-sign-papers',
    state: 'PA',
    question: {
      message:
        'ICE picked up my dad near his job in hazleton and he called from detention saying they want him to sign some papers so he can "go home faster". should he sign?? does he get a free lawyer like on tv',
    },
    mustContain: [DONT_SIGN_EN, WAIVE_HEARING_EN, NO_FREE_IMM_LAWYER_EN],
    firstPartMustContain: [DONT_SIGN_EN],
    mustNotContain: [FREE_IMM_LAWYER_WRONG_EN],
  },

  // source: ILRC, Stop and Identify Statutes in the United States (2018,
  // https://www.scribd.com/document/403397370/stop-identify-statutes-in-us-lg-20180201v3-pdf): no
  // federal statute requires identifying oneself to federal agents such as ICE; ACLU guidance:
  // you may remain silent, ask if you are free to leave, and must not lie or show false papers.
  {
    id: 'hoe-en-ne-schuyler-ice-outside-store',
    state: 'NE',
    question: {
      message:
        'ICE stopped me walking out of the store on b street in schuyler nebraska and asked where im from and for my papers. im undocumented. do i have to answer them? can i just walk away?',
    },
    mustContain: [SILENT_EN, FREE_TO_LEAVE_EN, NO_LIE_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:must|have to) (?:answer|tell them) (?:where you(?:'re| are) from|your (?:country|immigration status|status))`,
      ),
    ],
  },

  // source: Vienna Convention on Consular Relations art. 36(1)(b) (text,
  // https://www.oocities.org/three_strikes_legal/Article_36.html): if a detained foreign national
  // so requests, authorities must inform the consulate "without delay" and must tell the person of
  // this right without delay; consular officers may visit and arrange legal representation.
  {
    id: 'hoe-en-ut-logan-guatemalan-brother-consulate',
    state: 'UT',
    question: {
      message:
        'my brother is from guatemala and got arrested in logan utah for dui. can the guatemalan consulate help him? do the police have to tell them he was arrested?',
    },
    mustContain: [
      CONSULATE_EN,
      /without delay|right to (?:have|ask|request|contact)|notif|inform|request/i,
    ],
  },
];
