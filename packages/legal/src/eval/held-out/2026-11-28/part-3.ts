import type { EvalCase } from '../../eval-case';
import { NO_CONSENT_EN } from './shared';

/** English, part 3: ME, MD, MA, MI, MS, MT, NV, NJ, NM. */
export const PART_3: EvalCase[] = [
  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985), https://billofrightsinstitute.org/resources/educator-resources/americapedia/americapedia-landmark-supreme-court-cases/new-jersey-v-tlo/
  // and https://deanslawdictionary.com/legal-word/content/fourth-amendment-schools-reasonable-suspicion
  {
    id: 'hoc-en-me-school-backpack',
    state: 'ME',
    question: {
      message:
        "Bangor HS - the school resource officer and the vice principal searched my daughter's backpack because someone said she had vape stuff. no warrant, no parent called. is that allowed?",
    },
    mustContain: [
      /reasonable suspicion|reasonable grounds/i,
      /T\.?L\.?O\.?|(?:don't|do not|doesn't|does not|not) need (?:a )?warrant|without a warrant|no warrant (?:is )?(?:needed|required)|lower (?:standard|than probable cause)|(?:not|rather than) probable cause/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:schools?|school officials|the vice principal|administrators) (?:need|needs|must (?:have|get)) a (?:search )?warrant/i,
    ],
  },
  // source: Maryland v. King, 569 U.S. 435 (2013), https://www.scotusblog.com/2013/06/details-maryland-v-king/
  // and https://www.lawpipe.com/U.S.-Supreme-Court/Maryland_v_King.html (cheek swab at booking after an
  // arrest for a serious offense is a legitimate booking procedure, like fingerprinting).
  {
    id: 'hoc-en-md-dna-booking',
    state: 'MD',
    question: {
      message:
        "Baltimore - my brother got arrested for assault, they swabbed his cheek for DNA at booking. he hasn't been convicted of anything! can they do that?",
    },
    mustContain: [
      /Maryland v\.? King|(?:like|similar to|same as|just as) (?:fingerprint|photograph)|booking procedure|(?:legitimate|routine|lawful) (?:part of )?booking/i,
      /serious (?:offense|crime)|crimes? of violence|violent (?:crime|offense)|burglary/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:a )?(?:dna|cheek) swab[^.]{0,40}(?:requires|needs) a warrant/i,
      /(?<!not |n't )(?:only|can only) (?:be taken|swab)[^.]{0,30}after (?:a )?conviction/i,
    ],
  },
  // source: Commonwealth v. McGrail, 419 Mass. 774 (1995), http://masscases.com/cases/sjc/419/419mass774.html
  // (evidence of refusing field sobriety tests is inadmissible under art. 12).
  {
    id: 'hoc-en-ma-fst-refusal',
    state: 'MA',
    question: {
      message:
        'Worcester MA - got pulled over, cop wanted me to do the walk and turn and the stand on one leg thing. I said no thanks. will that be used against me at trial??',
    },
    mustContain: [
      /(?:refusal|refusing|refused|declin)[^.]{0,140}(?:not|cannot|can't|can not|may not) be (?:used|admitted|introduced|mentioned)|inadmissible|not admissible|McGrail/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:your )?(?:refusal|refusing)[^.]{0,60}(?:can|will|may) be used (?:against you )?(?:at|in) (?:trial|court)/i,
    ],
  },
  // source: MCL 28.425f(3), https://www.ccwhub.com/states/michigan/duty-to-inform and
  // https://www.ammoland.com/2011/08/is-it-sufficient-notice-to-hand-over-my-cpl-card-stopped-by-police/
  // (CPL holder carrying must immediately disclose; handing over the card was held not enough).
  {
    id: 'hoc-en-mi-cpl-disclose',
    state: 'MI',
    question: {
      message:
        'Grand Rapids - I have a CPL and carry. If I get pulled over, is it enough to just hand the cop my CPL card with my license? or do I actually have to say it',
    },
    mustContain: [
      /(?:immediately|right away|at once|as soon as|first thing)[^.]{0,100}(?:disclose|tell|inform|say|state)|(?:disclose|tell|inform|say)[^.]{0,100}(?:immediately|right away|at once)|28\.425f/i,
    ],
    mustNotContain: [
      /(?<!not |n't |isn't |is not )handing (?:over )?(?:the |your )?(?:CPL|license|card)[^.]{0,40}(?:is enough|counts as disclosure|suffices|is sufficient)/i,
    ],
  },
  // source: Edwards v. Arizona, 451 U.S. 477 (1981), https://www.lawpipe.com/U.S.-Supreme-Court/Edwards_v_Arizona.html
  // and https://rothdavies.com/criminal-defense/frequently-asked-questions-about-criminal-defense/your-rights/can-police-keep-questioning-after-you-request-a-lawyer
  {
    id: 'hoc-en-ms-edwards',
    state: 'MS',
    question: {
      message:
        "Jackson MS - my husband told the detectives 'I want a lawyer' and they kept asking him questions for another hour. He ended up saying stuff. Is that allowed?",
    },
    mustContain: [
      /(?:stop|cease|end|halt)[^.]{0,40}(?:question|interrogat)|Edwards/i,
      /suppress|inadmissible|not admissible|thrown out|excluded|can(?:not|'t) be used|kept out/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:can|may) (?:keep|continue|go on) (?:asking|questioning)[^.]{0,40}after (?:he|you|someone|a suspect) (?:asks|asked|requests|requested) (?:for )?(?:a )?lawyer/i,
    ],
  },
  // source: MCA 46-5-401(2)(a), http://leg.mt.gov/bills/mca/title_0460/chapter_0050/part_0040/section_0010/0460-0050-0040-0010.html
  // (officer may demand the driver's license, registration and proof of insurance).
  {
    id: 'hoc-en-mt-driver-license',
    state: 'MT',
    question: {
      message:
        'Billings MT - got pulled over, driving my own truck. Do I have to show my license or can I just tell him my name? cop was kinda rude',
    },
    mustContain: [
      /(?:driver'?s )?license[^.]{0,100}(?:registration|insurance)|(?:demand|require|must (?:show|provide|produce|hand over))[^.]{0,40}license|46-5-401/i,
    ],
    mustNotContain: [
      /(?<!passengers? )(?:don't|do not) have to (?:show|hand over|provide|produce) (?:your |a |their )?(?:driver'?s )?license/i,
    ],
  },
  // source: Alaska Bar, https://alaskabar.org/youth/law-enforcement-and-crime/if-you-witness-a-crime/ and
  // https://legalclarity.org/can-i-refuse-to-give-a-witness-statement (a witness may decline a statement
  // to police; a subpoena must be obeyed). The state (NV) is only in the conversation history.
  {
    id: 'hoc-en-nv-witness-followup',
    state: 'NV',
    question: {
      message:
        "ok so I saw a fight outside the casino on Virginia St and now the cops want a written statement. I'm just a witness and honestly don't want to be involved. do I have to?",
      conversationHistory: [
        { role: 'user', content: "I'm in Reno for the weekend and something happened last night" },
        {
          role: 'assistant',
          content: 'I can help. What happened, and were you stopped or questioned?',
        },
      ],
    },
    mustContain: [
      /(?:don't|do not|not) (?:have to|required to|obligated to) (?:give|make|provide|write|sign)[^.]{0,30}statement|(?:decline|refuse)[^.]{0,40}statement|statement is voluntary|voluntar/i,
      /subpoena/i,
    ],
    mustNotContain: [
      /(?<!not |n't |aren't |are not )(?:required|obligated|have to|must) (?:give|make|provide|write) (?:a |the |them a )?(?:written )?statement/i,
    ],
  },
  // source: N.J. cannabis law (CREAMMA) as explained at https://www.josephscuralaw.com/blog2/2021/july/what-are-my-rights-if-police-smell-marijuana-/
  // and https://attorneyshartman.com/blog/possession-of-marijuana-is-no-longer-a-crime (odor of raw or
  // burnt cannabis alone is not reasonable suspicion or probable cause; DUI investigations excepted).
  {
    id: 'hoc-en-nj-odor',
    state: 'NJ',
    question: {
      message:
        "Newark NJ - cop said he smelled weed, ordered me out and searched the whole car. I'm 25 and had nothing. Is the smell enough in Jersey now?",
    },
    mustContain: [
      /(?:odor|smell)[^.]{0,140}(?:not|cannot|can't|isn't|is not|no longer)[^.]{0,60}(?:probable cause|reasonable suspicion|basis|justify|enough|grounds)|(?:not|no longer|isn't)[^.]{0,40}(?:probable cause|reasonable suspicion|enough|grounds)[^.]{0,100}(?:odor|smell)/i,
    ],
    mustNotContain: [
      /(?<!not |n't |no longer )(?:odor|smell) (?:of (?:cannabis|marijuana|weed) )?(?:alone )?(?:is|gives|provides|creates|establishes) (?:enough |sufficient )?probable cause/i,
    ],
  },
  // source: United States v. Drayton, 536 U.S. 194 (2002), https://capcentral.org/case_summaries/u-s-v-drayton/
  // and https://www.law.cornell.edu/supct/search/display.html?terms=police&url=/supct/html/01-631.ZS.html
  // (officers need not advise bus passengers of the right to refuse; consent must be voluntary).
  {
    id: 'hoc-en-nm-bus-sweep',
    state: 'NM',
    question: {
      message:
        "ABQ greyhound station - cops got on the bus during the layover and started asking people if they could check bags. I'm going to Phoenix. can I say no? they never said I could",
    },
    mustContain: [
      NO_CONSENT_EN,
      /(?:don't|do not|not|aren't|are not) (?:have to|required to|need to|obligated to) (?:tell|inform|advise|warn)[^.]{0,60}(?:refuse|say no|right|can)|Drayton|Bostick/i,
    ],
    mustNotContain: [
      /(?<!not |n't )(?:must|have to|are required to) (?:tell|inform|advise) (?:you|passengers) (?:that )?(?:you|they) (?:can|may) (?:refuse|say no)/i,
      /(?<!not |n't )(?:have to|must) (?:let|allow) (?:them|police|officers|the police) (?:to )?(?:search|check)/i,
    ],
  },
];
