import type { LegalRule } from '../types';
import { NEW_SOURCES } from './new-topics-sources';

/** New York's rules an outside audit found missing: NYC's Right to Know Act, 24-hour arraignment. */
export const NEW_YORK_RULES: LegalRule[] = [
  {
    id: 'new-york-city-right-to-know',
    topic: 'officer-id',
    reviewed: '2026-11-27',
    title: 'New York City: officers must identify themselves (Right to Know Act)',
    text: 'In New York City, NYPD officers must give their name, rank, command and shield number at the start of many encounters, such as stops, frisks and searches, and offer a business card, which you may always ask for. When they have no legal basis to search without your consent, they must tell you that they will not search if you say no (Right to Know Act, since October 19, 2018).',
    sayThis: ['Officer, may I have your business card, please?'],
    keywords: [
      'right to know',
      'business card',
      'name',
      'badge',
      'shield',
      'shield number',
      'nypd',
      'identify themselves',
    ],
    states: ['NY'],
    cities: ['New York City'],
    sources: [NEW_SOURCES.rightToKnow],
    es: {
      title: 'Ciudad de Nueva York: los oficiales deben identificarse (Right to Know Act)',
      text: 'En la ciudad de Nueva York, los oficiales del NYPD deben dar su nombre, rango, comando y número de placa al inicio de muchos encuentros, como paradas, cacheos y registros, y ofrecer una tarjeta de presentación, que usted siempre puede pedir. Cuando no tienen base legal para registrar sin su consentimiento, deben decirle que no registrarán si usted dice que no (Right to Know Act, desde el 19 de octubre de 2018).',
      sayThis: ['Oficial, ¿me puede dar su tarjeta de presentación, por favor?'],
      keywords: ['right to know', 'tarjeta', 'nombre', 'placa', 'nypd', 'identificarse'],
    },
  },
  {
    id: 'new-york-arraignment-24-hours',
    topic: 'arraignment',
    reviewed: '2026-11-27',
    title: 'New York: before a judge within about 24 hours',
    text: 'In New York, police who arrest you without a warrant must bring you before a judge for arraignment without unnecessary delay; holding you more than 24 hours before arraignment is presumed unnecessary, and unless the delay is explained you are entitled to be released (People ex rel. Maxian v. Brown).',
    keywords: [
      'arraignment',
      'arraigned',
      'judge',
      'how long',
      '24 hours',
      'held',
      'hold me',
      'jail',
      'central booking',
    ],
    states: ['NY'],
    sources: [NEW_SOURCES.maxian],
    es: {
      title: 'Nueva York: ante un juez en unas 24 horas',
      text: 'En Nueva York, la policía que lo arresta sin orden judicial debe llevarlo ante un juez para la lectura de cargos sin demora innecesaria; retenerlo más de 24 horas antes de esa audiencia se presume innecesario, y si la demora no se explica, usted tiene derecho a que lo liberen (People ex rel. Maxian v. Brown).',
      keywords: ['lectura de cargos', 'juez', 'cuánto tiempo', '24 horas', 'retenido', 'cárcel'],
    },
  },
];
