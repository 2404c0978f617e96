import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { REVIEWED } from './reviewed';

export const EQUAL_PROTECTION_RULES: LegalRule[] = [
  {
    id: 'equal-protection-profiling',
    topic: 'equal-protection',
    reviewed: REVIEWED,
    title: 'Police may not enforce the law based on race',
    text: 'The Fourteenth Amendment forbids police from enforcing the law differently because of race. A stop based on a real traffic violation is not illegal under the Fourth Amendment because of the officer’s motives; intentional discrimination is challenged under the Equal Protection Clause instead (Whren v. United States).',
    keywords: [
      'race',
      'racial profiling',
      'profiling',
      'discrimination',
      'because i am black',
      'biased',
    ],
    sources: [CONSTITUTION.fourteenth, CASES.whren],
    es: {
      title: 'La policía no puede aplicar la ley según la raza',
      text: 'La Decimocuarta Enmienda prohíbe que la policía aplique la ley de manera distinta por motivos de raza. Una parada basada en una infracción de tránsito real no es ilegal bajo la Cuarta Enmienda por los motivos del oficial; la discriminación intencional se impugna, en cambio, bajo la Cláusula de Igual Protección (Whren v. United States).',
      keywords: [
        'raza',
        'perfil racial',
        'perfilamiento racial',
        'discriminación',
        'porque soy latino',
        'porque soy negro',
        'prejuicio',
      ],
    },
  },
  {
    id: 'due-process-applies-to-states',
    topic: 'equal-protection',
    reviewed: REVIEWED,
    title: 'Your rights bind state and local police too',
    text: 'Through the Fourteenth Amendment’s Due Process Clause, the Fourth, Fifth and Sixth Amendment protections apply to state and local police, not only to federal agents: evidence from an illegal search can be excluded in state court (Mapp v. Ohio), and the right against self-incrimination (Malloy v. Hogan) and to appointed counsel (Gideon v. Wainwright) apply in state cases.',
    keywords: ['due process', 'fourteenth amendment', 'state police', 'local police', 'rights'],
    sources: [CONSTITUTION.fourteenth, CASES.mapp, CASES.malloy, CASES.gideon],
    es: {
      title: 'Sus derechos obligan también a la policía estatal y local',
      text: 'Por la Cláusula del Debido Proceso de la Decimocuarta Enmienda, las protecciones de la Cuarta, Quinta y Sexta Enmiendas se aplican a la policía estatal y local, no solo a los agentes federales: las pruebas de un registro ilegal pueden excluirse en un tribunal estatal (Mapp v. Ohio), y el derecho a no autoincriminarse (Malloy v. Hogan) y a un abogado asignado (Gideon v. Wainwright) se aplican en los casos estatales.',
      keywords: [
        'debido proceso',
        'decimocuarta enmienda',
        'policía estatal',
        'policía local',
        'derechos',
      ],
    },
  },
  {
    id: 'equal-protection-immigration-stops',
    topic: 'equal-protection',
    reviewed: REVIEWED,
    tracks: 'litigation',
    title: 'Immigration stops: appearance can be one factor, never enough alone',
    text: 'Immigration stops are the exception to the rule against using race: the Supreme Court let officers count apparent Mexican ancestry as one factor for reasonable suspicion, but not as enough on its own (United States v. Brignoni-Ponce). In September 2025 it paused an order that had barred immigration stops in the Los Angeles area based only on apparent race or ethnicity, language, location and type of work (Noem v. Vasquez Perdomo); that stay is not a final ruling.',
    keywords: ['immigration', 'ice', 'border patrol', 'accent', 'spanish', 'ethnicity', 'latino'],
    sources: [CASES.brignoniPonce, CASES.vasquezPerdomo, CONSTITUTION.fourth],
    es: {
      title: 'Paradas migratorias: la apariencia puede ser un factor, nunca suficiente por sí sola',
      text: 'Las paradas migratorias son la excepción a la regla contra usar la raza: la Corte Suprema permitió que los agentes cuenten la apariencia de ascendencia mexicana como un factor para la sospecha razonable, pero no como suficiente por sí sola (United States v. Brignoni-Ponce). En septiembre de 2025 suspendió una orden que prohibía las paradas migratorias en la zona de Los Ángeles basadas solo en la raza o etnia aparente, el idioma, el lugar y el tipo de trabajo (Noem v. Vasquez Perdomo); esa suspensión no es un fallo definitivo.',
      keywords: [
        'inmigración',
        'migra',
        'ice',
        'patrulla fronteriza',
        'acento',
        'español',
        'etnia',
        'latino',
      ],
    },
  },
];
