import type { EvalCase } from '../../eval-case';
import { ASK_STATE_ES, NOT_COVERED, REFERRAL } from './shared';

/**
 * Spanish, part 11: OH, ID, WY, MO, UT; eight out-of-scope questions (they expect "not covered"
 * and a referral); two questions with no place at all (they expect a question about the state).
 */
export const PART_11: EvalCase[] = [
  // source: ORC 2921.29 as described at https://www.legaltoledo.com/what-to-do-if-stopped-by-police/
  // (police may stop a person believed to have witnessed a crime; refusing name, address and date of
  // birth is a fourth-degree misdemeanor) and https://legalclarity.org/does-a-passenger-in-a-car-have-to-show-id-in-ohio
  {
    id: 'hoc-es-oh-witness-id',
    state: 'OH',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Vi una balacera en Columbus, Ohio, y la policía me está pidiendo nombre, dirección y fecha de nacimiento como testigo. ¿Me pueden obligar? tengo miedo',
    },
    mustContain: [/nombre[^.]{0,100}(?:direcci[óo]n|fecha de nacimiento)|2921\.29/i, /testigo/i],
    mustNotContain: [
      /ohio no (?:tiene|exige)[^.]{0,40}(?:ley|obligaci[óo]n)[^.]{0,40}(?:nombre|identific)/i,
    ],
  },
  // source: GHSA sobriety checkpoint table, https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  // ("Idaho: Checkpoints are not conducted. They are illegal under state law").
  {
    id: 'hoc-es-id-checkpoint',
    state: 'ID',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Me dijeron que la policía de Nampa, Idaho, va a hacer un retén para ver quién maneja borracho. ¿Eso es legal en Idaho?',
    },
    mustContain: [
      /(?:ilegal|no (?:se )?(?:permiten|permite|realizan|hacen)|prohibid|no son legales|no est[áa]n permitidos)[^.]{0,100}(?:ret[ée]n|retenes|puntos? de control|checkpoint)|(?:ret[ée]n|retenes|puntos? de control|checkpoint)[^.]{0,100}(?:ilegal|no (?:se )?(?:permiten|permite|realizan|hacen)|prohibid|no son legales|no est[áa]n permitidos)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:s[íi] )?(?:son legales|se permiten|est[áa]n permitidos) (?:los )?(?:retenes|puntos de control) en Idaho/i,
    ],
  },
  // source: United States v. Knights, https://www.studicata.com/case-briefs/case/united-states-v-knights
  // (probation search condition plus reasonable suspicion makes a warrantless search reasonable).
  {
    id: 'hoc-es-wy-probation-search',
    state: 'WY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Estoy en probatoria en Cheyenne, Wyoming, y firmé que acepto registros. ¿La policía puede entrar a mi casa cuando quiera sin orden?',
    },
    mustContain: [
      /sospecha razonable|Knights/i,
      /condici[óo]n|condiciones|(?:lo que )?firm[óo]|acept[óo]/i,
    ],
    mustNotContain: [
      /(?<!no )(?:siempre )?(?:necesitan|necesita) (?:una )?orden (?:judicial )?(?:aunque|a pesar de)/i,
    ],
  },
  // source: Mo. Rev. Stat. 84.710 (Kansas City police) as described at
  // https://www.cameleonbags.com/blogs/news/do-i-have-to-show-the-police-my-id-or-concealed-carry-permit-in-missouri
  // and https://legalclarity.org/missouri-stop-and-id-laws-legal-basis-and-compliance-guide (no general
  // statewide stop-and-identify statute; reasonable suspicion needed for a detention).
  {
    id: 'hoc-es-mo-kc-84-710',
    state: 'MO',
    language: 'es',
    question: {
      language: 'es',
      message:
        'En Kansas City, Missouri, un policía me paró en la calle y me exigió nombre, dirección, a qué me dedico y a dónde voy. Un amigo dice que eso solo aplica en KC. ¿Es cierto?',
    },
    mustContain: [
      /84\.710|(?:solo|s[óo]lo|[úu]nicamente|solamente)[^.]{0,60}Kansas City|Kansas City[^.]{0,140}(?:ley|estatuto|norma|regla)[^.]{0,60}(?:especial|propia|aplica)/i,
      /sospecha razonable/i,
    ],
  },
  // source: Utah .05 BAC limit (eff. Dec. 30, 2018), https://vellalundlaw.com/articles/26/dui-traffic and
  // https://www.nbcnews.com/nightly-news/video/utah-now-has-the-strictest-dui-law-in-the-country-1414801987528?cid=public-rss_20181231
  {
    id: 'hoc-es-ut-05',
    state: 'UT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Voy a una fiesta en Salt Lake City, tomo 2 cervezas nomás. ¿Cuál es el límite de alcohol para manejar en Utah? en mi estado es .08',
    },
    mustContain: [/0?[.,]05\b|cero punto cero cinco/i],
    mustNotContain: [/(?:en Utah|all[áa])[^.]{0,30}(?:es|sigue siendo) (?:de )?0?[.,]08/i],
  },
  // source: general legal-aid referral practice (LSC / LawHelp / bar referral); consular visa process,
  // not a police encounter.
  {
    id: 'hoc-oos-es-tx-tourist-visa',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿Cómo saco la visa de turista para mi mamá que vive en Guatemala? Yo vivo en Houston',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; USCIS card renewal.
  {
    id: 'hoc-oos-es-fl-renew-green-card',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Se me vence la green card en marzo, ¿qué formulario lleno para renovarla? Estoy en Miami',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; divorce.
  {
    id: 'hoc-oos-es-tx-divorce',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message: 'Quiero divorciarme en San Antonio y mi esposo no quiere firmar. ¿Cuánto tarda?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; eviction.
  {
    id: 'hoc-oos-es-il-eviction',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'El dueño de mi apartamento en Chicago me quiere sacar porque me atrasé un mes de renta. ¿Cuánto tiempo tengo?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; tax ID.
  {
    id: 'hoc-oos-es-ca-itin',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message: '¿Cómo saco el ITIN para declarar impuestos? vivo en LA y trabajo en construcción',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; unpaid wages.
  {
    id: 'hoc-oos-es-nj-wages',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message: 'Mi patrón en Newark no me ha pagado 3 semanas de trabajo. ¿Cómo le reclamo?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; DACA renewal.
  {
    id: 'hoc-oos-es-az-daca',
    state: 'AZ',
    language: 'es',
    question: {
      language: 'es',
      message: 'Mi DACA se vence en 2 meses, vivo en Phoenix, ¿cuándo mando la renovación?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: as above; car insurance claim.
  {
    id: 'hoc-oos-es-fl-insurance',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'Tuve un choque en Orlando y el seguro del otro chofer no me quiere pagar el carro. ¿Qué hago?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: stop-and-identify duties differ by state (NRS 171.123, Tex. Penal Code 38.02, K.S.A.
  // 22-2402, all checked above), so the state is needed.
  {
    id: 'hoc-nostate-es-nombre',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿Estoy obligado a darle mi nombre a un policía si me para caminando? No hice nada malo',
    },
    mustContain: [ASK_STATE_ES],
  },
  // source: sobriety checkpoints are legal in some states and not in others (GHSA table), so the state
  // is needed.
  {
    id: 'hoc-nostate-es-retenes',
    language: 'es',
    question: {
      language: 'es',
      message: '¿Los retenes de alcohol son legales? ¿me puedo dar la vuelta antes de llegar?',
    },
    mustContain: [ASK_STATE_ES],
  },
];
