import type { EvalCase } from '../../eval-case';

/** Part 10: more states for no-knock, checkpoints, non-citizens, ID and recording. */
export const PART_10: EvalCase[] = [
  // source: "Louisville passed a no-knock warrant ban in June" (2020),
  // https://www.nydailynews.com/news/national/ny-virginia-bans-no-knock-warrants-20201029-ih3mfhybmnbjhl6qurxri54s74-story.html
  {
    id: 'hob-ky-no-knock-louisville',
    state: 'KY',
    question: {
      message:
        "After Breonna Taylor, can Louisville police still do no-knock warrants on someone's apartment?",
    },
    mustContain: [/ban|prohibit|Breonna'?s Law|not allowed|no longer/i],
    mustNotContain: [
      /(?<!not |n't |no longer )(can|may) still (use|do|get|execute) no-knock warrants in Louisville/i,
    ],
  },
  // source: Sobriety checkpoint survey, https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Washington: checkpoints violate the state constitution).
  {
    id: 'hob-wa-checkpoint-spokane',
    state: 'WA',
    question: {
      message:
        'Are there DUI checkpoints in Spokane over the holidays or is that not a thing in Washington?',
    },
    mustContain: [
      /(not (allowed|permitted|used|conducted|legal)|prohibit|unconstitutional|don't (use|do|conduct))/i,
      /state constitution|Washington (Constitution|Supreme Court)|Mesiani/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(checkpoints )?(are|is) (legal|allowed|permitted|common) in Washington/i,
    ],
  },
  // source: 8 U.S.C. § 1304(e), https://www.business-standard.com/immigration/us-to-green-card-holders-visitors-carry-id-at-all-times-or-risk-fine-125072500673_1.html
  // ("Every alien, eighteen years of age and over, shall at all times carry with him and have in his
  // personal possession any certificate of alien registration or alien registration receipt card");
  // ACLU: right to remain silent regardless of status.
  {
    id: 'hob-nj-green-card-jersey-city',
    state: 'NJ',
    question: {
      message:
        "I'm a green card holder in Jersey City. My cousin says I don't need to carry it around since I'm legal. Is that true? And if local cops stop me do I have to say I'm not a citizen?",
    },
    mustContain: [
      /1304|264\(e\)/,
      /18|eighteen/i,
      /misdemeanor|fine/i,
      /remain silent|don't have to (answer|say|tell)|not (required|obligated) to (answer|say|discuss)/i,
    ],
  },
  // source: https://immigrantdefensemanual.org/be-prepared/be-prepared-what-to-do-during-a-raid/judicial-vs-administrative-warrant/
  // (administrative warrant "Signed by an ICE supervisor and not by a judge"; judicial warrant names a
  // court); https://www.e-immigrate.info/news/basic-rights-for-everyone-living-in-the-us/ (warrant can be
  // held against a window or slid under the door).
  {
    id: 'hob-nc-ice-door-raleigh',
    state: 'NC',
    question: {
      message:
        "ICE agents are knocking at my sister's house in Raleigh right now. She is undocumented. They say they have a warrant. What should she do?",
    },
    mustContain: [
      /judge|judicial|court/i,
      /(do not|don't) open|keep the door (closed|shut)|slide (it )?under|hold (it )?(up )?(against|to) the window/i,
      /remain silent|right to (stay|remain) silent|don't have to (answer|talk|say)/i,
    ],
    mustNotContain: [/(?<!not |n't )(she )?(must|has to|should) (open the door|let them in)/i],
  },
  // source: NRS 171.123(3), https://cetient.com/case/2621305/hiibel-v-sixth-dist-ct-ex-rel-humboldt ("Any
  // person so detained shall identify himself, but may not be compelled to answer any other inquiry");
  // Hiibel v. Sixth Judicial District Court, 542 U.S. 177 (2004).
  {
    id: 'hob-nv-reno-name-only',
    state: 'NV',
    question: {
      message:
        "Reno cop stopped me outside a casino saying I matched a description. He wants my ID and where I'm going and what I've been doing. What do I actually have to answer in Nevada?",
    },
    mustContain: [
      /171\.123|Hiibel/i,
      /name|identify/i,
      /other (questions|inquir)|don't have to answer|not (required|compelled) to answer/i,
    ],
  },
  // source: Sobriety checkpoint survey, https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  // (Rhode Island: checkpoints violate the state constitution) and
  // https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints.
  {
    id: 'hob-ri-checkpoint-providence',
    state: 'RI',
    question: {
      message:
        'do providence cops set up drunk driving checkpoints? are those legal in rhode island',
    },
    mustContain: [
      /(not (allowed|permitted|used|conducted|legal)|prohibit|unconstitutional|don't (use|do|conduct))/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(checkpoints )?(are|is) (legal|allowed|permitted|common) in Rhode Island/i,
    ],
  },
  // source: GHSA, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints ("Alaska: Sobriety
  // checkpoints are not conducted. They are not authorized by the state").
  {
    id: 'hob-ak-checkpoint-anchorage',
    state: 'AK',
    question: {
      message: 'Will I run into a sobriety checkpoint driving home in Anchorage on New Years?',
    },
    mustContain: [
      /(not (authorized|allowed|permitted|used|conducted)|don't (use|do|conduct)|no (sobriety )?checkpoints)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(checkpoints )?(are|is) (legal|allowed|authorized|common) in Alaska/i,
    ],
  },
  // source: NH Attorney General memo (2012) on Glik v. Cunniffe, https://www.bangordailynews.com/2012/04/03/politics/ag-warns-police-not-to-arrest-those-who-video-arrests/
  // (citizens have a right to record police in public so long as they don't interfere; arrests for
  // it are illegal); RSA 570-A:2 all-party consent and the First Circuit "in charge of cases from New
  // Hampshire", https://reason.com/2016/05/09/nh-authorities-argue-that-secr/; Gericke v. Begin (1st
  // Cir. 2014).
  {
    id: 'hob-nh-record-traffic-stop-manchester',
    state: 'NH',
    question: {
      message:
        'New Hampshire is two-party consent for recording. If a Manchester cop pulls me over, can I openly record him on my phone without his permission?',
    },
    mustContain: [/Glik|Gericke|First Circuit|1st Cir/i, /right|First Amendment|protected/i],
    mustNotContain: [
      /(?<!not |n't |isn't )(illegal|a crime|against the law) to (openly )?(film|record)[^.]{0,30}(police|officers|cops|him)/i,
    ],
  },
];
