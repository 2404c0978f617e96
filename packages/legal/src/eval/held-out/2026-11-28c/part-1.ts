import type { EvalCase } from '../../eval-case';
import { anyOf, FALSE_EN, RECORD_OK_EN, SILENT_EN } from './shared';

/** English: recording the police, and giving your name on the street (stop-and-identify). */
export const PART_1: EvalCase[] = [
  // source: Gericke v. Begin, 753 F.3d 1 (1st Cir. 2014) —
  // https://www.rcfp.org/first-circuit-upholds-right-record-traffic-stops/ and
  // https://www.courthousenews.com/right-to-record-police-affirmed-by-1st-circuit/ (First Amendment
  // right to film a traffic stop in public; an officer may order it stopped only if the filming
  // itself interferes or is about to interfere with his duties).
  {
    id: 'hoc-en-nh-weare-film-stop',
    state: 'NH',
    question: {
      message:
        'my buddy just got pulled over on rte 114 in weare nh and im parked in the lot across. can i film it on my phone?? if the cop tells me to stop filming do i have to',
    },
    mustContain: [
      RECORD_OK_EN,
      /interfer|obstruct|get(?:ting)? in the way|safe distance|reasonabl|back up|step back|distance/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?<!false that )(?:illegal|a crime|against the law|wiretapping) to (?:film|record|video) (?:a |the )?(?:traffic stop|police|cops?|officers?)/i,
    ],
    firstPartMustContain: [RECORD_OK_EN],
  },
  // source: ACLU of Illinois v. Alvarez, 679 F.3d 583 (7th Cir. 2012) —
  // https://www.studicata.com/case-briefs/case/am-civil-liberties-union-of-ill-v-alvarez and
  // https://www.clearinghouse.net/detail.php?id=12607 (the eavesdropping act likely violates the
  // First Amendment as applied to openly audio recording police doing their duties in public).
  {
    id: 'hoc-en-il-naperville-audio',
    state: 'IL',
    question: {
      message:
        'naperville cop was yelling at my son in the target parking lot and i recorded audio on my phone without asking. isnt illinois an all party consent state?? can i get charged for this',
    },
    mustContain: [
      RECORD_OK_EN,
      /Alvarez|Seventh Circuit|7th Cir|private conversation|expectation of privacy|in public/i,
    ],
    mustNotContain: [
      /(?<!(?:false|not true|wrong|a myth) that you )(?<!not )(?<!n't )(?:can|will|could) be charged (?:with a felony |with eavesdropping )?for (?:recording|taping) (?:the )?(?:police|officer|cop)(?![^.]{0,40}\b(?:if|unless|only|private|secret)\b)/i,
    ],
  },
  // source: Cal. Penal Code § 148(g) (SB 411, 2015) — https://www.shouselaw.com/ca/defense/penal-code/148g/
  // (recording an officer in a public place, or from a place one may be, is not by itself
  // obstruction, reasonable suspicion to detain, or probable cause to arrest).
  {
    id: 'hoc-en-ca-fresno-detain-filming',
    state: 'CA',
    question: {
      message:
        'fresno county deputy on blackstone ave said hes gonna detain me if i keep filming him arrest my cousin. im on the sidewalk like 30 ft away. can he detain me just for filming???',
    },
    mustContain: [
      RECORD_OK_EN,
      anyOf(
        /148\s*\(?g\)?/,
        /(?:in and of itself|by itself|alone|on its own)[^.]{0,80}(?:reasonable suspicion|probable cause|obstruct|a crime)/,
        /(?:reasonable suspicion|probable cause|detain|arrest)[^.]{0,60}(?:just|only|merely|solely|simply) (?:for|because)[^.]{0,20}(?:filming|recording)/,
      ),
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:can|may) (?:lawfully |legally )?(?:detain|arrest) you (?:just |simply |only |merely )?(?:for|because you(?:'re| are)) (?:filming|recording)(?![^.]{0,40}\b(?:if|unless|only if)\b)/i,
    ],
  },
  // source: N.Y. Civil Rights Law § 79-p — https://nysenate.gov/legislation/laws/CVR/79-P (a person
  // not under arrest has the right to record law enforcement activity and to keep custody and
  // control of the recording and the device; private right of action for unlawful interference).
  {
    id: 'hoc-en-ny-rochester-phone-grab',
    state: 'NY',
    question: {
      message:
        'rochester ny. cop grabbed my phone out of my hand bc i was recording them arresting a guy on lake ave. i wasnt under arrest or anything. is that legal?? how do i get my phone back',
    },
    mustContain: [
      /79-p|Right to (?:Record|Monitor)|right to record/i,
      /(?:keep|maintain|retain) (?:custody|control|your (?:phone|recording|device)|the (?:phone|recording|device))|sue|lawsuit|right of action|civil (?:action|claim)|claim/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:police|officers|they|the cop) (?:can|may|are allowed to) (?:take|seize|confiscate|grab) your phone (?:just |simply )?(?:for|because you were) (?:recording|filming)/i,
    ],
  },
  // source: N.Y. Civil Rights Law § 79-p(2) — https://nysenate.gov/legislation/laws/CVR/79-P (a
  // person in custody or under arrest does not, by that status alone, forfeit the right to have
  // the recordings, property and equipment maintained and returned).
  {
    id: 'hoc-en-ny-buffalo-arrested-video',
    state: 'NY',
    question: {
      message:
        'buffalo police arrested my brother last night while he was filming them on elmwood. now they have his phone. do they get to delete the video or keep it bc hes arrested?',
    },
    mustContain: [
      /79-p|right to record|Right to (?:Record|Monitor)/i,
      /(?:return|give (?:it|the phone) back|maintain|not forfeit|doesn't (?:lose|forfeit)|does not (?:lose|forfeit)|keeps? the right)/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:can|may|are allowed to) delete (?:the |his |your )?(?:video|recording|footage)/i,
      /(?<!not )(?<!n't )(?:lose|loses|forfeit|forfeits) (?:the |his |your )?right to (?:the |his |your )?(?:video|recording|phone)(?: because| since| once)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02 — https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ and
  // https://legalclarity.org/failing-to-identify-as-a-fugitive-from-justice-in-texas (refusing to
  // give name, residence address or date of birth is an offense only after a lawful arrest; giving
  // false information is an offense when lawfully detained or arrested).
  {
    id: 'hoc-en-tx-lubbock-walking-name',
    state: 'TX',
    question: {
      message:
        'walking home from a party in lubbock and a cop stopped me and wanted my name and id. i said no and he got mad. do i legally have to give my name in texas if im not arrested??',
    },
    mustContain: [/38\.02|(?:lawful(?:ly)?|under) arrest|arrested/i, FALSE_EN],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to|required to|obligated to) (?:give|provide|tell|state) (?:the officer |police |them |him )?(?:your )?(?:name|id|identification)(?![^.]{0,80}\b(?:if|once|after|only|when|unless)\b)/i,
    ],
    firstPartMustContain: [/arrest/i],
  },
  // source: Tex. Penal Code § 38.02(a) — https://fairlawpllc.com/texas-failure-to-id-laws-pt1/
  // (after a lawful arrest, refusing to give name, residence address or date of birth is a Class C
  // misdemeanor).
  {
    id: 'hoc-en-tx-sanantonio-arrested-address',
    state: 'TX',
    question: {
      message:
        'i got arrested in san antonio for a warrant. they asked name address birthday. do i have to give the address and birthday too or just my name? i dont want to say anything',
    },
    mustContain: [
      /38\.02/i,
      /address/i,
      /(?:date of )?birth|DOB|birthday/i,
      anyOf(SILENT_EN, /other questions|anything else|beyond (?:that|those)/),
    ],
    mustNotContain: [
      /(?:only|just) (?:have to|need to|required to) (?:give|provide|say|tell) (?:them |police )?your name(?![^.]{0,40}\b(?:address|birth)\b)/i,
    ],
    mustNotCite: [/171\.123/, /2921\.29/],
  },
  // source: NRS 171.123 and Hiibel v. Sixth Judicial District Court (2004) —
  // https://legalclarity.org/is-nevada-a-stop-and-id-state-know-your-rights (a person detained on
  // reasonable suspicion must identify himself by stating his name; no duty to produce documents or
  // to answer further questions).
  {
    id: 'hoc-en-nv-reno-name-card',
    state: 'NV',
    question: {
      message:
        'reno pd stopped me by virginia st said i "matched a description". they want my name AND my id card AND where im going. what do i actually have to give them',
    },
    mustContain: [
      /171\.123|Hiibel/i,
      /name/i,
      anyOf(SILENT_EN, /other questions|where you(?:'re| are) going/),
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to|required to) (?:show|hand over|produce|give them) (?:your |an |a )?(?:id|identification|license|card)\b(?![^.]{0,60}\b(?:if|only|when|unless|driving)\b)/i,
      /(?<!not )(?<!n't )(?:must|have to|required to) (?:tell|say|explain) (?:them |police )?where you(?:'re| are) going/i,
    ],
    mustNotCite: [/38\.02/, /16-3-103/],
  },
  // source: Ohio Rev. Code § 2921.29 — State v. Dunn (Ohio Ct. App. 2020),
  // https://www.studicata.com/summaries/court-of-appeals-of-ohio/state-v-dunn-2020-pccgmo and State
  // v. Frye, 2023-Ohio-2967, https://www.objectivelyreasonable.com/2024/02/09/is-asking-a-suspect-for-his-identification-card-the-same-as-requesting-a-persons-name-address-and-date-of-birth/
  // (in a public place, when reasonably suspected of a crime, a person must disclose name, address or
  // date of birth on request; a request for an ID card is not the same).
  {
    id: 'hoc-en-oh-toledo-bar-fight',
    state: 'OH',
    question: {
      message:
        'toledo cops came up to me outside a bar on adams st bc of a fight inside, they want my name address and dob. i wasnt even in the fight lol. do i have to tell them?',
    },
    mustContain: [/2921\.29/i, /date of birth|birth ?date|DOB/i, /suspect|suspicion|witness/i],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: Colo. Rev. Stat. § 16-3-103 — https://casetext.com/statute/colorado-revised-statutes/title-16-criminal-proceedings/code-of-criminal-procedure/article-3-arrest-searches-and-seizures/part-1-authority-of-peace-officer-to-make-an-arrest/section-16-3-103-stopping-of-suspect
  // (an officer who reasonably suspects a crime may require name, address, identification if
  // available, and an explanation of actions).
  {
    id: 'hoc-en-co-aurora-car-breakin',
    state: 'CO',
    question: {
      message:
        'aurora colorado, cop stopped me walking on colfax said there was a car break in nearby. does colorado make you give your name? i read online colorado isnt a stop and id state',
    },
    mustContain: [/16-3-103/i, /name/i, /address/i, /reasonabl[ey] suspect|reasonable suspicion/i],
    mustNotContain: [
      /(?<!not true that )(?<!false that )colorado (?:is not|isn't|is not actually|has no|doesn't have|does not have) (?:a )?stop[- ]and[- ]id(?:entify)?/i,
    ],
    mustNotCite: [/171\.123/, /38\.02/],
  },
];
