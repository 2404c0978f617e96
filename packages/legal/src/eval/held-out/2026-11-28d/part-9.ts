import type { EvalCase } from '../../eval-case';
import {
  anyOf,
  ASK_STATE_ES,
  claimEs,
  NO_RETENES_ES,
  NOT_COVERED_ANY,
  REFERRAL,
  RETEN_LEGAL_WRONG_ES,
} from './shared';

/** No police rule passed off as the answer to a question outside the scope (ES). */
const NEARBY_RULE_ES =
  /Miranda|derecho a (?:guardar silencio|permanecer callad)|Cuarta Enmienda|orden de cateo|causa probable|orden judicial/i;

/** Part 9 (Spanish): sobriety checkpoints, and questions outside the law office's scope. */
export const PART_9: EvalCase[] = [
  // source: Texas does not conduct sobriety checkpoints (Holt v. State, 1994; GHSA survey),
  // https://www.lawyerlocator.com/dui-dwi/checkpoints-not-always-legal and
  // https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  {
    id: 'hod-es-tx-corpus-christi-reten-alcohol',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'dicen en el grupo de whatsapp que va a haber un retén de alcohol en la ocean drive en corpus christi este sábado. ¿son legales esos retenes en texas?',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: GHSA survey (Washington: sobriety checkpoints violate the state constitution),
  // https://studylib.net/doc/8438650/twelve-proof--examining-the-reasons-12-states-refuse-to-a...
  {
    id: 'hod-es-wa-mount-vernon-reten-sobriedad',
    state: 'WA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'vivo en mount vernon washington. ¿aquí la policía puede poner retenes para ver si uno maneja tomado y parar a todos los carros?',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: GHSA survey (Iowa: the roadblock statute does not authorize sobriety checkpoints),
  // https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  {
    id: 'hod-es-ia-west-liberty-reten-fin-de-semana',
    state: 'IA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'oí que en iowa van a poner un retén de borrachos por west liberty el fin de semana. ¿eso es legal en iowa? yo no tengo licencia',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: GHSA survey (Oregon: sobriety checkpoints violate the state constitution),
  // https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob
  {
    id: 'hod-es-or-gresham-reten-division-st',
    state: 'OR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi compadre dice que en gresham oregon la policía para a todos los carros en un retén para ver si andan tomados. ¿eso se puede en oregon?',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: GHSA survey (Minnesota: sobriety checkpoints violate the state constitution),
  // https://allaboutlawyer.com/?p=16049
  {
    id: 'hod-es-mn-willmar-reten-navidad',
    state: 'MN',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿en minnesota hay retenes de alcohol en navidad? vivo en willmar y tengo que manejar a la planta de noche',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
  },
  // source: Cal. Veh. Code § 2814.2 (AB 353): drivers must stop at a posted checkpoint, but no
  // impound there if the only offense is not having a license; the car may go to the registered
  // owner or a licensed driver, https://www.dailybreeze.com/2011/10/10/brown-signs-bill-halting-impounds/
  {
    id: 'hod-es-ca-indio-reten-sin-licencia-carro',
    state: 'CA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'hay un retén en indio california y yo no tengo licencia, no tomo nada. ¿me van a quitar el carro? ¿me puedo dar la vuelta antes del retén?',
    },
    mustContain: [
      /remolc|incaut|confisc|quit(?:ar|en|arle)[^.]{0,15}(?:el|su|tu) (?:carro|veh[íi]culo|auto)|corral[óo]n|grúa/i,
      anyOf(
        /(?:conductor|persona|alguien|chofer) con licencia/,
        /due[ñn]o registrado/,
        /2814\.2/,
        /AB 353/,
        /[úu]nica (?:infracci[óo]n|falta)/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:le|te) (?:van a|pueden) (?:quitar|incautar|remolcar) (?:el|su|tu) (?:carro|veh[íi]culo)[^.]{0,30}30 d[íi]as`,
      ),
    ],
  },
  // source: whether sobriety checkpoints are allowed depends on the state (legal under the
  // federal constitution, Michigan v. Sitz, but banned in about a dozen states), GHSA survey
  // https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints
  {
    id: 'hod-es-nostate-reten-de-alcohol-legal',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿son legales los retenes de alcohol? mañana tengo que manejar de noche y me da miedo',
    },
    mustContain: [
      anyOf(
        ASK_STATE_ES,
        /depende del estado|var[íi]a(?:n)? (?:seg[úu]n|de un|por) (?:el )?estado|algunos estados|cada estado/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:los )?ret[ée]n(?:es)? (?:de alcohol )?(?:son|est[áa]n) (?:prohibidos|ilegales) en (?:todo el pa[íi]s|todos los estados|Estados Unidos)`,
      ),
    ],
  },
  // ---- Outside the law office's scope (ES). The right answer says so plainly and points to a
  // real resource.
  // source: child support is set and changed by the state court / New Mexico Child Support
  // Enforcement Division; not a police or immigration encounter.
  {
    id: 'hod-es-oos-nm-las-cruces-pension-alimenticia',
    state: 'NM',
    language: 'es',
    question: {
      language: 'es',
      message:
        'el papá de mis hijos en las cruces no me pasa la pensión alimenticia desde hace 6 meses. ¿qué puedo hacer para que pague?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(REFERRAL, /manutenci[óo]n|Child Support|corte familiar|tribunal de familia/i),
    ],
    mustNotContain: [NEARBY_RULE_ES],
  },
  // source: a car-insurance claim after an accident is a civil/insurance matter (Texas Department
  // of Insurance); not a police or immigration encounter.
  {
    id: 'hod-es-oos-tx-fort-worth-seguro-choque',
    state: 'TX',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me chocaron por atrás en fort worth y el seguro del otro señor no me quiere pagar lo de mi carro. ¿a quién me quejo?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(REFERRAL, /Departamento de Seguros|Department of Insurance/i),
    ],
    mustNotContain: [NEARBY_RULE_ES],
  },
  // source: unpaid wages are handled by the U.S. Department of Labor Wage and Hour Division (and
  // state labor agencies), https://www.dol.gov/agencies/whd/faq/workers ; not a police encounter.
  {
    id: 'hod-es-oos-nc-greensboro-salario-construccion',
    state: 'NC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'trabajé dos semanas en una construcción en greensboro y el contratista no me quiere pagar, dice que como no tengo papeles no puedo hacer nada. ¿es cierto?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /Departamento de Trabajo|Department of Labor|Wage and Hour|Divisi[óo]n de Salarios/i,
      ),
    ],
    mustNotContain: [NEARBY_RULE_ES],
  },
  // source: wage garnishment for a consumer debt is a civil-court / consumer-law matter; the Wage
  // and Hour Division enforces the federal garnishment limits of the Consumer Credit Protection
  // Act, https://www.dol.gov/agencies/whd/faq/workers ; not a police or immigration encounter.
  {
    id: 'hod-es-oos-il-pilsen-embargo-sueldo',
    state: 'IL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me llegó una carta que me van a embargar el sueldo por una deuda de una tarjeta vieja. vivo en pilsen, chicago. ¿pueden hacer eso?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /CFPB|Oficina para la Protecci[óo]n Financiera|Departamento de Trabajo|Wage and Hour/i,
      ),
    ],
    mustNotContain: [NEARBY_RULE_ES],
  },
  // source: a dealer-fraud complaint is a consumer-protection matter (Arkansas Attorney General
  // consumer protection division); not a police or immigration encounter.
  {
    id: 'hod-es-oos-ar-rogers-carro-usado-dealer',
    state: 'AR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'compré una troca usada en un dealer en rogers arkansas y a la semana se le desbarató la transmisión. el dealer no me quiere devolver nada. ¿qué hago?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /Procurador General|Fiscal General|Attorney General|protecci[óo]n al consumidor/i,
      ),
    ],
    mustNotContain: [NEARBY_RULE_ES],
  },
];
