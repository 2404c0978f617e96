import type { EvalCase } from '../../eval-case';
import { SILENT_EN } from './shared';

/** English, part 2: FL, GA, HI, IL, IN, IA, KS, KY, LA. */
export const PART_2: EvalCase[] = [
  // source: Maryland v. Wilson, 519 U.S. 408 (1997), https://en.wikipedia.org/wiki/Maryland_v._Wilson and
  // http://www.lawpipe.com/US/Maryland_v_Wilson.html (officer may order passengers out pending
  // completion of the stop).
  {
    id: 'hoc-en-fl-passenger-exit',
    state: 'FL',
    question: {
      message:
        "Tampa - I was the PASSENGER, my bf got pulled over for tint. cop told me to get out of the car too. I didn't do anything, do I have to get out?",
    },
    mustContain: [
      /(?:order|tell|require|direct)[^.]{0,60}(?:passengers?|you)[^.]{0,40}(?:out|exit|step out|get out)|Maryland v\.? Wilson|passengers? (?:can|may) (?:be|also be) (?:ordered|told) (?:to get )?out/i,
    ],
    mustNotContain: [
      /(?<!not |n't )passengers? (?:can|may) (?:stay|remain) in (?:the )?(?:car|vehicle)(?! (?:unless|until))/i,
    ],
  },
  // source: Elliott v. State, 305 Ga. 179 (2019), https://law.justia.com/cases/georgia/supreme-court/2019/s18a1204.html
  // and https://lawofficeofmichaelwest.com/2019/03/08/court-rules-a-georgia-drivers-refusal-to-take-a-breath-test-cannot-be-used-at-trial/
  // (refusal of a breath test cannot be admitted at trial; suspension of at least one year remains).
  {
    id: 'hoc-en-ga-breath-refusal',
    state: 'GA',
    question: {
      message:
        'Savannah GA DUI arrest. I refused the breathalyzer at the station after they read the implied consent thing. Can the prosecutor tell the jury I refused? and what happens to my license',
    },
    mustContain: [
      /(?:refusal|refused|refusing)[^.]{0,140}(?:cannot|can't|can not|may not|not) be (?:used|admitted|introduced|mentioned|offered)|(?:inadmissible|not admissible)|Elliott/i,
      /suspend|suspension|lose (?:your )?(?:license|driving privileges)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:prosecutor|state|prosecution) (?:can|may) (?:tell|use|show|mention)[^.]{0,20}(?:the )?jury[^.]{0,20}(?:your|the) (?:breath )?(?:test )?refusal/i,
    ],
  },
  // source: Florida v. Jardines, 569 U.S. 1 (2013), https://en.wikipedia.org/wiki/Florida_v._Jardines (a
  // drug-dog sniff on the front porch is a search needing probable cause and a warrant absent consent).
  {
    id: 'hoc-en-hi-dog-lanai',
    state: 'HI',
    question: {
      message:
        'Honolulu - cops brought a drug dog right up onto my lanai / front door at 6am with no warrant and the dog sat down. can they do that? I rent the house',
    },
    mustContain: [
      /(?:is|was|counts as|constitutes|considered) a (?:fourth amendment )?search|Jardines/i,
      /warrant/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:dog sniffs?|sniff) (?:at|on|of) (?:your|the|a) (?:front door|porch|lanai|home|house)[^.]{0,30}(?:is|are) not a search/i,
    ],
  },
  // source: City of Chicago, https://www.chicago.gov/city/en/depts/copa.html and COPA FAQ,
  // http://www.chicagocopa.org/faqs/ (COPA replaced IPRA in 2017; complaints online, by phone, in person
  // or at a district station).
  {
    id: 'hoc-en-il-copa',
    state: 'IL',
    question: {
      message:
        'Chi-town cop threw my phone and called me slurs during a stop in Pilsen. where do I complain? not trying to go to the same district they work at lol',
    },
    mustContain: [/COPA|Civilian Office of Police Accountability/i],
    mustNotContain: [
      /(?<!replaced |replacing |former |formerly |old |the defunct )\bIPRA\b(?![^.]{0,60}(?:replaced|former|no longer|until 2017|predecessor))/i,
    ],
  },
  // source: IC 34-28-5-3.5 as described at https://jerrylgarnerlaw.com/blog/2025/11/24/is-indiana-a-stop-and-identify-state-know-your-rights
  // and https://legalclarity.org/is-indiana-a-stop-and-id-state (stopped for an infraction: refusing
  // name, address and date of birth, or license, is a Class C misdemeanor).
  {
    id: 'hoc-en-in-infraction-id',
    state: 'IN',
    question: {
      message:
        "Indianapolis - pulled over for expired plates, I'm the driver. cop wants my name, DOB, all that. Can I stay silent on everything? heard Indiana is different",
    },
    mustContain: [
      /name[^.]{0,100}(?:address|date of birth|birth ?date|DOB|license)|34-28-5-3\.5/i,
      /misdemeanor|a crime|an offense|be charged|arrest/i,
    ],
    mustNotContain: [
      /(?<!outside indiana,? |other states,? |passengers? |passengers? generally )(?:you )?(?:don't|do not) have to (?:give|provide|tell (?:him|them|the officer))[^.]{0,15}(?:your )?name(?! (?:outside|in other|unless|except))/i,
    ],
  },
  // source: https://butzel.com/alert-protecting-your-workplace-employer-rights-obligations-during-an-immigration-raid
  // and https://legalaidatwork.org/5-things-workers-should-know-about-immigration-raids-yourrightsatwork/
  // (private areas need a judicial warrant or consent; workers may remain silent and ask for a lawyer).
  {
    id: 'hoc-en-ia-plant-raid',
    state: 'IA',
    question: {
      message:
        'Marshalltown IA - ICE came to the plant where my husband works (meatpacking). they were in the break room asking everyone for papers. does he have to answer? can they go anywhere in the plant?',
    },
    mustContain: [
      SILENT_EN,
      /(?:private|non-?public|employees?[- ]only|restricted)[^.]{0,140}(?:judicial warrant|signed by a (?:judge|magistrate)|consent)|(?:judicial warrant|signed by a (?:judge|magistrate))[^.]{0,140}(?:private|non-?public|employees?[- ]only)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:an? )?(?:administrative|ICE) warrant[^.]{0,40}(?:lets|allows|authorizes) (?:them|agents|ICE) (?:to )?(?:enter|go|search) (?:anywhere|any part|the whole)/i,
    ],
  },
  // source: Kansas v. Glover, 589 U.S. (2020), https://www.lexipol.com/resources/blog/revoked-driver-license-showing-on-vehicle-registration-leads-to-valid-stop/
  // and https://scotus.governmentreporter.ai/clusters/4742386 (stop valid when the officer has no
  // information negating that the owner is driving; facts showing someone else drives can undo it).
  {
    id: 'hoc-en-ks-glover-owner',
    state: 'KS',
    question: {
      message:
        "Wichita - got stopped and the cop literally said he ran my plate and the owner (my dad) has a revoked license. I'm NOT my dad, I'm 19 with a valid license. was the stop legal?",
    },
    mustContain: [
      /Glover|registered owner|owner'?s (?:driver'?s )?license/i,
      /reasonable suspicion/i,
      /(?:not|isn't|aren't) (?:the )?(?:owner|your dad|your father)|someone else (?:was|is) driving|(?:younger|age|19)|dispel|(?:should|must|has to) (?:end|let you go|release)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:the stop|it) (?:was|is) (?:clearly )?(?:illegal|unconstitutional) because (?:he|the officer|the cop) (?:had no|didn't see a|saw no) (?:traffic )?violation/i,
    ],
  },
  // source: Louisville Metro "Breonna's Law" and Kentucky SB 4 (2021), https://kftc.org/bills/breonnas-law,
  // https://spectrumnews1.com/ky/breonna-taylor-blog/news/2021/02/26/kentucky-senate-passes-limits-on-no-knock-warrants
  // and https://www.courier-journal.com/story/news/politics/ky-general-assembly/2021/02/25/kentucky-senate-bill-4-bans-most-no-knock-warrants-advances/6814109002/
  // (statewide law limits, does not ban, no-knock warrants: violent offenses, 6 a.m.-10 p.m.).
  {
    id: 'hoc-en-ky-no-knock',
    state: 'KY',
    question: {
      message:
        "Louisville - heard cops can't do no-knock raids anymore after Breonna Taylor. is that true statewide in Kentucky or just Louisville? my cousin got raided at 5am",
    },
    mustContain: [
      /Louisville[^.]{0,140}(?:ban|banned|bans|prohibit)|(?:ban|banned|bans|prohibit)[^.]{0,140}Louisville|Breonna'?s Law/i,
      /(?:statewide|state law|Senate Bill 4|SB ?4|Kentucky law)[^.]{0,200}(?:limit|restrict|violent|6 ?a\.?m|10 ?p\.?m|not (?:a )?(?:total |full |complete )?ban)|(?:limit|restrict)[^.]{0,100}(?:statewide|state law|SB ?4|Senate Bill 4)/i,
    ],
    mustNotContain: [
      /(?<!not |n't )no-knock (?:warrants|raids|entries) (?:are|were) (?:now )?(?:completely |totally |fully )?banned (?:statewide|in (?:all of )?Kentucky|across Kentucky|everywhere in Kentucky)/i,
    ],
  },
  // source: La. C.Cr.P. art. 215.1, http://legis.la.gov/Legis/Law.aspx?d=112364 (officer who reasonably
  // suspects an offense may demand name, address and an explanation of actions).
  {
    id: 'hoc-en-la-215-1',
    state: 'LA',
    question: {
      message:
        "Baton Rouge - cop stopped me outside a gas station at night asking my name and what I was doing there. Do I HAVE to tell him? I wasn't doing anything",
    },
    mustContain: [
      /name[^.]{0,80}(?:address|explanation|explain)|215\.1/i,
      /reasonabl[ey][^.]{0,20}susp(?:ect|icion|icious)/i,
    ],
    mustNotContain: [/(?:louisiana|LA) (?:has|have) no stop[- ]and[- ]identify/i],
  },
];
