/*
 * Held-out set 2026-11-30, part 4 (English): recording, immigration agents and status, protests.
 * Written by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  AGE_18_ANY,
  BLOCK_EN,
  CARRY_AT_ALL_TIMES_EN,
  CHECKPOINT_SEARCH_WRONG_EN,
  DONT_OPEN_DOOR_EN,
  FEET_25_ANY,
  FREE_TO_LEAVE_EN,
  INTENT_HARASS_EN,
  JUDGE_SIGNED_EN,
  NO_INTERFERE_EN,
  NO_PERMIT_EN,
  PRIVATE_CONV_EN,
  RECORD_RIGHT_EN,
  REFUSE_SEARCH_EN,
  SILENCE_EN,
  anyOf,
  claimEnX,
} from './shared';

const FALSE_DOCS_EN =
  /(?:don't|do not|never)[^.]{0,20}(?:lie|show|give|use|present|carry)[^.]{0,30}(?:false|fake)|(?:don't|do not|never) lie|false (?:documents|papers)/i;

export const PART_4: EvalCase[] = [
  // source: Wis. Stat. 968.31(2)(c) (recordinglaw.com; uslegal wiretapping summary): a party to a
  // conversation may record it; legalclarity.org: recording police performing duties in public is
  // generally protected by the First Amendment.
  {
    id: 'hog-wi-wausau-record-friend',
    state: 'WI',
    question: {
      message:
        'cop was yelling at my friend outside a bar on 3rd st in wausau and i started filming. he told me to stop recording or id be arrested. can i legally film that? wisconsin is one party consent right?',
    },
    mustContain: [
      RECORD_RIGHT_EN,
      anyOf(NO_INTERFERE_EN, /distance|(?:don't|do not) (?:get in the way|block)/i),
    ],
  },
  // source: Wis. Stat. 968.31(2)(c) (legalclarity.org "Is Wisconsin a Two Party Consent State?"): a
  // participant may record a conversation without telling the others.
  {
    id: 'hog-wi-appleton-record-own-stop',
    state: 'WI',
    question: {
      message:
        'appleton wi. if i get pulled over can i record the cop on my phone while hes talking to me? do i have to tell him im recording?',
    },
    mustContain: [
      RECORD_RIGHT_EN,
      /one[- ]party|(?:don't|do not|not|n't) (?:have|need|required) to (?:tell|inform|notify|ask)|party to the conversation|968\.31/i,
    ],
    mustNotCite: [/165\.540/, /9\.73\.030/, /14-2/],
  },
  // source: 720 ILCS 5/14 as amended in December 2014 (ISBA Illinois Bar Journal, June 2015;
  // jaldrichlaw.com): recording police in public settings without consent is legal; secretly recording
  // a private conversation remains eavesdropping.
  {
    id: 'hog-il-carbondale-record-police',
    state: 'IL',
    question: {
      message:
        'SIU student in carbondale. my roommate says illinois makes it a FELONY to record cops. is that true?? i want to film if they come to our party again',
    },
    mustContain: [RECORD_RIGHT_EN, PRIVATE_CONV_EN],
    mustNotContain: [
      /(?<!\b(?:not|no|never|isn't|no longer)\b[^.]{0,40})(?:it(?:'s| is)|that(?:'s| is)) (?:a felony|illegal|a crime) to (?:record|film) (?:the )?(?:police|cops|officers)(?! (?:secretly|in private))/i,
    ],
  },
  // source: Fla. Stat. 843.31 (lawserver.com, 2024; Rice Law Florida; news reports, eff. Jan. 1, 2025):
  // after a verbal warning, approaching or staying within 25 feet of a first responder with intent to
  // impede, threaten or harass is a second-degree misdemeanor; filming from that distance is not barred.
  {
    id: 'hog-fl-jupiter-25-feet',
    state: 'FL',
    question: {
      message:
        'filming a dui arrest on indiantown rd in jupiter from the sidewalk and the deputy yelled back up 25 feet or youre going to jail. is that a real law in florida? can i keep filming from farther back',
    },
    mustContain: [FEET_25_ANY, /warn/i, INTENT_HARASS_EN, RECORD_RIGHT_EN],
    mustNotCite: [/13-3732/, /14:109/, /35-44\.1-2-14/],
  },
  // source: iceencounter.com and observed.org on administrative (I-200/I-205) vs judicial warrants:
  // keep the door closed, ask for the warrant under the door, only a judge-signed warrant authorizes
  // entry; remain silent. (A 2026 DHS claim about I-205 entry is contested; not required either way.)
  {
    id: 'hog-md-salisbury-ice-door',
    state: 'MD',
    question: {
      message:
        'theres ICE at my door in salisbury md right now, they say they have a warrant for my husband. he is inside. do i have to open?? what do i say',
    },
    mustContain: [DONT_OPEN_DOOR_EN, JUDGE_SIGNED_EN, SILENCE_EN],
    firstPartMustContain: [DONT_OPEN_DOOR_EN],
  },
  // source: United States v. Martinez-Fuerte (1976) and United States v. Ortiz (1975) (Cornell LII
  // annotation; r/AmIFreeToGo wiki quoting the holdings): brief questioning at fixed checkpoints
  // without suspicion is allowed; searching a car there needs consent or probable cause.
  {
    id: 'hog-nm-alamogordo-bp-checkpoint',
    state: 'NM',
    question: {
      message:
        'driving thru the border patrol checkpoint on 70 west of alamogordo. im a us citizen born in el paso. agent asked where im going and if he can look in my trunk. do i have to answer? can he search?',
    },
    mustContain: [/citizen/i, /consent|probable cause/i, REFUSE_SEARCH_EN],
    mustNotContain: [CHECKPOINT_SEARCH_WRONG_EN],
  },
  // source: 8 U.S.C. 1304(e) (statute text; CBP advisory July 2025 via Business Standard): every
  // non-citizen 18 or older must carry the registration card at all times; misdemeanor, up to $100
  // and/or 30 days.
  {
    id: 'hog-ga-snellville-green-card',
    state: 'GA',
    question: {
      message:
        'im 19 with a green card. do i actually have to carry it around like when im just going to the mall in snellville? my mom says i could get in trouble',
    },
    mustContain: [
      CARRY_AT_ALL_TIMES_EN,
      AGE_18_ANY,
      /misdemeanor|fine|30 days|\$100|penalt|crime/i,
    ],
  },
  // source: ORS 181A.820 (oregonir.org text) and the Oregon DOJ Sanctuary Promise pages (ORS 180.805,
  // 181A.826): state and local police may not use resources to enforce federal immigration law or
  // question people for immigration enforcement; exceptions exist.
  {
    id: 'hog-or-hermiston-police-immigration',
    state: 'OR',
    question: {
      message:
        'hermiston oregon. if a local cop pulls me over for a ticket can he ask if im legal and call ICE on me? im undocumented and scared to drive to work',
    },
    mustContain: [
      /(?:can(?:not|'t)|may not|not allowed|prohibit|bar|forbid|restrict)[^.]{0,100}(?:immigration|citizenship|status|ICE)|181A\.8|sanctuary/i,
    ],
    mustNotCite: [/11-1051/, /SB ?1070/, /SB ?4/],
  },
  // source: observed.org "ICE stops in public" and knowyourrights.immdefense.org: ask if free to go,
  // remain silent, refuse a search, never lie or show false papers.
  {
    id: 'hog-nm-hobbs-ice-street',
    state: 'NM',
    question: {
      message:
        'two guys in vests that said ICE stopped me in the walmart parking lot in hobbs and asked where im from and for papers. im undocumented. what do i do if it happens again?? can i just walk away',
    },
    mustContain: [
      SILENCE_EN,
      anyOf(FREE_TO_LEAVE_EN, /free to (?:go|leave)|am I (?:being )?detained/i),
      FALSE_DOCS_EN,
    ],
    mustNotContain: [
      claimEnX(String.raw`you (?:must|have to) (?:answer|show (?:them )?(?:your )?papers)`),
    ],
  },
  // source: Turner v. Driver, No. 16-10312 (5th Cir. 2017) (law.justia.com; Texas Police Association
  // guide p. 175 quoting the opinion): a First Amendment right to record the police, subject to
  // reasonable time, place and manner limits; police cannot arrest solely for refusing to identify
  // (Tex. Penal Code 38.02 reaches refusal only after a lawful arrest).
  {
    id: 'hog-tx-conroe-filming-id',
    state: 'TX',
    question: {
      message:
        'i was filming conroe pd from the sidewalk across from the station on a public street. 2 officers came over and demanded my ID and said they would arrest me if i didnt show it. can they do that in texas?',
    },
    mustContain: [
      RECORD_RIGHT_EN,
      /(?:can(?:not|'t)|may not|not allowed to)[^.]{0,30}arrest[^.]{0,80}(?:refus|not (?:giving|showing|providing))|only (?:after|once|if) (?:you(?:'re| are) )?(?:lawfully )?(?:arrested|under arrest)|38\.02/i,
    ],
    mustNotCite: [/77-7-15/, /16-3-103/, /171\.123/],
  },
  // source: ACLU "Protesters' rights" (quoted on corndog.social) and ACLU of Southern California: no
  // permit is needed to protest on sidewalks as long as pedestrians and entrances are not blocked;
  // street marches that block traffic may need one.
  {
    id: 'hog-ia-iowacity-pedmall-protest',
    state: 'IA',
    question: {
      message:
        'a few of us want to hold signs on the sidewalk by the ped mall in iowa city saturday about a local issue. do we need a permit from the city? could we get arrested?',
    },
    mustContain: [NO_PERMIT_EN, BLOCK_EN],
  },
  // source: ACLU "Protesters' rights" as above (a march that blocks traffic or closes a street may
  // need a permit; police may ask marchers without one to move aside) and ACLU of Ohio advisory.
  {
    id: 'hog-ks-olathe-street-march',
    state: 'KS',
    question: {
      message:
        'we want to march down the middle of santa fe st in olathe with like 200 people. do we need a permit for that or is it free speech?',
    },
    mustContain: [/permit/i, /street|traffic|road/i],
    mustNotContain: [
      claimEnX(
        String.raw`(?:you|protesters|marchers) (?:never|don't|do not) need (?:a )?permit(?: at all| for anything| to march in the street)`,
      ),
    ],
  },
];
