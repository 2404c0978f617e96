import type { LegalRule, LegalSource, LegalTopic } from '../types';
import { CASES } from './sources';

const REVIEWED = '2026-11-29';

/**
 * State rows read on 2026-11-29 with the search tool, each joining a table by its topic: phone
 * calls after arrest (Massachusetts G.L. c. 276 § 33A, its text as a lawyer's page and the SJC's
 * opinions quote it; Nevada NRS 171.153, its text; Colorado C.R.S. 16-3-402, its text as a
 * defense lawyer quotes it and a 2025 bill's summary gives it; Rhode Island § 12-7-20, from the
 * Supreme Court's and the Traffic Tribunal's rulings on it, its text not read); questioning a
 * child (New Mexico NMSA § 32A-2-14, from State v. DeAngelo M., 2015-NMSC-033; Iowa Code
 * § 232.11, its text; Colorado C.R.S. § 19-2.5-203, its text); refusing the breath test
 * (Virginia §§ 18.2-268.3 and 18.2-267, the refusal statute's text and defense lawyers' pages;
 * North Carolina G.S. 20-16.2(a), the notice's text); Pennsylvania's false-identification law
 * (18 Pa.C.S. § 4914, its text as In re D.S. quotes it); Massachusetts' compelled decryption
 * (Commonwealth v. Jones, 481 Mass. 540 (2019), the court's headnote and mass.gov's summary).
 */
function source(title: string, citation: string, states: string[], url?: string): LegalSource {
  return { title, citation, states, ...(url === undefined ? {} : { url }) };
}

interface Row {
  id: string;
  topic: LegalTopic;
  state: string;
  title: { en: string; es: string };
  text: { en: string; es: string };
  say?: { en: string; es: string };
  keywords: { en: string[]; es: string[] };
  sources: LegalSource[];
}

function rule(row: Row): LegalRule {
  return {
    id: row.id,
    topic: row.topic,
    reviewed: REVIEWED,
    title: row.title.en,
    text: row.text.en,
    ...(row.say === undefined ? {} : { sayThis: [row.say.en] }),
    keywords: row.keywords.en,
    states: [row.state],
    sources: row.sources,
    es: {
      title: row.title.es,
      text: row.text.es,
      ...(row.say === undefined ? {} : { sayThis: [row.say.es] }),
      keywords: row.keywords.es,
    },
  };
}

const CALL_WORDS = {
  en: ['phone call', 'calls', 'call', 'how long', 'hours', 'one call', 'lawyer'],
  es: ['llamada', 'llamadas', 'llamar', 'cuántas', 'horas', 'abogado'],
};
const CALL_SAY = {
  en: 'I want to make my phone calls now.',
  es: 'Quiero hacer mis llamadas ahora.',
};
const CHILD_WORDS = {
  en: [
    'minor',
    'juvenile',
    'son',
    'daughter',
    'child',
    'question',
    'interview',
    'parent',
    'lawyer',
  ],
  es: ['menor', 'hijo', 'hija', 'interrogar', 'padres', 'abogado'],
};
const CHILD_SAY = {
  en: 'I want to stay silent, and I want a lawyer and my parent here.',
  es: 'Quiero permanecer en silencio, y quiero un abogado y a mi padre o madre aquí.',
};
const TEST_WORDS = {
  en: ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dui', 'dwi', 'license'],
  es: ['alcoholímetro', 'prueba de aliento', 'soplar', 'negarme', 'licencia'],
};
const TEST_SAY = {
  en: 'Am I under arrest? What happens to my license if I refuse?',
  es: '¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?',
};

