import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { NEW_SOURCES } from './new-topics-sources';

/** Police questioning a child (a parent in Chicago was told a lie-induced confession stands). */
export const JUVENILE_RULES: LegalRule[] = [
  {
    id: 'juvenile-questioning',
    topic: 'juvenile',
    reviewed: '2026-11-27',
    title: 'When police question a minor',
    text: 'A minor has the same rights as an adult to stay silent and to ask for a lawyer, and a child’s age counts in deciding whether the child was in custody and had to be read Miranda warnings (J.D.B. v. North Carolina). Whether a parent must be called or present, and whether police may lie to a minor, depends on state law.',
    sayThis: ['I want to stay silent, and I want a lawyer and my parent here.'],
    keywords: [
      'minor',
      'child',
      'kid',
      'son',
      'daughter',
      'teen',
      'teenager',
      'juvenile',
      'parent',
      'year old',
      'school',
    ],
    sources: [NEW_SOURCES.jdb, CASES.miranda, CONSTITUTION.fifth],
    es: {
      title: 'Cuando la policía interroga a un menor',
      text: 'Un menor tiene los mismos derechos que un adulto a guardar silencio y a pedir un abogado, y la edad del niño cuenta para decidir si estaba bajo custodia y había que leerle las advertencias de Miranda (J.D.B. v. North Carolina). Si hay que llamar a un padre o si puede estar presente, y si la policía puede mentirle a un menor, depende de la ley estatal.',
      sayThis: ['Quiero guardar silencio, y quiero un abogado y a mi padre o madre aquí.'],
      keywords: [
        'menor',
        'menor de edad',
        'niño',
        'hijo',
        'hija',
        'adolescente',
        'padre',
        'madre',
        'años',
        'escuela',
      ],
    },
  },
  {
    id: 'illinois-juvenile-deception',
    topic: 'juvenile',
    reviewed: '2026-11-27',
    title: 'Illinois: a minor’s confession after police lies is presumed inadmissible',
    text: 'In Illinois, a confession by someone under 18, made in a custodial interrogation at a police station or other place of detention since January 1, 2022, is presumed inadmissible if an officer knowingly lied about the evidence or made unauthorized promises of leniency; the State can still try to prove the confession was voluntary (705 ILCS 405/5-401.6).',
    keywords: [
      'lie',
      'lied',
      'deception',
      'trick',
      'confession',
      'minor',
      'teen',
      'juvenile',
      'interrogation',
      'promise',
      'leniency',
    ],
    states: ['IL'],
    sources: [NEW_SOURCES.illinoisDeception],
    es: {
      title:
        'Illinois: la confesión de un menor tras mentiras de la policía se presume inadmisible',
      text: 'En Illinois, la confesión de una persona menor de 18 años, hecha en un interrogatorio bajo custodia en una estación de policía u otro lugar de detención desde el 1 de enero de 2022, se presume inadmisible si un oficial mintió a sabiendas sobre las pruebas o hizo promesas de indulgencia no autorizadas; el Estado aún puede intentar probar que la confesión fue voluntaria (705 ILCS 405/5-401.6).',
      keywords: [
        'mentir',
        'mintió',
        'engaño',
        'confesión',
        'menor',
        'adolescente',
        'interrogatorio',
        'promesa',
      ],
    },
  },
];
