// Part 7: non-citizens, immigration agents and state immigration laws.
import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_ES,
  BLOCKED_ES,
  BLOCKED_LAW_WRONG_ES,
  CHECKPOINT_SEARCH_WRONG_EN,
  CITIZENSHIP_Q_EN,
  CITIZEN_CARRY_WRONG_EN,
  CORTE_ES,
  DONT_OPEN_EN,
  DONT_OPEN_ES_ANY,
  DONT_SIGN_ES,
  INMIGRA_ES,
  JUDICIAL_EN,
  JUDICIAL_ES,
  LAWYER_ES,
  LIBRE_IRSE_ES_WIDE,
  NO_ASK_STATUS_EN,
  NO_CARRY_CITIZEN_EN,
  NO_CONSENT_EN,
  NO_MENTIR_ES,
  PLEA_IMM_ES,
  SILENT_EN,
  SILENT_ES_ANY,
  anyOf,
} from './shared';

export const PART_7: EvalCase[] = [
  // source: Florida SB 4-C (illegal entry/reentry) blocked by Judge Kathleen Williams (TRO April 4,
  // 2025, then preliminary injunction); 11th Cir. and the U.S. Supreme Court (July 9, 2025) refused
  // to lift it (WUWF; flaglerlive; migrantinsider).
  {
    id: 'hof-es-fl-fortpierce-sb4c',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'en fort pierce florida dicen en el trabajo que con la ley nueva de desantis la policia del estado ya puede arrestarnos solo por haber entrado sin papeles. es verdad? ya esta funcionando esa ley?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES, CORTE_ES],
    mustNotContain: [BLOCKED_LAW_WRONG_ES],
    firstPartMustContain: [BLOCKED_ES],
  },
  // source: Oklahoma HB 4156 (impermissible occupation) blocked by Judge Bernard Jones: TRO May 20,
  // 2025, then an indefinite preliminary injunction June 3, 2025 (KGOU; Public Radio Tulsa).
  {
    id: 'hof-es-ok-guymon-hb4156',
    state: 'OK',
    language: 'es',
    question: {
      message:
        'trabajo en la planta en guymon oklahoma y el mayordomo dice que por la ley 4156 la policia de oklahoma nos puede meter a la carcel por vivir aqui sin papeles. ya se aplica eso o no?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES, CORTE_ES],
    mustNotContain: [BLOCKED_LAW_WRONG_ES],
    firstPartMustContain: [BLOCKED_ES],
  },
  // source: Keep Washington Working Act, RCW 10.93.160 (defensenet.org; safeimmigrants.us; AG FAQ):
  // state and local law enforcement may not ask about immigration or citizenship status or place of
  // birth, except as the law allows.
  {
    id: 'hof-en-wa-sunnyside-status',
    state: 'WA',
    question: {
      message:
        'sunnyside wa, a county deputy pulled my uncle over and asked where he was born and if he has papers. is the local police even allowed to ask that here? does he have to answer',
    },
    mustContain: [NO_ASK_STATUS_EN, SILENT_EN],
  },
  // source: an ICE administrative warrant (I-200/I-205) is not signed by a judge and does not allow
  // entry into a home without consent (factually.co summaries; verified in 2026-11-28c/d/e); Oregon.
  {
    id: 'hof-es-or-mcminnville-ice',
    state: 'OR',
    language: 'es',
    question: {
      message:
        'estan tocando la puerta en mi casa en mcminnville oregon, dicen que son ICE y pasan un papel por la ventana que dice "warrant" pero no veo firma de juez. tengo que abrir?? que hago',
      language: 'es',
    },
    mustContain: [DONT_OPEN_ES_ANY, JUDICIAL_ES],
    mustNotContain: [ADMIN_ENTRY_WRONG_ES],
    firstPartMustContain: [DONT_OPEN_ES_ANY],
  },
  // source: United States v. Martinez-Fuerte, 428 U.S. 543 (1976) (MSU open book; 9th Cir. Preciado-
  // Robles excerpt): brief immigration questions at a fixed checkpoint need no suspicion; United
  // States v. Ortiz (1975): a vehicle search there needs consent or probable cause.
  {
    id: 'hof-en-az-tubac-checkpoint',
    state: 'AZ',
    question: {
      message:
        'im a us citizen born in tucson. border patrol checkpoint on I-19 by tubac asked if im a citizen and then wanted to look in my trunk. do i have to answer? do i have to let them search?',
    },
    mustContain: [CITIZENSHIP_Q_EN, NO_CONSENT_EN],
    mustNotContain: [CHECKPOINT_SEARCH_WRONG_EN],
  },
  // source: Padilla v. Kentucky, 559 U.S. 356 (2010) (Justia syllabus via constitutionallawreporter;
  // natlawreview): defense counsel must tell a non-citizen client whether a plea carries a risk of
  // deportation.
  {
    id: 'hof-es-ga-rome-residente',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'tengo green card y me arrestaron por dui en rome georgia. el fiscal ofrece un trato rapido si me declaro culpable. eso me puede afectar la residencia? que le digo a mi abogado de oficio',
      language: 'es',
    },
    mustContain: [LAWYER_ES, INMIGRA_ES, PLEA_IMM_ES],
  },
  // source: no federal law requires U.S. citizens to carry proof of citizenship (KQED via Briefly;
  // factually.co fact checks); the right to remain silent still applies.
  {
    id: 'hof-en-ia-denison-citizen',
    state: 'IA',
    question: {
      message:
        'denison iowa by the plant. ICE agents stopped me in the parking lot and asked for proof im legal. im a citizen, born in omaha. do i have to carry my passport or birth certificate now? do i have to answer them',
    },
    mustContain: [NO_CARRY_CITIZEN_EN, SILENT_EN],
    mustNotContain: [CITIZEN_CARRY_WRONG_EN],
  },
  // source: know-your-rights guidance on ICE street encounters (factually.co summaries: remain
  // silent, ask whether you are free to leave, do not lie or show false papers; verified in
  // 2026-11-28e); North Carolina.
  {
    id: 'hof-es-nc-concord-calle',
    state: 'NC',
    language: 'es',
    question: {
      message:
        'en concord carolina del norte unos de migra me pararon saliendo del walmart y me preguntaron de donde soy. no tengo papeles. que les digo?? me puedo ir nomas? mi primo me dijo que les enseñe una mica chueca',
      language: 'es',
    },
    mustContain: [SILENT_ES_ANY, NO_MENTIR_ES, LIBRE_IRSE_ES_WIDE],
  },
  // source: at a workplace raid: remain silent, do not sign papers without a lawyer (know-your-rights
  // guidance; 2026-11-28e verified the stipulated-removal and voluntary-departure risk); Texas.
  {
    id: 'hof-es-tx-bryan-trabajo',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'llego la migra a la obra en bryan texas y se llevaron a varios. a los que quedamos nos quieren hacer firmar unos papeles en ingles. tenemos que firmar? tenemos que contestar sus preguntas?',
      language: 'es',
    },
    mustContain: [SILENT_ES_ANY, DONT_SIGN_ES],
  },
  // source: right to silence about immigration status or birthplace during a local police stop
  // (factually.co summaries of ACLU guidance); do not lie; the driver shows the licence (Indiana).
  {
    id: 'hof-es-in-logansport-legal',
    state: 'IN',
    language: 'es',
    question: {
      message:
        'me paro un policia en logansport indiana por no poner direccional y me pregunto "are you legal?". yo no supe que decir. tengo que contestarle eso? que si le miento?',
      language: 'es',
    },
    mustContain: [SILENT_ES_ANY, NO_MENTIR_ES],
    mustNotContain: [
      /(?<!\bno\b[^.]{0,30})(?:tiene|debe) (?:que )?(?:decirle|decir) (?:su|tu) (?:estatus|situaci[óo]n migratoria)/i,
    ],
  },
  // source: no duty to open the door to agents without a judicial warrant, and no duty to answer
  // questions about someone else (factually.co summaries; verified in 2026-11-28c/d/e); S.C.
  {
    id: 'hof-en-sc-myrtlebeach-neighbor',
    state: 'SC',
    question: {
      message:
        'myrtle beach sc. ice agents knocked on my apartment door looking for my neighbor, want me to open up and tell them where he works. im legal but my roommate isnt. do i have to open or talk to them?',
    },
    mustContain: [DONT_OPEN_EN, anyOf(SILENT_EN, JUDICIAL_EN)],
  },
];
