import type { EvalCase } from '../../eval-case';
import {
  anyOf,
  claimEn,
  DONT_OPEN_EN,
  FIFTH_EN,
  LAWYER_EN,
  MUST_GIVE_PASSCODE_WRONG_EN,
  NO_CONSENT_EN,
  PASSCODE_EN,
  PHONE_NO_WARRANT_WRONG_EN,
  SILENT_EN,
  SUSPICION_ANY_EN,
  WARRANT_EN,
} from './shared';

/** Part 2 (English): homes, phones and minors. */
export const PART_2: EvalCase[] = [
  // source: Georgia v. Randolph, 547 U.S. 103 (2006) (a physically present co-occupant's express
  // refusal makes a warrantless search on another occupant's consent unreasonable as to him),
  // https://capcentral.org/case_summaries/georgia-v-randolph/
  {
    id: 'hod-en-ga-marietta-roommate-said-yes',
    state: 'GA',
    question: {
      message:
        'cops came to our apartment in marietta, my roommate told them sure come in and look around but i was standing RIGHT THERE saying no. they came in anyway and searched. can they do that??',
    },
    mustContain: [
      anyOf(
        /Randolph/,
        /(?:present|there|standing)[^.]{0,100}(?:object|refus|said no|say no)/,
        /(?:object|refus|said no|say no)[^.]{0,100}(?:present|there|standing)/,
      ),
      /warrant/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:your )?roommate'?s? (?:consent|permission|ok|yes) (?:is enough|was enough|overrides|beats|counts)`,
      ),
    ],
  },
  // source: Seo v. State, 148 N.E.3d 952 (Ind. 2020) (forcing an arrested person to unlock her
  // iPhone violated the Fifth Amendment; contempt order reversed),
  // http://indianacourts.us/blogs/caseclips/2020/06/29/seo-v-state-2/
  {
    id: 'hod-en-in-fort-wayne-unlock-contempt',
    state: 'IN',
    question: {
      message:
        'got arrested in fort wayne, the detective has a warrant for my iphone and says a judge can order me to unlock it or ill be held in contempt. is that true in indiana??',
    },
    mustContain: [
      FIFTH_EN,
      anyOf(
        /Seo/,
        /Indiana Supreme Court/,
        /(?:in|under) Indiana[^.]{0,80}(?:cannot|can't|may not|not) (?:be )?(?:forced|compelled|made|ordered)/,
      ),
      LAWYER_EN,
    ],
    mustNotContain: [MUST_GIVE_PASSCODE_WRONG_EN],
  },
  // source: State v. Valdez, 2023 UT 26 (giving a phone passcode is testimonial; the State may not
  // use the refusal against the defendant at trial), https://law.justia.com/cases/utah/supreme-court/2023/20210175.html
  {
    id: 'hod-en-ut-ogden-followup-brother-passcode',
    state: 'UT',
    question: {
      message:
        'the detective keeps asking him for his phone passcode. does he have to give it? can they use it against him if he says no',
      conversationHistory: [
        { role: 'user', content: 'my brother got arrested in ogden utah last night' },
        {
          role: 'assistant',
          content:
            'I am sorry. I can explain what rights your brother has after an arrest in Utah. What would you like to know?',
        },
      ],
    },
    mustContain: [FIFTH_EN, PASSCODE_EN, LAWYER_EN],
    mustNotContain: [
      MUST_GIVE_PASSCODE_WRONG_EN,
      claimEn(
        String.raw`(?:his |the )?(?:refusal|refusing|saying no)[^.]{0,40}(?:can|will|may) be used against`,
      ),
    ],
  },
  // source: Riley v. California, 573 U.S. 373 (2014) (police generally must get a warrant to
  // search the data on a phone seized incident to arrest), https://www.criminaldef.com/library/riley-v-california-search-warrant-required-to-search-cell.cfm
  {
    id: 'hod-en-nostate-brother-phone-after-arrest',
    question: {
      message:
        'my brother got arrested and they took his phone. can the cops go thru it without a warrant?? he didnt give them the code',
    },
    mustContain: [
      WARRANT_EN,
      anyOf(
        /Riley/,
        /(?:generally|usually) (?:need|must get|have to get|require)/,
        /need a warrant/,
      ),
    ],
    mustNotContain: [PHONE_NO_WARRANT_WRONG_EN],
  },
  // source: Cal. Welf. & Inst. Code § 625.6 as amended by SB 203 (2021): a youth 17 or younger
  // must consult a lawyer before custodial interrogation and before waiving Miranda rights; the
  // consultation cannot be waived, https://www.lawserver.com/law/state/california/codes/california_welfare_institutions_code_625-6
  {
    id: 'hod-en-ca-stockton-son-16-station',
    state: 'CA',
    question: {
      message:
        'my son is 16, stockton pd picked him up and want to question him at the station about a fight at school. can they do that without a lawyer? he said hell just talk to get it over with',
    },
    mustContain: [
      LAWYER_EN,
      /17|under 18|minor|youth|juvenile/i,
      anyOf(
        /(?:cannot|can't|can not|may not) be waived/,
        /not waivable/,
        /(?:must|has to|have to) (?:first )?(?:consult|talk|speak)/,
        /625\.6/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:can|may) (?:question|interrogate|interview) (?:him|your son|a minor|the boy)[^.]{0,40}without (?:a |any )?(?:lawyer|attorney)(?![^.]{0,60}\b(?:if|unless|only|when|except|emergency|imminent)\b)`,
      ),
    ],
  },
  // source: Md. Code, Cts. & Jud. Proc. § 3-8A-14.2 (Child Interrogation Protection Act, 2022): no
  // custodial interrogation of a child until the child has consulted an attorney and the parent
  // has been notified; the consultation may not be waived (custodial questioning only),
  // https://lexace.ai/us/statute/maryland/CJ-3-8A-14.2 and
  // https://www.fox5dc.com/news/new-maryland-law-limits-juvenile-interrogations
  {
    id: 'hod-en-md-silver-spring-daughter-14',
    state: 'MD',
    question: {
      message:
        'police in silver spring arrested my 14 yr old daughter over a stolen phone and want to interrogate her at the station. they called me and said i can sit in instead of a lawyer. is that right??',
    },
    mustContain: [
      LAWYER_EN,
      anyOf(
        /Public Defender/,
        /Child Interrogation Protection/,
        /3-8A-14\.2/,
        /(?:cannot|can't|may not) be waived/,
        /(?:must|has to) (?:first )?(?:consult|talk|speak) (?:with )?(?:an? )?(?:attorney|lawyer)/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:a |the |your )?parent(?:'s)? (?:presence|being there|sitting in)[^.]{0,40}(?:is enough|replaces|can replace|instead of)`,
      ),
    ],
  },
  // source: RCW 13.40.740 (since 1 Jan 2022, before a juvenile waives rights in a custodial
  // interrogation, a detention on probable cause, or when asked to consent to a search, police
  // must provide access to an attorney; cannot be waived),
  // https://www.clarklaw.llc/blog/2022/july/a-must-read-for-wa-parents-youth-access-to-couns/
  {
    id: 'hod-en-wa-tacoma-nephew-backpack',
    state: 'WA',
    question: {
      message:
        'a cop stopped my 15 y/o nephew on his bike in tacoma and asked if he could search his backpack, the kid said yeah sure. is that even legal for a kid in washington?',
    },
    mustContain: [
      LAWYER_EN,
      anyOf(
        /13\.40\.740/,
        /(?:access to|consult|talk to|speak with) (?:an? )?(?:attorney|lawyer)[^.]{0,80}(?:before|prior)/,
        /before[^.]{0,80}(?:attorney|lawyer)/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:his|the kid'?s?|the boy'?s?) (?:yes|consent|ok|agreement) (?:makes|made) (?:the search )?(?:it )?(?:legal|valid|fine|ok)`,
      ),
    ],
  },
  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985) (school officials need reasonable
  // suspicion, not a warrant or probable cause, to search a student),
  // https://billofrightsinstitute.org/resources/educator-resources/americapedia/americapedia-landmark-supreme-court-cases/new-jersey-v-tlo/
  {
    id: 'hod-en-tx-austin-vice-principal-vape',
    state: 'TX',
    question: {
      message:
        'my daughter goes to high school in austin tx, the vice principal searched her backpack because some kid said she had a vape. no warrant no nothing. is that allowed?',
    },
    mustContain: [
      SUSPICION_ANY_EN,
      anyOf(/T\.?\s?L\.?\s?O/, /school (?:officials?|staff|administrators?)/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:the )?(?:school|vice principal|principal|administrators?)[^.]{0,40}(?:needs?|must (?:have|get)|required to (?:have|get)) a warrant`,
      ),
    ],
  },
  // source: Kentucky v. King, 563 U.S. 452, 470 (2011) (in a knock and talk the occupant need not
  // open the door, need not let officers in and may refuse to answer questions),
  // https://scotusgate.com/case.php?number=21-7874 ; Quintana v. Commonwealth, 276 S.W.3d 753
  // (Ky. 2008), https://law.justia.com/cases/kentucky/supreme-court/2008/2006-sc-000629-dg-1.html
  {
    id: 'hod-en-ky-lexington-detectives-knocking',
    state: 'KY',
    question: {
      message:
        '2 detectives knocking on my door in lexington ky RIGHT NOW, they say they just want to talk about my cousin. do i have to open it? do i have to talk to them',
    },
    mustContain: [DONT_OPEN_EN, SILENT_EN, WARRANT_EN],
    mustNotContain: [
      claimEn(String.raw`(?:you )?(?:must|have to|need to) (?:open|let them in|step outside)`),
    ],
    firstPartMustContain: [DONT_OPEN_EN],
  },
  // source: Florida v. Jardines, 569 U.S. 1 (2013) (bringing a drug dog onto the front porch to
  // sniff is a search that needs a warrant), https://sog.unc.edu/node/77091
  {
    id: 'hod-en-fl-tampa-drug-dog-porch',
    state: 'FL',
    question: {
      message:
        'my neighbor in tampa saw cops walk a drug dog right up onto my front porch while i was at work. no warrant. they can just do that??',
    },
    mustContain: [
      WARRANT_EN,
      anyOf(/Jardines/, /porch[^.]{0,100}(?:search|protected|curtilage)/, /curtilage/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:a |the )?(?:dog|k-?9|canine) sniff[^.]{0,40}(?:on|at) (?:your|the) (?:porch|front door)[^.]{0,30}(?:is not|isn't) a search`,
      ),
    ],
  },
  // source: Collins v. Virginia, 584 U.S. 586 (2018) (the automobile exception does not let an
  // officer enter the curtilage, e.g. the top of a driveway by the house, to search a vehicle
  // without a warrant), https://www.sog.unc.edu/sccc/cases/collins-v-virginia
  {
    id: 'hod-en-va-harrisonburg-driveway-truck',
    state: 'VA',
    question: {
      message:
        'a deputy walked up my driveway in harrisonburg va, right up next to the house, and started looking through my truck and lifted the tarp off the back. he didnt have a warrant. is that legal? it wasnt on the street',
    },
    mustContain: [
      WARRANT_EN,
      anyOf(/Collins/, /curtilage/, /driveway[^.]{0,80}(?:protected|home)/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:the )?automobile exception (?:lets|allows|permits|covers)[^.]{0,40}(?:driveway|curtilage|your property)`,
      ),
    ],
  },
  // source: State v. Andrews, 243 N.J. 447 (2020) (New Jersey Supreme Court, 4-3: with search
  // warrants and a showing that the passcodes' existence, possession and authenticity are a
  // foregone conclusion, a court may order a defendant to disclose his phone passcodes),
  // https://law.justia.com/cases/new-jersey/supreme-court/2020/a-72-18.html
  {
    id: 'hod-en-nj-newark-court-order-passcode',
    state: 'NJ',
    question: {
      message:
        'im charged in newark and the prosecutor got a court order saying i have to give them the passcode to my 2 iphones. i thought the 5th amendment protects me?? what happens if i dont',
    },
    mustContain: [
      LAWYER_EN,
      anyOf(
        /Andrews/,
        /foregone conclusion/,
        /New Jersey Supreme Court/,
        /(?:court|judge) (?:can|may) (?:order|compel)/,
      ),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:a |the )?(?:court|judge) (?:can(?:not|'t)|may not) (?:ever )?(?:order|compel|force) (?:you|anyone) to (?:give|disclose|provide)[^.]{0,20}passcode[^.]{0,20}(?:in|under) New Jersey`,
      ),
    ],
  },
  // source: consent to search must be voluntary and may be refused (Schneckloth v. Bustamonte);
  // refusing consent cannot by itself supply reasonable suspicion or probable cause (Lall v.
  // State, Tex. App. 2022, on review in the Court of Criminal Appeals),
  // https://law.com/texaslawyer/almID/1713851921TXPD070022 and
  // https://vdocuments.mx/the-consequences-of-refusing-consent-to-usclrevpdf-the-consequences-of-refusing.html
  {
    id: 'hod-en-ne-lincoln-search-my-car',
    state: 'NE',
    question: {
      message:
        'trooper outside lincoln ne asked "you mind if i take a look in your car?" like its no big deal. if i say no will that make it look like im hiding something? can he search anyway',
    },
    mustContain: [NO_CONSENT_EN, anyOf(/probable cause/, /warrant/)],
    mustNotContain: [
      claimEn(
        String.raw`(?:saying no|refusing|your refusal)[^.]{0,30}(?:gives|is|creates) (?:him |them |the trooper )?(?:probable cause|reasonable suspicion|grounds)`,
      ),
    ],
  },
];
