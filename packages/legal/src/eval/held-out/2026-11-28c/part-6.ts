import type { EvalCase } from '../../eval-case';
import {
  ADMIN_WARRANT_EN,
  anyOf,
  DONT_OPEN_EN,
  FALSE_EN,
  JUDICIAL_EN,
  LAWYER_EN,
  NO_ASK_STATUS_EN,
  NO_CONSENT_EN,
  SILENT_EN,
} from './shared';

/** English: immigration — state limits on cooperation, courthouses, checkpoints, the border, ICE. */
export const PART_6: EvalCase[] = [
  // source: ORS 181A.820 — https://oregon.public.law/statutes/ors_181A.820 and the Oregon DOJ summary
  // quoted at https://newsregister.com/article?articleTitle=state-sanctuary-law-protections--1738982362--51091--
  // (you do not have to share, and should not be asked, country of birth or immigration status by
  // state or local police; no investigating or interrogating for immigration enforcement).
  {
    id: 'hoc-en-or-salem-papers-stop',
    state: 'OR',
    question: {
      message:
        'salem oregon. cop at a traffic stop asked my girlfriend if she has papers and where shes from. can oregon police ask that? does she have to answer',
    },
    mustContain: [
      /181A\.8\d\d|sanctuary/i,
      anyOf(NO_ASK_STATUS_EN, /(?:should not|shouldn't) (?:be )?ask/, SILENT_EN),
    ],
    mustNotCite: [/7284/, /10\.93\.160/],
  },
  // source: Cal. Gov. Code § 7284.6 (SB 54, California Values Act) —
  // https://cityrulelookup.com/immigration/sanctuary-status/fallbrook-ca and
  // https://legalclarity.org/california-sb-54-the-california-values-act-explained (local police may not
  // inquire about immigration status or use resources for immigration enforcement).
  {
    id: 'hoc-en-ca-sanjose-checkpoint-ice',
    state: 'CA',
    question: {
      message:
        'san jose pd has a checkpoint on story rd. my mom doesnt have papers. can they ask her status or call ICE on her?',
    },
    mustContain: [/SB 54|California Values Act|7284/i, NO_ASK_STATUS_EN],
    mustNotCite: [/181A/, /10\.93\.160/],
  },
  // source: N.Y. Protect Our Courts Act (Civil Rights Law § 28) —
  // https://www.brennancenter.org/our-work/research-reports/united-states-v-state-new-york and
  // https://www.visaverge.com/immigration/judge-dismisses-suit-challenging-ny-courthouse-immigration-arrest-ban
  // (no civil arrest of a party, witness or family member going to, at, or returning from court unless
  // under a judicial warrant or order; the DOJ challenge was dismissed on Nov. 17, 2025).
  {
    id: 'hoc-en-ny-albany-family-court',
    state: 'NY',
    question: {
      message:
        'my wife has a family court date in albany next week and shes undocumented. can ice grab her at the courthouse? should she skip it',
    },
    mustContain: [
      /Protect Our Courts|Civil Rights Law (?:§ ?)?28|\bPOCA\b/i,
      JUDICIAL_EN,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )ICE (?:can|may) (?:freely |legally )?arrest (?:her|people|anyone|immigrants) (?:at|in|outside) (?:the |a )?court(?:house)?(?![^.]{0,80}\b(?:judicial|judge|court order|if|only|with a)\b)/i,
    ],
  },
  // source: 5 ILCS 805/15 (Illinois TRUST Act as amended by the Way Forward Act) —
  // https://witnessslips.ilga.gov/ftp/ILCS/Ch%200005/Act%200805/000508050K15.html (police may not
  // inquire about the citizenship, immigration status or place of birth of anyone stopped or detained,
  // and may not stop, arrest, search or detain solely on immigration status).
  {
    id: 'hoc-en-il-aurora-coworker-asked',
    state: 'IL',
    question: {
      message:
        'aurora il. my coworker got pulled over on lake st and the officer asked if he was here legally and where he was born. is that allowed in illinois?',
    },
    mustContain: [/TRUST Act|Way Forward|805\/15|5 ILCS 805/i, NO_ASK_STATUS_EN],
  },
  // source: United States v. Martinez-Fuerte (1976) and ACLU guidance —
  // https://independentlivingnews.com/2015/01/28/know-your-hidden-rights-at-internal-border-checkpoints/ and
  // http://milwaukeeindependent.com/?p=75164 (checkpoints within 100 miles are allowed; a search of the
  // vehicle needs consent or probable cause) and https://molinaswebdesign.com/know-your-rights-interior-border-patrol-checkpoints/
  // (questions limited to immigration status; never lie to an agent).
  {
    id: 'hoc-en-tx-falfurrias-checkpoint-daca',
    state: 'TX',
    question: {
      message:
        'driving mcallen to houston tmrw, theres the border patrol checkpoint by falfurrias. my friend riding with me is daca. do we have to answer their questions?? can they search the car',
    },
    mustContain: [/consent|probable cause/i, FALSE_EN, NO_CONSENT_EN],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:can|may) search (?:your |the )?(?:car|vehicle|trunk) (?:without|for no) (?:any )?(?:reason|consent|cause|suspicion)(?![^.]{0,60}\b(?:border crossing|port of entry|at the border)\b)/i,
    ],
  },
  // source: CBP Directive 3340-049A/3340-049B — https://www.mondaq.com/unitedstates/general-immigration/1751658/us-customs-and-border-protection-updates-border-search-of-electronic-devices-directive
  // and https://berardiimmigrationlaw.com/electronic-device-searches-new-cbp-policy-directive/ (basic
  // searches at the border need no suspicion; advanced searches need reasonable suspicion or a
  // national-security concern and supervisory approval; cloud data not included).
  {
    id: 'hoc-en-fl-miami-airport-phone',
    state: 'FL',
    question: {
      message:
        'flying back into miami from bogota, i have a green card. can cbp go through my phone at the airport? do they need a warrant? do i have to unlock it',
    },
    mustContain: [
      anyOf(
        /basic/,
        /without (?:a )?(?:warrant|suspicion)/,
        /no warrant/,
        /(?:doesn't|does not|don't|do not) need a warrant/,
      ),
      /advanced|forensic|reasonable suspicion/i,
      LAWYER_EN,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:need|needs|must have|must get|require|requires) a warrant to (?:search|look through|go through) (?:your )?(?:phone|device)(?: at the (?:border|airport))/i,
    ],
  },
  // source: https://www.jackson-hertogs.com/services/know-your-rights (an ICE warrant not signed by a
  // judge does not let officers come in; they need a judge-signed search warrant; ask them to slide
  // it under the door; you may remain silent; do not show false documents).
  {
    id: 'hoc-en-ga-dalton-ice-door-paper',
    state: 'GA',
    question: {
      message:
        'ICE is knocking at my door in dalton ga right now holding a paper that says warrant for arrest of alien, signed by some officer. do i have to open??',
    },
    mustContain: [DONT_OPEN_EN, ADMIN_WARRANT_EN, JUDICIAL_EN],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:must|have to|required to) (?:open|let them in)(?![^.]{0,60}\b(?:if|unless|only)\b)/i,
    ],
    firstPartMustContain: [DONT_OPEN_EN],
  },
  // source: Keep Washington Working Act — https://weareoneamerica.org/resource/what-is-keep-washington-working-and-how-does-it-protect-immigrants/
  // and https://defensenet.org/keep-washington-working-act/ (local jails may not hold people on
  // ICE/CBP detainers or administrative warrants; ICE interviews need written consent).
  {
    id: 'hoc-en-wa-spokane-jail-detainer',
    state: 'WA',
    question: {
      message:
        'my brother is in the spokane county jail on a dui. someone said ice put a hold on him. can the jail keep him extra days for ice?',
    },
    mustContain: [
      /Keep Washington Working|10\.93\.160|\bKWW\b/i,
      /detainer|hold/i,
      /(?:cannot|can't|may not|not allowed|prohibit)/i,
    ],
    mustNotContain: [
      /(?<!not )(?<!n't )(?:jail|they) (?:can|may|will) (?:legally )?(?:hold|keep) him (?:extra|longer|for ICE)(?![^.]{0,60}\b(?:judicial|judge|if)\b)/i,
    ],
  },
  // source: Oregon DOJ summary of ORS 180.805 and 181A.820-829 — https://newsregister.com/article?articleTitle=state-sanctuary-law-protections--1738982362--51091--
  // (no arrest at a court facility, or while going to or from court, on an immigration warrant
  // unless it is a judicial warrant or order signed by a judge).
  {
    id: 'hoc-en-or-medford-court-traffic-ticket',
    state: 'OR',
    question: {
      message:
        'medford oregon. my uncle has to go to court for a traffic ticket but hes scared ice will be waiting. can they arrest him at court?',
    },
    mustContain: [JUDICIAL_EN, /court/i],
    mustNotContain: [
      /(?<!not )(?<!n't )ICE (?:can|may) (?:freely |legally )?arrest (?:him|people|anyone) (?:at|in|outside) (?:the |a )?court(?:house)?(?![^.]{0,80}\b(?:judicial|judge|court order|if|only|with a)\b)/i,
    ],
  },
  // source: N.J. Attorney General Directive 2018-6 (Immigrant Trust Directive) —
  // https://www.nj.gov/knowyourrights/immigrant-trust-directive and
  // https://www.nj.gov/oag/newsreleases18/pr20181129a.html (officers may not stop, question, arrest,
  // search or detain based solely on immigration status, and may not ask status unless necessary to
  // investigate a serious offense).
  {
    id: 'hoc-en-nj-paterson-uncle-asked',
    state: 'NJ',
    question: {
      message:
        'my uncle got pulled over in paterson and the cop asked if hes legal. can local police in jersey even ask that??',
    },
    mustContain: [/Immigrant Trust Directive|Directive (?:No\.? )?2018-6/i, NO_ASK_STATUS_EN],
    mustNotCite: [/7284/, /805\/15/],
  },
  // source: N.J. Immigrant Trust Directive — https://www.tapinto.net/towns/nutley/sections/law-and-justice/articles/new-rules-limit-what-local-police-may-ask-cooperation-with-ice-also-curtailed-9
  // (officers may not let ICE interview a person arrested on a criminal charge unless the person is
  // advised of the right to a lawyer) and https://viewer.joomag.com/the-nj-police-chief-magazine-volume-31-number-7/0079066001742829272/p9
  // (detainees must be notified when ICE asks to interview them).
  {
    id: 'hoc-en-nj-trenton-ice-interview-jail',
    state: 'NJ',
    question: {
      message:
        'my cousin was arrested in trenton for a fight. his wife heard ice wants to interview him in the jail. do they just let ice in to question him?',
    },
    mustContain: [
      /Immigrant Trust Directive|Directive (?:No\.? )?2018-6|Attorney General(?:'s)? [Dd]irective/i,
      /lawyer|attorney|counsel/i,
      anyOf(SILENT_EN, /(?:notif|told|advised|inform)/),
    ],
  },
];
