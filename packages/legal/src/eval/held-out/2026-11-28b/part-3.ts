import type { EvalCase } from '../../eval-case';
import { LAWYER_EN, NO_CONSENT_EN, RECORD_OK_EN, SILENT_EN } from './shared';

/** English, Mississippi to Oregon. */
export const PART_3: EvalCase[] = [
  // source: https://www.ccwhub.com/states/mississippi/duty-to-inform (Mississippi imposes no
  // statutory duty to tell an officer one is armed; a licensee must display license and ID on
  // demand); https://wcbi.com/?p=105003 (not required to inform; sheriffs suggest considering it)
  {
    id: 'hod-en-ms-hburg-inform',
    state: 'MS',
    question: {
      message:
        "I carry my pistol in the truck (no permit, MS is permitless). If a Hattiesburg officer pulls me over, am I legally required to tell him I've got a gun?",
    },
    mustContain: [
      /no (?:legal |statutory |state )?(?:duty|requirement|obligation) to (?:inform|tell|disclose)|(?:not|n't) (?:legally )?(?:required|obligated) to (?:inform|tell|disclose|volunteer)|(?:don't|do not) have to (?:tell|inform|disclose|volunteer)/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no )(?:must|are required to|have to|legally required to) (?:immediately )?(?:inform|tell|disclose)[^.]{0,30}(?:officer|police|gun|firearm|weapon)(?![^.]{0,40}\b(?:if|when) (?:asked|they ask|he asks)\b)/i,
    ],
  },
  // source: https://rcfp.org/reporters-recording-guide/montana (Mont. Code Ann. 45-8-213(1)(c):
  // unlawful to record a conversation with a hidden device without the knowledge of all parties;
  // exceptions are for recordings by public officials in their duties, public meetings, or after a
  // warning); https://www.billtrack50.com/billdetail/1753329 (2025 SB 388 to allow recording public
  // officials died in process)
  {
    id: 'hod-en-mt-missoula-hidden',
    state: 'MT',
    question: {
      message:
        'In Missoula, can I secretly record a cop with my phone hidden in my shirt pocket during a traffic stop? Or does Montana require everyone to know?',
    },
    mustContain: [
      /(?:all|every|both) (?:the )?part(?:y|ies)|knowledge of (?:all|everyone|every)|hidden (?:device|recorder|recording|phone)|secret(?:ly)? record/i,
      /open(?:ly)?|visibl[ey]|in plain (?:view|sight)|let (?:them|him|the officer) know|tell (?:the officer|him|them)|announce|warn/i,
    ],
    mustNotContain: [/(?:Montana|it)(?: is|'s) (?:a )?one[- ]party(?: consent)? state/i],
  },
  // source: https://www.ccwhub.com/states/north-carolina/duty-to-inform (G.S. 14-415.11(a): a
  // permit holder carrying concealed must disclose the permit and the handgun when approached or
  // addressed by an officer, and display permit and ID on request; infraction under 14-415.21)
  {
    id: 'hod-en-nc-clt-inform',
    state: 'NC',
    question: {
      message:
        'Have my NC concealed handgun permit and carry daily. If a Charlotte cop walks up to me at a gas station (not even a traffic stop), do I have to tell him I am armed?',
    },
    mustContain: [
      /(?:must|have to|required to|need to|obligated to) (?:disclose|tell|inform)|(?:duty|obligation|requirement) to (?:disclose|inform|tell)|requires?[^.]{0,60} to (?:disclose|tell|inform)/i,
      /approach|address|walks up|contact/i,
    ],
    mustNotContain: [
      /(?:don't|do not|not required to|don't need to|no need to) (?:have to )?(?:tell|disclose|inform)[^.]{0,40}(?:unless|until|only if) (?:asked|they ask|he asks|the officer asks)/i,
    ],
  },
  // source: https://www.nd.gov/ndhp/news/under-troopers-hat-concealed-carry-constitutional-carry
  // (North Dakota Highway Patrol: a person carrying concealed under constitutional carry must carry
  // a ND license or ID and must inform law enforcement of the firearm upon any in-person contact
  // initiated by an officer)
  {
    id: 'hod-en-nd-fargo-inform',
    state: 'ND',
    question: {
      message:
        "I've lived in Fargo for years, ND driver's license, and I carry concealed without a permit. Got pulled over tonight. Did I have to tell the officer about the gun?",
    },
    mustContain: [
      /(?:must|have to|had to|required to|need to|needed to) (?:inform|tell|disclose)|(?:duty|obligation|requirement) to (?:inform|tell|disclose)/i,
      /license|\bID\b|identification/i,
    ],
    mustNotContain: [
      /(?<!(?:unlike|other states?|Mississippi)[^.]{0,40})(?:no|not any) (?:legal )?(?:duty|requirement|obligation) to (?:inform|tell|disclose)/i,
    ],
  },
  // source: http://www.gencourt.state.nh.us/rsa/html/LIX/594/594-mrg.htm (RSA 594:2: an officer may
  // stop a person reasonably suspected of a crime and request name and address, but shall not
  // arrest the person based solely on refusal to provide them)
  {
    id: 'hod-en-nh-manch-name',
    state: 'NH',
    question: {
      message:
        "Manchester NH cop stopped me walking home at 1am, asked my name and address and where I was going. I didn't want to say. Can he arrest me just for refusing?",
    },
    mustContain: [
      /(?:can(?:not|'t)|may not|shall not|is not allowed to|isn't allowed to)[^.]{0,10} arrest (?:you )?(?:solely |just |only |simply )?(?:for|because|based)[^.]{0,40}(?:refus|declin|not (?:giving|providing|answering))|594:2/i,
      SILENT_EN,
    ],
    mustNotContain: [
      /(?:detain|hold) you (?:for )?(?:up to )?(?:two|2) hours/i,
      /(?<!not |n't )(?:can|may) arrest you (?:for|just for) (?:refusing|not giving)/i,
    ],
  },
  // source: https://app.midpage.ai/document/state-v-carty-2301140 (State v. Carty, 170 N.J. 632
  // (2002): consent to search a lawfully stopped vehicle is valid only if police had reasonable
  // and articulable suspicion of wrongdoing before asking)
  {
    id: 'hod-en-nj-tpk-carty',
    state: 'NJ',
    question: {
      message:
        'Trooper on the Turnpike near Newark stopped me for speeding, then asked if he could search my car. Nothing suspicious at all, just my gym bag. Can he even ask me that in NJ?',
    },
    mustContain: [/reasonable (?:and articulable )?suspicion|Carty/i, NO_CONSENT_EN],
    mustNotContain: [
      /(?:police|troopers?|officers?|they|he) (?:can|may) (?:always |freely )?ask (?:for )?(?:your )?(?:consent|permission|to search)(?![^.]{0,40}\b(?:only|if|when|unless|with)\b)/i,
    ],
  },
  // source: https://cato.org/blog/new-mexico-enacts-landmark-qualified-immunity-reform-legislation-all-public-officials
  // (New Mexico Civil Rights Act, HB 4 (2021): state-court claim against a public body for
  // violations of the New Mexico Constitution; qualified immunity is not a defense);
  // https://innocenceproject.org/policies/qualified-immunity-in-new-mexico/ (up to $2 million;
  // notice to the agency within one year for law enforcement claims; three-year limit)
  {
    id: 'hod-en-nm-abq-qi',
    state: 'NM',
    question: {
      message:
        'APD officers broke my arm during an arrest in Albuquerque and I was never charged with anything. A friend says qualified immunity makes it impossible to sue cops. Is that true in New Mexico?',
    },
    mustContain: [
      /qualified immunity (?:is not|isn't|does not|doesn't|can(?:not|'t)|won't)|(?:no|not a) (?:defense of )?qualified immunity|without qualified immunity|Civil Rights Act/i,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?:qualified immunity (?:still )?(?:bars|blocks|prevents|stops)|impossible to sue)(?![^.]{0,60}(?:federal|§ ?1983|1983))/i,
    ],
  },
  // source: https://www.nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page (NYC
  // Right to Know Act, Oct. 19, 2018: officers give name, rank, command and shield number at the
  // start of certain encounters and offer a business card; when seeking consent to search without
  // legal justification they must explain that no search happens if the person refuses; complain
  // to the CCRB)
  {
    id: 'hod-en-ny-bronx-rtk',
    state: 'NY',
    question: {
      message:
        "NYPD in the Bronx stopped me on the street, asked to search my backpack, and wouldn't say their names. Aren't they supposed to tell me who they are?",
    },
    mustContain: [
      /Right to Know|business card|(?:name|shield|badge)[^.]{0,40}(?:number|rank|command)/i,
      NO_CONSENT_EN,
    ],
    mustNotContain: [
      /(?<!(?:false|not true|wrong) that )(?:officers|police|NYPD|they) (?:don't|do not|never) have to (?:give|tell|identify|say)/i,
    ],
  },
  // source: https://johnsonlegalofohio.com/practice-areas/criminal-defense/dui-ovi/administrative-license-suspension-als/
  // (Ohio R.C. 4511.191: refusing a chemical test brings an immediate administrative license
  // suspension; a first refusal is a one-year suspension); https://www.wilesrichards.com/ovi-dwi/
  // (first test failure 90 days, first refusal one year)
  {
    id: 'hod-en-oh-cincy-refusal',
    state: 'OH',
    question: {
      message:
        'Cincinnati cop arrested me for OVI and I refused the breath test at the station. What happens to my license? First time ever.',
    },
    mustContain: [/(?:one|1)[- ]year/i, /suspen/i],
    mustNotContain: [
      /(?:90|ninety)[- ]day (?:suspension|ALS)(?![^.]{0,60}(?:fail|result|over the limit|\.08))/i,
    ],
  },
  // source: https://www.northwestdefender.com/quick-guides/recording-oregon-law-enforcement/ (ORS
  // 165.540 generally requires telling participants about audio recording, but police performing
  // official duties may be recorded without notice when the recording is open and in plain view,
  // the conversation is audible and the recorder is lawfully present; video alone needs no notice)
  {
    id: 'hod-en-or-pdx-record',
    state: 'OR',
    question: {
      message:
        "Portland OR — I was recording audio + video of cops arresting a guy at a MAX stop. An officer said Oregon is a two-party state and I have to tell him I'm recording. Is that right?",
    },
    mustContain: [/open(?:ly)?|in plain view|visibl[ey]|not hidden|unconcealed/i, RECORD_OK_EN],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|required to|need to) (?:tell|inform|notify|announce to)[^.]{0,30}(?:officer|police|cops?)[^.]{0,30}(?:record|film)(?![^.]{0,60}(?:hidden|secret|concealed|not (?:in plain view|open)|unless|private))/i,
    ],
  },
];
