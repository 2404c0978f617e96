// Part 2: stop and identify in Spanish; recording the police in English.
import type { EvalCase } from '../../eval-case';
import {
  ARRESTO_SOLO_ES,
  ASK_STATE_ES,
  BLOCKED_EN,
  BUFFER_8_WRONG_EN,
  COURT_EN,
  DIRECCION_ES,
  EXPLICAR_ES,
  FALSE_ES,
  FECHA_NAC_ES,
  FEET_8_EN,
  KEEP_DEVICE_EN,
  LICENCIA_ES,
  MUST_DELETE_WRONG_EN,
  MUST_GIVE_NOMBRE_WRONG_ES,
  MUST_SHOW_ID_WRONG_ES,
  NOMBRE_ES,
  NOMBRE_FALSO_DELITO_ES,
  NO_DELETE_EN,
  NO_INTERFERE_EN,
  NO_TARJETA_ES,
  PASAJERO_NO_ID_ES,
  RECORD_OK_EN_ANY,
  SILENT_ES_ANY,
  SOSPECHA_ES,
  VARIA_ES,
  anyOf,
} from './shared';

const SOSPECHA_ANY_ES = anyOf(SOSPECHA_ES, /sospech/);

export const PART_2: EvalCase[] = [
  // source: A.R.S. 13-2412 (legalclarity.org; kolsrudlawoffices.com "Do You Have to Identify
  // Yourself to Officers in Arizona?": passengers need not identify unless reasonably suspected;
  // the driver must show licence, registration and insurance, A.R.S. 28-1595).
  {
    id: 'hof-es-az-glendale-pasajera',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'oiga me pararon en glendale por la 67 avenida, yo iba de pasajera con mi cuñado manejando. el policia me pidio mi identificacion a mi tambien. tengo que darsela aunque no iba manejando? que si me niego',
      language: 'es',
    },
    mustContain: [PASAJERO_NO_ID_ES, LICENCIA_ES],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: Ohio R.C. 2921.29 (State v. Dunn, Ohio Ct. App. 2020): name, address or date of birth
  // in a public place on reasonable suspicion; nothing else need be answered.
  {
    id: 'hof-es-oh-springfield-nombre',
    state: 'OH',
    language: 'es',
    question: {
      message:
        'estoy en springfield ohio, un policia me paro en la calle main diciendo que sospecha que robé en la tienda. me pide nombre, direccion y fecha de nacimiento y tambien que le diga donde trabajo y con quien vivo. tengo que contestarle todo??',
      language: 'es',
    },
    mustContain: [NOMBRE_ES, anyOf(DIRECCION_ES, FECHA_NAC_ES), SILENT_ES_ANY],
    mustNotCite: [/38\.02/, /13-2412/],
  },
  // source: Tex. Penal Code 38.02 (texas.public.law excerpt; Green v. State 1995; SB 843 analysis
  // 2011): refusing to give the name is an offense only after a lawful arrest; a false name during a
  // detention is its own offense.
  {
    id: 'hof-es-tx-htown-tercer-distrito',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'wey en H-Town por el third ward un chota me paro caminando y me dijo que le diera mi nombre o me llevaba. no me arrestó nomás me tenia ahi parado. es obligatorio darle el nombre? y si le doy otro nombre?',
      language: 'es',
    },
    mustContain: [ARRESTO_SOLO_ES, NOMBRE_FALSO_DELITO_ES],
    mustNotContain: [MUST_GIVE_NOMBRE_WRONG_ES, MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/13-2412/, /171\.123/, /2921\.29/],
  },
  // source: Kolender v. Lawson, 461 U.S. 352 (1983) struck down Cal. Penal Code 647(e), the
  // California loitering-identification law (openjurist, Hastings L.J. note); no California statute
  // makes it a crime for a pedestrian to refuse a name.
  {
    id: 'hof-es-ca-bahia-hayward',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'aqui en la bahia, en hayward por la mission blvd, la policia me paro caminando y me pidio ID. yo no cargo ID porque no tengo papeles. tengo que darles mi nombre? me pueden arrestar por no traer identificacion?',
      language: 'es',
    },
    mustContain: [SILENT_ES_ANY, NO_TARJETA_ES],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES, MUST_GIVE_NOMBRE_WRONG_ES],
    mustNotCite: [/38\.02/, /171\.123/, /13-2412/, /2921\.29/],
  },
  // source: La. Code Crim. Proc. art. 215.1 (legis.la.gov): a person reasonably suspected of an
  // offense may be asked for name, address and an explanation of his actions.
  {
    id: 'hof-es-la-houma-nombre',
    state: 'LA',
    language: 'es',
    question: {
      message:
        'en houma luisiana por la main street un sheriff me paro cuando salia del trabajo y dice que me parezco a alguien que buscan. me pidio nombre, direccion y que le explique que hacia ahi. que tengo que darle y que no?',
      language: 'es',
    },
    mustContain: [NOMBRE_ES, DIRECCION_ES, anyOf(EXPLICAR_ES, SOSPECHA_ANY_ES)],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: NMSA 30-22-3 concealing identity (State v. Dawson, 1999-NMCA-072, and State v.
  // Andrews, N.M. Ct. App. 1997, on casetext): refusing or concealing one's true name from an
  // officer performing a lawful duty can be a petty misdemeanor.
  {
    id: 'hof-es-nm-gallup-identidad',
    state: 'NM',
    language: 'es',
    question: {
      message:
        'mi compa en gallup nuevo mexico le dio un nombre falso a la policia cuando lo pararon por la route 66 y ahora dicen que lo van a acusar de "ocultar identidad". eso existe? yo que hago si me paran a mi',
      language: 'es',
    },
    mustContain: [NOMBRE_ES, FALSE_ES],
    mustNotCite: [/38\.02/, /171\.123/],
  },
  // source: passenger rules differ by state (A.R.S. 13-2412 only on suspicion; Tex. Penal Code
  // 38.02 only after arrest; Brendlin v. California: a passenger is seized too); no place is given.
  {
    id: 'hof-es-nostate-pasajero',
    language: 'es',
    question: {
      message:
        'pregunta rapida, si voy de pasajero y paran el carro, el policia me puede exigir mi identificacion a mi o solo al que maneja?',
      language: 'es',
    },
    mustContain: [anyOf(ASK_STATE_ES, VARIA_ES)],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
  },
  // source: Utah Code 77-7-15 and 76-8-301.5 (legalclarity.org; utahcriminallawyer.com): on
  // reasonable suspicion, name, address, date of birth; failing to disclose identity can be a
  // crime. The state is only in the earlier turn.
  {
    id: 'hof-es-fu-ut-westjordan',
    state: 'UT',
    language: 'es',
    question: {
      message:
        'y si me paran caminando y dicen que sospechan algo, que datos estoy obligado a dar?',
      language: 'es',
      conversationHistory: [
        { role: 'user', content: 'hola vivo en west jordan utah cerca de la redwood road' },
        { role: 'assistant', content: 'Hola. ¿En qué le puedo ayudar?' },
      ],
    },
    mustContain: [NOMBRE_ES, FECHA_NAC_ES],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/38\.02/, /13-2412/],
  },
  // source: Fields v. City of Philadelphia, 862 F.3d 353 (3d Cir. 2017) (Justia summary, midpage):
  // the First Amendment protects recording police performing duties in public; police may not make
  // you delete (ACLU guidance, as in the 2026-11-28e set).
  {
    id: 'hof-en-pa-kensington-record',
    state: 'PA',
    question: {
      message:
        'philly, kensington ave under the el. i was filming cops arresting a guy and one got in my face and told me to delete it or im next. was i breaking the law?? do i have to delete',
    },
    mustContain: [RECORD_OK_EN_ANY, NO_DELETE_EN],
    mustNotContain: [MUST_DELETE_WRONG_EN],
  },
  // source: A.R.S. 13-3732 (HB 2319, 8 feet) was preliminarily enjoined in Sept. 2022 and
  // permanently blocked by Judge Tuchi in July 2023 (Arizona Republic / Newsbreak, Ars Technica via
  // Harvard tagteam, Criminal Legal News); Arizona Broadcasters Ass'n v. Brnovich.
  {
    id: 'hof-en-az-tempe-8ft',
    state: 'AZ',
    question: {
      message:
        'tempe az near mill ave, cop told me its illegal to film him within 8 feet and made me back way up. is that 8 foot law real? can i keep recording',
    },
    mustContain: [RECORD_OK_EN_ANY, BLOCKED_EN, anyOf(FEET_8_EN, COURT_EN)],
    mustNotContain: [BUFFER_8_WRONG_EN],
    firstPartMustContain: [BLOCKED_EN],
  },
  // source: C.R.S. 16-3-311 (SB 20-217; recordinglaw.com Colorado page): a person may lawfully
  // record any incident involving a peace officer and keep custody of the recording and device;
  // seizure needs consent, a warrant or a subpoena (narrow 72-hour exigency).
  {
    id: 'hof-en-co-longmont-phone',
    state: 'CO',
    question: {
      message:
        'longmont colorado, i recorded a traffic stop from my porch and an officer walked over and said he was taking my phone as evidence. can he just take it?? what are my rights here',
    },
    mustContain: [RECORD_OK_EN_ANY, KEEP_DEVICE_EN],
  },
  // source: Turner v. Driver, 848 F.3d 678 (5th Cir. 2017), a First Amendment right to record police
  // (verified in the 2026-11-28e set); keep a distance and do not interfere (Fields, Glik).
  {
    id: 'hof-en-tx-beaumont-record',
    state: 'TX',
    question: {
      message:
        'beaumont tx. my sister filmed cops outside the walmart on dowlen and they said filming is "interfering with an investigation". she was like 30 ft away on the sidewalk. is filming legal in texas?',
    },
    mustContain: [RECORD_OK_EN_ANY, NO_INTERFERE_EN],
  },
  // source: Irizarry v. Yehia, 38 F.4th 1282 (10th Cir. 2022) (cited on recordinglaw.com's Colorado
  // page): clearly established right to film police in public, binding in Oklahoma too.
  {
    id: 'hof-en-ok-norman-record',
    state: 'OK',
    question: {
      message:
        'norman ok on campus corner a cop tried to grab my phone while i was filming a fight arrest. can i get in trouble for recording? and he said delete it. do i have to',
    },
    mustContain: [RECORD_OK_EN_ANY, NO_DELETE_EN],
    mustNotContain: [MUST_DELETE_WRONG_EN],
  },
];
