import type { EvalCase } from '../../eval-case';
import { anyOf, FALSE_ES, RECORD_OK_ES_ANY, SILENT_ES } from './shared';

/** Spanish: grabar a la policía, y dar el nombre en la calle o en la troca. */
export const PART_8: EvalCase[] = [
  // source: N.Y. Civil Rights Law § 79-p — https://nysenate.gov/legislation/laws/CVR/79-P (derecho a
  // grabar la actividad policial y a conservar la grabación y el aparato; acción civil si un agente
  // interfiere).
  {
    id: 'hoc-es-ny-yonkers-celular',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en yonkers un policia me quito el celular porque estaba grabando como detenian a mi vecino en la calle. yo no estaba arrestado. eso es legal?? como lo recupero',
    },
    mustContain: [
      anyOf(/79-p/, RECORD_OK_ES_ANY),
      /(?:conservar|mantener|quedarse con|recuperar|devolver)[^.]{0,40}(?:celular|tel[ée]fono|grabaci[oó]n|video|aparato)|demanda|demandar|acci[oó]n civil|reclamo/i,
    ],
    mustNotContain: [
      /(?<!no )(?:pueden|puede) (?:quitarle|quitarte|confiscar|quedarse con) (?:el|su|tu) (?:celular|tel[ée]fono) (?:solo |s[oó]lo )?por (?:grabar|filmar)/i,
    ],
  },
  // source: Cal. Penal Code § 148(g) — https://www.shouselaw.com/ca/defense/penal-code/148g/ (grabar a
  // un agente en un lugar público no es, por sí solo, delito, sospecha razonable ni causa probable).
  {
    id: 'hoc-es-ca-santaana-sheriff-grabar',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un sheriff en santa ana me dijo que me va a detener si sigo grabando como revisan a mi primo. estoy en la banqueta lejos. me puede detener nomas por grabar?',
    },
    mustContain: [
      RECORD_OK_ES_ANY,
      anyOf(
        /148\s*\(?g\)?/,
        /(?:por s[ií] (?:sol[oa]|mism[oa])|solamente|[úu]nicamente|nom[aá]s|s[oó]lo)[^.]{0,80}(?:sospecha razonable|causa probable|delito|obstru)/,
        /(?:sospecha razonable|causa probable)[^.]{0,80}(?:grabar|filmar)/,
      ),
    ],
    mustNotContain: [
      /(?<!no )(?:puede|pueden) (?:detenerlo|detenerte|arrestarlo|arrestarte) (?:solo |s[oó]lo |nom[aá]s )?por (?:grabar|filmar)(?![^.]{0,40}\b(?:si|cuando)\b)/i,
    ],
  },
  // source: ACLU of Illinois v. Alvarez (7th Cir. 2012) —
  // https://www.studicata.com/case-briefs/case/am-civil-liberties-union-of-ill-v-alvarez (la ley de
  // espionaje auditivo probablemente viola la Primera Enmienda aplicada a grabar abiertamente a la
  // policía en público).
  {
    id: 'hoc-es-il-cicero-audio',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'grabe con audio a unos policias en cicero illinois cuando le gritaban a mi hijo en la calle. me dijeron que en illinois se necesita permiso de todos para grabar. me pueden acusar?',
    },
    mustContain: [
      RECORD_OK_ES_ANY,
      /Alvarez|S[eé]ptimo Circuito|conversaci[oó]n(?:es)? privada|expectativa (?:razonable )?de privacidad|en p[uú]blico|lugar p[uú]blico|Primera Enmienda/i,
    ],
  },
  // source: Gericke v. Begin (1st Cir. 2014) — https://www.rcfp.org/first-circuit-upholds-right-record-traffic-stops/
  // (derecho de la Primera Enmienda a filmar una parada de tráfico; el agente solo puede ordenar que se
  // deje de filmar si la grabación interfiere con su labor).
  {
    id: 'hoc-es-nh-manchester-parada-primo',
    state: 'NH',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en manchester nh pararon a mi primo en la elm street y yo voy atras en mi carro. lo puedo grabar desde la orilla? y si el oficial me dice que pare de grabar?',
    },
    mustContain: [
      RECORD_OK_ES_ANY,
      /interfi|estorb|obstru|distancia|Gericke|Primer Circuito|raz[oó]n(?:es)? de seguridad|seguridad/i,
    ],
    firstPartMustContain: [RECORD_OK_ES_ANY],
  },
  // source: Tex. Penal Code § 38.02 — https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ (negarse a
  // dar nombre, dirección o fecha de nacimiento es delito solo tras un arresto legal; dar datos
  // falsos es delito si está detenido o arrestado).
  {
    id: 'hoc-es-tx-dallas-oakcliff-nombre',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'iba caminando en oak cliff en dallas y un policia me pidio mi nombre y mi id. no me arrestaron. tengo que darle mi nombre en texas? me da miedo por mis papeles',
    },
    mustContain: [/38\.02|arrest(?:ado|ada|o)|bajo arresto/i, FALSE_ES],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:dar|decir|darle|decirle) (?:su|tu) nombre(?![^.]{0,80}\b(?:si|cuando|despu[eé]s|solo|s[oó]lo|una vez)\b)/i,
    ],
    firstPartMustContain: [/arrest/i],
  },
  // source: NRS 171.123 y Hiibel — https://legalclarity.org/is-nevada-a-stop-and-id-state-know-your-rights
  // (detenido con sospecha razonable, debe decir su nombre; no tiene que mostrar documentos ni
  // contestar otras preguntas).
  {
    id: 'hoc-es-nv-sparks-nombre-tarjeta',
    state: 'NV',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en sparks nevada la policia me paro caminando, dicen que me parezco a alguien. me piden nombre, identificacion y de donde soy. que tengo que decir y que no?',
    },
    mustContain: [/171\.123|Hiibel/i, /nombre/i, SILENT_ES],
    mustNotContain: [
      /(?<!no )(?:tiene|tienes) que (?:decir|decirles|contestar) (?:de d[oó]nde es|de d[oó]nde eres|su pa[ií]s|tu pa[ií]s)/i,
    ],
    mustNotCite: [/38\.02/],
  },
  // source: Colo. Rev. Stat. § 16-3-103 — https://www.lpdirect.net/casb/crs/16-3-103.html (con sospecha
  // razonable el agente puede exigir nombre, dirección, identificación si la tiene y explicación).
  {
    id: 'hoc-es-co-greeley-nombre',
    state: 'CO',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en greeley colorado me pararon saliendo del trabajo, que hubo un robo cerca. me exigen nombre y direccion. es obligatorio aqui?',
    },
    mustContain: [/16-3-103/i, /nombre/i, /direcci[oó]n|domicilio/i],
    mustNotCite: [/171\.123/, /38\.02/],
  },
  // source: Ohio Rev. Code § 2921.29 — https://www.studicata.com/summaries/court-of-appeals-of-ohio/state-v-dunn-2020-pccgmo
  // (en lugar público, con sospecha razonable de delito, hay que dar nombre, dirección o fecha de
  // nacimiento si se piden).
  {
    id: 'hoc-es-oh-columbus-fecha-nacimiento',
    state: 'OH',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en columbus ohio unos policias me preguntaron nombre, direccion y fecha de nacimiento afuera de una tienda donde robaron. tengo que contestar?',
    },
    mustContain: [/2921\.29/i, /fecha de nacimiento/i],
    mustNotCite: [/38\.02/],
  },
  // source: La. C.Cr.P. art. 215.1 — http://legis.la.gov/Legis/Law.aspx?d=112364 and La. R.S.
  // 14:108(B)(1)(c) — https://www.philipadamslaw.com/blog/archives/07-2022 (negarse, estando
  // detenido, a dar el nombre cuenta como obstrucción/resistencia a un agente).
  {
    id: 'hoc-es-la-kenner-no-dar-nombre',
    state: 'LA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi esposo esta detenido por la policia de kenner louisiana en la calle y no quiere dar su nombre porque no tiene papeles. lo pueden arrestar por no decir su nombre?',
    },
    mustContain: [/14:108|215\.1/i, /nombre/i, /arrest|resist|obstru|cargo|delito/i],
    mustNotContain: [
      /(?<!otros estados )(?<!muchos estados )(?<!algunos estados )no (?:tiene|tienes|est[áa] obligad[oa]) (?:que|a) (?:dar|decir) (?:su|tu) nombre(?![^.]{0,80}(?:\bsi\b|\bs[íi],|salvo|a menos|hasta|Luisiana|Louisiana))/i,
    ],
  },
  // source: MCL 28.425f(3) — https://www.ccwhub.com/states/michigan/duty-to-inform (quien tiene CPL y
  // lleva pistola oculta debe decirlo de inmediato al agente que lo para).
  {
    id: 'hoc-es-mi-pontiac-cpl',
    state: 'MI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'tengo licencia cpl en michigan y traigo la pistola en la troca. si me para la policia en pontiac, tengo que decirle luego luego o espero a que me pregunte?',
    },
    mustContain: [/28\.425f|inmediat|de inmediato|enseguida|en cuanto/i],
    mustNotContain: [
      /no (?:tiene|tienes|est[áa] obligad[oa]) (?:que|a) (?:decir|informar|avisar)[^.]{0,40}(?:pistola|arma|que (?:trae|lleva|porta))(?![^.]{0,80}\b(?:hasta|salvo|a menos)\b)|no (?:tiene|tienes) que decir nada/i,
      /(?<!no )(?<!sin )(?:s[oó]lo|solamente|nom[aá]s) (?:si|cuando) (?:le |te )?pregunt|(?<!no )(?:espere|esperar|espera) (?:a )?(?:que|hasta que) (?:le |te )?pregunte/i,
    ],
    mustNotCite: [/624\.714/],
  },
];
