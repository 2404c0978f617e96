import type { LegalRule } from '../types';
import { CASES } from './sources';
import { NEW_SOURCES } from './new-topics-sources';

/** Georgia's implied consent notices and the suspension for refusing. */
const GEORGIA_IMPLIED_CONSENT = {
  title: 'Georgia: chemical tests, implied consent notices, refusal and suspension',
  citation: 'O.C.G.A. § 40-5-67.1',
  states: ['GA'],
};

/**
 * What refusing a DUI test costs in two states people ask about ("state suspension
 * rules" beside Birchfield). Checked on 2026-11-26 against the statutes' text as quoted by
 * practitioners' pages (Tex. Transp. Code §§ 724.012, 724.035; Cal. Veh. Code §§ 13353, 23612).
 */
const CHECKED = '2026-11-26';
const KEYWORDS = ['breathalyzer', 'breath test', 'blood test', 'refuse', 'dui', 'dwi', 'license'];
const KEYWORDS_ES = [
  'alcoholímetro',
  'prueba de aliento',
  'prueba de sangre',
  'negarme',
  'licencia',
];

export const IMPLIED_CONSENT_RULES: LegalRule[] = [
  {
    id: 'texas-implied-consent',
    topic: 'impaired-driving',
    reviewed: CHECKED,
    title: 'Texas: refusing a breath or blood test after a DWI arrest',
    text: 'In Texas refusing a breath or blood test after a DWI arrest is not itself a crime, but a first refusal suspends your license for 180 days (Tex. Transp. Code § 724.035), the refusal can be used at trial, and in some cases, such as a crash causing serious injury, a specimen can be taken anyway (§ 724.012).',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: KEYWORDS,
    states: ['TX'],
    sources: [
      {
        title: 'Texas implied consent: refusal suspends the license',
        citation: 'Tex. Transp. Code §§ 724.012, 724.035',
        states: ['TX'],
      },
      CASES.birchfield,
    ],
    es: {
      title: 'Texas: negarse a la prueba de aliento o de sangre después de un arresto por DWI',
      text: 'En Texas negarse a una prueba de aliento o de sangre después de un arresto por DWI no es delito por sí mismo, pero una primera negativa suspende su licencia por 180 días (Tex. Transp. Code § 724.035), la negativa puede usarse en el juicio y en algunos casos, como un choque con lesiones graves, pueden tomar la muestra de todos modos (§ 724.012).',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    id: 'california-implied-consent',
    topic: 'impaired-driving',
    reviewed: CHECKED,
    title: 'California: refusing a chemical test after a DUI arrest',
    text: 'In California, once lawfully arrested for DUI you are deemed to have agreed to a breath or blood test (Vehicle Code 23612); refusing suspends your license for one year on a first refusal, two or three years after earlier ones (Vehicle Code 13353), and can add to a sentence if you are convicted.',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: KEYWORDS,
    states: ['CA'],
    sources: [
      {
        title: 'California implied consent and refusal suspension',
        citation: 'Cal. Veh. Code §§ 23612, 13353',
        states: ['CA'],
      },
      CASES.birchfield,
    ],
    es: {
      title: 'California: negarse a una prueba química después de un arresto por DUI',
      text: 'En California, una vez arrestado legalmente por DUI se considera que usted aceptó una prueba de aliento o de sangre (Vehicle Code 23612); negarse suspende su licencia por un año la primera vez, y dos o tres años después de negativas anteriores (Vehicle Code 13353), y puede aumentar la pena si lo condenan.',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    // Checked on 2026-11-27: Elliott v. State (casetext; the Georgia Municipal Association's
    // summary), which reaffirmed Olevik v. State. Neither decides what a refusal does to a license;
    // checked 2026-11-28: O.C.G.A. § 40-5-67.1's implied consent notice (a year's suspension).
    id: 'georgia-breath-test-refusal',
    topic: 'impaired-driving',
    reviewed: '2026-11-28',
    title: 'Georgia: refusing a breath test cannot be used against you at trial',
    text: 'In Georgia the state constitution protects you from being made to blow into a breath-test machine, so you may refuse, and since 2019 your refusal cannot be used as evidence against you at a criminal trial (Elliott v. State; Olevik v. State). Refusing can still cost you your license: the implied consent notice warns of a suspension of at least a year, which you can contest at an administrative hearing (O.C.G.A. § 40-5-67.1); ask a lawyer quickly, as the time to ask for one is short.',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: KEYWORDS,
    states: ['GA'],
    sources: [NEW_SOURCES.elliott, CASES.birchfield, GEORGIA_IMPLIED_CONSENT],
    es: {
      title: 'Georgia: negarse a la prueba de aliento no puede usarse en su contra en el juicio',
      text: 'En Georgia la constitución del estado lo protege de que lo obliguen a soplar en un aparato de prueba de aliento, así que puede negarse, y desde 2019 su negativa no puede usarse como prueba en su contra en un juicio penal (Elliott v. State; Olevik v. State). Negarse todavía puede costarle la licencia: el aviso de consentimiento implícito advierte una suspensión de al menos un año, que puede impugnar en una audiencia administrativa (O.C.G.A. § 40-5-67.1); consulte pronto a un abogado, porque el plazo para pedirla es corto.',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: KEYWORDS_ES,
    },
  },
];
