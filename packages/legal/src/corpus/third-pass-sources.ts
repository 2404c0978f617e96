import type { LegalSource } from '../types';

/**
 * Sources of the topics the third pass found missing. The Supreme Court's holdings are the
 * syllabus of each opinion; the state opinions were read with the search tool on 2026-11-27 on
 * the page named beside them; the others say where they were read.
 */
export const THIRD_PASS_SOURCES = {
  // Shared homes: who may consent for whom.
  matlock: { title: 'United States v. Matlock', citation: '415 U.S. 164 (1974)' },
  illinoisRodriguez: { title: 'Illinois v. Rodriguez', citation: '497 U.S. 177 (1990)' },
  randolph: { title: 'Georgia v. Randolph', citation: '547 U.S. 103 (2006)' },
  fernandez: { title: 'Fernandez v. California', citation: '571 U.S. 292 (2014)' },
  chapman: { title: 'Chapman v. United States', citation: '365 U.S. 610 (1961)' },
  stoner: { title: 'Stoner v. California', citation: '376 U.S. 483 (1964)' },
  // Warrants and entries at home.
  bumper: { title: 'Bumper v. North Carolina', citation: '391 U.S. 543 (1968)' },
  steagald: { title: 'Steagald v. United States', citation: '451 U.S. 204 (1981)' },
  summers: { title: 'Michigan v. Summers', citation: '452 U.S. 692 (1981)' },
  lange: { title: 'Lange v. California', citation: '594 U.S. 295 (2021)' },
  // Custody, questioning and booking.
  berkemer: { title: 'Berkemer v. McCarty', citation: '468 U.S. 420 (1984)' },
  vegaTekoh: { title: 'Vega v. Tekoh', citation: '597 U.S. 134 (2022)' },
  muniz: { title: 'Pennsylvania v. Muniz', citation: '496 U.S. 582 (1990)' },
  marylandKing: { title: 'Maryland v. King', citation: '569 U.S. 435 (2013)' },
  atwater: { title: 'Atwater v. City of Lago Vista', citation: '532 U.S. 318 (2001)' },
  wardlow: { title: 'Illinois v. Wardlow', citation: '528 U.S. 119 (2000)' },
  hodariD: { title: 'California v. Hodari D.', citation: '499 U.S. 621 (1991)' },
  // The UNC School of Government's "One Phone Call" (nccriminallaw.sog.unc.edu/?p=6059), which
  // quotes the Fifth Circuit on the unsettled right and the North Carolina statute.
  waganfeald: { title: 'Waganfeald v. Gusman', citation: '674 F.3d 475 (5th Cir. 2012)' },
  northCarolinaCalls: {
    title: 'North Carolina: an arrested person may contact counsel and friends',
    citation: 'N.C. Gen. Stat. § 15A-501(5)',
    states: ['NC'],
  },
  consular: {
    title: 'Vienna Convention on Consular Relations, art. 36',
    citation: '21 U.S.T. 77 (1963)',
  },
  // Immigration.
  zadvydas: { title: 'Zadvydas v. Davis', citation: '533 U.S. 678 (2001)' },
  martinezFuerte: { title: 'United States v. Martinez-Fuerte', citation: '428 U.S. 543 (1976)' },
  ortiz: { title: 'United States v. Ortiz', citation: '422 U.S. 891 (1975)' },
  falseDocuments: {
    title: 'Fraud and misuse of visas, permits and other documents',
    citation: '18 U.S.C. § 1546',
  },
  // Roads.
  edmond: { title: 'City of Indianapolis v. Edmond', citation: '531 U.S. 32 (2000)' },
  lidster: { title: 'Illinois v. Lidster', citation: '540 U.S. 419 (2004)' },
  mcNeely: { title: 'Missouri v. McNeely', citation: '569 U.S. 141 (2013)' },
  mitchell: { title: 'Mitchell v. Wisconsin', citation: '588 U.S. 840 (2019)' },
  // Justia's copy of the opinion (law.justia.com), and vLex's syllabus.
  ascher: {
    title: 'Ascher v. Commissioner of Public Safety',
    citation: '519 N.W.2d 183 (Minn. 1994) (Minn. Const. art. I, § 10)',
    states: ['MN'],
  },
  // Justia's copy of the opinion.
  nelsonLane: {
    title: 'Nelson v. Lane County',
    citation: '304 Or. 97, 743 P.2d 692 (1987)',
    states: ['OR'],
  },
  // The opinion (courts.mrsc.org, headnote 3).
  mesiani: {
    title: 'City of Seattle v. Mesiani',
    citation: '110 Wn.2d 454, 755 P.2d 775 (1988) (Wash. Const. art. I, § 7)',
    states: ['WA'],
  },
  // Casetext's copy of the opinion.
  henderson: {
    title: 'State v. Henderson',
    citation: '114 Idaho 293, 756 P.2d 1057 (1988)',
    states: ['ID'],
  },
  // Justia's copy of the opinion.
  pimental: {
    title: 'Pimental v. Department of Transportation',
    citation: '561 A.2d 1348 (R.I. 1989) (R.I. Const. art. I, § 6)',
    states: ['RI'],
  },
  // Schools and supervision.
  tlo: { title: 'New Jersey v. T.L.O.', citation: '469 U.S. 325 (1985)' },
  redding: {
    title: 'Safford Unified School District No. 1 v. Redding',
    citation: '557 U.S. 364 (2009)',
  },
  knights: { title: 'United States v. Knights', citation: '534 U.S. 112 (2001)' },
  samson: { title: 'Samson v. California', citation: '547 U.S. 843 (2006)' },
  // State laws on recording police and on the smell of cannabis.
  // The statute's text (nysenate.gov/legislation/laws/CVR/79-P), signed June 14, 2020 (ch. 100).
  newYorkRightToMonitor: {
    title: 'New York: the right to record law enforcement activity (Right to Monitor Act)',
    citation: 'N.Y. Civ. Rights Law § 79-p (2020 N.Y. Laws ch. 100)',
    states: ['NY'],
  },
  // The statute's text (colorado.public.law), enacted by SB 20-217; § 13-21-128 from HB 15-1290.
  coloradoRightToRecord: {
    title: 'Colorado: peace officer incident recordings',
    citation: 'Colo. Rev. Stat. §§ 16-3-311, 13-21-128',
    states: ['CO'],
  },
  // Virginia Lawyers Weekly's summaries of the Court of Appeals applying the section (2023).
  virginiaOdor: {
    title: 'Virginia: no stop, search or seizure on the odor of marijuana alone',
    citation: 'Va. Code § 4.1-1302(A)',
    states: ['VA'],
  },
  // Justia's copy of the opinion (No. A22-0425, filed Sept. 13, 2023).
  torgerson: {
    title: 'State v. Torgerson',
    citation: 'No. A22-0425 (Minn. Sept. 13, 2023)',
    states: ['MN'],
  },
  // Implied consent. Florida: the statutes and the bills amending them (flsenate.gov); New York:
  // § 1194's text (nysentencing.com) and the DMV's penalties; Illinois: the Vehicle Code (ilga.gov)
  // and the Secretary of State's rules of the road.
  floridaImpliedConsent: {
    title: 'Florida implied consent and refusal',
    citation: 'Fla. Stat. §§ 316.1932(1)(a), 316.1939',
    states: ['FL'],
  },
  newYorkImpliedConsent: {
    title: 'New York chemical test refusal',
    citation: 'N.Y. Veh. & Traf. Law § 1194(1)(b), (2)',
    states: ['NY'],
  },
  illinoisImpliedConsent: {
    title: 'Illinois implied consent and statutory summary suspension',
    citation: '625 ILCS 5/11-501.1, 5/6-208.1',
    states: ['IL'],
  },
  // California custody: the sections' text (lawserver.com; law.onecle.com) and SB 203 (2020).
  californiaYouthCounsel: {
    title: 'California: a youth consults a lawyer before custodial interrogation',
    citation: 'Cal. Welf. & Inst. Code § 625.6 (Stats. 2020, ch. 335, SB 203)',
    states: ['CA'],
  },
  californiaArraignment: {
    title: 'California: before a magistrate within 48 hours',
    citation: 'Cal. Penal Code § 825(a)',
    states: ['CA'],
  },
  // The ACLU's "Know Your Rights: Photographers" page, as quoted in several copies of it.
  acluPhotographers: {
    title: 'ACLU: Know Your Rights: Photographers',
    citation: 'American Civil Liberties Union, Know Your Rights: Photographers',
  },
} satisfies Record<string, LegalSource>;
