import type { LegalSource } from '../types';

/**
 * Sources cited by more than one rule, spelled once. Supreme Court cases by their U.S. Reports
 * citation; statutes by their official code section.
 */
export const CONSTITUTION = {
  first: { title: 'First Amendment', citation: 'U.S. Const. amend. I' },
  fourth: { title: 'Fourth Amendment', citation: 'U.S. Const. amend. IV' },
  fifth: { title: 'Fifth Amendment', citation: 'U.S. Const. amend. V' },
  sixth: { title: 'Sixth Amendment', citation: 'U.S. Const. amend. VI' },
  fourteenth: { title: 'Fourteenth Amendment', citation: 'U.S. Const. amend. XIV, § 1' },
} satisfies Record<string, LegalSource>;

export const CASES = {
  terry: { title: 'Terry v. Ohio', citation: '392 U.S. 1 (1968)' },
  royer: { title: 'Florida v. Royer', citation: '460 U.S. 491 (1983)' },
  hiibel: {
    title: 'Hiibel v. Sixth Judicial District Court of Nevada',
    citation: '542 U.S. 177 (2004)',
  },
  brownTexas: { title: 'Brown v. Texas', citation: '443 U.S. 47 (1979)' },
  kolender: { title: 'Kolender v. Lawson', citation: '461 U.S. 352 (1983)' },
  mimms: { title: 'Pennsylvania v. Mimms', citation: '434 U.S. 106 (1977)' },
  wilson: { title: 'Maryland v. Wilson', citation: '519 U.S. 408 (1997)' },
  rodriguez: { title: 'Rodriguez v. United States', citation: '575 U.S. 348 (2015)' },
  brendlin: { title: 'Brendlin v. California', citation: '551 U.S. 249 (2007)' },
  prouse: { title: 'Delaware v. Prouse', citation: '440 U.S. 648 (1979)' },
  sitz: { title: 'Michigan Dept. of State Police v. Sitz', citation: '496 U.S. 444 (1990)' },
  whren: { title: 'Whren v. United States', citation: '517 U.S. 806 (1996)' },
  schneckloth: { title: 'Schneckloth v. Bustamonte', citation: '412 U.S. 218 (1973)' },
  jimeno: { title: 'Florida v. Jimeno', citation: '500 U.S. 248 (1991)' },
  riley: { title: 'Riley v. California', citation: '573 U.S. 373 (2014)' },
  gant: { title: 'Arizona v. Gant', citation: '556 U.S. 332 (2009)' },
  marshallBarlows: { title: 'Marshall v. Barlow’s, Inc.', citation: '436 U.S. 307 (1978)' },
  carroll: { title: 'Carroll v. United States', citation: '267 U.S. 132 (1925)' },
  katz: { title: 'Katz v. United States', citation: '389 U.S. 347 (1967)' },
  payton: { title: 'Payton v. New York', citation: '445 U.S. 573 (1980)' },
  kentuckyKing: { title: 'Kentucky v. King', citation: '563 U.S. 452 (2011)' },
  miranda: { title: 'Miranda v. Arizona', citation: '384 U.S. 436 (1966)' },
  edwards: { title: 'Edwards v. Arizona', citation: '451 U.S. 477 (1981)' },
  davis: { title: 'Davis v. United States', citation: '512 U.S. 452 (1994)' },
  berghuis: { title: 'Berghuis v. Thompkins', citation: '560 U.S. 370 (2010)' },
  salinas: { title: 'Salinas v. Texas', citation: '570 U.S. 178 (2013)' },
  gideon: { title: 'Gideon v. Wainwright', citation: '372 U.S. 335 (1963)' },
  argersinger: { title: 'Argersinger v. Hamlin', citation: '407 U.S. 25 (1972)' },
  mclaughlin: { title: 'County of Riverside v. McLaughlin', citation: '500 U.S. 44 (1991)' },
  houstonHill: { title: 'City of Houston v. Hill', citation: '482 U.S. 451 (1987)' },
  ward: { title: 'Ward v. Rock Against Racism', citation: '491 U.S. 781 (1989)' },
  hague: { title: 'Hague v. CIO', citation: '307 U.S. 496 (1939)' },
  coxNh: { title: 'Cox v. New Hampshire', citation: '312 U.S. 569 (1941)' },
  chaplinsky: { title: 'Chaplinsky v. New Hampshire', citation: '315 U.S. 568 (1942)' },
  mapp: { title: 'Mapp v. Ohio', citation: '367 U.S. 643 (1961)' },
  malloy: { title: 'Malloy v. Hogan', citation: '378 U.S. 1 (1964)' },
  graham: { title: 'Graham v. Connor', citation: '490 U.S. 386 (1989)' },
  garner: { title: 'Tennessee v. Garner', citation: '471 U.S. 1 (1985)' },
  harlow: { title: 'Harlow v. Fitzgerald', citation: '457 U.S. 800 (1982)' },
  monell: {
    title: 'Monell v. Department of Social Services',
    citation: '436 U.S. 658 (1978)',
  },
  wallaceKato: { title: 'Wallace v. Kato', citation: '549 U.S. 384 (2007)' },
  frazier: { title: 'Frazier v. Cupp', citation: '394 U.S. 731 (1969)' },
  caballes: { title: 'Illinois v. Caballes', citation: '543 U.S. 405 (2005)' },
  mcArthur: { title: 'Illinois v. McArthur', citation: '531 U.S. 326 (2001)' },
  jardines: { title: 'Florida v. Jardines', citation: '569 U.S. 1 (2013)' },
  collins: { title: 'Collins v. Virginia', citation: '584 U.S. 586 (2018)' },
  birchfield: { title: 'Birchfield v. North Dakota', citation: '579 U.S. 438 (2016)' },
  nieves: { title: 'Nieves v. Bartlett', citation: '587 U.S. 391 (2019)' },
  gonzalezTrevino: {
    title: 'Gonzalez v. Trevino',
    citation: 'No. 22-1025 (U.S. June 20, 2024) (per curiam)',
  },
  barnesFelix: { title: 'Barnes v. Felix', citation: '605 U.S. ___ (May 15, 2025)' },
  brignoniPonce: { title: 'United States v. Brignoni-Ponce', citation: '422 U.S. 873 (1975)' },
  // An order on the emergency docket, not a decision on the merits: cited by its docket number.
  vasquezPerdomo: {
    title: 'Noem v. Vasquez Perdomo',
    citation: 'No. 25A169 (U.S. Sept. 8, 2025) (order granting a stay)',
    url: 'https://www.scotusblog.com/cases/case-files/noem-v-perdomo',
  },
  // Federal appeals-court rulings on recording police, as apps/server/data lists them.
  glik: { title: 'Glik v. Cunniffe', citation: '655 F.3d 78 (1st Cir. 2011)' },
  fields: { title: 'Fields v. City of Philadelphia', citation: '862 F.3d 353 (3d Cir. 2017)' },
  turner: { title: 'Turner v. Lieutenant Driver', citation: '848 F.3d 678 (5th Cir. 2017)' },
  alvarez: { title: 'ACLU of Illinois v. Alvarez', citation: '679 F.3d 583 (7th Cir. 2012)' },
  fordyce: { title: 'Fordyce v. City of Seattle', citation: '55 F.3d 436 (9th Cir. 1995)' },
  irizarry: { title: 'Irizarry v. Yehia', citation: '38 F.4th 1282 (10th Cir. 2022)' },
  smithCumming: { title: 'Smith v. City of Cumming', citation: '212 F.3d 1332 (11th Cir. 2000)' },
  gericke: { title: 'Gericke v. Begin', citation: '753 F.3d 1 (1st Cir. 2014)' },
} satisfies Record<string, LegalSource>;

