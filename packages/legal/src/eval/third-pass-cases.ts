import type { EvalCase } from './eval-case';

/** Statutes of states other than the one asked about, which an answer must never cite. */
const OTHER_STATES = [/Tex\. Penal Code/, /Cal\. Penal Code/, /Nev\. Rev\. Stat\./];

/**
 * The third pass, in English: questions written from the opinions, statutes and official pages
 * cited beside each (read with the search tool on 2026-11-27), in the words people use (cities,
 * nicknames, negations, several parts, typos), before the engine was changed to answer them.
 */
export const THIRD_PASS_CASES: EvalCase[] = [
  // Homes: who may consent, and what a warrant at the door allows.
  {
    id: 'roommate-consent',
    question: {
      message: 'Can the cops search our apartment if my roommate says yes but I say no?',
    },
    // Georgia v. Randolph, 547 U.S. 103 (2006): a present co-tenant's refusal prevails.
    mustContain: ['Georgia v. Randolph', /refusal/],
    firstPartMustContain: [/roommate|shares your home/],
  },
  {
    id: 'landlord-consent',
    question: { message: 'Can my landlord let the police into my apartment?' },
    // Chapman v. United States, 365 U.S. 610 (1961): a landlord cannot consent for a tenant.
    mustContain: ['Chapman v. United States', /landlord/],
  },
  {
    id: 'arrest-warrant-door',
    question: {
      message: 'Police are at my door with an arrest warrant for my brother. Can they come in?',
    },
    // Payton v. New York, 445 U.S. 573 (1980); Steagald v. United States, 451 U.S. 204 (1981).
    mustContain: ['Payton v. New York', 'Steagald v. United States'],
  },
  {
    id: 'search-warrant-home',
    question: { message: 'The cops have a search warrant for my house. Do I have to let them in?' },
    // Michigan v. Summers, 452 U.S. 692 (1981): occupants may be detained during the search.
    mustContain: [/search warrant/i, 'Michigan v. Summers'],
    mustNotContain: [/you (can|may) refuse to let them in/i],
  },
  {
    id: 'hot-pursuit-misdemeanor',
    question: {
      message:
        'An officer chased me for a misdemeanor and followed me into my garage. Is that legal?',
    },
    // Lange v. California, 594 U.S. 295 (2021): no categorical misdemeanor-pursuit exception.
    mustContain: ['Lange v. California', /case by case/],
  },
  {
    id: 'knock-no-warrant-denver',
    state: 'CO',
    question: { message: 'cops knocking at my door in denver, no warrant. do i have to open?' },
    // Kentucky v. King, 563 U.S. 452 (2011): occupants need not open or speak.
    mustContain: ['Kentucky v. King', /do not have to open/],
  },
  // Custody, Miranda and booking.
  {
    id: 'miranda-at-arrest',
    question: { message: 'Do the police have to read me my rights when they arrest me?' },
    // Miranda v. Arizona, 384 U.S. 436 (1966): warnings precede custodial interrogation.
    mustContain: ['Miranda v. Arizona', /custodial questioning/],
    firstPartMustContain: [/do not have to read/],
  },
  {
    id: 'miranda-traffic-stop',
    question: {
      message:
        'Did the officer have to read me Miranda before asking me questions at a traffic stop?',
    },
    // Berkemer v. McCarty, 468 U.S. 420 (1984): roadside questioning is not custodial.
    mustContain: ['Berkemer v. McCarty'],
  },
  {
    id: 'booking-fingerprints',
    question: { message: 'Can they fingerprint me and take a DNA swab at booking?' },
    // Pennsylvania v. Muniz, 496 U.S. 582 (1990); Maryland v. King, 569 U.S. 435 (2013).
    mustContain: ['Maryland v. King', 'Pennsylvania v. Muniz'],
  },
  {
    id: 'phone-call-texas',
    state: 'TX',
    question: { message: 'Do I get a phone call after I get arrested in Dallas?' },
    // Waganfeald v. Gusman, 674 F.3d 475 (5th Cir. 2012): the right is not clearly established.
    mustContain: [/state law/],
    mustNotCite: [/Cal\. Penal Code/],
  },
  {
    id: 'phone-call-california',
    state: 'CA',
    question: { message: 'How many phone calls do I get after being arrested in San Diego?' },
    // Cal. Penal Code § 851.5: three completed calls within three hours of arrest.
    mustContain: ['851.5', /three/],
  },
  {
    id: 'phone-call-north-carolina',
    state: 'NC',
    question: { message: 'I was arrested in Charlotte. Do they have to let me make a phone call?' },
    // N.C. Gen. Stat. § 15A-501(5) (UNC School of Government, "One Phone Call").
    mustContain: ['15A-501'],
    mustNotCite: [/Cal\. Penal Code/],
  },
  {
    id: 'consulate-arrest',
    question: {
      message: "I'm a tourist from Mexico and got arrested. Can I contact my consulate?",
    },
    // Vienna Convention on Consular Relations art. 36(1)(b).
    mustContain: ['Vienna Convention', /consulate/],
  },
  {
    id: 'arrest-seatbelt',
    question: { message: 'Can police arrest me for not wearing a seatbelt?' },
    // Atwater v. City of Lago Vista, 532 U.S. 318 (2001).
    mustContain: ['Atwater v. City of Lago Vista'],
  },
  {
    id: 'running-from-police',
    question: { message: 'Is it a crime to run away from the police if I did nothing wrong?' },
    // Illinois v. Wardlow, 528 U.S. 119 (2000); California v. Hodari D., 499 U.S. 621 (1991).
    mustContain: ['Illinois v. Wardlow', /do not run/i],
  },
  // Speech, protest and recording.
  {
    id: 'arrest-for-swearing',
    question: { message: 'Can a cop arrest me for cussing at him?' },
    // City of Houston v. Hill, 482 U.S. 451 (1987).
    mustContain: ['City of Houston v. Hill'],
    firstPartMustContain: [/First Amendment/],
  },
  {
    id: 'delete-video',
    question: { message: 'A cop told me to delete the video I took of him. Do I have to?' },
    // ACLU, Know Your Rights: Photographers ("may not delete ... under any circumstances").
    mustContain: [/may not delete/i],
    mustNotContain: [/you (must|have to) delete/i],
  },
  {
    id: 'phone-taken-while-filming',
    question: { message: 'Can police take my phone because I was filming them?' },
    // Riley v. California, 573 U.S. 373 (2014); Illinois v. McArthur, 531 U.S. 326 (2001).
    mustContain: ['Riley v. California', /warrant/],
  },
  {
    id: 'fourth-circuit-recording',
    question: { message: 'Does the 4th Circuit protect filming police?' },
    // Sharpe v. Winterville Police Dep't, 59 F.4th 674 (4th Cir. 2023).
    mustContain: [/Sharpe v\. Winterville/],
  },
  {
    id: 'record-phone-call-california',
    state: 'CA',
    question: { message: 'Can I secretly record a phone call with a detective in LA, California?' },
    // Cal. Penal Code §§ 632, 632.7: all-party consent for confidential calls.
    mustContain: ['632'],
    mustNotContain: [/three completed phone calls/],
  },
  {
    id: 'record-police-houston',
    state: 'TX',
    question: { message: 'Is it legal to film cops in H-Town?' },
    // Tex. Penal Code § 16.02(c)(4); Turner v. Lieutenant Driver, 848 F.3d 678 (5th Cir. 2017).
    mustContain: ['Turner v. Lieutenant Driver', /one-party/],
  },
  // Stops on foot and ID.
  {
    id: 'passenger-name-new-york',
    state: 'NY',
    question: { message: 'Does a passenger have to give their name to police in New York?' },
    // Brendlin v. California, 551 U.S. 249 (2007); N.Y. Crim. Proc. Law § 140.50.
    mustContain: ['Brendlin v. California', /passenger/],
    mustNotContain: [/shield number/],
  },
  {
    id: 'id-not-driving-walking-vegas',
    state: 'NV',
    question: {
      message: "I'm not driving, just walking down the Strip in Vegas. Do I need to show ID?",
    },
    // Nev. Rev. Stat. § 171.123(3): name only, when detained on reasonable suspicion.
    mustContain: ['171.123'],
    mustNotContain: [/registration and proof of insurance/],
  },
  {
    id: 'id-arrested-for-no-id-ohio',
    state: 'OH',
    question: { message: 'Can cops in Cleveland arrest me for not having ID on me?' },
    // Ohio Rev. Code § 2921.29: name, address and date of birth when detained; no card required.
    mustContain: ['2921.29'],
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'frisk-no-reason',
    question: { message: 'can a cop pat me down for no reason' },
    // Terry v. Ohio, 392 U.S. 1 (1968).
    mustContain: ['Terry v. Ohio', /armed and dangerous/],
  },
  // Non-citizens.
  {
    id: 'ice-street-questions',
    question: { message: 'Do I have to answer questions if ICE stops me on the street?' },
    // Zadvydas v. Davis, 533 U.S. 678 (2001); U.S. Const. amend. V; 18 U.S.C. § 1546.
    mustContain: [/remain silent/, /false documents/],
  },
  {
    id: 'ice-at-work',
    question: { message: 'What should I do if ICE comes to my job and starts asking questions?' },
    mustContain: [/remain silent/, /status/],
    mustNotContain: [/slide the document under the door/],
  },
  {
    id: 'border-patrol-checkpoint',
    question: {
      message: 'Do I have to answer Border Patrol at a checkpoint in Texas about my citizenship?',
    },
    // United States v. Martinez-Fuerte, 428 U.S. 543 (1976); United States v. Ortiz, 422 U.S. 891.
    mustContain: ['Martinez-Fuerte', 'United States v. Ortiz'],
  },
  // Roads.
  {
    id: 'checkpoint-minnesota',
    state: 'MN',
    question: { message: 'Are DUI checkpoints legal in Minneapolis?' },
    // Ascher v. Commissioner of Public Safety, 519 N.W.2d 183 (Minn. 1994).
    mustContain: ['Ascher', /not allowed/],
  },
  {
    id: 'checkpoint-oregon',
    state: 'OR',
    question: { message: 'Can police in Portland, Oregon set up a sobriety checkpoint?' },
    // Nelson v. Lane County, 743 P.2d 692 (Or. 1987).
    mustContain: ['Nelson v. Lane County'],
  },
  {
    id: 'checkpoint-washington',
    state: 'WA',
    question: { message: 'are sobriety checkpoints allowed in seattle' },
    // City of Seattle v. Mesiani, 755 P.2d 775 (Wash. 1988).
    mustContain: ['Mesiani'],
  },
  {
    id: 'checkpoint-california-allowed',
    state: 'CA',
    question: { message: 'Are DUI checkpoints legal in California?' },
    // Michigan Dept. of State Police v. Sitz, 496 U.S. 444 (1990); Ingersoll v. Palmer (Cal. 1987).
    mustContain: ['Sitz'],
    mustNotContain: [/California[^.]*not allowed/],
    mustNotCite: [/Minn\.|Or\.|Wn\.2d/],
  },
  {
    id: 'drug-checkpoint',
    question: { message: 'Can police set up a roadblock to check every car for drugs?' },
    // City of Indianapolis v. Edmond, 531 U.S. 32 (2000).
    mustContain: ['City of Indianapolis v. Edmond'],
  },
  {
    id: 'blood-draw-warrant',
    question: { message: 'Can the police draw my blood without a warrant after a DUI stop?' },
    // Missouri v. McNeely, 569 U.S. 141 (2013); Birchfield v. North Dakota, 579 U.S. 438.
    mustContain: ['Missouri v. McNeely'],
  },
  // State laws read in this pass.
  {
    id: 'record-police-new-york-statute',
    state: 'NY',
    question: { message: 'Is there a law in New York that protects filming the NYPD?' },
    // N.Y. Civ. Rights Law § 79-p (Right to Monitor Act, 2020).
    mustContain: ['79-p'],
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'record-police-colorado-seize',
    state: 'CO',
    question: { message: 'Can a cop in Colorado Springs take my phone after I film him?' },
    // Colo. Rev. Stat. § 16-3-311.
    mustContain: ['16-3-311'],
  },
  {
    id: 'cannabis-odor-virginia',
    state: 'VA',
    question: {
      message: 'Can police search my car in Richmond, VA just because it smells like weed?',
    },
    // Va. Code § 4.1-1302(A).
    mustContain: ['4.1-1302'],
    mustNotCite: [/N\.Y\. Penal Law/],
  },
  {
    id: 'cannabis-odor-minnesota',
    state: 'MN',
    question: {
      message: 'Cops in St Paul said they smelled marijuana and searched my car. Allowed?',
    },
    // State v. Torgerson (Minn. 2023).
    mustContain: ['State v. Torgerson'],
  },
  {
    id: 'breath-refusal-miami',
    state: 'FL',
    question: { message: 'What happens if I refuse to blow in Miami after a DUI arrest?' },
    // Fla. Stat. §§ 316.1932(1)(a), 316.1939.
    mustContain: ['316.1932', /1 year/],
    mustNotCite: [/Tex\. Transp\. Code|Cal\. Veh\. Code/],
  },
  {
    id: 'breath-refusal-new-york',
    state: 'NY',
    question: { message: 'Can I say no to a breathalyzer in Buffalo, NY?' },
    // N.Y. Veh. & Traf. Law § 1194(2).
    mustContain: ['1194', /\$500/],
  },
  {
    id: 'breath-refusal-illinois',
    state: 'IL',
    question: {
      message: 'What if I refuse the breath test after a DUI arrest in Springfield, Illinois?',
    },
    // 625 ILCS 5/11-501.1, 5/6-208.1.
    mustContain: ['11-501.1', /summary suspension/],
  },
  {
    id: 'california-youth-lawyer',
    state: 'CA',
    question: { message: 'Can police question my 16 year old without a lawyer in Sacramento?' },
    // Cal. Welf. & Inst. Code § 625.6 (SB 203, 2020).
    mustContain: ['625.6', /17 or younger/],
    firstPartMustContain: [/lawyer/],
  },
  {
    id: 'california-arraignment',
    state: 'CA',
    question: { message: 'How long can they hold me in jail in Oakland before I see a judge?' },
    // Cal. Penal Code § 825(a); County of Riverside v. McLaughlin, 500 U.S. 44 (1991).
    mustContain: ['825', /48 hours/],
  },
  // Schools and supervision.
  {
    id: 'school-search-backpack',
    question: { message: 'Can the school principal search my backpack without a warrant?' },
    // New Jersey v. T.L.O., 469 U.S. 325 (1985).
    mustContain: ['New Jersey v. T.L.O.', /reasonable grounds/],
  },
  {
    id: 'probation-search',
    question: { message: "I'm on probation. Can my house be searched without a warrant?" },
    // United States v. Knights, 534 U.S. 112 (2001); Samson v. California, 547 U.S. 843 (2006).
    mustContain: ['United States v. Knights', /conditions/],
  },
  // Several parts, negations and what the library does not cover.
  {
    id: 'two-parts-name-and-bag',
    state: 'AZ',
    question: { message: 'In Tucson, do I have to give my name? And can they search my bag?' },
    // Ariz. Rev. Stat. § 13-2412; Schneckloth v. Bustamonte, 412 U.S. 218 (1973).
    mustContain: ['13-2412', /consent/],
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'field-sobriety-not-covered',
    state: 'OH',
    question: { message: 'Can I refuse the field sobriety tests in Columbus, Ohio?' },
    // No source read for Ohio's field sobriety tests: the answer must say it does not cover them.
    mustContain: [/not covered by our legal library/, /lawyer referral/],
  },
  {
    id: 'expungement-not-covered',
    state: 'GA',
    question: { message: 'How do I get an arrest taken off my record in Atlanta?' },
    mustContain: [/not covered by our legal library/, /legal aid/],
  },
];
