import type { EvalCase } from '../../eval-case';
import {
  anyOf,
  CHECKPOINT_LEGAL_WRONG_EN,
  claimEn,
  NO_CHECKPOINTS_EN,
  NO_CONSENT_EN,
  NOT_COVERED_ANY,
  PHONE_NO_WARRANT_WRONG_EN,
  REFERRAL,
  WARRANT_EN,
} from './shared';

/** No police rule passed off as the answer to a question outside the law office's scope (EN). */
const NEARBY_RULE_EN =
  /Miranda|remain silent|right to silence|Fourth Amendment|search warrant|probable cause|stop and identify/i;

/** Part 5 (English): more checkpoints and searches, then questions outside the scope. */
export const PART_5: EvalCase[] = [
  // source: GHSA survey (Oregon: sobriety checkpoints violate the state constitution),
  // https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  {
    id: 'hod-en-or-portland-82nd-ave-checkpoint',
    state: 'OR',
    question: {
      message:
        'are dui checkpoints a thing in oregon? my uncle said cops were stopping every car on 82nd ave in portland last night to check for drunk drivers',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: GHSA survey (Minnesota: sobriety checkpoints violate the state constitution, Ascher v.
  // Commissioner of Public Safety, 1994), https://www.lawyerlocator.com/dui-dwi/checkpoints-not-always-legal
  {
    id: 'hod-en-mn-bloomington-holiday-checkpoint',
    state: 'MN',
    question: {
      message:
        'will there be drunk driving checkpoints in bloomington mn over the holidays? can police in minnesota stop every car without a reason?',
    },
    mustContain: [NO_CHECKPOINTS_EN],
    mustNotContain: [CHECKPOINT_LEGAL_WRONG_EN],
  },
  // source: Cal. Veh. Code § 2814.2 (AB 353, 2011): drivers must stop at a posted sobriety
  // checkpoint, but a vehicle may not be impounded there if the driver's only offense is not
  // having a valid license; officers must try to release it to the owner or a licensed driver,
  // https://www.leginfo.ca.gov/pub/11-12/bill/asm/ab_0351-0400/ab_353_cfa_20110831_202407_asm_floor.html
  {
    id: 'hod-en-ca-compton-checkpoint-sister-no-license',
    state: 'CA',
    question: {
      message:
        'theres a dui checkpoint on rosecrans in compton tonight and my sister doesnt have a license. will they take her car?? she doesnt drink at all',
    },
    mustContain: [
      /impound|tow|take (?:her|the) car/i,
      anyOf(/licensed driver/, /registered owner/, /2814\.2/, /AB 353/, /only offense/),
    ],
    mustNotContain: [
      claimEn(
        String.raw`(?:they|police|officers) (?:will|can|must) (?:automatically )?(?:impound|tow|take) (?:her|the|your) (?:car|vehicle)[^.]{0,30}(?:for )?30 days`,
      ),
    ],
  },
  // source: consent to search a phone may be refused; without consent police generally need a
  // warrant for a phone's data (Riley v. California, 2014),
  // https://lawjustic.com/court-cases/tinker-v-des-moines/ (Riley summary) and
  // http://knowledgecenter.csg.org/kc/category/policy-area/public-safety/technology?tid=All&page=1
  {
    id: 'hod-en-tx-fort-worth-look-through-phone',
    state: 'TX',
    question: {
      message:
        'cop pulled me over on i-35 in fort worth for speeding and then asked if he could "take a quick look" through my phone. i wasnt arrested. can i say no??',
    },
    mustContain: [NO_CONSENT_EN, WARRANT_EN],
    mustNotContain: [PHONE_NO_WARRANT_WRONG_EN],
  },
  // source: Kentucky SB 4 (2021): no-knock warrants only where a judge finds clear and convincing
  // evidence of a violent crime and notice would endanger life or destroy evidence; executed only
  // between 6 a.m. and 10 p.m., https://www.courier-journal.com/story/news/local/breonna-taylor/2021/03/30/breonna-taylor-bill-restricting-no-knock-warrants-heads-kentucky-governor/4808844001/
  {
    id: 'hod-en-ky-bowling-green-2am-raid',
    state: 'KY',
    question: {
      message:
        'police did a no knock raid on my brothers apartment in bowling green at 2 in the morning looking for weed. i thought kentucky changed the law on that?',
    },
    mustContain: [/6 ?a\.?m\.?|10 ?p\.?m\.?|six in the morning|ten at night/i, /violent/i],
    mustNotContain: [
      claimEn(
        String.raw`no-?knock warrants? (?:are|is) (?:completely |totally )?banned (?:in|across|throughout) (?:all of )?Kentucky`,
      ),
    ],
  },
  // ---- Outside the law office's scope. The right answer says so plainly and points to a real
  // resource (a lawyer, legal aid, a bar referral service or the agency that handles it).
  // source: U.S. Department of Labor Wage and Hour Division handles unpaid wages and overtime
  // (FLSA), https://www.dol.gov/agencies/whd/faq/workers ; not a police or immigration encounter.
  {
    id: 'hod-en-oos-tn-knoxville-unpaid-overtime',
    state: 'TN',
    question: {
      message:
        'my boss in knoxville hasnt paid me for 3 weeks of overtime and says if i complain hell fire me. what can i do?',
    },
    mustContain: [NOT_COVERED_ANY, anyOf(REFERRAL, /Department of Labor|Wage and Hour/)],
    mustNotContain: [NEARBY_RULE_EN],
  },
  // source: custody and visitation schedules are family-court matters (Wyoming district courts);
  // not a police or immigration encounter.
  {
    id: 'hod-en-oos-wy-cheyenne-custody-schedule',
    state: 'WY',
    question: {
      message:
        'how do i change the custody schedule for my kids in cheyenne? my ex moved and the weekends dont work anymore',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [NEARBY_RULE_EN],
  },
  // source: debt-collection calls are governed by the Fair Debt Collection Practices Act;
  // complaints go to the CFPB, https://www.debt.com/solutions/collector-harassment/debt-collection-complaints/ ;
  // not a police or immigration encounter.
  {
    id: 'hod-en-oos-ok-okc-debt-collector-calls',
    state: 'OK',
    question: {
      message:
        'a debt collector keeps calling me at work in oklahoma city about an old credit card, like 5 times a day. is that allowed?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(REFERRAL, /Consumer Financial Protection|CFPB|FTC|Federal Trade Commission/),
    ],
    mustNotContain: [NEARBY_RULE_EN],
  },
  // source: a repair-shop billing dispute is a small-claims / consumer matter (South Dakota small
  // claims court, Attorney General consumer protection); not a police or immigration encounter.
  {
    id: 'hod-en-oos-sd-sioux-falls-mechanic-holding-car',
    state: 'SD',
    question: {
      message:
        'mechanic in sioux falls charged me double what he quoted and wont give my car back till i pay. can i sue him?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(REFERRAL, /small claims|consumer protection|Attorney General/),
    ],
    mustNotContain: [NEARBY_RULE_EN],
  },
  // source: hospital billing and financial assistance are not police or immigration matters
  // (Vermont legal aid, hospital charity-care programs).
  {
    id: 'hod-en-oos-vt-burlington-er-bill',
    state: 'VT',
    question: {
      message:
        'got a $4,000 ER bill from the hospital in burlington vt and i have no insurance. do i have to pay all of it? can they send me to collections',
    },
    mustContain: [NOT_COVERED_ANY, anyOf(REFERRAL, /financial assistance|charity care/)],
    mustNotContain: [NEARBY_RULE_EN],
  },
  // source: a boundary-fence dispute between neighbours is a civil property matter (Hawaii
  // courts, mediation centers); not a police or immigration encounter.
  {
    id: 'hod-en-oos-hi-honolulu-neighbor-fence',
    state: 'HI',
    question: {
      message:
        'my neighbor in kalihi built his fence 2 feet onto my property. can i make him take it down or do i have to go to court?',
    },
    mustContain: [NOT_COVERED_ANY, anyOf(REFERRAL, /mediation/)],
    mustNotContain: [NEARBY_RULE_EN],
  },
];
