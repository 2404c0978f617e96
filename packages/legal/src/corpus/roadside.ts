import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/** A state whose highest court held suspicionless sobriety checkpoints unlawful. */
function checkpointBan(
  code: string,
  name: string,
  nameEs: string,
  source: (typeof S)['ascher'],
  court: { en: string; es: string },
): LegalRule {
  return {
    id: `${name.toLowerCase().replace(/\s+/g, '-')}-no-sobriety-checkpoints`,
    topic: 'checkpoint',
    reviewed: REVIEWED_ON,
    title: `${name}: sobriety checkpoints are not allowed`,
    text: `In ${name} sobriety checkpoints are not allowed: ${court.en} held that stopping drivers without individual suspicion to look for drunk driving violates the state constitution (${source.title}), although the U.S. Supreme Court found no Fourth Amendment violation (Michigan Dept. of State Police v. Sitz).`,
    keywords: ['checkpoint', 'sobriety checkpoint', 'dui checkpoint', 'roadblock'],
    states: [code],
    sources: [source, CASES.sitz],
    es: {
      title: `${nameEs}: no se permiten los puntos de control de sobriedad`,
      text: `En ${nameEs} no se permiten los puntos de control de sobriedad: ${court.es} decidió que detener a conductores sin una sospecha individual para buscar a quienes manejan ebrios viola la constitución del estado (${source.title}), aunque la Corte Suprema de EE. UU. no encontró una violación de la Cuarta Enmienda (Michigan Dept. of State Police v. Sitz).`,
      keywords: ['punto de control', 'retén', 'control de alcohol'],
    },
  };
}

/**
 * Roads: checkpoints for ordinary crime, the states that bar sobriety checkpoints (each from its
 * high court's opinion), and blood draws without a warrant.
 */
export const ROADSIDE_RULES: LegalRule[] = [
  {
    id: 'checkpoint-drug-crime',
    topic: 'checkpoint',
    reviewed: REVIEWED_ON,
    title: 'Checkpoints to look for drugs or ordinary crime',
    text: 'A checkpoint whose main purpose is to find drugs or ordinary crime violates the Fourth Amendment (City of Indianapolis v. Edmond); checkpoints for road safety, such as sobriety checkpoints, or to ask the public about a recent crime can be lawful (Illinois v. Lidster). Either way, you need not consent to a search.',
    sayThis: ['Here is my license. I do not consent to any searches.'],
    keywords: ['drug checkpoint', 'narcotics', 'drugs', 'roadblock', 'random', 'everyone'],
    sources: [S.edmond, S.lidster, CONSTITUTION.fourth],
    es: {
      title: 'Puntos de control para buscar drogas o delitos comunes',
      text: 'Un punto de control cuyo propósito principal es encontrar drogas o delitos comunes viola la Cuarta Enmienda (City of Indianapolis v. Edmond); los puntos de control por seguridad vial, como los de sobriedad, o para preguntar al público sobre un delito reciente pueden ser legales (Illinois v. Lidster). En cualquier caso, no tiene que dar su consentimiento para un registro.',
      sayThis: ['Aquí está mi licencia. No doy mi consentimiento para ningún registro.'],
      keywords: ['drogas', 'narcóticos', 'retén', 'al azar', 'a todos'],
    },
  },
  checkpointBan('MN', 'Minnesota', 'Minnesota', S.ascher, {
    en: 'the Minnesota Supreme Court',
    es: 'la Corte Suprema de Minnesota',
  }),
  checkpointBan('OR', 'Oregon', 'Oregón', S.nelsonLane, {
    en: 'the Oregon Supreme Court',
    es: 'la Corte Suprema de Oregón',
  }),
  checkpointBan('WA', 'Washington', 'Washington', S.mesiani, {
    en: 'the Washington Supreme Court',
    es: 'la Corte Suprema de Washington',
  }),
  checkpointBan('ID', 'Idaho', 'Idaho', S.henderson, {
    en: 'the Idaho Supreme Court, absent legislative and judicial approval,',
    es: 'la Corte Suprema de Idaho, sin aprobación legislativa y judicial,',
  }),
  checkpointBan('RI', 'Rhode Island', 'Rhode Island', S.pimental, {
    en: 'the Rhode Island Supreme Court',
    es: 'la Corte Suprema de Rhode Island',
  }),
  {
    id: 'impaired-driving-blood-warrant',
    topic: 'impaired-driving',
    reviewed: REVIEWED_ON,
    title: 'A blood draw usually needs a warrant',
    text: 'Police generally need a warrant to take your blood for a DUI case: alcohol leaving the body is not by itself an emergency that excuses one (Missouri v. McNeely), though when a driver is unconscious a warrantless draw is almost always allowed (Mitchell v. Wisconsin). Say you do not consent; do not physically resist.',
    sayThis: ['I do not consent to a blood draw. I want to speak to a lawyer.'],
    keywords: [
      'blood',
      'blood draw',
      'needle',
      'hospital',
      'take my blood',
      'unconscious',
      'dui',
      'drunk driving',
    ],
    sources: [S.mcNeely, S.mitchell, CONSTITUTION.fourth],
    es: {
      title: 'Una extracción de sangre por lo general requiere una orden judicial',
      text: 'La policía por lo general necesita una orden judicial para sacarle sangre en un caso de DUI: que el alcohol salga del cuerpo no es por sí solo una emergencia que la excuse (Missouri v. McNeely), aunque cuando el conductor está inconsciente casi siempre se permite sin orden (Mitchell v. Wisconsin). Diga que no da su consentimiento; no se resista físicamente.',
      sayThis: [
        'No doy mi consentimiento para una extracción de sangre. Quiero hablar con un abogado.',
      ],
      keywords: [
        'sangre',
        'sacar sangre',
        'sacarme sangre',
        'extraer sangre',
        'sangre sin orden',
        'dui',
        'manejar borracho',
        'manejar ebrio',
        'aguja',
        'hospital',
        'inconsciente',
      ],
    },
  },
];
