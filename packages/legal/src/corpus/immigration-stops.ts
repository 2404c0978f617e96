import type { LegalRule } from '../types';
import { CASES, CONSTITUTION, STATUTES } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * Immigration agents away from the door: on the street, at work, at a Border Patrol checkpoint.
 * These questions got the door rule's "slide the document under the door".
 */
export const IMMIGRATION_STOP_RULES: LegalRule[] = [
  {
    id: 'immigration-rights-everyone',
    topic: 'street-stop',
    reviewed: REVIEWED_ON,
    title: 'Your rights with immigration agents or police, whatever your status',
    text: 'The Constitution protects every person in the U.S., whatever their immigration status (Zadvydas v. Davis): you may remain silent, including about where you were born, your status or how you entered, and you may refuse consent to a search. Ask whether you are free to go. Never lie or show false documents: that is a crime (18 U.S.C. §§ 1001, 1546). Do not run and do not resist.',
    sayThis: ['I am exercising my right to remain silent. Am I free to go?'],
    keywords: [
      'undocumented',
      'status',
      'where i was born',
      'country',
      'work',
      'workplace',
      'job',
      'street',
      'raid',
      'questions',
      'answer',
      'stops me',
      'stopped me',
      'ask me',
      'arrested',
      'detained',
      'husband',
      'wife',
    ],
    sources: [S.zadvydas, CONSTITUTION.fifth, STATUTES.section1001, S.falseDocuments],
    es: {
      title: 'Sus derechos ante agentes de inmigración o la policía, sea cual sea su estatus',
      text: 'La Constitución protege a toda persona en EE. UU., sea cual sea su estatus migratorio (Zadvydas v. Davis): puede permanecer en silencio, también sobre dónde nació, su estatus o cómo entró, y puede negar su consentimiento para un registro. Pregunte si se puede ir. Nunca mienta ni muestre documentos falsos: es un delito (18 U.S.C. §§ 1001, 1546). No corra y no se resista.',
      sayThis: ['Estoy ejerciendo mi derecho a permanecer en silencio. ¿Me puedo ir?'],
      keywords: [
        'indocumentado',
        'sin papeles',
        'estatus',
        'dónde nací',
        'país',
        'trabajo',
        'chamba',
        'calle',
        'redada',
        'preguntas',
        'contestar',
        'me paran',
        'me pararon',
        'arrestado',
        'detenido',
        'esposo',
        'esposa',
      ],
    },
  },
  {
    id: 'immigration-checkpoints',
    topic: 'checkpoint',
    reviewed: REVIEWED_ON,
    title: 'Border Patrol checkpoints inside the country',
    text: 'At a fixed Border Patrol checkpoint away from the border, agents may stop every car briefly and ask about citizenship without any suspicion (United States v. Martinez-Fuerte), but searching the car needs your consent or probable cause (United States v. Ortiz). Away from checkpoints, a roving patrol needs reasonable suspicion to stop you (United States v. Brignoni-Ponce). You may stay silent, though staying silent may mean a longer stop.',
    sayThis: ['I am exercising my right to remain silent. I do not consent to a search.'],
    keywords: [
      'border patrol',
      'border',
      'checkpoint',
      'cbp',
      'citizenship',
      'are you a citizen',
      '100 miles',
      'secondary',
    ],
    sources: [S.martinezFuerte, S.ortiz, CASES.brignoniPonce],
    es: {
      title: 'Puntos de control de la Patrulla Fronteriza dentro del país',
      text: 'En un punto de control fijo de la Patrulla Fronteriza lejos de la frontera, los agentes pueden detener brevemente a todos los carros y preguntar por la ciudadanía sin ninguna sospecha (United States v. Martinez-Fuerte), pero registrar el carro requiere su consentimiento o causa probable (United States v. Ortiz). Lejos de los puntos de control, una patrulla móvil necesita sospecha razonable para detenerlo (United States v. Brignoni-Ponce). Puede guardar silencio, aunque eso puede alargar la parada.',
      sayThis: [
        'Estoy ejerciendo mi derecho a permanecer en silencio. No doy mi consentimiento para un registro.',
      ],
      keywords: [
        'patrulla fronteriza',
        'frontera',
        'punto de control',
        'garita',
        'ciudadanía',
        'es ciudadano',
        '100 millas',
      ],
    },
  },
];
