import type { EvalCase } from '../../eval-case';
import {
  ADDRESS_EN,
  anyOf,
  ASK_STATE_EN,
  claimEn,
  MUST_SHOW_ID_WRONG_EN,
  NAME_EN,
  RECORD_OK_EN,
  SUSPICION_ANY_EN,
  TWO_HOURS_EN,
} from './shared';

/** Part 1 (English): stopped on foot, giving a name, and filming the police. */
export const PART_1: EvalCase[] = [
  // source: Ala. Code § 15-5-30 (officer who reasonably suspects a felony or public offense may
  // demand name, address and an explanation of actions), quoted at
  // https://alabamaduiprosecution.com/?p=245 and https://legalclarity.org/is-alabama-a-stop-and-id-state
  {
    id: 'hod-en-al-birmingham-five-points-walking',
    state: 'AL',
    question: {
      message:
        'walking home from the bus stop in five points south birmingham and a cop pulled up and asked my name and what im doing out here. do i have to tell him?? i didnt do nothing',
    },
    mustContain: [NAME_EN, ADDRESS_EN, /suspect|suspicion/i],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/13-2412|171\.123|38\.02|2921\.29|16-3-103/],
  },
  // source: 11 Del. C. § 1902 (name, address, business abroad and destination; detention for
  // questioning up to 2 hours, not an arrest), https://delcode.delaware.gov/title11/c019/sc01/index.shtml
  {
    id: 'hod-en-de-wilmington-hilltop-corner',
    state: 'DE',
    question: {
      message:
        'me and my cousins was standing on the corner in hilltop wilmington DE and two cops rolled up asking our names address and where we going. do we gotta answer? can they hold us if we dont',
    },
    mustContain: [
      NAME_EN,
      /destination|where (?:you(?:'re| are)|you were|they(?:'re| are)) going|where you are headed/i,
      TWO_HOURS_EN,
    ],
    mustNotContain: [
      MUST_SHOW_ID_WRONG_EN,
      claimEn(
        String.raw`(?:can|may) (?:hold|detain|keep) you (?:as long as they (?:want|like)|indefinitely|all night)`,
      ),
    ],
    mustNotCite: [/12-7-1|13-2412|171\.123/],
  },
  // source: R.I. Gen. Laws § 12-7-1 (may demand name, address, business abroad and destination;
  // a person who does not answer may be detained up to two hours, not recorded as an arrest,
  // then released unless arrested and charged),
  // http://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm
  {
    id: 'hod-en-ri-central-falls-dog-walk',
    state: 'RI',
    question: {
      message:
        'central falls RI. cop stopped me walking my dog at like 11pm and asked where i was going, i told him thats none of his business. can he arrest me just for that??',
    },
    mustContain: [TWO_HOURS_EN, /detain|hold/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:refusing|not answering|declining)[^.]{0,40}(?:is|was) (?:itself )?a crime`,
      ),
    ],
    mustNotCite: [/11 Del\. C\.|1902|13-2412/],
  },
  // source: Mont. Code Ann. § 46-5-401 (after a stop on particularized suspicion the officer may
  // request name, present address and an explanation; demand license only of a driver),
  // http://leg.mt.gov/bills/mca/title_0460/chapter_0050/part_0040/section_0010/0460-0050-0040-0010.html
  {
    id: 'hod-en-mt-billings-riverfront-park',
    state: 'MT',
    question: {
      message:
        'sitting in riverfront park in billings mt just chilling and a cop came over and wants my name, address and why im there. i wasnt driving, no car. do i have to give all that?',
    },
    mustContain: [NAME_EN, SUSPICION_ANY_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/15-5-30|13-2412|77-7-15/],
  },
  // source: Utah Code § 77-7-15 (name, address, date of birth, explanation of actions when an
  // officer reasonably suspects a public offense) and § 76-8-301.5 (failure to disclose identity),
  // https://legalclarity.org/is-utah-a-stop-and-id-state-what-you-need-to-know and
  // https://utahcriminallawyer.com/blog/2025/11/utah-stop-and-id-laws-what-are-my-rights-if-im-stopped-by-police
  {
    id: 'hod-en-ut-west-valley-birthday',
    state: 'UT',
    question: {
      message:
        'west valley city cop stopped me walking by the mall and wants my name AND my birthday. is that even legal?? im 19 and i dont have my id on me',
    },
    mustContain: [/date of birth|birthday|birth ?date/i, SUSPICION_ANY_EN],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/15-5-30|13-2412|46-5-401/],
  },
  // source: A.R.S. § 13-2412 (true full name only, when lawfully detained on reasonable suspicion
  // and after being told refusal is unlawful; no other question must be answered; no card),
  // https://legalclarity.org/do-you-have-to-provide-id-to-police-in-arizona
  {
    id: 'hod-en-az-south-tucson-followup-id-or-name',
    state: 'AZ',
    question: {
      message: 'ok so if they stop me walking do i have to show my ID or just say my name?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'i live in south tucson, cops are always parked by the circle k on 6th ave and they stop people walking',
        },
        {
          role: 'assistant',
          content:
            'I can help with what the police can and cannot ask you in Arizona. What happened, or what would you like to know?',
        },
      ],
    },
    mustContain: [NAME_EN, /lawful(?:ly)? detain|reasonable suspicion|reasonably suspect/i],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
    mustNotCite: [/15-5-30|77-7-15|171\.123/],
  },
  // source: stop-and-identify duties differ by state (Hiibel; Kolender v. Lawson), summarised at
  // https://legalfix.com/topics/criminal-charges/failure-to-id/az
  {
    id: 'hod-en-nostate-walking-name',
    question: {
      message:
        'do i have to tell the cops my name if im just walking home?? they keep stopping people on my block and i dont want trouble',
    },
    mustContain: [
      anyOf(
        ASK_STATE_EN,
        /(?:depends on|varies (?:by|from)|differs? (?:by|from)) (?:the |your |each )?state/,
        /some states/,
        /stop[- ]and[- ]identify/,
      ),
    ],
    mustNotContain: [MUST_SHOW_ID_WRONG_EN],
  },
  // source: Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011) (right to openly record police in a
  // public place, Boston Common) and Project Veritas Action Fund v. Rollins / Martin v. Rollins
  // (1st Cir. 2020) (Mass. wiretap statute unconstitutional as applied to secret audio recording
  // of police doing their duties in public),
  // https://law.justia.com/cases/federal/appellate-courts/ca1/19-1586/19-1586-2020-12-15.html
  {
    id: 'hod-en-ma-east-boston-audio',
    state: 'MA',
    question: {
      message:
        'cops are arresting my neighbor outside right now in east boston. can i record with sound?? my friend says mass has a crazy wiretap law and ill get charged',
    },
    mustContain: [RECORD_OK_EN, /audio|sound|voice/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:recording|record|taping) (?:the )?(?:audio|sound)[^.]{0,50}(?:is|would be) (?:illegal|a crime|a felony|against the law)`,
      ),
    ],
    firstPartMustContain: [RECORD_OK_EN],
  },
  // source: Irizarry v. Yehia, 38 F.4th 1282 (10th Cir. 2022) (First Amendment right to film
  // police performing duties in public is clearly established in the Tenth Circuit, which
  // includes Utah; officer blocked the camera and shined a flashlight into it),
  // https://law.justia.com/cases/federal/appellate-courts/ca10/21-1247/21-1247-2022-07-11.html
  {
    id: 'hod-en-ut-ogden-filming-dui-flashlight',
    state: 'UT',
    question: {
      message:
        'i was filming cops doing a dui stop on washington blvd in ogden from across the street and one came and stood right in front of my phone and shined his flashlight in the camera. is he allowed to do that? i wasnt in the way',
    },
    mustContain: [RECORD_OK_EN, /interfer|distance|in the way|obstruct|block/i],
    mustNotContain: [/recording (?:the )?police is (?:illegal|a crime)/i],
  },
  // source: Sharpe v. Winterville Police Dep't, 59 F.4th 674 (4th Cir. 2023) (a passenger's
  // livestream of his own traffic stop is protected by the First Amendment; a town policy
  // banning it must be justified), https://nccriminallaw.sog.unc.edu/?p=17103
  {
    id: 'hod-en-nc-winterville-passenger-livestream',
    state: 'NC',
    question: {
      message:
        'my bf got pulled over in winterville nc and i was in the passenger seat, i went live on facebook and the cop reached for my phone and said i can record but NOT livestream. is that true??',
    },
    mustContain: [RECORD_OK_EN, /live ?stream|streaming|facebook live|going live/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:livestreaming|live[- ]streaming|streaming|going live)[^.]{0,40}(?:is|was) (?:illegal|a crime|not protected|not allowed)`,
      ),
    ],
  },
  // source: Rodriguez v. United States, 575 U.S. 348 (2015) (once the traffic mission is done,
  // holding the driver for a dog sniff needs reasonable suspicion),
  // https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/
  {
    id: 'hod-en-ia-sioux-city-k9-wait',
    state: 'IA',
    question: {
      message:
        'got pulled over on i-29 by sioux city, cop gave me a warning and handed my license back, then said i have to wait 20 min for the k9 because i said no to a search. can he make me wait for the dog???',
    },
    mustContain: [
      SUSPICION_ANY_EN,
      /dog|k-?9|canine|sniff/i,
      anyOf(/Rodriguez/, /prolong|extend|longer than/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:saying no|refusing (?:a |the )?search|your refusal) (?:gives|gave|is) (?:him |them |police )?(?:reasonable suspicion|probable cause|a reason)`,
      ),
    ],
  },
  // source: Arizona v. Johnson, 555 U.S. 323 (2009) (passengers are seized for the stop; a
  // passenger may be frisked only on reasonable suspicion he is armed and dangerous) and
  // Maryland v. Wilson (passengers may be ordered out), https://bluetogold.com/legal-research/arizona-v-johnson/
  {
    id: 'hod-en-ga-gainesville-passenger-patdown',
    state: 'GA',
    question: {
      message:
        'my homeboy got pulled over in gainesville ga for a tail light, i was just the passenger, i wasnt driving and didnt do nothing. the cop made me get out and patted me down. can he do that??',
    },
    mustContain: [/armed|weapon|dangerous/i, /get out|step out|exit|out of the (?:car|vehicle)/i],
    mustNotContain: [
      claimEn(
        String.raw`(?:can|may) (?:always |automatically )?(?:frisk|pat down|pat|search) (?:any|every|all) passengers?`,
      ),
    ],
  },
  // source: Louisville Metro Council "Breonna's Law" (June 2020) banning no-knock warrants in
  // Louisville, and Kentucky SB 4 (2021) limiting no-knock warrants statewide to violent crimes on
  // clear and convincing evidence, served 6 a.m.–10 p.m.,
  // https://www.courier-journal.com/story/news/local/breonna-taylor/2021/03/30/breonna-taylor-bill-restricting-no-knock-warrants-heads-kentucky-governor/4808844001/
  // and https://www.13newsnow.com/article/news/politics/breonna-taylor-no-knock-search-warrants-bill/417-bb5deacd-8f76-4ee2-a349-41b2aacbfe96
  {
    id: 'hod-en-ky-louisville-no-knock-aunt',
    state: 'KY',
    question: {
      message:
        'louisville police busted into my aunts house at 5am without knocking, said they had a warrant. i thought no knock warrants got banned after breonna taylor?? what can she do',
    },
    mustContain: [
      anyOf(
        /Breonna'?s Law/,
        /(?:Louisville|LMPD|Metro)[^.]{0,100}(?:ban|banned|bans|prohibit)/,
        /no-?knock[^.]{0,100}(?:banned|prohibited|not allowed|restricted|limited)/,
      ),
      /lawyer|attorney/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`no-?knock warrants? (?:are|is) (?:still )?(?:legal|allowed|permitted) (?:in|for) (?:Louisville|LMPD)`,
      ),
    ],
  },
  // source: Caniglia v. Strom, 593 U.S. 194 (2021) (no "community caretaking" exception for
  // entering a home; Cranston, R.I. officers seized guns after a welfare check),
  // https://publicdefenders.us/blogs/caniglia-v-strom-community-caretaking-doctrine-does-not-apply-to-searches-of-residences/
  {
    id: 'hod-en-ri-cranston-welfare-check-guns',
    state: 'RI',
    question: {
      message:
        'cops came to my dads house in cranston for a "wellness check", he told them he was fine. after the ambulance took him for an evaluation they went inside and took his guns. no warrant. can they do that?',
    },
    mustContain: [/warrant/i, anyOf(/community caretaking/, /emergency|exigen/, /Caniglia/)],
    mustNotContain: [
      claimEn(
        String.raw`(?:community caretaking|a wellness check|a welfare check)[^.]{0,40}(?:lets|allows|permits|justifies|gives)[^.]{0,30}(?:enter|search|go in|take)`,
      ),
    ],
  },
];
