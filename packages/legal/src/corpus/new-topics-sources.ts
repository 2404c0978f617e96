import type { LegalSource } from '../types';

/**
 * Sources of the topics the audit found missing, each read with the search tool on
 * 2026-11-27 in the opinion, the statute or an official page (named beside it).
 */
export const NEW_SOURCES = {
  // Florida v. Riley's syllabus and opinion (supreme.justia.com), which state Ciraolo's holding.
  ciraolo: { title: 'California v. Ciraolo', citation: '476 U.S. 207 (1986)' },
  floridaRiley: { title: 'Florida v. Riley', citation: '488 U.S. 445 (1989)' },
  // Michigan Supreme Court, May 3, 2024 (news reports quoting the unanimous opinion, and the Court
  // of Appeals' opinion on remand): it declined to decide whether the drone flights were a search.
  maxon: {
    title: 'Long Lake Township v. Maxon',
    citation: '(Mich. May 3, 2024) (whether drone surveillance is a search left undecided)',
  },
  jdb: { title: 'J.D.B. v. North Carolina', citation: '564 U.S. 261 (2011)' },
  // Public Act 102-0101's enrolled text (ilga.gov) and the section as now codified (casetext).
  illinoisDeception: {
    title: 'Illinois: deception in the custodial interrogation of minors',
    citation: '705 ILCS 405/5-401.6 (P.A. 102-101, from Jan. 1, 2022)',
    url: 'https://www.ilga.gov/legislation/publicacts/fulltext.asp?Name=102-0101',
    states: ['IL'],
  },
  // Legistar's record of Int. 182-D (Local Law 2018/054) and the CCRB's page on the law.
  rightToKnow: {
    title: 'New York City Right to Know Act: officers identify themselves',
    citation: 'N.Y.C. Admin. Code § 14-174 (Local Law 2018/054), in effect Oct. 19, 2018',
    url: 'https://www.nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page',
    states: ['NY'],
  },
  // The Court of Appeals' per curiam opinion (midpage.ai) and the Appellate Division's.
  maxian: {
    title: 'People ex rel. Maxian v. Brown',
    citation: '77 N.Y.2d 422 (1991); N.Y. Crim. Proc. Law § 140.20(1)',
    states: ['NY'],
  },
  // The opinion's summaries (casetext, the Georgia Municipal Association's case database).
  elliott: {
    title: 'Elliott v. State',
    citation: '305 Ga. 179 (2019); Olevik v. State, 302 Ga. 228 (2017)',
    states: ['GA'],
  },
  // Justia's copy of the opinion (Tex. Crim. App. 1994, en banc).
  holt: {
    title: 'Holt v. State',
    citation: '887 S.W.2d 16 (Tex. Crim. App. 1994)',
    url: 'https://law.justia.com/cases/texas/court-of-criminal-appeals/1994/599-93-4.html',
    states: ['TX'],
  },
  sitzMichigan: {
    title: 'Sitz v. Department of State Police',
    citation: '443 Mich. 744 (1993) (Mich. Const. art. 1, § 11)',
    states: ['MI'],
  },
} satisfies Record<string, LegalSource>;
