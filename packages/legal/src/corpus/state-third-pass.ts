import type { LegalRule } from '../types';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * State laws the third pass read that answer common questions outright: two statutes that give a
 * right to record police, and two states where the smell of cannabis alone does not allow a search.
 */
export const STATE_THIRD_PASS_RULES: LegalRule[] = [
  {
    id: 'new-york-right-to-record',
    topic: 'recording',
    reviewed: REVIEWED_ON,
    title: 'New York: a state law protects recording police',
    text: 'New York law gives anyone who is not under arrest or in custody the right to record police activity and to keep the recording and the phone or camera used, as long as they do not physically interfere or obstruct; you may sue an officer who unlawfully interferes (N.Y. Civ. Rights Law § 79-p). Someone arrested does not by that alone lose the right to have the recording and the phone kept and returned.',
    keywords: ['record', 'film', 'video', 'right to monitor', 'phone'],
    states: ['NY'],
    sources: [S.newYorkRightToMonitor],
    es: {
      title: 'New York: una ley estatal protege grabar a la policía',
      text: 'La ley de New York da a toda persona que no esté arrestada ni bajo custodia el derecho a grabar la actividad policial y a quedarse con la grabación y con el teléfono o la cámara que usó, siempre que no interfiera físicamente ni obstruya; puede demandar a un oficial que interfiera ilegalmente (N.Y. Civ. Rights Law § 79-p). Quien es arrestado no pierde por eso solo el derecho a que le guarden y le devuelvan la grabación y el teléfono.',
      keywords: ['grabar', 'filmar', 'video', 'teléfono'],
    },
  },
  {
    id: 'colorado-right-to-record',
    topic: 'recording',
    reviewed: REVIEWED_ON,
    title: 'Colorado: a state law protects recording police',
    text: 'Colorado law gives you the right to record any incident involving a peace officer, so long as you do it lawfully, and to keep the recording and your device; an officer may not seize them without your consent, a warrant or subpoena, or a lawful exception, and the agency can owe you damages if an officer destroys or unlawfully seizes them (Colo. Rev. Stat. §§ 16-3-311, 13-21-128).',
    keywords: ['record', 'film', 'video', 'phone', 'seize', 'delete'],
    states: ['CO'],
    sources: [S.coloradoRightToRecord],
    es: {
      title: 'Colorado: una ley estatal protege grabar a la policía',
      text: 'La ley de Colorado le da el derecho a grabar legalmente cualquier incidente con un oficial de policía y a quedarse con la grabación y su aparato; un oficial no puede quitárselos sin su consentimiento, una orden judicial o una citación, o una excepción legal, y la agencia puede deberle una indemnización si un oficial los destruye o los confisca ilegalmente (Colo. Rev. Stat. §§ 16-3-311, 13-21-128).',
      keywords: ['grabar', 'filmar', 'video', 'teléfono', 'quitar', 'borrar'],
    },
  },
  {
    id: 'virginia-cannabis-odor',
    topic: 'cannabis',
    reviewed: REVIEWED_ON,
    title: 'Virginia: no search on the smell of marijuana alone',
    text: 'In Virginia police may not stop, search or seize you, your car or your things solely because of the odor of marijuana (Va. Code § 4.1-1302(A)); the statute has some exceptions, and other evidence together with the smell can still count.',
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    states: ['VA'],
    sources: [S.virginiaOdor],
    es: {
      title: 'Virginia: no hay registro solo por el olor a marihuana',
      text: 'En Virginia la policía no puede detenerlo, registrarlo ni confiscar su carro o sus cosas solo por el olor a marihuana (Va. Code § 4.1-1302(A)); la ley tiene algunas excepciones, y otras pruebas junto con el olor todavía pueden contar.',
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
  {
    id: 'minnesota-cannabis-odor',
    topic: 'cannabis',
    reviewed: REVIEWED_ON,
    title: 'Minnesota: the smell of marijuana alone is not enough to search a car',
    text: 'In Minnesota the odor of marijuana coming from a car is not, by itself, probable cause to search it; it is one circumstance that counts only together with others (State v. Torgerson).',
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    states: ['MN'],
    sources: [S.torgerson],
    es: {
      title: 'Minnesota: el olor a marihuana por sí solo no basta para registrar un carro',
      text: 'En Minnesota el olor a marihuana que sale de un carro no es, por sí solo, causa probable para registrarlo; es una circunstancia que cuenta solo junto con otras (State v. Torgerson).',
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
];
