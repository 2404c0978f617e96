import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_EN,
  ADMIN_WARRANT_EN,
  anyOf,
  ASK_STATE_EN,
  CHECKPOINT_LEGAL_WRONG_EN,
  claimEn,
  DONT_OPEN_EN,
  JUDICIAL_EN,
  NO_CHECKPOINTS_EN,
  RECORD_OK_EN,
  SILENT_EN,
  TWO_HOURS_EN,
} from './shared';

/** Part 4 (English): checkpoints, complaints, doors and workplaces, follow-ups. */
export const PART_4: EvalCase[] = [
  // source: GHSA sobriety-checkpoint survey (Michigan: not conducted, unconstitutional under the
  // state constitution after Sitz on remand), https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  // and https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  {
    id: 'hod-en-mi-grand-rapids-28th-street-checkpoint',
    state: 'MI',
    question: {
      message:
        'heard theres gonna be a sobriety checkpoint on 28th street in grand rapids this weekend. are those even legal in michigan? i thought the supreme court said they were fine',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: GHSA survey (Wisconsin: sobriety checkpoints prohibited by statute),
  // https://studylib.net/doc/8438650/twelve-proof--examining-the-reasons-12-states-refuse-to-a...
  {
    id: 'hod-en-wi-madison-east-wash-roadblock',
    state: 'WI',
    question: {
      message:
        'is it legal for madison police to set up a drunk driving roadblock on east wash and stop every car? my buddy says wisconsin doesnt do those',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: GHSA survey (Wyoming: checkpoints prohibited under the state's reading of its
  // roadblock statute), https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  {
    id: 'hod-en-wy-casper-dui-checkpoint-rumor',
    state: 'WY',
    question: {
      message:
        'someone posted on fb that casper pd is doing a dui checkpoint on cy ave tonight. can they even do that in wyoming?',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: NYC Civilian Complaint Review Board (independent of NYPD; complaints online, by 311
  // or in person; any age, any language, does not ask about immigration status; file within 18
  // months), https://www.sivinandmiller.com/blog/2017/05/who-can-file-a-police-misconduct-complaint/
  // and https://citylimits.org/2013/03/19/how-to-file-a-complaint-against-the-police/
  {
    id: 'hod-en-ny-jackson-heights-ccrb-undocumented',
    state: 'NY',
    question: {
      message:
        'a cop cursed at me and shoved me outside the 74 st station in jackson heights. im undocumented. can i file a complaint without getting in trouble with immigration?',
    },
    mustContain: [/CCRB|Civilian Complaint Review Board/i, /311|online|in person|phone/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:you|complainants) (?:must|have to|need to) (?:give|provide|show|prove)[^.]{0,30}(?:immigration status|papers|citizenship|social security)`,
      ),
    ],
  },
  // source: Ala. Code § 32-6-9(a) (a driver must have the license in immediate possession and
  // display it on demand; no conviction if a license valid at the time is later shown in court or
  // at the arresting officer's office), quoted at https://alabamaduiprosecution.com/?p=245
  {
    id: 'hod-en-al-huntsville-left-license-home',
    state: 'AL',
    question: {
      message:
        'got pulled over on memorial pkwy in huntsville and i left my license at home, i DO have one its valid. he wrote me a ticket for it. am i screwed?',
    },
    mustContain: [
      /valid/i,
      /court|office/i,
      anyOf(/not (?:be )?convicted/, /dismiss/, /no conviction/, /bring|show|produce/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:you|drivers) (?:will|would) (?:automatically )?(?:be convicted|lose your license)`,
      ),
    ],
  },
  // source: administrative ICE warrants (Forms I-200/I-205) are signed by immigration officers,
  // not judges, and do not authorize entry into private, non-public areas without consent,
  // https://production.jdsupra.com/legalnews/ice-at-the-door-employer-obligation-9195277 and
  // https://legalclarity.org/california-ab-450-employer-obligations-and-requirements
  {
    id: 'hod-en-ar-little-rock-restaurant-kitchen',
    state: 'AR',
    question: {
      message:
        'im the shift manager at a restaurant in little rock. 3 ICE agents came into the dining room with a paper and want to go back in the kitchen. do i have to let them back there? the paper says DHS not court',
    },
    mustContain: [
      anyOf(ADMIN_WARRANT_EN, /not (?:signed by a )?(?:judge|court)/),
      anyOf(JUDICIAL_EN, /judge/),
    ],
    mustNotContain: [ADMIN_ENTRY_WRONG_EN],
  },
  // source: an I-205 warrant of removal is an administrative warrant, not signed by a judge; it
  // does not allow entry into a home without consent (Payton; ICE administrative warrants),
  // https://legalclarity.org/california-ab-450-employer-obligations-and-requirements
  {
    id: 'hod-en-nj-union-city-i205-door',
    state: 'NJ',
    question: {
      message:
        'ICE is outside my apartment door in union city nj right now holding up a paper that says warrant of removal I-205. do i have to open the door?? my kids are here',
    },
    mustContain: [DONT_OPEN_EN, anyOf(ADMIN_WARRANT_EN, /not (?:signed by a )?(?:judge|court)/)],
    mustNotContain: [
      ADMIN_ENTRY_WRONG_EN,
      claimEn(String.raw`(?:you )?(?:must|have to|need to) open (?:the )?door`),
    ],
    firstPartMustContain: [DONT_OPEN_EN],
  },
  // source: R.I. Gen. Laws § 12-7-1 (detention for questioning may not exceed two hours; not an
  // arrest; released at the end unless arrested and charged),
  // http://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm
  {
    id: 'hod-en-ri-providence-followup-how-long',
    state: 'RI',
    question: {
      message: 'how long can he keep me standing here?? its been like 40 min',
      conversationHistory: [
        {
          role: 'user',
          content: 'a cop stopped me walking down broad st in providence and is running my name',
        },
        {
          role: 'assistant',
          content:
            'Stay calm and keep your hands visible. In Rhode Island an officer who suspects a crime may ask your name, address, business and destination. What is happening now?',
        },
      ],
    },
    mustContain: [TWO_HOURS_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:can|may) (?:hold|keep|detain) you (?:as long as|for as long as|indefinitely)`,
      ),
    ],
  },
  // source: whether a minor may be questioned at school without a parent, and the rules on
  // attorney consultation, differ by state (e.g. Cal. W&I 625.6, Md. CJP 3-8A-14.2, RCW
  // 13.40.740), https://www.lawserver.com/law/state/california/codes/california_welfare_institutions_code_625-6
  {
    id: 'hod-en-nostate-teen-questioned-at-school',
    question: {
      message:
        'can the cops question my 16 yo at school without me being there?? the school just called and said an officer is talking to him',
    },
    mustContain: [
      anyOf(
        ASK_STATE_EN,
        /(?:depends on|varies (?:by|from)|differs? (?:by|from)) (?:the |your |each )?state/,
        /some states/,
      ),
      SILENT_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:police|officers|cops) (?:must|have to) (?:always )?(?:wait for|have) (?:a |the )?parent (?:present|there)`,
      ),
    ],
  },
  // source: Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) (the First Amendment
  // protects recording police doing their duties in public; Third Circuit covers Pennsylvania),
  // https://us3rdcircuitcourtofappealsopinions.justia.com/2017/07/07/fields-v-city-of-philadelphia/
  {
    id: 'hod-en-pa-allentown-filming-arrest-sidewalk',
    state: 'PA',
    question: {
      message:
        'i was on the sidewalk on 7th st in allentown filming cops arrest a guy and an officer told me to leave or id get locked up. pennsylvania is a two party consent state so was i breaking the law??',
    },
    mustContain: [RECORD_OK_EN, /interfer|distance|in the way|obstruct/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:recording|filming|videotaping) (?:the )?(?:police|officers|cops)[^.]{0,40}(?:violates|breaks|is against) (?:the )?(?:wiretap|two[- ]party|consent) law`,
      ),
    ],
    firstPartMustContain: [RECORD_OK_EN],
  },
  // source: no one must answer immigration agents' questions or open a car door; do not lie or
  // show false papers; agents need consent or probable cause to search (Fourth and Fifth
  // Amendments; Brignoni-Ponce for stops), https://m.openjurist.org/422/us/873 and
  // https://www.nilc.org/resources/factsheet-trumps-rescission-of-protected-areas-policies-undermines-safety-for-all/
  {
    id: 'hod-en-nostate-ice-at-car-window-gas-station',
    question: {
      message:
        'two guys in ICE vests are knocking on my car window at the gas station asking where im from. im parked not driving. do i have to roll down the window or answer?',
    },
    mustContain: [SILENT_EN, /lie|false|fake/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:you )?(?:must|have to|are required to) (?:answer|tell them|say) (?:where you(?:'re| are) from|your (?:immigration )?status|your country)`,
      ),
      /(?:you )?(?:should|can) (?:run|drive off|drive away|flee)/i,
    ],
  },
];
