import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_EN,
  ANUMBER_EN,
  anyOf,
  claimEn,
  CONSULATE_EN,
  FREE_IMM_LAWYER_WRONG_EN,
  JUDICIAL_EN,
  LAWYER_EN,
  LOCATOR_EN,
  SILENT_EN,
  SUSPICION_ANY_EN,
  TWO_YEARS_EN,
} from './shared';

/** Part 3 (English): immigration enforcement, arrest and jail. */
export const PART_3: EvalCase[] = [
  // source: ICE needs a judicial warrant (not an I-200/I-205) to enter non-public areas of a
  // workplace without consent; the right to remain silent applies regardless of status. Cal.
  // Gov. Code §§ 7285.1–7285.2 (AB 450) summarised at
  // https://production.jdsupra.com/legalnews/ice-at-the-door-employer-obligation-9195277 ; the
  // Ninth Circuit left the employer-consent penalties enjoined (U.S. v. California, 2019),
  // https://www.kmhimmigration.com/state-of-california-remains-blocked-from-enforcing-certain-provisions-of-ab-450/
  {
    id: 'hod-en-ca-watsonville-packing-plant-ice',
    state: 'CA',
    question: {
      message:
        'ICE is at the strawberry packing plant where i work in watsonville, theyre in the parking lot asking ppl for papers. do we have to answer them? can they come in the back where we work?',
    },
    mustContain: [SILENT_EN, anyOf(JUDICIAL_EN, /judge/)],
    mustNotContain: [
      ADMIN_ENTRY_WRONG_EN,
      claimEn(
        String.raw`(?:you|workers|everyone) (?:must|have to|are required to) (?:show|answer|tell)[^.]{0,30}(?:papers|status|immigration|where you(?:'re| are) from)`,
      ),
    ],
  },
  // source: Cal. Lab. Code § 90.2 (AB 450): an employer must post notice to employees within 72
  // hours of receiving a Notice of Inspection of I-9 forms (this part was not enjoined),
  // https://ogletree.com/insights-resources/blog-posts/new-california-law-restricts-employers-from-giving-access-to-immigration-agents
  {
    id: 'hod-en-ca-modesto-i9-letter-boss',
    state: 'CA',
    question: {
      message:
        'my boss in modesto got a letter from ICE saying theyre going to check everyones I-9s. does he have to tell us workers about it? a lot of us are scared',
    },
    mustContain: [/72 hours|three (?:business )?days|3 (?:business )?days/i, /notice|notify|post/i],
    mustNotContain: [
      /(?:boss|employer) (?:doesn't|does not|is not required to|isn't required to) (?:have to )?(?:tell|notify|inform)/i,
    ],
  },
  // source: Connecticut TRUST Act (C.G.S. § 54-192h as amended 2019/2025): police may not hold a
  // person on an ICE detainer alone unless there is a judicial warrant, a class A or B felony
  // conviction, or a terrorist-watch-list match, https://ctmirror.org/?p=1114154
  {
    id: 'hod-en-ct-hartford-brother-fight-detainer',
    state: 'CT',
    question: {
      message:
        'my brother got arrested in hartford for a fight at a bar, hes undocumented. are the police gonna hold him for ICE? what do we do',
    },
    mustContain: [
      anyOf(/Trust Act/, /detainer/),
      anyOf(JUDICIAL_EN, /signed by a judge|judge/),
      LAWYER_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:police|they|the jail|the department) (?:will|must|have to|are required to) hold (?:him|your brother)[^.]{0,40}(?:for ICE|for immigration|48 hours)`,
      ),
    ],
  },
  // source: United States v. Brignoni-Ponce, 422 U.S. 873 (1975) (a roving Border Patrol stop
  // needs specific articulable facts; apparent Mexican ancestry alone is not enough),
  // https://m.openjurist.org/422/us/873
  {
    id: 'hod-en-tx-mcallen-roving-patrol-looked-mexican',
    state: 'TX',
    question: {
      message:
        'border patrol pulled me over outside mcallen, not at a checkpoint, just on the road, and the agent literally said it was because we "looked mexican". im a US citizen born in edinburg. is that legal??',
    },
    mustContain: [
      anyOf(
        /Brignoni/,
        /(?:appearance|ancestry|ethnicity|race|looking Mexican|looked Mexican)[^.]{0,80}(?:alone|by itself|on its own|not enough|isn't enough|is not enough)/,
      ),
      SUSPICION_ANY_EN,
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:roving patrols?|Border Patrol(?: agents?)?) (?:can|may) (?:stop|pull over) (?:anyone|any car|any vehicle|you) (?:anywhere )?(?:within|inside) 100 miles`,
      ),
    ],
  },
  // source: Vienna Convention on Consular Relations art. 36 and the State Department's Consular
  // Notification and Access manual (all foreign nationals, regardless of status, must be told
  // without delay that they may have their consulate notified),
  // https://docslib.org/doc/6545262/consular-notification-and-access-manual
  {
    id: 'hod-en-va-alexandria-salvadoran-consulate',
    state: 'VA',
    question: {
      message:
        'im from el salvador, got arrested in alexandria va for driving without a license. can i ask them to call my consulate? do they have to do it? i dont have papers',
    },
    mustContain: [CONSULATE_EN, anyOf(/without delay/, /notif/, /right to (?:have|ask|contact)/)],
    mustNotContain: [
      claimEn(
        String.raw`(?:only|just) (?:legal residents|people with (?:papers|status))[^.]{0,40}(?:consulate|consular)`,
      ),
    ],
  },
  // source: ICE Online Detainee Locator System (search by A-number and country of birth, or by
  // name and country of birth; adults only), https://www.findlaw.com/immigration/immigration-laws-and-resources/how-to-find-an-immigration-detainee.html
  {
    id: 'hod-en-fl-immokalee-husband-picked-up',
    state: 'FL',
    question: {
      message:
        'ICE picked up my husband at a job site near immokalee this morning and nobody will tell me where he is. how do i find him?? i have his passport',
    },
    mustContain: [LOCATOR_EN, ANUMBER_EN],
    mustNotContain: [/(?:can't|cannot) (?:find|locate) (?:him|detainees) online/i],
  },
  // source: INA § 240(b)(4) / 8 U.S.C. § 1362 (counsel "at no expense to the Government"; EOIR
  // keeps a list of pro bono providers), https://www.everycrsreport.com/reports/IF12158.html
  {
    id: 'hod-en-nv-las-vegas-mom-notice-to-appear',
    state: 'NV',
    question: {
      message:
        'my mom got a notice to appear in immigration court in las vegas. will they give her a free lawyer like in criminal court? we cant afford one',
    },
    mustContain: [
      anyOf(
        /no expense to the government/,
        /(?:no|not a) (?:right to (?:a )?)?(?:free|appointed|court-appointed) (?:lawyer|attorney)/,
        /(?:doesn't|does not|won't|will not) (?:provide|appoint|give)[^.]{0,30}(?:lawyer|attorney)/,
        /not (?:provided|appointed)/,
      ),
      /pro bono|free legal|legal aid|nonprofit|non-profit|accredited representative|low-cost/i,
    ],
    mustNotContain: [FREE_IMM_LAWYER_WRONG_EN],
  },
  // source: DHS designation of January 2025 applying expedited removal anywhere in the U.S. to
  // people who cannot show two years' continuous presence (90 FR 8139); a district-court stay
  // (Make the Road New York v. Noem, Aug. 2025) was reversed by the D.C. Circuit in 2026,
  // https://latorrelaw.com/immigration/expedited-removal-to-be-expanded and
  // https://www.biggunbulletin.com/articles/for-10-months-one-judge-kept-millions-from-being-deported-thats-over-now/
  {
    id: 'hod-en-il-berwyn-came-2024-what-to-carry',
    state: 'IL',
    question: {
      message:
        'i came in 2024 without papers, i live in berwyn il. ppl keep saying ICE can deport you now without even seeing a judge?? is that real, what should i carry with me',
    },
    mustContain: [
      /expedited removal|fast[- ]track (?:deportation|removal)|deport(?:ed)? (?:you )?without (?:a hearing|seeing a judge|going before a judge)/i,
      TWO_YEARS_EN,
      anyOf(LAWYER_EN, /fear/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:carry|use|show) (?:a )?(?:fake|false|borrowed|someone else'?s) (?:papers|documents|id|license)`,
      ),
    ],
  },
  // source: N.Y. Driver's License Access and Privacy Act ("Green Light law"): DMV may not give
  // records to agencies that enforce immigration law without a judge's order and must tell the
  // person within three days, https://revolutionenglish.org/green-light-law-denies-ice-and-border-patrol-access-to-new-yorks-dmv-database/
  {
    id: 'hod-en-ny-hempstead-green-light-license',
    state: 'NY',
    question: {
      message:
        'i got my NY license under the green light law. if cops stop me in hempstead can they give my info to ICE? does the DMV share it?',
    },
    mustContain: [
      anyOf(/Green Light/, /Driver'?s License Access and Privacy Act/, /DMV/),
      anyOf(JUDICIAL_EN, /court order|judge/),
    ],
    mustNotContain: [
      /(?<!(?:mean|means|guarantee|guarantees|promise|promises)(?: that)? )(?:police|cops|officers) (?:can(?:'t|not)|will not|won't|never) (?:ever )?(?:contact|call|tell|share[^.]{0,10}with|report (?:you )?to) ICE/i,
    ],
  },
  // source: Massachusetts Work and Family Mobility Act (licenses regardless of status since
  // 1 July 2023; RMV may not share status information unless federal law requires),
  // https://bostonirish.com/commentary/2022/rian-immigration-center-takes-look-massachusettss-new-drivers-license-law
  {
    id: 'hod-en-ma-chelsea-new-license-status-question',
    state: 'MA',
    question: {
      message:
        'got my mass license this year under the new law, a cop pulled me over in chelsea and asked where im from and if im legal. do i have to answer that??',
    },
    mustContain: [SILENT_EN],
    mustNotContain: [
      claimEn(
        String.raw`(?:you|drivers) (?:must|have to|are required to) (?:answer|tell|say)[^.]{0,30}(?:status|where you(?:'re| are) from|citizenship|legal)`,
      ),
    ],
  },
  // source: Cal. Penal Code § 851.5 (at least three free local calls right after booking and no
  // later than three hours after arrest; a custodial parent gets two more calls to arrange
  // child care), https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html
  {
    id: 'hod-en-ca-stockton-followup-cousin-calls',
    state: 'CA',
    question: {
      message: 'how many phone calls does he get?? he has 2 little kids at home with nobody',
      conversationHistory: [
        { role: 'user', content: 'my cousin just got arrested in stockton ca' },
        {
          role: 'assistant',
          content:
            'I am sorry to hear that. I can explain the rights he has after an arrest in California. What do you want to know?',
        },
      ],
    },
    mustContain: [
      /three|3\b/i,
      /two (?:additional|more|extra)|2 (?:additional|more|extra)|additional (?:two|2)/i,
    ],
    mustNotContain: [
      /(?:entitled to|gets?|allowed) (?:only )?(?:one|1|a single) (?:phone )?call\b/i,
    ],
  },
  // source: DHS rescinded the "protected areas" (sensitive locations) guidance on 20 Jan 2025;
  // there are no longer bright-line policy limits for schools, hospitals and churches,
  // https://nafsa.org/regulatory-information/dhs-rescinds-biden-protected-areas-enforcement-policy
  {
    id: 'hod-en-tn-nashville-church-ice',
    state: 'TN',
    question: {
      message:
        'is it still true that ICE cant arrest people at church or at school? my family goes to a church on nolensville pike in nashville and everyone is scared to go',
    },
    mustContain: [
      anyOf(/rescind|revoked|ended|no longer|withdrew|eliminated/),
      /church|school|place of worship|sensitive|protected area/i,
    ],
    mustNotContain: [
      claimEn(
        String.raw`ICE (?:can(?:'t|not)|may not|is not allowed to|isn't allowed to) (?:make )?arrests? (?:at|in) (?:churches|schools|a church|a school)`,
      ),
    ],
  },
];
