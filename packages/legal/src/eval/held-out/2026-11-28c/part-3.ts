import type { EvalCase } from '../../eval-case';
import { anyOf, ASK_STATE_EN } from './shared';

/** English: carrying a gun during a stop (duty to inform), and DUI tests and refusals. */

/** Wrong: a duty to tell the officer first when the state has none (EN). */
const MUST_TELL_FIRST_WRONG =
  /(?<!not )(?<!n't )(?:must|have to|required to|obligated to) (?:immediately |promptly )?(?:tell|inform|disclose|notify|announce)[^.]{0,60}(?:before (?:he|she|they|the officer) asks?|right away|immediately|as soon as|first thing)(?![^.]{0,40}\b(?:if|when|once) (?:asked|the officer asks|they ask|he asks)\b)/i;

/** Wrong: telling only when asked, where the state requires telling at once (EN). */
const ONLY_WHEN_ASKED_WRONG =
  /(?<!not )(?<!n't )(?:only|just) (?:if|when|once) (?:the officer |they |he |she |police |an officer )?(?:asks?|asked)|(?<!not )(?<!n't )(?:wait|waiting) (?:until|till) (?:the officer |they |he |she |police )?asks?/i;

/** Wrong: no duty to inform where the state has one (EN). */
const NO_DUTY_WRONG =
  /(?:don't|do not|doesn't|does not) (?:have to|need to) (?:tell|inform|disclose|notify)(?: the officer| them| police)?(?: (?:that )?you(?:'re| are) carrying)?(?![^.]{0,60}\b(?:unless|until|only if)\b)|no (?:legal )?duty to (?:inform|disclose|tell|notify)/i;

export const PART_3: EvalCase[] = [
  // source: MCL 28.425f(3) — https://www.monroecountylawyers.com/blog/2022/09/when-is-a-cpl-holder-required-to-disclose-a-concealed-weapon-to-a-police-officer-in-michigan/
  // and https://www.ccwhub.com/states/michigan/duty-to-inform (a CPL holder carrying a concealed
  // pistol who is stopped by a peace officer shall immediately disclose it).
  {
    id: 'hoc-en-mi-detroit-cpl-stop',
    state: 'MI',
    question: {
      message:
        'i have my cpl and my glock is in the center console. if i get pulled over on 8 mile in detroit do i have to tell the officer before he even asks?',
    },
    mustContain: [/28\.425f|immediately (?:disclose|tell|inform|notify)/i],
    mustNotContain: [NO_DUTY_WRONG, ONLY_WHEN_ASKED_WRONG],
    mustNotCite: [/624\.714/, /2923\.12/],
    firstPartMustContain: [/immediately|right away|as soon as|first/i],
  },
  // source: MCL 28.425f(3) — https://www.ccwhub.com/states/michigan/duty-to-inform
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-en-mi-lansing-followup-carry',
    state: 'MI',
    question: {
      message:
        'got my concealed pistol license last month. if a cop stops me do i say something first?',
      conversationHistory: [
        { role: 'user', content: 'i live in lansing michigan' },
        { role: 'assistant', content: 'Thanks. What happened, or what would you like to know?' },
      ],
    },
    mustContain: [/28\.425f|immediately (?:disclose|tell|inform|notify)/i],
    mustNotContain: [NO_DUTY_WRONG, ONLY_WHEN_ASKED_WRONG],
  },
  // source: Minn. Stat. § 624.714 subd. 1b — http://print.casetext.com/statute/minnesota-statutes/crimes-expungement-victims/chapter-624-crimes-other-provisions/firearms/section-624714-carrying-of-weapons-without-permit-penalties
  // and http://www.maplegrovefirearms.com/tag/permit-to-carry/ (no duty to volunteer; on a peace
  // officer's request the holder must disclose whether carrying and display permit and photo ID).
  {
    id: 'hoc-en-mn-stpaul-permit-tell',
    state: 'MN',
    question: {
      message:
        'st paul mn, i have a permit to carry. in other states you have to tell the cop right away that youre armed. is that the rule here too?',
    },
    mustContain: [
      /(?:if|when|upon|once)[^.]{0,40}(?:ask|request|demand)/i,
      /624\.714|permit[^.]{0,60}(?:photo )?(?:id|identification)|display (?:your |the )?permit/i,
    ],
    mustNotContain: [MUST_TELL_FIRST_WRONG],
    mustNotCite: [/28\.425f/, /11\.61\.220/],
  },
  // source: Ohio S.B. 215 (2022), LSC final analysis — https://fastdemocracy.com/bill-summary/?billsummary_state=oh&billsummary_id=OHB00010381&billsummary_session=134
  // and https://columbusattorneycriminal.com/law-blog/2022/march/governor-dewine-signs-constitutional-carry-bill-
  // (duty to notify changed: disclose before or at the time the officer asks; second degree
  // misdemeanor).
  {
    id: 'hoc-en-oh-akron-permitless-carry',
    state: 'OH',
    question: {
      message:
        'akron oh, i carry concealed with no license since ohio went constitutional carry. if i get a traffic stop do i have to announce it or only if they ask?',
    },
    mustContain: [/(?:if|when|once)[^.]{0,40}(?:ask|asks|asked)/i, /truth|honest|disclose|tell/i],
    mustNotContain: [MUST_TELL_FIRST_WRONG],
    mustNotCite: [/28\.425f/],
  },
  // source: AS 11.61.220(a)(1)(A) — https://dps.alaska.gov/Statewide/R-I/PermitsLicensing/InAlaska and
  // https://casetext.com/statute/alaska-statutes/title-11-criminal-law/chapter-1161-offenses-against-public-order/article-02-weapons-and-explosives/section-1161220-effective-112024-misconduct-involving-weapons-in-the-fifth-degree
  // (on contact with a peace officer, immediately inform him of a concealed deadly weapon and allow
  // him to secure it).
  {
    id: 'hoc-en-ak-anchorage-concealed-contact',
    state: 'AK',
    question: {
      message:
        'anchorage. i carry a pistol under my jacket (no permit, alaska doesnt need one). cop wants to talk to me about a fender bender. do i need to mention the gun?',
    },
    mustContain: [/immediately (?:inform|tell|disclose|notify)|11\.61\.220/i, /secure/i],
    mustNotContain: [NO_DUTY_WRONG, ONLY_WHEN_ASKED_WRONG],
    mustNotCite: [/624\.714/],
  },
  // No place at all: the duty to inform differs by state (MI immediate, MN only on request, AK
  // immediate), so the answer must ask where.
  // source: the MI, MN and AK sources above.
  {
    id: 'hoc-en-nostate-gun-glovebox',
    question: {
      message:
        'getting pulled over rn, my pistol is in the glovebox. do i have to tell the cop first??',
    },
    mustContain: [ASK_STATE_EN],
  },
  // source: Cal. Veh. Code § 23612 — http://trujillolawoffices.com/content/preliminary-alcohol-screen-pas-test-faq
  // and https://www.danielperlmanlaw.com/blog/2015/01/refusal-pas-tests-prior-arrest.shtml (the
  // roadside PAS test is voluntary for a driver 21 or older not on DUI probation, and the officer
  // must say so; after a lawful DUI arrest a chemical test is required, refusal = 1-year suspension
  // for a first refusal).
  {
    id: 'hoc-en-ca-bakersfield-pas',
    state: 'CA',
    question: {
      message:
        'chp in bakersfield wants me to blow in the little handheld thing on the side of the road. im 34 and not on probation. can i say no?? and what about the one at the station after',
    },
    mustContain: [
      anyOf(
        /(?:preliminary alcohol screening|PAS|handheld|roadside)[^.]{0,100}(?:voluntary|optional|refuse|decline|not required|say no)/,
        /(?:refuse|decline|say no)[^.]{0,60}(?:preliminary|PAS|handheld|roadside)/,
      ),
      /(?:after|once)[^.]{0,40}arrest|implied consent|23612/i,
      /(?:one|1)[- ]year/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to|required to) (?:take|submit to|blow into|do) (?:the )?(?:PAS|preliminary|roadside|handheld)(?![^.]{0,60}\b(?:if|unless|under 21|probation)\b)/i,
    ],
  },
  // source: Elliott v. State, 305 Ga. 179 (2019) — https://www.gacities.com/Trending-Topics/Legal-Database/2015-2017/Elliott-v-State.aspx
  // and https://app.midpage.ai/case/elliott-v-state-7401113 (admitting a refusal to submit to a
  // state breath test at a criminal trial violates Ga. Const. art. I, § 1, ¶ XVI).
  {
    id: 'hoc-en-ga-savannah-refusal-jury',
    state: 'GA',
    question: {
      message:
        'got a dui stop on abercorn in savannah and i refused the breathalyzer at the jail. my cousin says the DA will tell the jury i refused and thats basically guilty. is that true?',
    },
    mustContain: [
      anyOf(
        /Elliott|Paragraph XVI|Georgia Constitution/,
        /(?:cannot|can't|can not|may not|not allowed to)[^.]{0,60}(?:use|admit|tell|mention|introduce|argue)[^.]{0,60}refus/,
      ),
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )refusal (?:can|will|may) (?:be used|be admitted|be introduced|be mentioned)(?: as evidence)?(?: against you)? (?:at|in) (?:your |the )?trial(?![^.]{0,60}\b(?:blood|urine)\b)/i,
    ],
  },
  // source: Birchfield v. North Dakota, 579 U.S. 438 (2016) (with Bernard v. Minnesota) —
  // https://publicdefenders.us/blogs/birchfield-v-north-dakota-a-scotus-summary and
  // https://www.tdcaa.com/case_of_the_week/birchfield-v-north-dakota (Minnesota makes refusal a crime;
  // a breath test incident to a DUI arrest needs no warrant, so refusing it can be a crime; a blood
  // test needs a warrant, and refusing a warrantless blood test cannot be criminalized).
  {
    id: 'hoc-en-mn-rochester-breath-blood',
    state: 'MN',
    question: {
      message:
        'rochester mn, my husband got arrested for dwi and they want a breath test at the station. is it true refusing is a crime in minnesota?? what if they want blood instead',
    },
    mustContain: [
      /crime|criminal|charged|misdemeanor/i,
      /breath/i,
      /blood[^.]{0,100}warrant|warrant[^.]{0,100}blood/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to) (?:give|submit to|take|consent to) (?:a |the )?blood (?:test|draw|sample)(?![^.]{0,60}\b(?:if|warrant|unless)\b)/i,
      /(?:no|not a) crime to refuse (?:a |the )?breath/i,
    ],
  },
  // source: Fla. Stat. § 316.1939 — https://www.criminaldefenseattorneytampa.com/dui/chemical-testing/refusal/second-refusal/
  // and https://blog-dui.com/2016/01/02/new-bill-with-criminal-penalties-for-a-first-refusal-2016-sb-1244-amending-fs-316-1939/
  // (a second refusal after a prior refusal suspension is a first-degree misdemeanor; 18-month
  // administrative suspension).
  {
    id: 'hoc-en-fl-orlando-second-refusal',
    state: 'FL',
    question: {
      message:
        'orlando. my husband refused the breath test 3 yrs ago and got his license suspended for it. he just got stopped again on colonial dr. if he refuses again what happens to him',
    },
    mustContain: [/misdemeanor|crime|criminal/i, /18[- ]months?|eighteen[- ]months?/i],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:just|only) (?:another |a )?(?:license )?suspension(?![^.]{0,60}\b(?:first|1st)\b)/i,
    ],
    mustNotCite: [/23612/],
  },
];
