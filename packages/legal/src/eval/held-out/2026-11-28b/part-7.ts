import type { EvalCase } from '../../eval-case';
import { BLOCKED_ES, DONT_OPEN_ES, JUDGE_WARRANT_ES, LAWYER_ES, SILENT_ES } from './shared';

/** Spanish: California, Texas, Florida, Georgia. */
export const PART_7: EvalCase[] = [
  // source: https://www.lawserver.com/law/state/california/codes/california_welfare_institutions_code_625-6
  // (Welf. & Inst. Code 625.6, as amended by SB 203 (2021): before a custodial interrogation and
  // before any Miranda waiver, a youth 17 or younger shall consult with legal counsel in person,
  // by phone or video; the consultation may not be waived)
  {
    id: 'hod-es-ca-la-menor-abogado',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'La policía de Los Ángeles detuvo a mi hijo de 16 años y lo quieren interrogar en la estación. ¿Puede hablar con ellos sin abogado? Yo no estoy ahí.',
      language: 'es',
    },
    mustContain: [
      LAWYER_ES,
      /antes de[^.]{0,40}(?:interrog|preguntas|renunci)|no (?:se )?puede renunciar|obligatori|(?:debe|tiene que|tienen que) (?:consultar|hablar)[^.]{0,30}abogad|625\.6|17 años|menores de 18/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:interrogarlo|interrogar a su hijo|hacerle preguntas) sin (?:un |que consulte a un |hablar con un )?abogad/i,
      /(?<!no )(?:puede|podría) renunciar (?:a|al) (?:la consulta|abogado|su derecho a (?:un )?abogado)/i,
    ],
  },
  // source: https://butzel.com/alert-protecting-your-workplace-employer-rights-obligations-during-an-immigration-raid
  // (administrative warrants, DHS forms I-200 or I-205, do not authorize entry into private areas;
  // a judicial warrant signed by a judge is needed); https://www.ufcw.org/raids/ (do not open the
  // door to immigration agents; you may remain silent)
  {
    id: 'hod-es-ca-santaana-puerta',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Hay agentes de ICE tocando la puerta de mi casa en Santa Ana y dicen que tienen una orden. ¿Tengo que abrir? Estoy con mis hijos.',
      language: 'es',
    },
    mustContain: [DONT_OPEN_ES, JUDGE_WARRANT_ES, SILENT_ES],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe|est[áa] obligad[oa] a) abrir(?: la puerta)?(?![^.]{0,40}\b(?:si|solo|sólo)\b)/i,
      /orden (?:administrativa|de ICE)[^.]{0,40}(?<!no )(?:permite|autoriza|les da derecho a) (?:entrar|la entrada)/i,
    ],
  },
  // source: https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html (Penal Code 851.5:
  // immediately upon booking and no later than three hours after arrest, at least three completed
  // calls, free locally, to an attorney, a bail bondsman, a relative; two more for a custodial
  // parent)
  {
    id: 'hod-es-ca-fresno-llamadas',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Arrestaron a mi esposo en Fresno anoche y no nos ha llamado. ¿No tiene derecho a una llamada? ¿Cuántas?',
      language: 'es',
    },
    mustContain: [/(?:tres|3) llamadas/i, /(?:tres|3) horas/i],
    mustNotContain: [
      /(?<!no |a |no a )(?:\bs[óo]lo|solamente|únicamente) (?:tiene derecho a )?(?:una|1) llamada/i,
    ],
  },
  // source: https://casebriefsco.com/casebrief/samson-v-california (Samson v. California, 547 U.S.
  // 843 (2006): the Fourth Amendment does not prohibit a suspicionless search of a California
  // parolee, who agreed in writing to searches with or without cause; not arbitrary or harassing)
  {
    id: 'hod-es-ca-sd-parole',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Mi hermano está en parole (libertad condicional) en San Diego. Un policía lo paró en la calle y lo revisó sin ninguna razón. ¿Eso es legal?',
      language: 'es',
    },
    mustContain: [
      /sin (?:ninguna )?(?:sospecha|raz[óo]n|causa|orden|motivo)|Samson/i,
      /parole|libertad condicional/i,
    ],
    mustNotContain: [
      /(?:fue|es) (?:un registro )?(?:ilegal|inconstitucional) (?:porque|ya que) no (?:ten[íi]an?|hab[íi]a) (?:una )?(?:orden|sospecha|raz[óo]n)/i,
    ],
  },
  // source: https://www.foxla.com/news/california-law-makes-jaywalking-legal (AB 2147, Freedom to
  // Walk Act, from Jan. 1, 2023: an officer may stop and cite a pedestrian for jaywalking only when
  // a reasonably careful person would realize there is an immediate danger of a collision)
  {
    id: 'hod-es-ca-sf-cruzar',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Un policía en San Francisco me quiere dar multa por cruzar la calle fuera del paso peatonal, pero no venía ningún carro. ¿Es legal la multa?',
      language: 'es',
    },
    mustContain: [
      /peligro inmediato|peligro de (?:choque|colisi[óo]n|accidente|atropell)|inmediato peligro|Freedom to Walk|AB 2147/i,
    ],
    mustNotContain: [
      /(?<!no |ya no )(?:siempre )?(?:es|sigue siendo) (?:un )?(?:delito|ilegal) cruzar/i,
    ],
  },
  // source: https://app.midpage.ai/case/salinas-v-texas-903977 (Salinas v. Texas, 570 U.S. 178
  // (2013): a suspect not in custody must expressly invoke the Fifth Amendment; otherwise
  // pre-arrest silence may be used as evidence of guilt)
  {
    id: 'hod-es-tx-sa-silencio',
    state: 'TX',
    language: 'es',
    question: {
      message:
        "Un detective en San Antonio me pidió que fuera a la estación 'voluntariamente' a contestar preguntas sobre un robo. Si voy y me quedo callado en algunas preguntas, ¿pueden usar eso en mi contra?",
      language: 'es',
    },
    mustContain: [
      /(?:debe|tiene que|hay que|necesita) (?:decir|declarar|invocar|expresar)|(?:diga|invoque|declare|decir) (?:claramente|expresamente|en voz alta)|expresamente|Quinta Enmienda|Salinas/i,
      LAWYER_ES,
    ],
    mustNotContain: [
      /silencio (?:nunca|jam[áa]s) (?:puede|podr[áa]) (?:ser )?usad|(?:nunca|jam[áa]s) (?:pueden|podr[áa]n) usar (?:su|tu) silencio/i,
    ],
  },
  // source: http://law.justia.com/cases/texas/court-of-criminal-appeals/1994/599-93-4.html (Holt v.
  // State, Tex. Crim. App. 1994: sobriety checkpoints without a legislatively authorized statewide
  // scheme are unconstitutional in Texas); https://oc-criminaldefense.com/blog/179-what-is-keeping-dwi-roadblocks-from-texas
  // (Texas is one of the states that bans sobriety checkpoints)
  {
    id: 'hod-es-tx-laredo-reten',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Oí que este fin de semana van a poner retenes de alcohol (DWI checkpoints) en Laredo. ¿Son legales en Texas?',
      language: 'es',
    },
    mustContain: [
      /no (?:son|est[áa]n) (?:legales|permitid|autorizad)|ilegales|prohibid|no se permiten|inconstitucional|Holt/i,
    ],
    mustNotContain: [
      /retenes de (?:alcohol|sobriedad|DWI)[^.]{0,30}(?<!no )(?:son|est[áa]n) (?:legales|permitidos)/i,
    ],
  },
  // source: https://www.wuwf.org/florida-news/2025-07-09/florida-immigration-law-to-remain-halted
  // (SB 4-C, state crimes of illegal entry and re-entry, blocked by Judge Kathleen Williams in April
  // 2025; the Supreme Court denied Florida's stay request on July 9, 2025)
  {
    id: 'hod-es-fl-hialeah-sb4c',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Vivo en Hialeah sin papeles. Dicen que en Florida hay una ley nueva y que la policía estatal me puede arrestar solo por haber entrado al estado. ¿Eso ya se aplica?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES, SILENT_ES],
    firstPartMustContain: [BLOCKED_ES],
    mustNotContain: [
      /(?:SB ?4-?C|la ley)[^.]{0,40}(?<!no )(?:ya )?(?:se aplica|est[áa] en vigor|est[áa] vigente)(?![^.]{0,40}(?:bloquead|suspendid))/i,
    ],
  },
  // source: https://lexisnexis.com/community/amp-insights/132/court-blocks-florida-immigration-law-sb-1718
  // (Farmworker Ass'n of Fla. v. Moody, May 22, 2024: Fla. Stat. 787.07, Section 10 of SB 1718 on
  // transporting into Florida people who entered unlawfully, preliminarily enjoined)
  {
    id: 'hod-es-fl-immokalee-transporte',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'Soy ciudadano y quiero llevar en mi carro a mi prima (sin papeles) de Georgia a Immokalee, Florida. Me dijeron que es delito por la ley SB 1718. ¿Es cierto?',
      language: 'es',
    },
    mustContain: [BLOCKED_ES],
    firstPartMustContain: [BLOCKED_ES],
    mustNotContain: [
      /(?<!no )(?:sí )?es (?:un )?delito (?:grave )?(?:estatal )?(?:llevar|transportar|traer)/i,
    ],
  },
  // source: https://georgialawnews.com/georgia-governor-signs-hb-1105-the-georgia-criminal-alien-track-and-report-act-of-2024/
  // (HB 1105 (2024): jails must verify the immigration status of detainees, notify ICE, and honor
  // ICE detainer requests for up to 48 hours); https://www.ufcw.org/raids/ (you may refuse to say
  // where you were born; talk to a lawyer)
  {
    id: 'hod-es-ga-gainesville-carcel',
    state: 'GA',
    language: 'es',
    question: {
      message:
        'Arrestaron a mi esposo en Gainesville, Georgia por manejar sin licencia. ¿La cárcel le va a avisar a ICE? ¿Qué le digo?',
      language: 'es',
    },
    mustContain: [
      /(?:verific|revis|consult|comprob|averigu|cheque)\w*[^.]{0,40}(?:estatus|estado migratorio|inmigraci[óo]n)|(?:notific|avis|inform|report)\w*[^.]{0,20}(?:a )?ICE|detainer|retenci[óo]n|287\(g\)/i,
      SILENT_ES,
      LAWYER_ES,
    ],
    mustNotContain: [/Georgia (?:es|sigue siendo) (?:un )?(?:estado )?santuario/i],
  },
];
