/**
 * The shapes of the legal corpus. Every statement the app makes about the law is a `LegalRule`
 * with at least one `LegalSource`; guides and the assistant only ever compose rules, they never
 * write law of their own.
 */

/** Where a rule comes from: shown to the person as the citation. */
export interface LegalSource {
  /** A short human title, e.g. "Fourth Amendment" or "Glik v. Cunniffe". */
  title: string;
  /** The formal citation, e.g. "U.S. Const. amend. IV" or "655 F.3d 78 (1st Cir. 2011)". */
  citation: string;
  url?: string;
  /**
   * USPS codes of the states whose law this is (a state statute): an answer about another state
   * never cites it (no Texas statute in a California answer). Absent: federal or general.
   */
  states?: string[];
}

/** What a rule is about; the assistant's situations and the guides' sections are built on these. */
export const LEGAL_TOPICS = [
  'recording',
  'traffic-stop',
  // Breath and blood tests after a DUI arrest, apart from stops in general.
  'impaired-driving',
  'street-stop',
  'search',
  // The smell of cannabis as a reason to search: state law, asked about on its own.
  'cannabis',
  'arrest',
  'silence',
  'speech',
  'equal-protection',
  'interference',
  'misconduct',
  // Whether officers must show a name or badge, apart from complaints about them.
  'officer-id',
  // Questioning a minor, apart from silence so a state's juvenile rule answers only that.
  'juvenile',
  // How long police may hold someone before a judge sees them (New York's 24 hours).
  'arraignment',
  // Sobriety checkpoints, apart from traffic stops so a state's ban rides only here.
  'checkpoint',
  // Phone calls after an arrest, apart from arrests so the call rules answer only that question.
  'phone-call',
  // Knocking before entering on a warrant, apart from searches so a state's ban rides only here.
  'no-knock',
  // Telling an officer one is carrying a gun: the states' rules ride only here.
  'carrying',
  // Jails holding people for ICE: each state's law on detainers rides only here.
  'immigration-holds',
  // A state's own immigration crimes, most of them blocked by courts.
  'state-immigration-law',
  // Getting police body-camera video: who may see it and how soon is state law.
  'bodycam',
  // Being made to unlock a phone: a state's high court has answered in some states.
  'phone-unlock',
  // After or before an immigration arrest: finding someone, removal without a judge, churches
  // and schools, a state's notice to workers or its DMV's records.
  'immigration-help',
  // A permit for signs on a sidewalk, apart from speech so that rule answers only that question.
  'protest-permit',
  'resources',
] as const;
export type LegalTopic = (typeof LEGAL_TOPICS)[number];

/** The languages the corpus, the guides and the assistant speak. */
export const LEGAL_LANGUAGES = ['en', 'es'] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/**
 * A rule's words in Spanish. Names of cases and laws and their citations stay exactly as in the
 * English (they are how a court or a lawyer finds them); everything else is translated.
 */
export interface LegalRuleSpanish {
  title: string;
  text: string;
  /** Present exactly when the English has it, one line for each English line. */
  sayThis?: string[];
  /** Words Spanish speakers use for the situation, for retrieval ("me pararon", "cachear"). */
  keywords?: string[];
}

export interface LegalRule {
  /** Stable id, kebab-case, unique across the corpus. */
  id: string;
  topic: LegalTopic;
  title: string;
  /** The rule in plain words, one to three sentences, nothing the sources do not support. */
  text: string;
  /** Exact words a person can say, when the rule has them. */
  sayThis?: string[];
  /** USPS codes the rule is limited to; absent means it applies everywhere in the US. */
  states?: string[];
  /**
   * Cities (as apps/server/data/us_largest_cities.csv names them) a local law is limited to: the
   * rule is left out when the question names another city of its state (NYC's Right to
   * Know Act is not Buffalo's law).
   */
  cities?: string[];
  /** Extra words people use for this situation, to help retrieval ("pulled over", "frisk"). */
  keywords?: string[];
  sources: LegalSource[];
  /**
   * The day someone last checked this rule against its sources, YYYY-MM-DD: a date
   * of a real check, never of an edit that did not look at the law.
   */
  reviewed: string;
  /**
   * Set when the rule reports something still moving: a lawsuit (`litigation`) or a bill that
   * is not yet law (`bill`). Such a rule must be reviewed within 6 months (corpus.test.ts).
   */
  tracks?: 'litigation' | 'bill';
  /** The same rule in Spanish; its sources are shared, as citations are never translated. */
  es: LegalRuleSpanish;
}

