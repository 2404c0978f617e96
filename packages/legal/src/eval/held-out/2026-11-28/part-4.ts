import type { EvalCase } from '../../eval-case';

/** English, part 4: NY, NC, ND, OH, OK, OR, PA, RI, SC. */
export const PART_4: EvalCase[] = [
  // source: N.Y. Civil Rights Law § 79-p (Right to Monitor Act, 2020), https://nysenate.gov/legislation/laws/CVR/79-P
  {
    id: 'hoc-en-ny-right-to-monitor',
    state: 'NY',
    question: {
      message:
        "Rochester NY - I was filming cops arresting my neighbor from my own porch, one officer told me to stop recording or I'd be arrested too. Is recording legal in NY? I wasn't interfering",
    },
    mustContain: [
      /right to record|(?:legal|lawful|allowed|permitted) to (?:record|film)|(?:can|may) (?:record|film)|79-p|Right to Monitor/i,
    ],
    mustNotContain: [
      /(?<!not |n't |that it'?s |that it is |said it'?s |claims? it'?s |claimed it'?s )(?:illegal|against the law|a crime) to (?:record|film) (?:the )?(?:police|officers|cops)/i,
      /(?<!not |n't )(?:need|needs|must get) (?:the )?(?:officer'?s?|officers'|their|police) (?:consent|permission)/i,
    ],
  },
  // source: N.C. Gen. Stat. § 132-1.4A, https://nccriminallaw.sog.unc.edu/general-assembly-amends-rules-for-disclosure-of-body-cam-recordings
  // and https://www.davislawfirmnc.com/publications/police-recordings-and-north-carolina-law/
  // (recordings are not public records; a person in the video may request disclosure; release of a
  // copy needs a court order).
  {
    id: 'hoc-en-nc-bodycam',
    state: 'NC',
    question: {
      message:
        'Charlotte - I want the body cam video from when CMPD stopped me last month. how do I get it? can I get a copy?',
    },
    mustContain: [
      /(?:not|aren't|are not|isn't) (?:a )?public records?|132-1\.4A/i,
      /disclos|request[^.]{0,40}(?:view|see|watch)|(?:view|see|watch)[^.]{0,60}(?:request|recording|video|footage)/i,
      /court order|superior court|petition|judge/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:a )?(?:public records? request|FOIA request)[^.]{0,60}(?:gets|will get|entitles you to) (?:you )?(?:a )?copy/i,
    ],
  },
  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016), https://www.tdcaa.com/case_of_the_week/birchfield-v-north-dakota
  // and https://lawenforcementcaselaw.blogspot.com/2017/02/us-supreme-court-permits-dwi-breath.html
  // (warrantless breath tests allowed incident to arrest; refusal of a warrantless blood test cannot
  // be made a crime).
  {
    id: 'hoc-en-nd-blood-refusal',
    state: 'ND',
    question: {
      message:
        'Fargo ND - arrested for DUI, at the station they want a blood draw, no warrant. I said no. They said refusing is a crime in ND. True? (I already did the breath thing at the roadside)',
    },
    mustContain: [
      /blood[^.]{0,140}warrant|warrant[^.]{0,100}blood/i,
      /(?:cannot|can't|may not|can not) (?:be )?(?:criminally )?(?:punish|prosecut|charg|convict|make it a crime|criminali[sz]e)|not a crime to refuse (?:a |the )?(?:warrantless )?blood|Birchfield/i,
    ],
    mustNotContain: [
      /(?<!not |n't )refusing (?:a |the )?(?:warrantless )?blood (?:test|draw) is (?:a crime|criminal)/i,
    ],
  },
  // source: Ohio S.B. 215 final analysis (eff. June 13, 2022), https://fastdemocracy.com/bill-summary/?billsummary_state=oh&billsummary_id=OHB00010381&billsummary_session=134
  // ("before or at the time a law enforcement officer asks if a person is carrying a concealed
  // handgun, the person must disclose") and https://thevillagereporter.com/constitutional-carry-bill-signed-into-law-by-governor-dewine/
  {
    id: 'hoc-en-oh-carry-asked',
    state: 'OH',
    question: {
      message:
        'Columbus OH - I carry concealed w/o a license since permitless carry started in 2022. Do I still have to tell the cop right away at a traffic stop, or only if he asks?',
    },
    mustContain: [
      /(?:ask|asks|asked|question)[^.]{0,100}(?:disclose|tell|truthful|answer|say|admit)|(?:disclose|tell|truthfully)[^.]{0,100}(?:ask|asks|asked)|before or at the time/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no longer |used to be |were |was |previously )(?:must|have to|required to) (?:promptly|immediately) (?:notify|inform|tell|disclose)/i,
    ],
  },
  // source: Kentucky v. King as summarized at https://en.wikipedia.org/wiki/Knock_and_talk (no obligation
  // to open the door or speak) and https://nccriminallaw.sog.unc.edu/what-everyone-needs-to-know-about-knock-and-talks/?format=pdf
  {
    id: 'hoc-en-ok-knock-talk',
    state: 'OK',
    question: {
      message:
        "OKC - 2 officers knocking on my apt door saying they just want to talk about a noise complaint and 'can we come in'. no warrant shown. do I have to open up?",
    },
    mustContain: [
      /(?:don't|do not|not) (?:have to|required to|obligated to|need to) (?:open|let them in|answer the door|speak|talk)|no obligation to (?:open|speak|let)|(?:can|may) (?:refuse|decline|talk through|speak through)/i,
      /warrant/i,
    ],
    mustNotContain: [/(?<!not |n't )(?:must|have to) (?:open the door|let them in)/i],
  },
  // source: Oregon SB 418 (2021), https://innocenceproject.org/policies/deception-in-juvenile-interrogations-in-oregon/
  // and https://www.criminallegalnews.org/news/2022/mar/15/oregon-bans-police-lying-obtain-confessions-juveniles/
  // (statement of a person under 18 is presumed involuntary if officers knowingly used false
  // information; rebuttable by clear and convincing evidence).
  {
    id: 'hoc-en-or-juvenile-deception',
    state: 'OR',
    question: {
      message:
        "Portland OR - detective told my 16 yo that his friend already confessed and there's video of him (there isn't, we checked). then he admitted stuff. can they lie to a kid like that in Oregon?",
    },
    mustContain: [
      /presum(?:ed|ption)[^.]{0,100}involuntar|involuntar[^.]{0,100}presum|SB ?418|Senate Bill 418/i,
      /under 18|minors?|juveniles?|youth|kids?|children/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:police|detectives|officers) (?:can|may) (?:legally )?lie to (?:minors|juveniles|kids|children|a minor|a kid|your son)(?: in Oregon)?(?! (?:in other|elsewhere|outside))/i,
    ],
  },
  // source: Pennsylvania v. Mimms, 434 U.S. 106 (1977), https://www.taylorfrancis.com/chapters/mono/10.4324/9781315699868-500/pennsylvania-mimms-1977-david-schultz-john-vile
  // and https://gov-website.pages.dev/legislation/case-law/Pennsylvania%20v.%20Mimms%20(1977)
  {
    id: 'hoc-en-pa-step-out',
    state: 'PA',
    question: {
      message:
        'Philly - got pulled over on Roosevelt Blvd for a busted taillight. cop said step out of the car. I was NOT doing anything wrong so why do I have to get out?? can I just stay in',
    },
    mustContain: [
      /(?:order|require|tell|direct)[^.]{0,60}(?:out of the (?:car|vehicle)|(?:get|step) out|exit|out\b)|Mimms/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:can|may) (?:just )?(?:stay|remain) in (?:the|your) (?:car|vehicle)(?! (?:unless|until))/i,
    ],
  },
  // source: R.I. Gen. Laws § 12-7-1, http://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm
  // (name, address, business abroad and destination; further detention never over two hours).
  {
    id: 'hoc-en-ri-two-hours',
    state: 'RI',
    question: {
      message:
        "Providence RI - got stopped walking near Kennedy Plaza, cop asked name, address, where I'm going. I didn't answer. he said he can keep me here for 2 hours. is that a real law?",
    },
    mustContain: [/(?:two|2)[- ]hours?/i, /name[^.]{0,80}address|address[^.]{0,80}name|12-7-1/i],
    mustNotContain: [
      /(?:rhode island|RI) (?:has|have) no (?:stop[- ]and[- ]identify|identification|detention) (?:law|statute)/i,
    ],
  },
  // source: https://nhlawoffice.com/questions-answers/what-if-the-police-did-not-read-me-my-miranda-rights-like-ive-seen-on-tv/
  // and https://agw-law.com/blog/miranda-rights (Miranda applies to custodial interrogation; the remedy
  // is suppression of statements, not dismissal).
  {
    id: 'hoc-en-sc-no-miranda',
    state: 'SC',
    question: {
      message:
        "Greenville SC - my son got arrested and the cops never read him his rights. his public defender hasn't called back yet. Doesn't that mean the case gets thrown out??",
    },
    mustContain: [
      /(?:not|doesn't|does not|won't|will not) (?:automatically )?(?:mean|get|lead to|result in)[^.]{0,60}(?:dismiss|thrown out)|(?:no|not an?) automatic dismissal|(?:case|charges?) (?:can|may|could) (?:still )?(?:go forward|proceed|continue)/i,
      /(?:statements?|what he said|confession|admissions?)[^.]{0,100}(?:suppress|excluded|thrown out|inadmissible|kept out)|suppress/i,
      /custod(?:y|ial)[^.]{0,80}(?:interrogat|question)|(?:interrogat|question)[^.]{0,80}custod/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:the )?(?:case|charges?) (?:will|must|has to|have to) be (?:dismissed|thrown out)/i,
    ],
  },
];