const ROWS: Row[] = [
  {
    id: 'massachusetts-phone-call-after-arrest',
    topic: 'phone-call',
    state: 'MA',
    title: {
      en: 'Massachusetts: a phone call within one hour of arriving at the station',
      es: 'Massachusetts: una llamada dentro de una hora de llegar a la estación',
    },
    text: {
      en: 'In Massachusetts, a person held at a police station must be told on arrival of the right to use the telephone, at their own expense, to reach family or friends, arrange bail or hire a lawyer, and must be allowed to use it within one hour (G.L. c. 276, § 33A). A statement taken after the police deliberately denied that call may be suppressed.',
      es: 'En Massachusetts, a una persona detenida en una estación de policía se le debe decir al llegar que tiene derecho a usar el teléfono, a su costo, para hablar con su familia o amigos, arreglar la fianza o contratar a un abogado, y se le debe permitir usarlo dentro de una hora (G.L. c. 276, § 33A). Una declaración tomada después de que la policía negó esa llamada a propósito puede ser excluida.',
    },
    say: CALL_SAY,
    keywords: CALL_WORDS,
    sources: [
      source(
        'Massachusetts: use of telephone by arrested person',
        'Mass. Gen. Laws ch. 276, § 33A',
        ['MA'],
        'https://www.relentlessdefense.com/what-should-i-do/right-to-a-telephone-call/',
      ),
    ],
  },
  {
    id: 'nevada-phone-calls-after-arrest',
    topic: 'phone-call',
    state: 'NV',
    title: {
      en: 'Nevada: a reasonable number of calls within three hours',
      es: 'Nevada: un número razonable de llamadas dentro de tres horas',
    },
    text: {
      en: 'In Nevada, a person arrested has the right to make a reasonable number of completed phone calls from where they are booked, right after booking and, unless physically impossible, no later than 3 hours after the arrest; they must include one completed call to a friend or bail agent and one to a lawyer (NRS 171.153). Long-distance calls may be at your own cost.',
      es: 'En Nevada, una persona arrestada tiene derecho a hacer un número razonable de llamadas completas desde donde la fichan, justo después de ficharla y, salvo que sea físicamente imposible, a más tardar 3 horas después del arresto; deben incluir una llamada completa a un amigo o agente de fianzas y una a un abogado (NRS 171.153). Las de larga distancia pueden ser a su costo.',
    },
    say: CALL_SAY,
    keywords: CALL_WORDS,
    sources: [
      source(
        'Nevada: right of person arrested to make telephone calls',
        'NRS 171.153',
        ['NV'],
        'https://law.onecle.com/nevada/criminal-procedure/171.153.html',
      ),
    ],
  },
  {
    id: 'colorado-phone-calls-after-arrest',
    topic: 'phone-call',
    state: 'CO',
    title: {
      en: 'Colorado: a reasonable number of calls to a lawyer and family',
      es: 'Colorado: un número razonable de llamadas a un abogado y a la familia',
    },
    text: {
      en: 'In Colorado, a person arrested has the right to reach a lawyer of their choice and a family member by a reasonable number of phone calls, not just one, at the earliest possible time after arriving at the station or jail, and again after a transfer (C.R.S. § 16-3-402).',
      es: 'En Colorado, una persona arrestada tiene derecho a comunicarse con un abogado de su elección y con un familiar mediante un número razonable de llamadas, no solo una, lo antes posible después de llegar a la estación o la cárcel, y otra vez tras un traslado (C.R.S. § 16-3-402).',
    },
    say: CALL_SAY,
    keywords: CALL_WORDS,
    sources: [
      source(
        'Colorado: right to communicate with attorney and family',
        'C.R.S. § 16-3-402',
        ['CO'],
        'https://www.colorado-criminal-dui-defense-lawyer.com/the-colorado-law-on-right-to-call-your-lawyer-family-16-3-402-the-proverbial-one-call-law',
      ),
    ],
  },
  {
    id: 'rhode-island-phone-call-after-arrest',
    topic: 'phone-call',
    state: 'RI',
    title: {
      en: 'Rhode Island: a confidential call within one hour',
      es: 'Rhode Island: una llamada confidencial dentro de una hora',
    },
    text: {
      en: "In Rhode Island, a person arrested must be given the chance to make a confidential phone call, out of police earshot, within one hour of arrest, to a lawyer or to arrange bail (R.I. Gen. Laws § 12-7-20, as the state courts apply it); in a breath-test refusal case, denying it can get the charge dismissed. The statute's own text was not read.",
      es: 'En Rhode Island, a una persona arrestada se le debe dar la oportunidad de hacer una llamada confidencial, sin que la policía escuche, dentro de una hora del arresto, a un abogado o para arreglar la fianza (R.I. Gen. Laws § 12-7-20, según la aplican los tribunales del estado); en un caso por negarse a la prueba de aliento, negarle esa llamada puede hacer que se desestime el cargo. No se leyó el texto de la ley.',
    },
    say: CALL_SAY,
    keywords: {
      en: [...CALL_WORDS.en, 'private', 'confidential', 'listening'],
      es: [...CALL_WORDS.es, 'privada', 'confidencial'],
    },
    sources: [
      source(
        'Rhode Island: confidential telephone call after arrest (State v. Quattrucci, 2012)',
        'R.I. Gen. Laws § 12-7-20',
        ['RI'],
        'https://traffictribunal-ri.org/topics/refusal-to-submit/telephone-call/',
      ),
    ],
  },
  {
    id: 'juvenile-questioning-nm',
    topic: 'juvenile',
    state: 'NM',
    title: {
      en: 'New Mexico: police questioning a child',
      es: 'Nuevo México: cuando la policía interroga a un menor',
    },
    text: {
      en: "In New Mexico, nothing a child under 13 says to police or another person in authority can be used against the child in a delinquency case; a statement by a child of 13 or 14 is presumed inadmissible unless the state proves otherwise; and at 15 or older it can be used only if the state proves a knowing, voluntary waiver of the child's rights (NMSA § 32A-2-14; State v. DeAngelo M., 2015-NMSC-033).",
      es: 'En Nuevo México, nada de lo que un menor de 13 años le diga a la policía u otra autoridad puede usarse en su contra en un caso de delincuencia juvenil; la declaración de un menor de 13 o 14 años se presume inadmisible salvo que el estado pruebe lo contrario; y desde los 15 solo puede usarse si el estado prueba que renunció a sus derechos sabiendo lo que hacía y voluntariamente (NMSA § 32A-2-14; State v. DeAngelo M., 2015-NMSC-033).',
    },
    say: CHILD_SAY,
    keywords: CHILD_WORDS,
    sources: [
      source(
        "New Mexico Children's Code: basic rights (statements of a child)",
        'NMSA 1978, § 32A-2-14',
        ['NM'],
      ),
    ],
  },
  {
    id: 'juvenile-questioning-ia',
    topic: 'juvenile',
    state: 'IA',
    title: {
      en: 'Iowa: police questioning a child',
      es: 'Iowa: cuando la policía interroga a un menor',
    },
    text: {
      en: 'In Iowa, a child taken into custody for a serious or aggravated misdemeanor or a felony has the right to a lawyer during police questioning, and a child under 16 cannot waive it without the written consent of a parent, guardian or custodian; a waiver by a child of 16 or 17 counts only if police made a good-faith effort to tell the parent where the child is and why (Iowa Code § 232.11).',
      es: 'En Iowa, un menor detenido por un delito menor grave o agravado o por un delito grave tiene derecho a un abogado durante el interrogatorio policial, y un menor de 16 años no puede renunciar a él sin el consentimiento por escrito de su padre, madre, tutor o custodio; la renuncia de un menor de 16 o 17 años solo vale si la policía hizo un esfuerzo de buena fe por avisar a los padres dónde está y por qué (Iowa Code § 232.11).',
    },
    say: CHILD_SAY,
    keywords: CHILD_WORDS,
    sources: [
      source(
        'Iowa: right to assistance of counsel (juvenile)',
        'Iowa Code § 232.11',
        ['IA'],
        'https://law.justia.com/codes/iowa/2009/title-6/subtitle-5/chapter-232/232-11/',
      ),
    ],
  },
  {
    id: 'juvenile-questioning-co',
    topic: 'juvenile',
    state: 'CO',
    title: {
      en: 'Colorado: police questioning a child',
      es: 'Colorado: cuando la policía interroga a un menor',
    },
    text: {
      en: "In Colorado, what a juvenile says in custodial police questioning cannot be used against the juvenile unless a parent, guardian or custodian was present and both were advised of the rights to stay silent and to a lawyer, or the juvenile's lawyer was there (C.R.S. § 19-2.5-203); narrow exceptions cover a juvenile who is emancipated or claimed to be 18.",
      es: 'En Colorado, lo que un menor diga en un interrogatorio policial bajo custodia no puede usarse en su contra a menos que estuviera presente su padre, madre, tutor o custodio y a ambos se les advirtiera del derecho a guardar silencio y a un abogado, o que estuviera su abogado (C.R.S. § 19-2.5-203); hay excepciones estrechas para un menor emancipado o que dijo tener 18 años.',
    },
    say: CHILD_SAY,
    keywords: CHILD_WORDS,
    sources: [
      source(
        'Colorado: statements of a juvenile',
        'C.R.S. § 19-2.5-203',
        ['CO'],
        'https://colorado.public.law/statutes/crs_19-2.5-203',
      ),
    ],
  },
  {
    id: 'test-refusal-va',
    topic: 'impaired-driving',
    state: 'VA',
    title: {
      en: 'Virginia: the roadside test and the breath test after arrest',
      es: 'Virginia: la prueba en la calle y la prueba de aliento después del arresto',
    },
    text: {
      en: 'In Virginia, you may refuse the handheld preliminary breath test at the roadside; it is voluntary (Va. Code § 18.2-267). After a DUI arrest, unreasonably refusing the breath or blood test is a civil offense the first time, and your license is suspended for one year with no restricted license; a second refusal within 10 years is a misdemeanor with a three-year suspension (§ 18.2-268.3).',
      es: 'En Virginia, puede negarse a la prueba preliminar de aliento con el aparato de mano en la calle; es voluntaria (Va. Code § 18.2-267). Después de un arresto por DUI, negarse sin razón a la prueba de aliento o de sangre es una infracción civil la primera vez, y le suspenden la licencia por un año sin licencia restringida; una segunda negativa dentro de 10 años es un delito menor con suspensión de tres años (§ 18.2-268.3).',
    },
    say: TEST_SAY,
    keywords: {
      en: [...TEST_WORDS.en, 'handheld', 'roadside', 'preliminary', 'station'],
      es: [...TEST_WORDS.es, 'aparatito', 'de mano', 'en la calle', 'estación'],
    },
    sources: [
      source(
        'Virginia: refusal of tests; preliminary breath test',
        'Va. Code §§ 18.2-268.3, 18.2-267',
        ['VA'],
        'https://claudewhiteheadlaw.com/practice-areas/refusal-of-blood-or-breath-test',
      ),
      CASES.birchfield,
    ],
  },
  {
    id: 'test-refusal-nc',
    topic: 'impaired-driving',
    state: 'NC',
    title: {
      en: 'North Carolina: refusing the breath test after a DWI charge',
      es: 'Carolina del Norte: negarse a la prueba de aliento tras un cargo de DWI',
    },
    text: {
      en: 'In North Carolina, you can refuse the test after a DWI charge, but your license is revoked for one year, and at once for at least 30 days, and the refusal can be used at trial. You may call a lawyer and pick a witness to watch the test, but testing waits no more than 30 minutes for them (G.S. 20-16.2(a)).',
      es: 'En Carolina del Norte, puede negarse a la prueba tras un cargo de DWI, pero le revocan la licencia por un año, y de inmediato por al menos 30 días, y la negativa puede usarse en el juicio. Puede llamar a un abogado y escoger un testigo que vea la prueba, pero la prueba no espera más de 30 minutos por ellos (G.S. 20-16.2(a)).',
    },
    say: TEST_SAY,
    keywords: {
      en: [...TEST_WORDS.en, 'intoxilyzer', 'call a lawyer', 'witness'],
      es: [...TEST_WORDS.es, 'llamar a un abogado', 'testigo'],
    },
    sources: [
      source(
        'North Carolina: implied consent to chemical analysis',
        'N.C. Gen. Stat. § 20-16.2(a)',
        ['NC'],
        'https://mecklenburgdwi.com/what-happens-after-you-are-arrested-for-dwi',
      ),
      CASES.birchfield,
    ],
  },
  {
    id: 'pennsylvania-false-identification',
    topic: 'street-stop',
    state: 'PA',
    title: {
      en: 'Pennsylvania: no stop-and-identify law, but a false name is a crime',
      es: 'Pensilvania: no hay ley de identificarse, pero un nombre falso es delito',
    },
    text: {
      en: 'Pennsylvania is not a stop-and-identify state: we found no statute that makes you give your name in a stop, though we have not verified that every court agrees. But giving a false name or identity is a crime once an officer in uniform, or who has said he is one, tells you that you are the subject of an official investigation (18 Pa.C.S. § 4914; In re D.S., Pa. 2012). Never give a false name.',
      es: 'Pensilvania no es un estado de "stop and identify" (detener e identificar): no encontramos una ley que lo obligue a dar su nombre en una parada, aunque no hemos verificado que todos los tribunales coincidan. Pero dar un nombre o una identidad falsa es un delito una vez que un oficial uniformado, o que dijo serlo, le informa que usted es objeto de una investigación oficial (18 Pa.C.S. § 4914; In re D.S., Pa. 2012). Nunca dé un nombre falso.',
    },
    say: {
      en: 'My name is [your name]. I am exercising my right to remain silent.',
      es: 'Me llamo [su nombre]. Estoy ejerciendo mi derecho a permanecer en silencio.',
    },
    keywords: {
      en: ['name', 'identify', 'false name', 'fake name', 'stop and identify'],
      es: ['nombre', 'identificarse', 'nombre falso', 'otro nombre'],
    },
    sources: [
      source(
        'Pennsylvania: false identification to law enforcement authorities',
        '18 Pa.C.S. § 4914',
        ['PA'],
        'https://www.studicata.com/summaries/supreme-court-of-pennsylvania/in-re-d-s-2012-4yoapj',
      ),
    ],
  },
  {
    id: 'massachusetts-compelled-decryption',
    topic: 'phone-unlock',
    state: 'MA',
    title: {
      en: 'Massachusetts: a judge may order you to unlock a phone',
      es: 'Massachusetts: un juez puede ordenarle desbloquear un teléfono',
    },
    text: {
      en: 'In Massachusetts, a judge may order a person charged with a crime to enter the passcode of a phone police hold a warrant to search, but only if the prosecution proves beyond a reasonable doubt that the person knows the passcode; that knowledge is then a "foregone conclusion" and the order does not violate the right against self-incrimination (Commonwealth v. Jones, 481 Mass. 540 (2019); Commonwealth v. Gelfgatt, 2014).',
      es: 'En Massachusetts, un juez puede ordenar a una persona acusada de un delito que ponga el código de un teléfono que la policía tiene orden judicial para registrar, pero solo si la fiscalía prueba más allá de toda duda razonable que la persona sabe el código; ese conocimiento es entonces una "conclusión inevitable" (foregone conclusion) y la orden no viola el derecho a no incriminarse (Commonwealth v. Jones, 481 Mass. 540 (2019); Commonwealth v. Gelfgatt, 2014).',
    },
    say: {
      en: 'I will not unlock it without a court order. I want a lawyer.',
      es: 'No lo voy a desbloquear sin una orden del juez. Quiero un abogado.',
    },
    keywords: {
      en: ['unlock', 'passcode', 'password', 'judge', 'order', 'phone'],
      es: ['desbloquear', 'contraseña', 'código', 'juez', 'orden'],
    },
    sources: [
      source(
        'Commonwealth v. Jones',
        '481 Mass. 540 (2019)',
        ['MA'],
        'https://www.mass.gov/decision/commonwealth-v-jones',
      ),
    ],
  },
];

/** One rule for each row, each beside its topic's other states. */
export const NINTH_PASS_STATE_RULES: LegalRule[] = ROWS.map(rule);