/** The recording-consent rule of one state, from the RCFP guide (apps/server/data). */
export type ConsentRule = 'one-party' | 'all-party';

export interface StateRecordingConsent {
  code: string;
  name: string;
  /** As the data states it, e.g. "all-party (civil)". */
  phoneConsent: string;
  inPersonConsent: string;
  category: 'one-party' | 'all-party' | 'mixed';
  statutes: string;
  /** The data's note, only when it does not ask to be verified first. */
  note?: string;
  sourceUrl: string;
  /** YYYY-MM-DD: the day the row was last compared with its sources. */
  checked: string;
}

/** A federal appeals-court ruling on the right to record police. */
export interface RecordingRuling {
  circuit: string;
  /** USPS codes (and territories) the circuit covers. */
  states: string[];
  caseName: string;
  citation: string;
  decided: string;
  holding: string;
  /** YYYY-MM-DD: the day the ruling's citation and holding were last checked. */
  checked: string;
}

/**
 * What a state's law says about giving your name during a stop, from
 * apps/server/data/stop_and_identify_by_state.csv:
 * - `crime-to-refuse`: refusing to give `detail` is a crime when lawfully detained;
 * - `after-arrest`: required only after a lawful arrest (a false name is a crime before);
 * - `police-may-ask`: the statute lets police who lawfully stop you ask for `detail`;
 * - `loitering`: refusing to identify counts toward a loitering offense;
 * - `limited`: a narrow law (`detail` says how);
 * - `concealing`: concealing one's identity to obstruct an officer is a crime;
 * - `interfering`: no stop-and-identify statute, but a court upheld a conviction under the
 *   general obstruction law (`detail` names the offense) for refusing to identify in a lawful stop;
 * - `false-name`: a false name after a lawful detention is a crime; no law found on refusing;
 * - `listed-unverified`: counted by some sources, statute not found or checked (`detail`);
 * - `none-found`: no statute found.
 */
export type StopAndIdentifyDuty =
  | 'crime-to-refuse'
  | 'after-arrest'
  | 'police-may-ask'
  | 'loitering'
  | 'limited'
  | 'concealing'
  | 'interfering'
  | 'false-name'
  | 'listed-unverified'
  | 'none-found';

export interface StateStopAndIdentify {
  code: string;
  name: string;
  duty: StopAndIdentifyDuty;
  /** What must be given, or the row's particular (see the duty); with its Spanish. */
  detail?: string;
  detailEs?: string;
  statutes?: string;
  /** True only for a row read against the statute or an opinion on `checked`. */
  isVerified: boolean;
  /** YYYY-MM-DD: the day the row was last checked (every record carries one). */
  checked: string;
  sourceUrl?: string;
}

/** One of the 300 largest US places, from apps/server/data/us_largest_cities.csv. */
export interface UsCity {
  /** 1 for the most populous. */
  rank: number;
  name: string;
  /** USPS code. */
  state: string;
}

/** One section of a know-your-rights guide: what the pages render. */
export interface GuideSection {
  id: string;
  title: string;
  content: string;
  keyPoints: string[];
  /** Exact words to say, gathered from the section's rules. */
  sayThis: string[];
  citations: LegalSource[];
}

export interface Guide {
  id: string;
  title: string;
  description: string;
  /** USPS code when the guide is about one state. */
  state?: string;
  sections: GuideSection[];
}
