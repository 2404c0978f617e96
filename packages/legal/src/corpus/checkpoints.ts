import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { NEW_SOURCES } from './new-topics-sources';

/** Sobriety checkpoints (they got generic traffic-stop answers). */
export const CHECKPOINT_RULES: LegalRule[] = [
  {
    id: 'traffic-stop-sobriety-checkpoints',
    topic: 'checkpoint',
    reviewed: '2026-11-27',
    title: 'Sobriety checkpoints',
    text: 'A sobriety checkpoint that briefly stops every car under set guidelines does not violate the Fourth Amendment, even though the police have no suspicion of you (Michigan Dept. of State Police v. Sitz); in the one upheld, each stop took about 25 seconds and only drivers showing signs of intoxication were held for more tests. Show your license if asked; you need not answer other questions or agree to a search. Some states forbid checkpoints or require a state law authorizing them.',
    sayThis: ['Here is my license. I do not consent to any searches.'],
    keywords: ['checkpoint', 'sobriety checkpoint', 'dui checkpoint', 'roadblock', 'checkpoints'],
    sources: [CASES.sitz, CONSTITUTION.fourth],
    es: {
      title: 'Puntos de control de sobriedad',
      text: 'Un punto de control de sobriedad que detiene brevemente a todos los carros según pautas fijas no viola la Cuarta Enmienda, aunque la policía no sospeche de usted (Michigan Dept. of State Police v. Sitz); en el que se aprobó, cada parada duraba unos 25 segundos y solo se retuvo para más pruebas a los conductores con señales de intoxicación. Muestre su licencia si se la piden; no tiene que responder otras preguntas ni aceptar un registro. Algunos estados los prohíben o exigen una ley estatal que los autorice.',
      sayThis: ['Aquí está mi licencia. No doy mi consentimiento para ningún registro.'],
      keywords: ['punto de control', 'retén', 'control de alcohol', 'puesto de control'],
    },
  },
  {
    id: 'michigan-no-sobriety-checkpoints',
    topic: 'checkpoint',
    reviewed: '2026-11-27',
    title: 'Michigan: sobriety checkpoints are unconstitutional',
    text: 'In Michigan sobriety checkpoints are not allowed: the Michigan Supreme Court held that stopping drivers without any suspicion violates the state constitution (Sitz v. Department of State Police, 1993), although the U.S. Supreme Court had found no Fourth Amendment violation.',
    keywords: ['checkpoint', 'sobriety checkpoint', 'roadblock'],
    states: ['MI'],
    sources: [NEW_SOURCES.sitzMichigan],
    es: {
      title: 'Michigan: los puntos de control de sobriedad son inconstitucionales',
      text: 'En Michigan no se permiten los puntos de control de sobriedad: la Corte Suprema de Michigan decidió que detener a conductores sin ninguna sospecha viola la constitución del estado (Sitz v. Department of State Police, 1993), aunque la Corte Suprema de EE. UU. no había encontrado una violación de la Cuarta Enmienda.',
      keywords: ['punto de control', 'retén'],
    },
  },
  {
    id: 'texas-sobriety-checkpoints',
    topic: 'checkpoint',
    reviewed: '2026-11-27',
    title: 'Texas: no sobriety checkpoints without a state law authorizing them',
    text: 'No: sobriety checkpoints are not allowed in Texas, because the Court of Criminal Appeals held in 1994 that one without a statewide scheme authorized by the Legislature violates the Fourth Amendment (Holt v. State), and the Governors Highway Safety Association lists Texas among the states that do not conduct them; we found no such law since, but have not verified that.',
    keywords: ['checkpoint', 'sobriety checkpoint', 'roadblock', 'dwi checkpoint'],
    states: ['TX'],
    sources: [NEW_SOURCES.holt],
    es: {
      title: 'Texas: no hay puntos de control de sobriedad sin una ley estatal que los autorice',
      text: 'No: en Texas no se permiten los puntos de control de sobriedad, porque la Corte de Apelaciones Penales decidió en 1994 que uno sin un plan estatal autorizado por la Legislatura viola la Cuarta Enmienda (Holt v. State), y la Asociación de Seguridad Vial de los Gobernadores (GHSA) incluye a Texas entre los estados que no los realizan; no encontramos una ley así desde entonces, pero no lo hemos verificado.',
      keywords: ['punto de control', 'retén'],
    },
  },
];
