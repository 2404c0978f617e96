import type { LegalRule } from '../types';
import { CONSTITUTION } from './sources';
import { NEW_SOURCES } from './new-topics-sources';

/** Police watching a home from the air (it was answered with rules for flying a drone). */
export const AERIAL_RULES: LegalRule[] = [
  {
    id: 'search-aerial-surveillance',
    topic: 'search',
    reviewed: '2026-11-27',
    title: 'Police looking at your yard from the air',
    text: 'The Supreme Court has not decided whether a police drone flying over your yard is a search, but it has held that police looking from a plane at 1,000 feet (California v. Ciraolo) or a helicopter at 400 feet (Florida v. Riley) at what anyone flying over could see, even in a fenced backyard, is not a search under the Fourth Amendment. Michigan’s Supreme Court declined to decide the drone question in 2024 (Long Lake Township v. Maxon). Your state’s law may add limits we have not checked.',
    keywords: [
      'police drone',
      'drone over my yard',
      'helicopter',
      'airplane',
      'aerial',
      'surveillance',
      'backyard',
      'fly over',
      'flying over',
    ],
    sources: [
      NEW_SOURCES.ciraolo,
      NEW_SOURCES.floridaRiley,
      NEW_SOURCES.maxon,
      CONSTITUTION.fourth,
    ],
    es: {
      title: 'La policía mirando su patio desde el aire',
      text: 'La Corte Suprema no ha decidido si un dron de la policía que vuela sobre su patio es un registro, pero ha decidido que la policía que mira desde un avión a 1,000 pies (California v. Ciraolo) o un helicóptero a 400 pies (Florida v. Riley) lo que cualquiera que vuele por encima podría ver, incluso en un patio cercado, no hace un registro según la Cuarta Enmienda. La Corte Suprema de Michigan no quiso decidir la cuestión de los drones en 2024 (Long Lake Township v. Maxon). La ley de su estado puede poner límites que no hemos revisado.',
      keywords: [
        'dron de la policía',
        'dron sobre mi patio',
        'helicóptero',
        'avión',
        'vigilancia aérea',
        'patio',
        'volar sobre',
      ],
    },
  },
];
