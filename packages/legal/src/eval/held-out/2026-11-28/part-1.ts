import type { EvalCase } from '../../eval-case';

/** English, part 1: AK, AL, AZ, AR, CA, CO, CT, DE, DC. */
export const PART_1: EvalCase[] = [
  // source: AS 11.61.220(a)(1)(A) as quoted at https://gun-safety.com/alaska/alaska-firearm-law/ and
  // Alaska DPS, https://dps.alaska.gov/Statewide/R-I/PermitsLicensing/InAlaska ("Upon contact with a
  // peace officer, the person immediately informs the officer about the weapon").
  {
    id: 'hoc-en-ak-carry-inform',
    state: 'AK',
    question: {
      message:
        "Anchorage here. I carry concealed, no permit (AK doesn't need one right?). If a trooper pulls me over on the Glenn Hwy do I have to tell him about the pistol or only if he asks??",
    },
    mustContain: [
      /(?:immediately|right away|as soon as|promptly|at once|first thing)[^.]{0,100}(?:inform|tell|disclose|notify|let (?:him|the officer|the trooper) know)|(?:inform|tell|disclose|notify)[^.]{0,100}(?:immediately|right away|at once|as soon as|upon (?:being )?contact)|11\.61\.220/i,
    ],
    mustNotContain: [
      /(?:in alaska|alaska law)[^.]{0,60}only (?:if|when) (?:he|the officer|the trooper|they|an officer) asks?/i,
      /(?<!states,? |state,? )you (?:only|just) (?:have|need) to (?:tell|inform|disclose)[^.]{0,30}(?:if|when) (?:he|the officer|the trooper|they) asks?/i,
      /no (?:legal )?(?:duty|obligation|requirement) to (?:inform|tell|disclose)/i,
    ],
  },
  // source: Stoner v. California, 376 U.S. 483 (1964), https://www.lexplug.com/casebrief/stoner_v_california_1964__659f155533b8c67edf1865a1
  // and https://www.studicata.com/case-briefs/case/stoner-v-california (a hotel clerk cannot consent to
  // the search of a guest's room).
  {
    id: 'hoc-en-al-hotel-clerk',
    state: 'AL',
    question: {
      message:
        'we are staying at a motel in Huntsville and the front desk lady let 2 cops into our room while we were out at waffle house. they went thru our bags. is that even legal? the room is in my name',
    },
    mustContain: [
      /(?:clerk|front desk|hotel|motel|manager|staff|employee)[^.]{0,100}(?:cannot|can't|could not|couldn't|can not|has no (?:authority|power|right)|had no (?:authority|power|right)|doesn't have (?:the )?(?:authority|right)|didn't have (?:the )?(?:authority|right)|not (?:able|allowed|authorized) to)[^.]{0,30}(?:consent|waive|give (?:them )?permission|authori[sz]e)|(?:cannot|can't|could not|couldn't) consent[^.]{0,60}(?:clerk|front desk|hotel|motel|manager)|only (?:you|the guest|a guest|the registered guest)[^.]{0,40}(?:can|could|may) (?:consent|waive|give (?:permission|consent))|Stoner/i,
      /warrant/i,
    ],
    mustNotContain: [
      /\b(?:is|was) (?:perfectly |completely )?legal because the (?:clerk|front desk|manager|hotel|motel)/i,
      /(?:hotel|motel) (?:rooms? )?(?:have|has|get|gets) no (?:fourth amendment |privacy )?protection/i,
    ],
  },
  // source: United States v. Martinez-Fuerte and United States v. Ortiz as summarized at
  // https://reddit.tnl.social/r/AmIFreeToGo/wiki/index/checkpoints and
  // https://alexi.com/matters/issues/is-a-vehicle-stop-at-a-permanent-immigration-checkpoint-an-seizure-fo
  // (brief questioning and referral to secondary without suspicion; no search without consent or
  // probable cause).
  {
    id: 'hoc-en-az-i19-checkpoint',
    state: 'AZ',
    question: {
      message:
        "driving up I-19 from Nogales to Tucson, there's the border patrol checkpoint. I'm a US citizen. do I have to answer the citizenship question? and can they search my trunk if I say no?",
    },
    mustContain: [
      /(?:probable cause|consent)[^.]{0,140}(?:search|trunk)|(?:search|trunk)[^.]{0,140}(?:probable cause|consent)/i,
      /secondary|brief(?:ly)? (?:stop|question|detain)|(?:can|may) (?:stop|question|ask)|allowed to (?:stop|ask|question)|Martinez-Fuerte/i,
    ],
    mustNotContain: [
      /(?:at (?:the|a|this|an) (?:interior |inland )?checkpoint|on I-19)[^.]{0,60}(?<!not |n't |no )(?:can|may) search (?:your|the) (?:car|trunk|vehicle) (?:without|with no) (?:any )?(?:reason|suspicion|cause|consent)/i,
      /checkpoints? (?:are|is) (?:illegal|unconstitutional)/i,
    ],
  },
  // source: Rodriguez v. United States, 575 U.S. 348 (2015), https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/
  // and https://publicdefenders.us/blogs/police-cannot-extend-traffic-stop-for-drug-dog-to-sniff-car
  {
    id: 'hoc-en-ar-k9-wait',
    state: 'AR',
    question: {
      message:
        'Fayetteville AR cop wrote me a warning for speeding, handed my license back, then said wait here for the K9 unit. I said no to a search. Can he make me sit there 20 min for the dog??',
    },
    mustContain: [
      /Rodriguez|(?:cannot|can't|not allowed to|may not|can not) (?:prolong|extend|hold you|keep you|make you wait)|(?:prolong|extend)(?:ing|ed)? (?:the |a )?(?:traffic )?stop[^.]{0,100}(?:reasonable suspicion|unconstitutional|unlawful|illegal|violat)/i,
      /reasonable suspicion/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no )(?:can|may) (?:make you wait|hold you|keep you|detain you)[^.]{0,40}(?:as long as|until) (?:the|a) (?:dog|k-?9)/i,
    ],
  },
  // source: Riley v. California, 573 U.S. 373 (2014), https://en.m.wikisource.org/wiki/Page:Riley_v._California_Opinion.djvu/28
  // ("get a warrant") and https://www.criminaldef.com/library/riley-v-california-search-warrant-required-to-search-cell.cfm
  {
    id: 'hoc-en-ca-phone-unlock',
    state: 'CA',
    question: {
      message:
        "Oakland (the Bay) - got pulled over, cop saw a text pop up and told me 'unlock your phone and hand it over or we take it'. I was NOT arrested. Do I have to unlock it??",
    },
    mustContain: [
      /warrant/i,
      /(?:don't|do not|not) (?:have to|required to|need to|obligated to) (?:unlock|give|hand|provide|share)|(?:refuse|decline) to unlock|(?:don't|do not|not) consent|no (?:obligation|duty) to unlock|(?:can|may) (?:say no|refuse|decline)/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no )(?:have to|must|required to) unlock (?:your|the) phone(?![^.]{0,40}(?:if|unless|warrant|court|judge))/i,
    ],
  },
  // source: C.R.S. 19-2.5-203(1), https://colorado.public.law/statutes/crs_19-2.5-203 (statements from
  // custodial interrogation of a juvenile are not admissible unless a parent, guardian or custodian
  // was present and advised, or counsel was present; exceptions in (2)).
  {
    id: 'hoc-en-co-juvenile-parent',
    state: 'CO',
    question: {
      message:
        "Colo Springs - my 15 yo son got pulled out of class and arrested, detectives questioned him at the station for 2 hours and nobody called me. Is what he said even usable?? I'm his mom",
    },
    mustContain: [
      /(?:parent|guardian|custodian|mother|mom)[^.]{0,120}(?:present|there|in the room|presence)|(?:present|presence)[^.]{0,80}(?:parent|guardian|custodian)|19-2\.5-203/i,
      /(?:not |in)admissible|can(?:not|'t) be used|suppress|thrown out|excluded|kept out/i,
    ],
    mustNotContain: [
      /(?:statements?|what he said)[^.]{0,40}(?:is|are) (?:fully |still )?admissible even (?:though|if|without) (?:no |a |his )?(?:parent|mother|mom)/i,
    ],
  },
  // source: Connecticut 2021 cannabis law (C.G.S. 54-33p) as reported at
  // https://www.courant.com/politics/hc-pol-cops-enforcing-new-pot-law-20210629-z6w5xojgjjevjniquflgouwy5u-story.html
  // and https://nbcconnecticut.com/news/local/recreational-marijuana-now-legal-in-connecticut/2519293
  // ("odor of cannabis or burnt cannabis shall not constitute probable cause or reasonable suspicion").
  // 2025 bills (HB 7258) would only add stops when use is seen AND smelled; nobody was smoking here.
  {
    id: 'hoc-en-ct-odor-dispensary',
    state: 'CT',
    question: {
      message:
        "New Haven CT. I work at a dispensary so my hoodie reeks of weed, nobody was smoking. cop pulled me over for a rolling stop and said 'I smell marijuana, I'm searching the car.' is that allowed??",
    },
    mustContain: [
      /(?:odor|smell)[^.]{0,140}(?:not|cannot|can't|isn't|is not|no longer)[^.]{0,60}(?:probable cause|reasonable suspicion|basis|justify|enough|reason|grounds)|(?:not|cannot|can't|isn't|no longer)[^.]{0,40}(?:probable cause|reasonable suspicion|basis|justify|enough|grounds)[^.]{0,100}(?:odor|smell)|54-33p/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no longer )(?:odor|smell) (?:of (?:cannabis|marijuana|weed) )?(?:alone )?(?:is|gives|provides|creates|establishes) (?:enough |sufficient )?probable cause/i,
    ],
  },
  // source: 11 Del. C. § 1902, https://delcode.delaware.gov/title11/c019/sc01/index.shtml (demand of name,
  // address, business abroad and destination on reasonable suspicion; detention up to 2 hours).
  {
    id: 'hoc-en-de-two-hours',
    state: 'DE',
    question: {
      message:
        "Wilmington DE - cops stopped me walking at night, said I matched a description, want my name address and where I'm going. I said I'd rather not. They said they can hold me 2 hours?? is that real?",
    },
    mustContain: [/(?:two|2)[- ]hours?/i, /name[^.]{0,80}address|address[^.]{0,80}name|1902/i],
    mustNotContain: [
      /(?<!not |n't |no )(?:can|may) hold you (?:as long as (?:they|he) (?:want|like)|indefinitely|for as long as)/i,
      /(?:delaware|DE) (?:has|have) no (?:stop[- ]and[- ]identify|identification|detention) (?:law|statute)/i,
    ],
  },
  // source: DC Office of Police Complaints, https://policecomplaints.dc.gov/page/file-complaint-opc and
  // http://policecomplaints.dc.gov/service/file-a-complaint (complaint within 45 days; an older FAQ says
  // 90 days, so either is accepted).
  {
    id: 'hoc-en-dc-opc-complaint',
    state: 'DC',
    question: {
      message:
        'DC - an MPD officer cursed at me and shoved me during a stop in Columbia Heights last week. how do I file a complaint and is there a deadline?',
    },
    mustContain: [/Office of Police Complaints|\bOPC\b/i, /45 days|forty-five|90 days|ninety/i],
    mustNotContain: [/(?<!not |n't )(?:there is|there's) no (?:deadline|time limit)/i],
  },
];
