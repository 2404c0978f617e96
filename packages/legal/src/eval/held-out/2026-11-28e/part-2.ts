import type { EvalCase } from '../../eval-case';
import {
  ARREST_WARRANT_ENTRY_EN,
  EXCLUDED_EN,
  LICENSE_EN,
  MUST_EXIT_EN,
  MUST_SHOW_ID_WRONG_EN,
  NO_CONSENT_EN,
  ODOR_ALONE_EN,
  ODOR_OK_WRONG_EN,
  RECORD_OK_EN_ANY,
  REG_INS_EN,
  SILENT_EN,
  SUSPICION_ANY_EN,
  WARRANT_EN,
  anyOf,
  claimEn,
} from './shared';

/** English, traffic stops, car searches and police at the door. */
export const PART_2: EvalCase[] = [
  // source: Maryland v. Wilson, 519 U.S. 408 (1997) (https://law.onecle.com/ussc/519/519us408.html),
  // restating Pennsylvania v. Mimms, 434 U.S. 106 (1977): an officer may as a matter of course
  // order the driver of a lawfully stopped car to get out.
  {
    id: 'hoe-en-oh-cleveland-driver-ordered-out',
    state: 'OH',
    question: {
      message:
        'cleveland cop pulled me over on lorain ave for no front plate and now he wants me to step out of the car. i havent done anything illegal, can i just say no and stay in the car?? its freezing out',
    },
    mustContain: [MUST_EXIT_EN],
    firstPartMustContain: [MUST_EXIT_EN],
    mustNotContain: [
      claimEn(String.raw`(?:you )?(?:can|may|are allowed to) (?:stay|remain) in (?:the|your) car`),
    ],
  },

  // source: ACLU guidance as summarised by Huntley Law (https://www.huntleylaw.com/5-important-rules-when-the-police-stop-your-car/)
  // (you may refuse consent; with probable cause the car can be searched anyway); Rodriguez v.
  // United States, 575 U.S. 348 (2015) (https://publicdefenders.us/blogs/police-cannot-extend-traffic-stop-for-drug-dog-to-sniff-car):
  // a stop may not be prolonged for a dog sniff without reasonable suspicion.
  {
    id: 'hoe-en-ar-fort-smith-quick-look-trunk-dog',
    state: 'AR',
    question: {
      message:
        'state trooper on i-49 by fort smith wrote me a warning and then asked if he can "take a quick look" in my trunk. if i say no does that make me look guilty, can he search anyway? can he make me sit here till a dog shows up',
    },
    mustContain: [NO_CONSENT_EN, /probable cause|warrant/i, SUSPICION_ANY_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:refusing|saying no|declining|your refusal)[^.]{0,40}(?:gives|is|creates|counts as|provides) (?:them |him |police |the trooper )?(?:probable cause|reasonable suspicion|grounds|a reason)`,
      ),
    ],
  },

  // source: State v. Torgerson, Minn. Sup. Ct., Sept. 13, 2023
  // (https://law.justia.com/cases/minnesota/supreme-court/2023/a22-0425.html): the odor of
  // marijuana alone is insufficient probable cause to search a vehicle.
  {
    id: 'hoe-en-mn-duluth-weed-smell-search',
    state: 'MN',
    question: {
      message:
        'duluth cops pulled me over on london rd and said they smell weed so theyre searching the car. weed is legal in minnesota now right?? can they search just bc of the smell',
    },
    mustContain: [ODOR_ALONE_EN],
    mustNotContain: [ODOR_OK_WRONG_EN],
  },

  // source: Va. Code 4.1-1302(A) (NORML, https://norml.org/blog/2020/10/05/virginia-legislation-bars-police-for-using-marijuana-odor-as-a-pretext-for-a-search/;
  // Virginia Lawyers Weekly, 2023): "no law-enforcement officer may lawfully stop, search, or seize
  // any person, place, or thing solely on the basis of the odor of marijuana and no evidence
  // discovered or obtained as a result of such unlawful search or seizure shall be admissible".
  {
    id: 'hoe-en-va-norfolk-smelled-marijuana-found-pipe',
    state: 'VA',
    question: {
      message:
        'norfolk cop said he smelled marijuana, pulled me out and searched my whole car and found a pipe in the console. he didnt see anything else. is that even allowed in virginia?? can they use the pipe against me',
    },
    mustContain: [ODOR_ALONE_EN, EXCLUDED_EN],
    mustNotContain: [ODOR_OK_WRONG_EN],
    mustNotCite: [/Torgerson|Redmond|Molina/i],
  },

  // source: Maryland v. Wilson, 519 U.S. 408 (1997): "an officer making a traffic stop may order
  // passengers to get out of the car pending completion of the stop"; ACLU guidance (Huntley Law
  // summary above): drivers and passengers have the right to remain silent. Holds in every state.
  {
    id: 'hoe-en-nostate-passenger-ordered-out',
    question: {
      message:
        'cops pulled my bf over and told ME to get out of the car too. im the passenger!! can they make me get out? and do i have to answer where were going and where we were',
    },
    mustContain: [MUST_EXIT_EN, SILENT_EN],
  },

  // source: Payton v. New York, 445 U.S. 573 (1980)
  // (https://www.yumpu.com/en/document/view/17771826/payton-v-new-york/4): "an arrest warrant
  // founded on probable cause implicitly carries with it the limited authority to enter a dwelling
  // in which the suspect lives when there is reason to believe the suspect is within."
  {
    id: 'hoe-en-ct-waterbury-arrest-warrant-brother-lives-here',
    state: 'CT',
    question: {
      message:
        'cops are outside our house in waterbury saying they have an arrest warrant for my brother, he lives here with us. they dont have a search warrant. do we have to let them in?? can they come in anyway',
    },
    mustContain: [ARREST_WARRANT_ENTRY_EN, /lives|live|resides|his home|where he (?:lives|stays)/i],
    mustNotContain: [
      /(?:they|police|officers|cops) (?:would )?(?:need|must have|have to have|need to have|must get|have to get) a search warrant (?:to|before they can) (?:enter|come in|go in|get in|arrest)/i,
    ],
    mustNotCite: [/Steagald/i],
  },

  // source: ACLU guidance (https://www.thewnlawfirm.com/blog/2021/03/what-to-do-when-stopped-by-law-enforcement/):
  // "You do not have to answer questions. You do have to show your driver's license, vehicle
  // registration and proof of insurance."
  {
    id: 'hoe-en-ga-augusta-speeding-questions',
    state: 'GA',
    question: {
      message:
        'got pulled over for speeding on washington rd in augusta. the cop is asking where im coming from, where im going, how much ive had to drink, whose car is this. do i have to answer all that or just give my license??',
    },
    mustContain: [LICENSE_EN, REG_INS_EN, SILENT_EN],
  },

  // source: Turner v. Driver, 848 F.3d 678 (5th Cir. 2017) (https://en.wikipedia.org/wiki/Turner_v._Driver):
  // a First Amendment right to record the police, subject to reasonable time, place and manner
  // restrictions; Tex. Penal Code 38.02 requires name, address and date of birth only from a
  // person lawfully arrested (false information is an offense when detained), as described there.
  {
    id: 'hoe-en-tx-plano-filming-station-id',
    state: 'TX',
    question: {
      message:
        'i was filming the outside of the plano police station from the public sidewalk and two cops came out, asked for my ID and said im being detained for "suspicious activity" bc im filming. do i have to show id in texas? is filming a police station even legal',
    },
    mustContain: [
      RECORD_OK_EN_ANY,
      anyOf(
        /(?:only|unless)[^.]{0,100}(?:arrest|lawfully arrested)/,
        /(?:not required|don't have to|do not have to|no obligation)[^.]{0,80}(?:unless|until|before)[^.]{0,40}arrest/,
        /38\.02/,
      ),
    ],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/12-7-1|171\.123|13-2412|2921\.29|594:2|968\.24/i],
  },

  // source: NYC CCRB, Right to Know Act (https://www.nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page):
  // officers must give name, rank, command and shield number at the start of certain encounters
  // and offer a business card; when they have no legal basis to search without consent, they must
  // explain that no search will happen if the person refuses.
  {
    id: 'hoe-en-ny-sunset-park-backpack-right-to-know',
    state: 'NY',
    question: {
      message:
        'two nypd officers stopped me on 5th ave in sunset park and asked to look in my backpack. they didnt say i could say no. arent they supposed to tell me that?? and can i get the cops names, one covered his badge',
    },
    mustContain: [
      NO_CONSENT_EN,
      /business card|name,? rank|shield (?:number)?|badge number|identify (?:themselves|himself|herself)/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:must|have to) (?:let them|allow them to|consent to) (?:search|look in|go through)`,
      ),
    ],
  },

  // source: ACLU guidance (https://bailbondsbylidia.com/faq, ACLU text) and Payton v. New York,
  // 445 U.S. 573 (1980): without a warrant or an emergency, police need consent to enter a home;
  // you may refuse to let them in and need not answer questions.
  {
    id: 'hoe-en-ct-danbury-detectives-no-warrant-knock',
    state: 'CT',
    question: {
      message:
        "two detectives knocked at my apartment in danbury, no warrant, said they just want to come in and 'ask a few questions' about my neighbor. do i have to let them in? do i have to talk to them at all",
    },
    mustContain: [
      anyOf(
        /(?:don't|do not|not|never) (?:have to |need to )?(?:let|allow|invite) them (?:in|inside)/,
        /(?:refuse|deny|decline)[^.]{0,30}(?:entry|to let them|them entry)/,
        /(?:don't|do not|not) (?:have to |need to )?open (?:the |your )?door/,
      ),
      WARRANT_EN,
      SILENT_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:must|have to) (?:let them in|open the door|allow them (?:in|inside))`,
      ),
    ],
  },

  // source: 8 U.S.C. 1304(e) as quoted by CBP and Business Standard (July 2025,
  // https://www.business-standard.com/immigration/us-to-green-card-holders-visitors-carry-id-at-all-times-or-risk-fine-125072500673_1.html):
  // every alien 18 and over must carry the registration card (green card) at all times, a
  // misdemeanor; ACLU guidance: you need not answer questions about immigration status.
  {
    id: 'hoe-en-tn-chattanooga-green-card-at-home',
    state: 'TN',
    question: {
      message:
        'cop in chattanooga pulled me over on brainerd rd and asked if im here legally. im a permanent resident but my green card is at home in a drawer. do i have to answer him? am i in trouble for not having the card on me',
    },
    mustContain: [
      SILENT_EN,
      anyOf(
        /(?:carry|have)[^.]{0,40}(?:green card|permanent resident card|registration)[^.]{0,60}(?:at all times|on you|with you)/,
        /(?:at all times|on you|with you)[^.]{0,60}(?:green card|permanent resident card)/,
        /(?:carry|have)[^.]{0,40}(?:card|proof of (?:status|registration)|registration documents?)[^.]{0,40}(?:at all times|on (?:you|them)|with (?:you|them))/,
        /1304/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:must|have to) (?:answer|tell him|tell the officer)[^.]{0,30}(?:status|legal|citizenship)`,
      ),
      claimEn(
        String.raw`(?:permanent residents?|green card holders?) (?:are not|aren't) required to carry`,
      ),
    ],
  },
];
