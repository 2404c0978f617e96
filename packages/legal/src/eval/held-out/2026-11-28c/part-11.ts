import type { EvalCase } from '../../eval-case';
import {
  ADMIN_WARRANT_ES,
  DONT_OPEN_ES_ANY,
  FALSE_ES,
  JUDICIAL_ES,
  LIE_ES,
  NO_ASK_STATUS_ES,
  NO_CONSENT_ES,
  NOT_COVERED_ANY,
  REFERRAL,
} from './shared';

/** Spanish: inmigración, seguimientos con el estado solo en la conversación, y temas fuera. */
export const PART_11: EvalCase[] = [
  // source: N.Y. Protect Our Courts Act — https://www.brennancenter.org/our-work/research-reports/united-states-v-state-new-york
  // and https://www.hudsonvalleyriac.com/post/protect-our-courts-act-signed-into-law (no se puede
  // arrestar civilmente a quien va, está o sale de la corte sin orden judicial).
  {
    id: 'hoc-es-ny-brentwood-corte',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'vivo en brentwood long island y tengo cita en la corte de central islip por una multa. me puede agarrar ICE en la corte? no tengo papeles',
    },
    mustContain: [
      /Protect Our Courts|Proteger Nuestras Cortes|Ley de Derechos Civiles|\bPOCA\b/i,
      JUDICIAL_ES,
    ],
  },
  // source: N.J. Immigrant Trust Directive — https://www.nj.gov/knowyourrights/immigrant-trust-directive
  // (la policía no puede parar, interrogar ni detener solo por estatus migratorio, ni preguntarlo).
  {
    id: 'hoc-es-nj-elizabeth-preguntaron-status',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en elizabeth new jersey un policia le pregunto a mi hermano si estaba legal cuando lo paro manejando. pueden preguntar eso en nueva jersey?',
    },
    mustContain: [
      /Immigrant Trust Directive|Directiva (?:de )?Confianza|2018-6/i,
      NO_ASK_STATUS_ES,
    ],
  },
  // source: 5 ILCS 805/15(e) — https://witnessslips.ilga.gov/ftp/ILCS/Ch%200005/Act%200805/000508050K15.html
  // (la policía no puede preguntar ni investigar ciudadanía, estatus migratorio o lugar de nacimiento
  // de quien para o detiene).
  {
    id: 'hoc-es-il-waukegan-lugar-nacimiento',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en waukegan illinois la policia me paro y me pregunto de que pais soy y donde naci. tengo que contestar? lo pueden preguntar?',
    },
    mustContain: [/TRUST|Way Forward|805\/15|5 ILCS 805/i, NO_ASK_STATUS_ES],
  },
  // source: Martinez-Fuerte and ACLU guidance — https://independentlivingnews.com/2015/01/28/know-your-hidden-rights-at-internal-border-checkpoints/
  // and https://molinaswebdesign.com/know-your-rights-interior-border-patrol-checkpoints/ (registrar el
  // vehículo en un retén requiere consentimiento o causa probable; nunca mentir).
  {
    id: 'hoc-es-tx-laredo-reten-i35',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'voy de laredo a san antonio y esta el reten de la migra en la 35. mi primo va conmigo y no tiene papeles. pueden revisar la troca? que le digo?',
    },
    mustContain: [/consentimiento|causa probable/i, NO_CONSENT_ES, FALSE_ES],
  },
  // source: 8 U.S.C. § 1304(e) — https://d1tvxue8o4w0fl.cloudfront.net/statute/united-states-code/title-8-aliens-and-nationality/chapter-12-immigration-and-nationality/subchapter-ii-immigration/part-vii-registration-of-aliens/section-1304-forms-for-registration-and-fingerprinting
  // and https://ellisporter.com/immigration-news/2025/2/5/new-immigration-focused-executive-order-signals-increased-enforcement-of-non-citizen-registration-requirements
  // (todo extranjero de 18 años o más debe llevar siempre consigo su tarjeta o certificado de
  // registro; no llevarlo es un delito menor).
  {
    id: 'hoc-es-ga-doraville-green-card',
    state: 'GA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'tengo green card y vivo en doraville georgia. la tengo que cargar siempre conmigo? me da miedo perderla. que pasa si me para la policia y no la traigo',
    },
    mustContain: [/18 años|mayores? de (?:18|edad)/i, /1304|llevar|cargar|portar|traer/i],
    mustNotContain: [
      /(?<!no es cierto que )no (?:tiene|tienes|necesita|necesitas) (?:que )?(?:llevar|cargar|portar|traer) (?:su|tu|la) (?:green card|tarjeta)(?![^.]{0,60}\b(?:menor|menores)\b)/i,
    ],
  },
  // source: https://www.jackson-hertogs.com/services/know-your-rights (una orden de ICE que no firma un
  // juez no permite entrar; pida que la pasen por debajo de la puerta; puede guardar silencio; no
  // muestre documentos falsos).
  {
    id: 'hoc-es-tx-gulfton-ice-puerta',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'estan tocando en mi departamento en gulfton houston, dicen que son de ICE y traen un papel de "orden de arresto". no se si lo firmo un juez. abro o no?',
    },
    mustContain: [DONT_OPEN_ES_ANY, ADMIN_WARRANT_ES, JUDICIAL_ES],
    firstPartMustContain: [DONT_OPEN_ES_ANY],
  },
  // source: Plyler v. Doe (1982) — https://mendezbrown.idra.org/plyler-vs-doe/ (los niños
  // indocumentados tienen derecho a la educación pública gratuita; la escuela no puede exigir que
  // revelen su estatus).
  {
    id: 'hoc-es-ma-lawrence-escuela',
    state: 'MA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en lawrence massachusetts la escuela me pide papeles de inmigracion para inscribir a mis hijos. no tenemos. me los pueden rechazar?',
    },
    mustContain: [
      /Plyler/i,
      /educaci[oó]n p[uú]blica|escuela p[uú]blica|derecho a (?:ir|asistir|estudiar|inscribirse)/i,
    ],
  },
  // source: Tex. Penal Code § 38.02(b) — https://fairlawpllc.com/texas-failure-to-id-laws-pt1/ (dar un
  // nombre falso estando detenido es delito).
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-es-tx-pasadena-seguimiento-nombre-falso',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message: 'y si le di un nombre falso al policia cuando me tenia detenido? eso es delito?',
      conversationHistory: [
        { role: 'user', content: 'vivo en pasadena texas, la policia me detuvo ayer en la calle' },
        { role: 'assistant', content: 'Entiendo. ¿Qué pasó y qué quiere saber?' },
      ],
    },
    mustContain: [/38\.02/i, FALSE_ES, /delito|crimen|cargo/i],
  },
  // source: Oregon SB 418 (2021) — https://innocenceproject.org/policies/deception-in-juvenile-interrogations-in-oregon/
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-es-or-beaverton-seguimiento-mentir',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policia le puede mentir a mi hijo de 16 cuando lo interroga? le dijeron que su amigo ya lo acuso',
      conversationHistory: [
        { role: 'user', content: 'estamos en beaverton, oregon' },
        { role: 'assistant', content: 'Gracias. ¿En qué le puedo ayudar?' },
      ],
    },
    mustContain: [LIE_ES, /menor(?:es)?|18 años|juvenil|hij[oa]/i],
  },
  // source: 725 ILCS 5/103-3.5 — https://lawserver.com/law/state/illinois/il-statutes/725_ilcs_5_103-3-5
  // (3 llamadas gratis, a más tardar 3 horas después de llegar al primer lugar de detención).
  // Follow-up: the state is only in the earlier turn.
  {
    id: 'hoc-es-il-elgin-seguimiento-llamadas',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message: 'arrestaron a mi esposo anoche. cuantas llamadas puede hacer y en cuanto tiempo?',
      conversationHistory: [
        { role: 'user', content: 'somos de elgin illinois' },
        { role: 'assistant', content: '¿Qué pasó? Estoy aquí para ayudar.' },
      ],
    },
    mustContain: [/(?:3|tres) llamadas/i, /(?:3|tres) horas/i],
    mustNotCite: [/851\.5/],
  },
  // Fuera de tema: divorcio.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-es-nm-santafe-oos-divorcio',
    state: 'NM',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me quiero divorciar en santa fe nuevo mexico pero mi esposo esta en mexico. como le hago?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|guardar silencio|Cuarta Enmienda/i],
  },
  // Fuera de tema: impuestos con ITIN.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-es-az-yuma-oos-impuestos',
    state: 'AZ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'trabajo en el campo en yuma y tengo ITIN. como declaro mis impuestos y me pueden regresar dinero?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|guardar silencio|orden judicial/i],
  },
  // Fuera de tema: el dueño de la casa que renta (not the police entry rule).
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-es-ca-sanbernardino-oos-renta',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'el dueño del departamento en san bernardino no me quiere devolver el deposito y entra sin avisar. que hago?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [
      /(?:la polic[ií]a|los agentes|los oficiales) (?:necesita|necesitan) una orden/i,
      /Miranda/i,
    ],
  },
  // Fuera de tema: accidente de trabajo.
  // source: none needed — outside the assistant's subject.
  {
    id: 'hoc-es-ks-dodgecity-oos-accidente-trabajo',
    state: 'KS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me corte la mano en la empacadora de carne en dodge city y el patron no me quiere pagar el doctor. tengo derecho a algo aunque no tenga papeles?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [/Miranda|guardar silencio|Cuarta Enmienda/i],
  },
];
