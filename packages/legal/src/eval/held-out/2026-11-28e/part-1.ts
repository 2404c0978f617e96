import type { EvalCase } from '../../eval-case';
import {
  COURT_EN,
  FEET_25_EN,
  INFORM_EN,
  MUST_DELETE_WRONG_EN,
  MUST_SHOW_ID_WRONG_EN,
  NAME_EN,
  ADDRESS_EN,
  NOT_ARREST_FOR_REFUSAL_EN,
  NOT_PRIVATE_EN,
  NO_DELETE_EN,
  OPENLY_EN,
  PASSENGER_NO_ID_EN,
  PHONE_NO_WARRANT_WRONG_EN,
  RECORD_OK_EN_ANY,
  WARRANT_EN,
  LICENSE_EN,
  anyOf,
  claimEn,
} from './shared';

/** English, recording the police and giving a name on foot or as a passenger. */
export const PART_1: EvalCase[] = [
  // source: Ind. Code 35-44.1-2-14; Nicodemus v. City of South Bend (7th Cir. May 15, 2025,
  // https://caselaw.findlaw.com/court/us-7th-circuit/117268965.html: upheld against a First
  // Amendment challenge, read as covering only approaching after an order, not a 25-foot "force
  // field"); Reporters Committee v. Rokita (7th Cir. Aug. 5, 2025,
  // https://www.isba.org/cases/7thcircuit/2025/08/05/reporterscommitteeforfreedomofthepressvrokita:
  // preliminary injunction on vagueness affirmed).
  {
    id: 'hoe-en-in-greenwood-buffer-law-filming',
    state: 'IN',
    question: {
      message:
        'im in greenwood (johnson county) filming cops arresting my cousin in the kroger lot on us 31, im like 15 ft away. one cop yelled if i dont back up 25 feet hes arresting me under the "buffer law". is that a real law in indiana?? can i keep recording from where im standing or not',
    },
    mustContain: [RECORD_OK_EN_ANY, FEET_25_EN, COURT_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:it is|it's) (?:illegal|a crime|against the law) to (?:record|film) (?:the )?(?:police|officers?|cops?)`,
      ),
      claimEn(String.raw`(?:you )?(?:must|have to|need to) stop (?:recording|filming)`),
    ],
    mustNotCite: [/14:109|843\.31/i],
  },

  // source: La. R.S. 14:109 (Act of 2024, 25 feet after an order to stop approaching or retreat);
  // Louisiana Illuminator, Jan. 31, 2025 (https://biloxinewsevents.com/judge-blocks-enforcement-of-louisianas-25-foot-buffer-zone-for-police-louisiana-illuminator):
  // Judge deGravelles (M.D. La.) preliminarily enjoined it as vague; Bloomberg Law: the Fifth
  // Circuit heard the state's appeal (outcome not found, so the case requires only the 25 feet
  // and the court fight, not "blocked").
  {
    id: 'hoe-en-la-baton-rouge-buffer-zone-protest',
    state: 'LA',
    question: {
      message:
        'at a protest by the capitol in baton rouge and a state trooper told me theres a louisiana law that i have to stay 25 feet from any cop or i go to jail. im literally just filming on my phone not touching anybody. is that law even in effect? what happens if i dont move back',
    },
    mustContain: [FEET_25_EN, COURT_EN, RECORD_OK_EN_ANY],
    mustNotContain: [
      claimEn(
        String.raw`(?:it is|it's) (?:illegal|a crime|against the law) to (?:record|film) (?:the )?(?:police|officers?|cops?|troopers?)`,
      ),
    ],
    mustNotCite: [/35-44\.1-2-14|843\.31/i],
  },

  // source: ORS 165.540 and HB 2704 (2015), ACLU of Oregon
  // (https://www.aclu-or.org/en/legislation/victory-right-film-police-bill-passes-oregon-legislature):
  // no need to "specifically inform" an officer if you record "openly and in plain view" while the
  // officer performs official duties and you are where you may lawfully be; otherwise Oregon's
  // rule that all participants be informed applies.
  {
    id: 'hoe-en-or-bend-hidden-phone-audio',
    state: 'OR',
    question: {
      message:
        'in bend oregon. can i record audio of a traffic stop with my phone hidden in my jacket pocket so the cop doesnt see? my buddy says oregon is a "tell everyone" state for recording. what if i just hold the phone up where he can see it instead',
    },
    mustContain: [OPENLY_EN, INFORM_EN],
    mustNotContain: [
      claimEn(String.raw`(?:you )?(?:can|may) (?:secretly|covertly) (?:record|tape)`),
      claimEn(
        String.raw`(?:hidden|secret|concealed) (?:audio )?recording (?:is|would be) (?:fine|legal|allowed|ok)`,
      ),
    ],
  },

  // source: State v. Flora, 68 Wn. App. 802 (1992) (http://www.copwatch.org/statevflora.htm):
  // statements by officers making an arrest in their official capacity in public are not
  // "private conversations" under RCW 9.73.030.
  {
    id: 'hoe-en-wa-bellingham-all-party-consent-arrest',
    state: 'WA',
    question: {
      message:
        'washington is all party consent right?? cops were arresting my roommate outside our apartment on samish way in bellingham and i recorded it. one of them said turn it off, its a felony to record us without permission. is he right? can i get in trouble for posting it',
    },
    mustContain: [RECORD_OK_EN_ANY, NOT_PRIVATE_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:need|must get|have to get|are required to get)[^.]{0,20}(?:their |the officers'? |police )?(?:consent|permission)[^.]{0,30}(?:to )?record`,
      ),
      claimEn(
        String.raw`(?:recording|taping) (?:the )?(?:arrest|officers|police)[^.]{0,30}(?:is|was) a felony`,
      ),
    ],
  },

  // source: State v. Graber (Harford County Cir. Ct. 2010), AELE summary
  // (https://publicpersonnellaw.blogspot.com/2010/11/maryland-police-may-not-claim-shield.html?m=1):
  // "There is no expectation of privacy concerning a traffic stop on a public street"; Md. Courts &
  // Jud. Proc. 10-402 covers only words spoken in a private conversation.
  {
    id: 'hoe-en-md-hyattsville-dashcam-audio-traffic-stop',
    state: 'MD',
    question: {
      message:
        'got pulled over on east west hwy in hyattsville and my dash cam recorded the whole thing with audio. officer said maryland is two party consent and if i post it im getting charged with wiretapping. is that true?? its my car',
    },
    mustContain: [anyOf(NOT_PRIVATE_EN, RECORD_OK_EN_ANY)],
    mustNotContain: [
      claimEn(
        String.raw`(?:recording|taping) (?:a |the |your )?(?:traffic stop|officer|police|trooper)[^.]{0,30}(?:is|was|counts as) (?:a )?(?:felony|wiretap(?:ping)?|illegal|a crime)`,
      ),
    ],
  },

  // source: ACLU know-your-rights for photographers, as quoted in Fstoppers and on the ACLU's own
  // feed (https://fstoppers.com/legal/aclu-weighs-after-photojournalists-told-delete-photos-washington-dc-189436):
  // police "may not generally confiscate or demand to view your photographs or video without a
  // warrant, nor may they delete data under any circumstances"; Irizarry v. Yehia (10th Cir. 2022,
  // Wyoming's circuit) on the right to film police; Riley v. California, 573 U.S. 373 (2014).
  {
    id: 'hoe-en-wy-laramie-delete-video-or-else',
    state: 'WY',
    question: {
      message:
        'filming a traffic stop on grand ave in laramie from the sidewalk and a deputy walked over and said delete it or hes taking my phone as evidence. can he make me delete it?? can he just take my phone and look thru it',
    },
    mustContain: [RECORD_OK_EN_ANY, NO_DELETE_EN, WARRANT_EN],
    mustNotContain: [MUST_DELETE_WRONG_EN, PHONE_NO_WARRANT_WRONG_EN],
  },

  // source: Fla. Stat. 843.31 (lawserver, https://lawserver.com/law/state/florida/statutes/florida_statutes_843-31):
  // after a verbal warning, knowingly approaching or remaining within 25 feet of a first responder
  // with intent to impede or interfere, threaten, or harass is a second-degree misdemeanor;
  // effective Jan. 1, 2025 (PRWeb summary, May 2025).
  {
    id: 'hoe-en-fl-fort-myers-25-foot-warning',
    state: 'FL',
    question: {
      message:
        'fort myers. i was filming cops at a crash on cleveland ave and one yelled stay back 25 feet or youre getting arrested under the new florida law. i wasnt saying anything or getting in the way just filming. can they actually arrest me for that',
    },
    mustContain: [
      FEET_25_EN,
      /impede|interfer|threat|harass/i,
      anyOf(RECORD_OK_EN_ANY, /warning|warned/i),
    ],
    mustNotContain: [
      new RegExp(
        claimEn(
          String.raw`(?:it is|it's) (?:a crime|illegal) to (?:be|stand|stay|remain|record|film)[^.]{0,30}within 25 feet`,
        ).source + String.raw`(?![^.]{0,80}(?:intent|impede|interfer|threat|harass))`,
        'i',
      ),
    ],
    mustNotCite: [/35-44\.1-2-14|14:109/i],
  },

  // source: N.H. RSA 594:2 (http://www.gencourt.state.nh.us/rsa/html/LIX/594/594-mrg.htm): an
  // officer may stop a person reasonably suspected of a crime and "may request the person's name
  // and address, but the officer shall not arrest the person based solely on the person's refusal
  // to provide such information."
  {
    id: 'hoe-en-nh-nashua-refuse-name-at-night',
    state: 'NH',
    question: {
      message:
        'walking home on main st in nashua around 1am and a cop stopped me, said there were car break ins and asked my name and address. i didnt want to give it. can he arrest me for not telling him? dont i have to show id in new hampshire?',
    },
    mustContain: [NAME_EN, NOT_ARREST_FOR_REFUSAL_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29|1902/i],
  },

  // source: Wis. Stat. 968.24 (https://docs.legis.wisconsin.gov/document/statutes/1997/968.255(2)(a)):
  // on reasonable suspicion an officer "may demand the name and address of the person and an
  // explanation"; no penalty for refusing (Henes v. Morrissey, 1995, per
  // https://milwaukee-criminal-lawyer.com/when-obstructing-isnt-obstructing/); Wis. Stat. 946.41(2)(a):
  // knowingly giving false information is obstructing, a Class A misdemeanor.
  {
    id: 'hoe-en-wi-green-bay-brothers-name',
    state: 'WI',
    question: {
      message:
        'green bay cops stopped me walking thru the bay park square lot saying i matched a description. they want my id and i dont have it on me. is wisconsin a stop and id state, do i legally have to give my name and where i live? what if i just give them my brothers name',
    },
    mustContain: [
      NAME_EN,
      ADDRESS_EN,
      anyOf(
        /(?:false|fake|brother'?s|someone else'?s|made[- ]up)[^.]{0,80}(?:crime|obstruct|illegal|misdemeanor|charged|arrest)/,
        /(?:crime|obstruct\w*|illegal|misdemeanor)[^.]{0,80}(?:false|fake|brother'?s|someone else'?s)/,
        /(?:never|don't|do not)[^.]{0,20}(?:give|use)[^.]{0,30}(?:false|fake|brother'?s|someone else'?s)/,
      ),
    ],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29|594:2/i],
  },

  // source: Ind. Code 34-28-5-3 and 34-28-5-3.5 (https://codes.findlaw.com/in/title-34-civil-law-and-procedure/in-code-sect-34-28-5-3.html;
  // https://marclopezlaw.com/what-to-do-when-youre-stopped-by-the-the-police/amp/): refusing name,
  // address and date of birth (or licence) is a Class C misdemeanor only for a person stopped for
  // an infraction or ordinance violation; Starr v. State (Ind. Ct. App. 2010,
  // https://print.casetext.com/case/starr-v-state-17): a passenger not suspected of any
  // infraction is not covered.
  {
    id: 'hoe-en-in-hammond-passenger-birthday',
    state: 'IN',
    question: {
      message:
        'my gf got pulled over on indianapolis blvd in hammond for a busted taillight and i was in the passenger seat. the cop wants my name address and birthday too and says indiana law makes me give it. i didnt do anything?? do i have to? she has to show her license tho right',
    },
    mustContain: [LICENSE_EN, PASSENGER_NO_ID_EN, /infraction|ordinance|violation|suspect/i],
    mustNotContain: [
      claimEn(
        String.raw`passengers? (?:must|have to|has to|(?:is|are) required to|(?:is|are) obligated to) (?:give|provide|show|identify|tell)`,
      ),
    ],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29/i],
  },

  // source: Worgul law firm, "Is Pennsylvania a Stop and ID State?"
  // (https://pittsburghcriminalattorney.com/?p=13390): Pennsylvania is not a stop-and-identify
  // state; 18 Pa.C.S. 4914 and In re D.S. (Pa. 2012,
  // https://www.studicata.com/summaries/supreme-court-of-pennsylvania/in-re-d-s-2012-4yoapj):
  // giving a false identity is an offense once a uniformed or identified officer has told the
  // person that he or she is the subject of an official investigation.
  {
    id: 'hoe-en-pa-pittsburgh-south-side-names',
    state: 'PA',
    question: {
      message:
        'pittsburgh cop on east carson on the southside stopped me and my friends asking everybody for names. i dont wanna give mine. is pa a stop and identify state?? and is it a crime to just give a fake name',
    },
    mustContain: [
      anyOf(
        /(?:not|isn't|is not|no)[^.]{0,30}stop[- ]and[- ](?:identify|id)/,
        /no (?:state |general )?law[^.]{0,40}(?:requir|forc|mak)/,
        /(?:don't|do not|not required to|not obligated to|no obligation to|aren't required to) (?:have to )?(?:give|tell|provide|identify)/,
      ),
      anyOf(
        /(?:false|fake)[^.]{0,80}(?:crime|offense|illegal|charged|misdemeanor|4914)/,
        /(?:crime|offense|illegal|misdemeanor)[^.]{0,80}(?:false|fake) (?:name|identity|identification|information)/,
      ),
    ],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/12-7-1|171\.123|13-2412|38\.02|2921\.29|594:2|968\.24/i],
  },
];
