import type { EvalCase } from '../../eval-case';
import { anyOf, ASK_STATE_EN, DONT_OPEN_EN, LAWYER_EN, SILENT_EN } from './shared';

/** English: DUI refusal without a place, passwords, homes and warrants, juveniles, body cameras. */
export const PART_4: EvalCase[] = [
  // No place at all: refusing a post-arrest test is a crime in some states (MN breath test, FL
  // second refusal) and only a license matter in others, so the answer must ask where.
  // source: Birchfield (https://publicdefenders.us/blogs/birchfield-v-north-dakota-a-scotus-summary)
  // and Fla. Stat. § 316.1939 (https://www.criminaldefenseattorneytampa.com/dui/chemical-testing/refusal/second-refusal/).
  {
    id: 'hoc-en-nostate-breath-refusal-crime',
    question: {
      message:
        'is it a crime to refuse the breathalyzer after a dui arrest? asking for my dad, hes at the station now',
    },
    mustContain: [ASK_STATE_EN],
  },
  // source: Commonwealth v. Davis, 220 A.3d 534 (Pa. 2019) —
  // https://www.studicata.com/summaries/supreme-court-of-pennsylvania/commonwealth-v-davis-2019-4yeh9z
  // (compelling disclosure of a memorized computer password is testimonial and violates the Fifth
  // Amendment; the foregone conclusion exception did not apply).
  {
    id: 'hoc-en-pa-scranton-laptop-password',
    state: 'PA',
    question: {
      message:
        'scranton pa. detectives took my laptop with a warrant and now theyre saying i HAVE to give them my password or its obstruction. do i?',
    },
    mustContain: [
      /Davis|Fifth Amendment|5th Amendment|testimonial|self-incrimination/i,
      anyOf(
        /(?:don't|do not|not) (?:have to|required to|obligated to)[^.]{0,30}(?:give|provide|tell|disclose)/,
        /(?:cannot|can't|can not) be (?:forced|compelled|made)/,
        /(?:can|may) (?:refuse|decline)/,
      ),
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to|required to) (?:give|provide|tell|disclose|hand over) (?:them |police |detectives )?(?:your |the )?(?:password|passcode)(?![^.]{0,60}\b(?:if|unless|only)\b)/i,
    ],
  },
  // source: Lange v. California, 594 U.S. (2021) — https://www.studicata.com/case-briefs/case/lange-v-california
  // and https://napierlawfirm.com/2024/07/23/lange-v-california-hot-pursuit-doesnt-always-justify-warrantless-entry
  // (pursuit of a fleeing misdemeanor suspect does not always justify a warrantless home entry;
  // case-by-case exigency).
  {
    id: 'hoc-en-ca-santarosa-garage-pursuit',
    state: 'CA',
    question: {
      message:
        'santa rosa. deputy followed my son into our garage bc he didnt pull over right away (he was like 100 ft from home). no warrant. can they just do that for a misdemeanor?',
    },
    mustContain: [
      anyOf(
        /Lange/,
        /misdemeanor[^.]{0,100}(?:not|doesn't|does not|isn't)[^.]{0,40}(?:always|automatically|categorically)/,
        /(?:not|doesn't|does not)[^.]{0,20}(?:always|automatically|categorically)[^.]{0,60}(?:justify|allow|permit)/,
      ),
      /warrant/i,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )hot pursuit (?:always|automatically) (?:allows|justifies|lets|permits)/i,
    ],
  },
  // source: Payton v. New York, 445 U.S. 573 (1980) — https://en.wikipedia.org/wiki/Payton_v._New_York
  // (absent exigent circumstances or consent, police may not enter a home without a warrant to make
  // a routine felony arrest).
  {
    id: 'hoc-en-ny-syracuse-roommate-arrest',
    state: 'NY',
    question: {
      message:
        'cops at my apartment door in syracuse want to arrest my roommate. no warrant. they say they have probable cause so they can come in. is that true? do i have to let them in',
    },
    mustContain: [
      /Payton|warrant/i,
      /exigent|emergency|consent/i,
      anyOf(
        DONT_OPEN_EN,
        /(?:don't|do not) (?:have to )?(?:let them in|consent)|not (?:have to )?let them in/,
      ),
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )probable cause (?:alone |by itself )?(?:is enough|lets them|allows them|gives them the right) (?:to )?(?:enter|come in|go in)/i,
    ],
  },
  // source: Steagald v. United States, 451 U.S. 204 (1981) —
  // https://www.lawpipe.com/U.S.-Supreme-Court/Steagald_v_US.html (an arrest warrant for one person
  // does not let police enter a third party's home to look for him; they need a search warrant).
  {
    id: 'hoc-en-ga-athens-cousin-warrant',
    state: 'GA',
    question: {
      message:
        'athens ga. police have an arrest warrant for my cousin who stays at MY house sometimes. can they come into my house with just his arrest warrant??',
    },
    mustContain: [/Steagald|search warrant/i, /consent|emergency|exigent/i],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:arrest warrant|his warrant) (?:is enough|lets them|allows them|gives them the right)(?![^.]{0,60}\b(?:his own|he lives|if he lives)\b)/i,
    ],
  },
  // source: Va. Code § 19.2-56 (2020, eff. Mar. 1, 2021) —
  // https://www.virginiamercury.com/blog-va/virginia-becomes-third-state-to-ban-no-knock-search-warrants/
  // and https://www.tkevinwilsonlawyer.com/faqs/virginias-no-knock-warrant-ban.cfm (no-knock search
  // warrants banned; officers must be identifiable and give audible notice; evidence from a
  // violation is inadmissible).
  {
    id: 'hoc-en-va-richmond-no-knock',
    state: 'VA',
    question: {
      message:
        'richmond va. cops raided my neighbors place and im scared theyll bust into mine without knocking one day. are no knock warrants legal in virginia?',
    },
    mustContain: [
      /19\.2-56|ban(?:ned|s)?|prohibit|not allowed|no longer/i,
      /knock|announce|audible notice|identif/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )no-?knock (?:warrants|raids|entries) (?:are|remain) (?:still )?(?:legal|allowed|permitted)(?![^.]{0,60}\b(?:in other|elsewhere|other states|outside)\b)/i,
    ],
    firstPartMustContain: [/ban(?:ned|s)?|prohibit|not allowed|no longer|illegal/i],
  },
  // source: Oregon SB 418 (2021) — https://innocenceproject.org/policies/deception-in-juvenile-interrogations-in-oregon/
  // and https://www.criminallegalnews.org/news/2022/mar/15/oregon-bans-police-lying-obtain-confessions-juveniles/
  // (a statement by a person under 18 in a custodial interview is presumed involuntary if officers
  // intentionally used false information or deceit to get it).
  {
    id: 'hoc-en-or-eugene-lied-to-son',
    state: 'OR',
    question: {
      message:
        'my 15 yr old got questioned at the eugene police station and they told him his friend already snitched and that theres video of him (there isnt). is that even allowed with a kid??',
    },
    mustContain: [
      /decei|decept|\blie\b|lying|false (?:information|evidence|statements?|claims?)|trick/i,
      /involuntary|inadmissible|suppress|(?:can't|cannot|not) be used|SB 418/i,
      /under 18|minors?|juveniles?|youth|child|kids?/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:police|officers|detectives|they) (?:can|may|are allowed to) (?:legally )?lie to (?:him|your son|minors|kids|children|juveniles|a child)(?![^.]{0,60}\b(?:in other|elsewhere|other states|outside)\b)/i,
    ],
  },
  // source: J.D.B. v. North Carolina, 564 U.S. 261 (2011) —
  // http://caselaw4cops.net/cases_new/jdb_v_north_carolina_09_11121_2011.html (a child's age properly
  // informs the Miranda custody analysis) and https://nccriminallaw.sog.unc.edu/new-bulletin-on-juvenile-interrogations/
  // (in North Carolina, G.S. 7B-2101: juveniles in custody must also be told of the right to have a
  // parent, guardian or custodian present).
  {
    id: 'hoc-en-nc-durham-13yo-school',
    state: 'NC',
    question: {
      message:
        'my 13 yr old got pulled out of class at his durham middle school and questioned by a cop in an office with the door shut. no miranda no call to me. does his age matter at all??',
    },
    mustContain: [
      /J\.?\s?D\.?\s?B\.?|age[^.]{0,80}(?:custody|Miranda|matters|relevant|considered|factor)/i,
      /parent|guardian|custodian/i,
      anyOf(SILENT_EN, LAWYER_EN),
    ],
  },
  // source: Ind. Code § 31-32-5-1 — https://indianajuvenilejustice.com/2013/11/14/who-can-provide-meaningful-consultation-before-interrogation/
  // and http://www.clarkprosecutor.org/html/police/feb01.htm (a child's rights may be waived only by
  // counsel, or by a custodial parent/guardian/custodian after meaningful consultation with the
  // child, and the child must join; applies when the child is in custody).
  {
    id: 'hoc-en-in-evansville-daughter-16',
    state: 'IN',
    question: {
      message:
        'evansville in. police want to "talk" to my 16 yr old daughter about a fight at school. can they question her without me there? can she waive her rights by herself',
    },
    mustContain: [/31-32-5-1|meaningful consultation/i, /parent|guardian|custodian/i],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:she |a child |your daughter )?(?:can|may) (?:waive|give up) (?:her|his|their) (?:own )?rights (?:alone|by (?:her|him)self|on (?:her|his) own|without (?:you|a parent))/i,
    ],
  },
  // source: N.C. Gen. Stat. § 132-1.4A — https://nccriminallaw.sog.unc.edu/may-a-police-department-release-its-own-body-worn-camera-footage-to-the-public/
  // and https://www.greenvillecriminaldefenselaw.com/rules-for-disclosure-of-body-cam-and-dash-cam-recordings-in-n-c/
  // (recordings are not public records; a person whose image or voice is in the recording may make
  // a written request for disclosure (viewing); a copy (release) requires a court order).
  {
    id: 'hoc-en-nc-raleigh-bodycam-search',
    state: 'NC',
    question: {
      message:
        'raleigh pd searched my car on capital blvd and the cop had a body cam. how do i get the video? my friend said its public record so i can just ask for it',
    },
    mustContain: [
      /(?:not|aren't|are not|isn't|is not)[^.]{0,20}public records?/i,
      /(?:written|in writing)[^.]{0,30}request|request[^.]{0,40}(?:in writing|written)/i,
      /court order|superior court|petition|judge/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:body ?cam(?:era)? (?:footage|video|recordings?) )(?:is|are) (?:a )?public records?/i,
    ],
    mustNotCite: [/1701\.661/, /45-254/],
  },
];
