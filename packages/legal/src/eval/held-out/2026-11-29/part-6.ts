// Part 6: silence, Miranda, arrest, phone calls and first appearance; minors.
import type { EvalCase } from '../../eval-case';
import {
  AGE_17_ES,
  ANTES_ES,
  ASK_STATE_EN,
  BEFORE_WAIVE_EN,
  CASE_DISMISSED_WRONG_EN,
  HOURS_24_EN,
  HOURS_36_EN,
  HOURS_48_ES,
  INVOLUNTARY_EN,
  JUDGE_EN,
  LAWYER_EN,
  LAWYER_ES,
  LIED_EN,
  MAGISTRADO_ES,
  NOT_DISMISSED_EN,
  ONE_CALL_WRONG_EN,
  PADRE_ES,
  SCHOOL_NO_WARRANT_EN,
  SCHOOL_WARRANT_WRONG_EN,
  STOP_QUESTIONS_ES,
  SUPPRESS_STATEMENTS_EN,
  SUSPICION_ANY_EN,
  THREE_CALLS_EN,
  THREE_HOURS_EN,
  TRES_HORAS_ES,
  TRES_LLAMADAS_ES,
  UNA_LLAMADA_WRONG_ES,
  VARIES_EN,
  anyOf,
} from './shared';

export const PART_6: EvalCase[] = [
  // source: Cal. Penal Code 851.5 (findlaw; leginfo AB 2015 digest): immediately on booking and no
  // later than three hours after arrest, at least three completed calls (two more for a custodial
  // parent).
  {
    id: 'hof-en-ca-pomona-calls',
    state: 'CA',
    question: {
      message:
        'my little brother got arrested in pomona ca last night by holt ave and hasnt called anyone. doesnt he get his one phone call?? how long can they wait before letting him call',
    },
    mustContain: [THREE_CALLS_EN, THREE_HOURS_EN],
    mustNotContain: [ONE_CALL_WRONG_EN],
    mustNotCite: [/103-3\.5/],
  },
  // source: 725 ILCS 5/103-3.5 (lawserver; ilga.gov HB 4053 text; duilawyerskokie.com): three free
  // calls no later than three hours after arrival at the first place of detention.
  {
    id: 'hof-es-il-humboldtpark-llamadas',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'en chi-town, por humboldt park, arrestaron a mi esposo anoche y no nos ha llamado. cuantas llamadas le tienen que dar y en cuanto tiempo? nos dijeron que solo una',
      language: 'es',
    },
    mustContain: [TRES_LLAMADAS_ES, TRES_HORAS_ES],
    mustNotContain: [UNA_LLAMADA_WRONG_ES],
    mustNotCite: [/851\.5/],
  },
  // source: Tex. Code Crim. Proc. art. 15.17(a) (texas.public.law; findlaw): taken before a
  // magistrate without unnecessary delay and not later than 48 hours after arrest; warnings and
  // the right to request appointed counsel.
  {
    id: 'hof-es-tx-baytown-magistrado',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'a mi sobrino lo arrestaron en baytown texas el sabado y todavia no ve a ningun juez. cuanto tiempo lo pueden tener asi sin llevarlo ante un juez? le van a dar abogado?',
      language: 'es',
    },
    mustContain: [HOURS_48_ES, MAGISTRADO_ES],
    mustNotCite: [/3\.130/, /Rule 4\.0[12]/],
  },
  // source: Minn. R. Crim. P. 4.02 subd. 5 (casetext; mnbenchbar.com): after a warrantless arrest,
  // before a judge within 36 hours, not counting the day of arrest, Sundays and holidays.
  {
    id: 'hof-en-mn-mankato-36',
    state: 'MN',
    question: {
      message:
        'my husband got arrested friday night in mankato mn (no warrant) and they say he wont see a judge till monday or tuesday. how long can they legally hold him without a judge??',
    },
    mustContain: [HOURS_36_EN, JUDGE_EN],
    mustNotCite: [/15\.17/, /3\.130/],
  },
  // source: Fla. R. Crim. P. 3.130(a) (floridarule.com; bodifordlaw.com): every arrested person must
  // be taken before a judge within 24 hours of arrest; advised of the right to silence and counsel.
  {
    id: 'hof-en-fl-tallahassee-first-appearance',
    state: 'FL',
    question: {
      message:
        'tallahassee fl, my roommate was arrested on tennessee st this morning. when does she see a judge? will she get a public defender there',
    },
    mustContain: [HOURS_24_EN, JUDGE_EN],
    mustNotCite: [/15\.17/, /Rule 4\.0[12]/],
  },
  // source: failure to give Miranda warnings means suppression of statements from custodial
  // interrogation, not automatic dismissal (nhlawoffice.com; thehartleylawfirm.com, a Missouri
  // firm; randallpagelaw.com).
  {
    id: 'hof-en-mo-columbia-miranda',
    state: 'MO',
    question: {
      message:
        'columbia missouri. they arrested me and asked me a bunch of questions at the station and NEVER read me my rights. that means my case gets thrown out right??',
    },
    mustContain: [NOT_DISMISSED_EN, SUPPRESS_STATEMENTS_EN],
    mustNotContain: [CASE_DISMISSED_WRONG_EN],
  },
  // source: phone-call rules are state law and differ (Cal. Penal Code 851.5: three calls within
  // three hours; 725 ILCS 5/103-3.5: three within three hours of arrival; Massachusetts one hour);
  // no place is given.
  {
    id: 'hof-en-nostate-phone-calls',
    question: {
      message: 'how many phone calls do you get after you get arrested? is it really just one',
    },
    mustContain: [anyOf(ASK_STATE_EN, VARIES_EN)],
    mustNotContain: [ONE_CALL_WRONG_EN],
  },
  // source: Edwards v. Arizona, 451 U.S. 477 (1981) (lawpipe; rothdavies.com): once a suspect in
  // custody asks for a lawyer, police-initiated questioning must stop until counsel is present.
  {
    id: 'hof-es-ga-canton-abogado',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'en canton georgia me arrestaron y yo les dije que queria un abogado pero siguieron preguntandome cosas por una hora. eso se puede? que tengo que decir para que paren',
      language: 'es',
    },
    mustContain: [LAWYER_ES, STOP_QUESTIONS_ES],
  },
  // source: Cal. Welf. & Inst. Code 625.6 (lawserver; SB 203, eff. 2021): a youth 17 or younger
  // must consult counsel before a custodial interrogation and before waiving Miranda rights; the
  // consultation cannot be waived.
  {
    id: 'hof-es-ca-ontario-menor',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'mi hijo de 16 lo detuvieron en ontario california y el detective quiere interrogarlo ya. mi hijo dice que el puede hablar solo sin abogado. lo pueden interrogar asi?',
      language: 'es',
    },
    mustContain: [LAWYER_ES, anyOf(AGE_17_ES, ANTES_ES)],
  },
  // source: RCW 13.40.740 (eff. Jan. 1, 2022; seattleattorneysblog.com; clarklaw.llc; ESHB 1140 bill
  // report): juveniles must be given access to an attorney before waiving rights in a custodial
  // interrogation, a detention on probable cause or a request to consent to a search.
  {
    id: 'hof-en-wa-kent-juvenile',
    state: 'WA',
    question: {
      message:
        'kent wa, police took my 15 yr old from school to the station about a fight and want to ask her questions and search her phone "with her permission". can they do that without a lawyer?',
    },
    mustContain: [LAWYER_EN, BEFORE_WAIVE_EN],
  },
  // source: Md. Code, Cts. & Jud. Proc. 3-8A-14.2 (Child Interrogation Protection Act, 2022;
  // lexace.ai text; 109 Op. Md. Att'y Gen. 3 (2024)): no custodial interrogation of a child until the
  // child consults a lawyer and police try to notify the parent; not waivable.
  {
    id: 'hof-es-md-hagerstown-nino',
    state: 'MD',
    language: 'es',
    question: {
      message:
        'en hagerstown maryland la policia se llevo a mi hijo de 14 y ni me avisaron. le pueden hacer preguntas sin que yo este y sin abogado?',
      language: 'es',
    },
    mustContain: [LAWYER_ES, PADRE_ES],
  },
  // source: ORS 133.403 (SB 418, 2021; lawserver; Innocence Project): a statement by a person under 18
  // in a custodial interview is presumed involuntary if the officer intentionally used false
  // information to get it.
  {
    id: 'hof-en-or-redmond-lied',
    state: 'OR',
    question: {
      message:
        'redmond oregon. detective told my 16 yo son his friend already confessed and there was video of him, none of which was true, and my son admitted stuff. can they lie to a kid like that? can they use what he said',
    },
    mustContain: [LIED_EN, INVOLUNTARY_EN],
  },
  // source: New Jersey v. T.L.O., 469 U.S. 325 (1985) (Bill of Rights Institute; lawpipe): school
  // officials need reasonable suspicion, not a warrant or probable cause, to search a student.
  {
    id: 'hof-en-ok-brokenarrow-school',
    state: 'OK',
    question: {
      message:
        'broken arrow ok. assistant principal searched my daughters backpack because someone said she had a vape. no warrant, no cops. are schools allowed to do that??',
    },
    mustContain: [SUSPICION_ANY_EN, SCHOOL_NO_WARRANT_EN],
    mustNotContain: [SCHOOL_WARRANT_WRONG_EN],
  },
  // source: RCW 13.40.740 (as above). The state is only in the earlier turn.
  {
    id: 'hof-es-fu-wa-burien-menor',
    state: 'WA',
    language: 'es',
    question: {
      message:
        'la policia quiere hablar con mi hijo de 15 años sobre un robo y pedirle permiso para revisar su mochila. lo pueden hacer sin abogado?',
      language: 'es',
      conversationHistory: [
        { role: 'user', content: 'vivimos en burien washington, cerca de la ambaum' },
        { role: 'assistant', content: 'Entendido. ¿Qué pasó?' },
      ],
    },
    mustContain: [LAWYER_ES, ANTES_ES],
  },
];
