import type { EvalCase } from '../../eval-case';
import {
  BLOCKED_EN,
  LAWYER_EN,
  RECORD_NOT_REQ_WRONG_EN,
  RECORD_OK_EN,
  RECORD_REQ_EN,
  SILENT_EN,
} from './shared';

/** English, Alabama to Hawaii. */
export const PART_1: EvalCase[] = [
  // source: https://cetient.com/case/74536/smith-v-city-of-cumming (11th Cir. 2000: First
  // Amendment right, subject to reasonable time, place and manner restrictions, to photograph or
  // videotape police conduct on public property)
  {
    id: 'hod-en-al-bham-record',
    state: 'AL',
    question: {
      message:
        "Cops were arresting my cousin outside a gas station in Birmingham and I pulled out my phone to film. One officer yelled that filming police is illegal in Alabama and I'd go to jail. Is that true?? I was standing like 20 feet back.",
    },
    mustContain: [RECORD_OK_EN],
    mustNotContain: [
      /(?<!not |n't |never )(?:need|needs|require|requires|must (?:get|have|obtain)) (?:the )?(?:officer'?s'?|police|their) (?:consent|permission)/i,
    ],
  },
  // source: https://nacdl.org/mapdata/RecordingInterrogationsAlaska (Stephan v. State, 711 P.2d
  // 1156 (Alaska 1985): interrogations in a place of detention must be electronically recorded
  // where feasible; an unexcused failure generally makes the statement inadmissible)
  {
    id: 'hod-en-ak-stephan',
    state: 'AK',
    question: {
      message:
        "Fairbanks troopers want my son (he's 19) to come down to the station to 'clear things up' about a break-in. If they question him in a room there, do they have to record it? Should he even talk?",
    },
    mustContain: [RECORD_REQ_EN, SILENT_EN, LAWYER_EN],
    mustNotContain: [RECORD_NOT_REQ_WRONG_EN],
  },
  // source: https://www.acluaz.org/en/press-releases/federal-court-blocks-unconstitutional-police-recording-bill-aclu-arizona-reacts
  // (HB 2319, A.R.S. 13-3732, blocked by a federal judge in Sept. 2022);
  // https://tagteam.harvard.edu/hub_feeds/3415/feed_items/8088244 (July 2023: Judge Tuchi
  // permanently blocks the eight-foot law; AG agreed not to enforce it)
  {
    id: 'hod-en-az-phx-8ft',
    state: 'AZ',
    question: {
      message:
        "phx cop told me to stop filming because 'state law says you cant record within 8 feet of police'. I was on the sidewalk during a traffic stop on my street. is that a real law??",
    },
    mustContain: [BLOCKED_EN, RECORD_OK_EN],
    firstPartMustContain: [BLOCKED_EN],
    mustNotContain: [
      /(?:8|eight)[- ]?(?:foot|feet)[^.]{0,40}(?<!not |n't )(?:is|remains) (?:still )?(?:in effect|in force|enforceable|valid|being enforced)/i,
    ],
  },
  // source: https://a19.asmdc.org/press-releases/20180930-governor-signs-landmark-bill-assemblymember-ting-requiring-law-enforcement
  // (AB 748: body-camera recordings of a critical incident, a firearm discharged at a person or
  // force causing death or great bodily injury, released within 45 days; delays allowed if
  // release would substantially interfere with an investigation)
  {
    id: 'hod-en-ca-oak-bodycam',
    state: 'CA',
    question: {
      message:
        "Oakland PD officers fired at my brother's car last month (he's ok, thank god). We want the body cam video. Do they have to release it, and how fast?",
    },
    mustContain: [/45 days|forty[- ]five days/i, /records|request|AB 748|critical incident/i],
    mustNotContain: [
      /(?:police|they|the department|OPD) (?:never have|don't have|do not have|are not required|aren't required) to (?:release|disclose|give)/i,
    ],
  },
  // source: https://casetext.com/statute/colorado-revised-statutes/title-13-courts-and-court-procedure/damages-and-limitations-on-actions/article-21-damages/part-1-general-provisions/section-13-21-128-civil-liability-for-destruction-or-unlawful-seizure-of-recordings-by-a-law-enforcement-officer-definitions
  // (C.R.S. 13-21-128: right of recovery against the officer's agency when an officer destroys a
  // recording, seizes it without permission or lawful grounds, interferes or retaliates);
  // https://dencolegal.com/record-police-colorado/ (affidavit, $500 for the recording, up to
  // $15,000 more if the agency acted in bad faith)
  {
    id: 'hod-en-co-boulder-deleted',
    state: 'CO',
    question: {
      message:
        'Boulder cop grabbed my phone while i was filming him arrest someone on Pearl St and deleted the video before giving it back. Anything I can do about that in Colorado??',
    },
    mustContain: [
      RECORD_OK_EN,
      /recover|damages|compensat|\bsue\b|lawsuit|civil (?:action|penalty)|claim|13-21-128/i,
    ],
    mustNotContain: [
      /(?:police|officers?|cops?) (?:can|may|are allowed to) (?:lawfully )?(?:delete|erase|destroy) (?:your |the )?(?:video|recording|footage)/i,
    ],
  },
  // source: http://www.pressreader.com/usa/hartford-courant/20201001/281702617164656 (from Oct. 1,
  // 2020 Connecticut police may not ask to search a car stopped solely for a motor vehicle
  // violation; only probable cause or unsolicited consent; only license, registration and
  // insurance may be requested)
  {
    id: 'hod-en-ct-newhaven-ask',
    state: 'CT',
    question: {
      message:
        "Got pulled over in New Haven for a busted taillight. The officer asked 'mind if I take a look in the car?' and I said ok bc I was nervous. Are they even allowed to ask that in CT?",
    },
    mustContain: [
      /(?:can(?:not|'t)|may not|not (?:allowed|permitted)(?: to)?|prohibit\w*|bar\w*|ban\w*)[^.]{0,40}(?:ask|request|seek)\w*[^.]{0,40}(?:consent|permission|to search|to look)/i,
      /probable cause|unsolicited|volunteer/i,
    ],
    mustNotContain: [
      /(?:police|officers?|troopers?|they) (?:can|may|are allowed to) (?:always )?ask (?:for )?(?:your )?(?:consent|permission|to search)(?![^.]{0,40}\b(?:only|if|when|unless)\b)/i,
    ],
  },
  // source: https://www.yumpu.com/en/document/view/30738363/download-electronic-version-udc-law-review/48
  // (First Amendment Assemblies Act, D.C. Code 5-331.07: except for imminent danger MPD shall issue
  // multiple dispersal orders, from multiple locations if appropriate, naming the routes out and
  // warning of arrest); https://instalawyer.io/laws/district-of-columbia-code/5-33108-use-of-police
  // (5-331.08: no police line encircling an assembly unless probable cause that a significant
  // number committed unlawful acts and police decided to arrest them)
  {
    id: 'hod-en-dc-dispersal',
    state: 'DC',
    question: {
      message:
        'At a march on 14th Street in DC tonight, MPD suddenly told everyone to leave. How many warnings do they have to give before they start arresting people? Can they just box us in?',
    },
    mustContain: [
      /(?:multiple|more than one|several|repeated|repeat) (?:dispersal )?(?:orders|warnings)|(?:orders|warnings) (?:must be |have to be )?(?:repeated|given more than once)/i,
      /encircl|box(?:ing)? (?:you |people |protesters )?in|kettl|surround|police line/i,
    ],
    mustNotContain: [
      /(?<!not |n't |never )(?:can|may) (?:arrest|detain) (?:you|everyone|protesters|people) (?:without|with no) (?:any )?(?:warning|order)/i,
    ],
  },
  // source: https://www.ricelawflorida.com/get-back-by-philip-bonamo-criminal-lawyer/ (Florida's
  // law from Jan. 1, 2025: after a verbal warning, move back 25 feet from a first responder doing a
  // duty if the intent is to interfere, threaten or harass; it does not ban recording);
  // https://www.aronfeld.com/new-laws-taking-effect-in-florida-january-1-2025/ (HB 184, second-
  // degree misdemeanor)
  {
    id: 'hod-en-fl-tampa-halo',
    state: 'FL',
    question: {
      message:
        "Tampa — a deputy told me to back up 25 feet while I was recording a DUI stop or he'd arrest me. I thought I had a right to film? Whats the rule in Florida now",
    },
    mustContain: [/25[- ]?(?:feet|foot|ft)|twenty[- ]five feet/i, RECORD_OK_EN, /warn/i],
    mustNotContain: [
      /Florida'?s? (?:new )?(?:halo |buffer |25[- ]foot )?law (?:was |has been |is )(?:blocked|struck down|enjoined)/i,
      /(?<!not |n't |no longer )(?:illegal|a crime|unlawful|against the law) (?:in Florida )?to (?:record|film|video)(?! (?:within|closer|from inside))/i,
    ],
  },
  // source: https://www.casebriefly.com/study-materials/georgia-v-randolph/summary (Georgia v.
  // Randolph, 547 U.S. 103 (2006): a physically present co-occupant's express refusal makes a
  // warrantless search on the other occupant's consent invalid as to him, absent another exception)
  {
    id: 'hod-en-ga-sav-roommate',
    state: 'GA',
    question: {
      message:
        'Savannah police came to our apartment about a noise complaint. My roommate told them they could come in and look around but I was standing right there and said NO. They came in anyway. Is that allowed?',
    },
    mustContain: [
      /(?:refusal|objection|\bno\b)[^.]{0,30}(?:prevails|controls|wins|overrides|beats|counts)|(?:can(?:not|'t)|may not|couldn't) (?:rely on|use) (?:your )?roommate'?s? (?:consent|permission|ok)|Randolph|(?:present|there) (?:and|who) (?:objects|objected|refuses|refused)|objection of a (?:present|physically present)/i,
    ],
    mustNotContain: [
      /(?:roommate'?s?|one (?:occupant|resident|tenant)'?s?) (?:consent|permission|ok) (?:is|was) (?:enough|all they need(?:ed)?)/i,
    ],
  },
  // source: http://www.honolulupd.org/information/index.php?page=complaint (complaints about HPD
  // officers go to the Honolulu Police Commission or HPD's Professional Standards Office; a
  // notarized statement is required); https://acluhi.org/en/know-your-rights/how-report-police-misconduct-hawaii
  // (police commissions review complaints; write everything down; consult an attorney)
  {
    id: 'hod-en-hi-hnl-complaint',
    state: 'HI',
    question: {
      message:
        'An HPD officer in Waikiki shoved me and cussed me out for asking his badge number. How do I file a complaint against him in Honolulu?',
    },
    mustContain: [
      /Police Commission|Professional Standards/i,
      /notari[sz]|complaint form|written (?:statement|complaint)|in writing/i,
    ],
    mustNotContain: [
      /(?:can(?:not|'t)|must not) file (?:a )?complaint without (?:a )?(?:lawyer|attorney)/i,
    ],
  },
];
