import type { LegalRule } from '../types';
import { CASES } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * What refusing a breath or blood test costs in three more states, read in their statutes: the
 * general rule (Birchfield) says only that the state's implied-consent law decides.
 */
export const IMPLIED_CONSENT_STATE_RULES: LegalRule[] = [
  {
    id: 'florida-implied-consent',
    topic: 'impaired-driving',
    reviewed: REVIEWED_ON,
    title: 'Florida: refusing a breath, blood or urine test after a DUI arrest',
    text: 'In Florida, driving means you have agreed to a lawful breath, urine or blood test after a DUI arrest; refusing suspends your license for 1 year, or 18 months after an earlier refusal (Fla. Stat. § 316.1932(1)(a)), and refusing again after a license was suspended for refusing is a first-degree misdemeanor (§ 316.1939).',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dui', 'blood test'],
    states: ['FL'],
    sources: [S.floridaImpliedConsent, CASES.birchfield],
    es: {
      title:
        'Florida: negarse a una prueba de aliento, sangre u orina después de un arresto por DUI',
      text: 'En Florida, manejar significa que aceptó una prueba legal de aliento, orina o sangre después de un arresto por DUI; negarse suspende su licencia por 1 año, o 18 meses si ya se negó antes (Fla. Stat. § 316.1932(1)(a)), y negarse otra vez después de que su licencia fue suspendida por negarse es un delito menor de primer grado (§ 316.1939).',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: [
        'alcoholímetro',
        'prueba de aliento',
        'soplar',
        'negarme',
        'dui',
        'prueba de sangre',
      ],
    },
  },
  {
    id: 'new-york-implied-consent',
    topic: 'impaired-driving',
    reviewed: REVIEWED_ON,
    title: 'New York: refusing a chemical test after a DWI arrest',
    text: 'In New York, refusing a chemical test of breath, blood, urine or saliva after a DWI arrest leads to a license suspension at arraignment and, after a DMV hearing, revocation for at least 1 year and a $500 civil penalty for a first refusal (N.Y. Veh. & Traf. Law § 1194(2)); refusing the roadside screening breath test is a traffic infraction (§ 1194(1)(b)).',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dwi', 'chemical test'],
    states: ['NY'],
    sources: [S.newYorkImpliedConsent, CASES.birchfield],
    es: {
      title: 'New York: negarse a una prueba química después de un arresto por DWI',
      text: 'En New York, negarse a una prueba química de aliento, sangre, orina o saliva después de un arresto por DWI lleva a la suspensión de la licencia en la lectura de cargos y, después de una audiencia del DMV, a su revocación por al menos 1 año y una multa civil de $500 la primera vez (N.Y. Veh. & Traf. Law § 1194(2)); negarse a la prueba de aliento preliminar en la carretera es una infracción de tránsito (§ 1194(1)(b)).',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: [
        'alcoholímetro',
        'prueba de aliento',
        'soplar',
        'negarme',
        'dwi',
        'prueba química',
      ],
    },
  },
  {
    id: 'illinois-implied-consent',
    topic: 'impaired-driving',
    reviewed: REVIEWED_ON,
    title: 'Illinois: refusing a chemical test after a DUI arrest',
    text: 'In Illinois, driving means you have agreed to a chemical test after a DUI arrest, and the officer must warn you that refusing brings a statutory summary suspension of your license: 1 year for a first refusal, 3 years if you are a repeat offender (625 ILCS 5/11-501.1, 5/6-208.1).',
    sayThis: ['Am I under arrest? What happens to my license if I refuse?'],
    keywords: ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dui', 'chemical test'],
    states: ['IL'],
    sources: [S.illinoisImpliedConsent, CASES.birchfield],
    es: {
      title: 'Illinois: negarse a una prueba química después de un arresto por DUI',
      text: 'En Illinois, manejar significa que aceptó una prueba química después de un arresto por DUI, y el oficial debe advertirle que negarse trae una suspensión sumaria de su licencia: 1 año la primera vez, 3 años si es reincidente (625 ILCS 5/11-501.1, 5/6-208.1).',
      sayThis: ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'],
      keywords: [
        'alcoholímetro',
        'prueba de aliento',
        'soplar',
        'negarme',
        'dui',
        'prueba química',
      ],
    },
  },
];