export const STATUTES = {
  section1983: { title: 'Civil action for deprivation of rights', citation: '42 U.S.C. § 1983' },
  section242: {
    title: 'Deprivation of rights under color of law (federal crime)',
    citation: '18 U.S.C. § 242',
  },
  section12601: {
    title: 'Pattern-or-practice investigations of police departments',
    citation: '34 U.S.C. § 12601',
  },
  dojDismissals2025: {
    title:
      'U.S. Dep’t of Justice, Civil Rights Division: dismissal of the Louisville and Minneapolis police cases',
    citation: 'Press release, May 21, 2025',
  },
  alienRegistrationCard: {
    title: 'Carrying proof of alien registration',
    citation: '8 U.S.C. § 1304(e)',
  },
  iceHomeEntryMemo: {
    title: 'ICE memorandum on entering homes with Form I-205 (disclosed by whistleblowers)',
    citation: 'Memorandum of the Acting ICE Director, May 12, 2025 (made public Jan. 21, 2026)',
  },
  section1001: { title: 'False statements to federal officials', citation: '18 U.S.C. § 1001' },
  texasFailureToIdentify: {
    title: 'Texas: failure to identify',
    citation: 'Tex. Penal Code § 38.02',
    states: ['TX'],
  },
  nevadaStopAndIdentify: {
    title: 'Nevada: stop-and-identify law (upheld in Hiibel)',
    citation: 'Nev. Rev. Stat. § 171.123',
    states: ['NV'],
  },
} satisfies Record<string, LegalSource>;

/** Plain-language guides. The ACLU's index page is the one address we are sure of. */
export const GUIDES = {
  aclu: {
    title: 'ACLU: Know Your Rights',
    citation: 'American Civil Liberties Union, Know Your Rights guides',
    url: 'https://www.aclu.org/know-your-rights',
  },
  doj: {
    title: 'U.S. Department of Justice, Civil Rights Division: report a violation',
    citation: 'U.S. Dep’t of Justice, Civil Rights Division',
    url: 'https://civilrights.justice.gov',
  },
} satisfies Record<string, LegalSource>;
