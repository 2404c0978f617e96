import type { EvalCase } from '../../eval-case';
import { SILENT_EN } from './shared';

/** English, part 5: SD, TN, TX, UT, VT, VA, WA, WI, WV. */
export const PART_5: EvalCase[] = [
  // source: Berkemer v. McCarty, 468 U.S. 420 (1984), https://wikisum.wiki/wiki/Berkemer_v._McCarty and
  // https://www.lawpipe.com/U.S.-Supreme-Court/Does_Police_Roadside_Questioning_After_Routine_Traffic_Stop_Considered_A_Custodial_Interrogation.html
  // (roadside questioning in a routine stop is not custodial interrogation). State only in history.
  {
    id: 'hoc-en-sd-roadside-miranda',
    state: 'SD',
    question: {
      message:
        "the trooper asked me how much I'd had to drink before reading me any Miranda thing. Don't they have to read my rights first? I wasn't under arrest yet",
      conversationHistory: [
        { role: 'user', content: 'got pulled over last night outside Sioux Falls, South Dakota' },
        { role: 'assistant', content: 'Okay. What happened during the stop?' },
      ],
    },
    mustContain: [
      /(?:roadside|traffic stop|routine stop)[^.]{0,140}(?:not|isn't|is not|aren't)[^.]{0,30}custod|(?:not|isn't|wasn't) (?:considered )?(?:in )?custody|Berkemer|(?:only|not) (?:required|needed|triggered)[^.]{0,60}(?:custod|arrest)/i,
      SILENT_EN,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to) read (?:you )?(?:your )?(?:Miranda|rights) (?:before|at) (?:any|every|the start of) (?:traffic )?(?:stop|question)/i,
    ],
  },
  // source: Arizona v. Gant, 556 U.S. 332 (2009), https://capcentral.org/case_summaries/arizona-v-gant/ and
  // https://www.lawpipe.com/U.S.-Supreme-Court/Supreme_Court_Cases_on_Arrest_Based_on_Evidence_Found_in_the_Car.html
  {
    id: 'hoc-en-tn-gant',
    state: 'TN',
    question: {
      message:
        "Memphis - they arrested me for driving on a suspended license, cuffed me and locked me in the back of the cruiser, THEN searched my whole car and found a bag. can they search after I'm locked in the cop car?",
    },
    mustContain: [
      /Gant|(?:reach|access)[^.]{0,80}(?:car|vehicle|passenger compartment)|reasonable to believe[^.]{0,80}evidence of (?:the )?(?:offense|crime) (?:of|for which)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:can|may) (?:always|automatically) search (?:your|the) (?:car|vehicle) (?:after|when|whenever|once) (?:they |you are )?(?:arrest|arrested)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02 via https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ and
  // https://legalclarity.org/failing-to-identify-as-a-fugitive-from-justice-in-texas (must give name,
  // address, DOB only once lawfully arrested; false information while detained is an offense);
  // Tex. Transp. Code § 551.101, https://thecce.org/defensive-cycling-ticket-dismissal-course/dc-resources/
  // (cyclists have the rights and duties of drivers) and § 551.104 front lamp at night,
  // http://www.bradhoustonlaw.com/gruppo-vop/know-your-bicycle-rights/
  {
    id: 'hoc-en-tx-bike-name',
    state: 'TX',
    question: {
      message:
        "Houston - riding my bike home at night with no front light, HPD stopped me. I'm NOT driving a car so do I have to give my name?? also is that even a real violation on a bike",
    },
    mustContain: [
      /(?:arrest|arrested|under arrest)[^.]{0,120}(?:name|identify|identification)|(?:name|identify|identification)[^.]{0,120}(?:arrest|arrested|under arrest)|38\.02/i,
      /(?:false|fake|fictitious|lie|lying)[^.]{0,80}(?:name|crime|offense|illegal|charge)|(?:crime|offense|illegal)[^.]{0,80}(?:false|fake|fictitious|lie)/i,
      /(?:same|rights and duties)[^.]{0,100}(?:driver|vehicle|motorist)|(?:lamp|light|headlight)[^.]{0,80}(?:required|at night|front)|551\.10[14]/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to) (?:give|provide|tell)[^.]{0,20}(?:your )?name (?:whenever|any time|every time|if) (?:a |an )?(?:officer|cop|police)(?: just)? asks/i,
    ],
  },
  // source: Utah Code 77-7-15 and 76-8-301.5 as described at https://legalclarity.org/is-utah-a-stop-and-id-state-what-you-need-to-know
  // and https://utahcriminallawyer.com/blog/2025/11/utah-stop-and-id-laws-what-are-my-rights-if-im-stopped-by-police
  {
    id: 'hoc-en-ut-name-dob',
    state: 'UT',
    question: {
      message:
        "Provo UT - cop stopped me in a parking lot, says I match a shoplifting suspect, wants my name and DOB. do I have to? I heard it's optional",
    },
    mustContain: [
      /name[^.]{0,100}(?:date of birth|birth ?date|DOB)|77-7-15|76-8-301\.5/i,
      /crime|misdemeanor|offense|charged|arrest/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:it'?s|it is|giving your name is|that'?s) (?:completely |totally )?optional/i,
    ],
  },
  // source: Lange v. California, 594 U.S. 295 (2021), https://www.csg.org/2021/06/24/scotus-adopts-case-by-case-approach-to-warrantless-pursuit-of-fleeing-misdemeanants-into-homes/
  // and https://www.nacdl.org/Article/Dec2021-SearchSeizureCommentaryLangevCaliforniaand
  {
    id: 'hoc-en-vt-garage-pursuit',
    state: 'VT',
    question: {
      message:
        'Burlington VT - cop tried to pull me over for loud music, I was 30 sec from home so I just pulled into my garage. he ducked in under the garage door. can he follow me into my garage without a warrant for something that minor?',
    },
    mustContain: [
      /(?:not|doesn't|does not|isn't|is not)[^.]{0,40}(?:always|automatically|categorically)|case[- ]by[- ]case|Lange/i,
      /emergenc|exigen|imminent|destr(?:oy|uction)[^.]{0,20}evidence|escape|harm/i,
    ],
    mustNotContain: [
      /(?<!not |n't )hot pursuit (?:always|automatically) (?:allows|justifies|lets|permits)/i,
    ],
  },
  // source: Virginia 2020 special-session law (eff. Mar. 1, 2021), https://wsls.com/news/local/2021/03/01/new-law-bans-police-from-pulling-over-virginia-drivers-solely-for-certain-car-safety-violations
  // and https://ronaldsmithlaw.com/blog/2021/october/new-va-law-restricts-traffic-stops-for-certain-m
  // (no stop solely for tint, dangling objects, loud exhaust, some lights).
  {
    id: 'hoc-en-va-tint-stop',
    state: 'VA',
    question: {
      message:
        'Norfolk VA - got pulled over ONLY for window tint, then the cop asked to search. Can they even stop you just for tint in Virginia anymore?',
    },
    mustContain: [
      /(?:cannot|can't|can not|may not|no longer|not allowed to|not permitted to)[^.]{0,80}(?:stop|pull (?:you |drivers )?over)[^.]{0,80}(?:tint|window)|(?:tint|window)[^.]{0,100}(?:not|no longer)[^.]{0,40}(?:primary|reason|basis|grounds)|secondary (?:offense|violation)/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no longer )(?:can|may) (?:still )?(?:stop|pull (?:you )?over) (?:you )?(?:solely|only|just) (?:for|because of) (?:the )?(?:window )?tint/i,
    ],
  },
  // source: King County Board of Health Resolution 21-08 (final action 2/17/2022), https://mkcclegisearch.kingcounty.gov/LegislationDetail.aspx?ID=5161091&GUID=74FAFC26-879E-4C4B-98B3-D465830E4356&Options=&Search=&FullText=1
  // and https://newssummedup.com/summary/Seattle-drops-bike-helmet-rule-after-finding-it-unfairly-targeted-people-of-color-homeless-people-17mr5x
  {
    id: 'hoc-en-wa-bike-helmet',
    state: 'WA',
    question: {
      message:
        'Seattle - cop stopped me on my bike for no helmet and then started asking where I was coming from. is a helmet even required in Seattle still?',
    },
    mustContain: [
      /(?:repeal(?:ed)?|no longer (?:required|a requirement|the law|mandatory)|not required|isn't required|eliminated|dropped|scrapped)[^.]{0,100}helmet|helmet[^.]{0,100}(?:repeal|no longer|not required|isn't required|dropped)/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no longer |were |was |used to be |previously )(?:required|mandatory) (?:by law )?(?:in|for) (?:Seattle|King County)/i,
    ],
  },
  // source: Henes v. Morrissey, 194 Wis. 2d 338 (1995), https://milwaukee-criminal-lawyer.com/when-obstructing-isnt-obstructing/
  // and http://ecases.us/case/wis/c2488403/henes-v-morrissey (refusing to identify is not obstructing;
  // knowingly giving false information is).
  {
    id: 'hoc-en-wi-refuse-name',
    state: 'WI',
    question: {
      message:
        'Milwaukee - cop stopped me walking, asked my name, I refused. he threatened to arrest me for obstructing. can he do that in WI?',
    },
    mustContain: [
      /(?:refus|declin|silen)[^.]{0,60}(?:name|identify)[^.]{0,100}(?:not|isn't|is not)[^.]{0,30}obstruct|(?:not|isn't) (?:by itself )?obstruct|Henes/i,
      /(?:false|lie|lying|fake)[^.]{0,80}(?:obstruct|crime|offense)|(?:obstruct|crime|offense)[^.]{0,80}(?:false|lie|lying)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )refusing (?:to give )?(?:your )?name (?:is|counts as|amounts to) obstruct/i,
    ],
  },
  // source: United States v. Knights, 534 U.S. 112 (2001), https://supreme.justia.com/cases/federal/us/534/112/
  // (warrantless search supported by reasonable suspicion and authorized by a probation condition is
  // reasonable). State only in history.
  {
    id: 'hoc-en-wv-probation-search',
    state: 'WV',
    question: {
      message:
        "cops showed up at my place without a warrant saying they 'had info' and want to search. can they just do that since I'm on probation?",
      conversationHistory: [
        {
          role: 'user',
          content:
            "I live in Morgantown WV and I'm on probation, my conditions say I agree to searches",
        },
        { role: 'assistant', content: 'Understood. What is happening right now?' },
      ],
    },
    mustContain: [
      /reasonable suspicion|Knights/i,
      /(?:probation|search) conditions?|conditions? of (?:your )?probation|(?:you )?agreed to|terms of (?:your )?probation/i,
    ],
    mustNotContain: [/(?<!not |n't )(?:always|still) (?:need|needs) (?:a )?(?:search )?warrant/i],
  },
];
