import type { LegalRule } from '../types';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/** California's own rules on questioning a youth and on how soon a judge sees someone arrested. */
export const CALIFORNIA_CUSTODY_RULES: LegalRule[] = [
  {
    id: 'california-youth-lawyer-before-questioning',
    topic: 'juvenile',
    reviewed: REVIEWED_ON,
    title: 'California: a youth must talk to a lawyer before police questioning in custody',
    text: 'In California, before a custodial interrogation and before giving up Miranda rights, a youth 17 or younger must consult a lawyer in person, by phone or by video, and cannot waive that consultation; the only exception is questions needed to stop an imminent threat to life or property (Cal. Welf. & Inst. Code § 625.6).',
    sayThis: ['I want to stay silent, and I want a lawyer and my parent here.'],
    keywords: ['minor', 'juvenile', 'teen', 'son', 'daughter', 'youth', 'question', 'interrogate'],
    states: ['CA'],
    sources: [S.californiaYouthCounsel],
    es: {
      title:
        'California: un menor debe hablar con un abogado antes de que la policía lo interrogue bajo custodia',
      text: 'En California, antes de un interrogatorio bajo custodia y antes de renunciar a sus derechos Miranda, un menor de 17 años o menos debe consultar con un abogado en persona, por teléfono o por video, y no puede renunciar a esa consulta; la única excepción son las preguntas necesarias para detener una amenaza inminente a la vida o a la propiedad (Cal. Welf. & Inst. Code § 625.6).',
      sayThis: ['Quiero guardar silencio, y quiero un abogado y a mi padre o madre aquí.'],
      keywords: ['menor', 'adolescente', 'hijo', 'hija', 'interrogar', 'preguntas'],
    },
  },
  {
    id: 'california-arraignment-48-hours',
    topic: 'arraignment',
    reviewed: REVIEWED_ON,
    title: 'California: before a judge within 48 hours',
    text: 'In California someone arrested must be taken before a judge without unnecessary delay and within 48 hours, not counting Sundays and holidays, or at the next court session if the 48 hours end when court is closed; a lawyer may visit you after arrest at your or a relative’s request (Cal. Penal Code § 825(a)-(b)).',
    keywords: ['judge', 'arraignment', 'how long', 'hours', 'hold', 'jail', 'magistrate'],
    states: ['CA'],
    sources: [S.californiaArraignment],
    es: {
      title: 'California: ante un juez dentro de 48 horas',
      text: 'En California a una persona arrestada hay que llevarla ante un juez sin demora innecesaria y dentro de 48 horas, sin contar domingos ni feriados, o en la siguiente sesión del tribunal si las 48 horas terminan cuando está cerrado; un abogado puede visitarlo después del arresto a pedido suyo o de un familiar (Cal. Penal Code § 825(a)-(b)).',
      keywords: ['juez', 'lectura de cargos', 'cuánto tiempo', 'horas', 'cárcel'],
    },
  },
];
