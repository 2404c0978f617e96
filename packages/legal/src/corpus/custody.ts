import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * What happens around an arrest that people ask about and the corpus lacked: when Miranda
 * warnings are owed, booking, a phone call, the consulate, arrests for small offenses and running.
 */
export const CUSTODY_RULES: LegalRule[] = [
  {
    id: 'arrest-miranda-limits',
    topic: 'arrest',
    reviewed: REVIEWED_ON,
    title: 'Miranda at a traffic stop, and when warnings are skipped',
    text: 'Ordinary questions at a traffic stop are usually not custody, so officers need not give Miranda warnings there; once you are under arrest, questioning needs them (Berkemer v. McCarty). If the warnings are skipped, what you said may be kept out of the case, but you cannot sue over the missing warning alone (Vega v. Tekoh).',
    sayThis: ['I will remain silent. I want a lawyer.'],
    keywords: [
      'traffic stop',
      'roadside',
      'sue',
      'lawsuit',
      'didn’t read',
      'never read',
      'miranda',
    ],
    sources: [S.berkemer, S.vegaTekoh, CASES.miranda],
    es: {
      title: 'Miranda en una parada de tráfico, y cuando se omiten las advertencias',
      text: 'Las preguntas comunes en una parada de tráfico por lo general no son custodia, así que los oficiales no tienen que dar las advertencias de Miranda allí; una vez que está arrestado, interrogarlo las requiere (Berkemer v. McCarty). Si se omiten, lo que usted dijo puede quedar fuera del caso, pero no puede demandar solo por la falta de la advertencia (Vega v. Tekoh).',
      sayThis: ['Voy a permanecer en silencio. Quiero un abogado.'],
      keywords: ['parada de tráfico', 'demandar', 'no me leyeron', 'miranda'],
    },
  },
  {
    id: 'arrest-booking',
    topic: 'arrest',
    reviewed: REVIEWED_ON,
    title: 'What happens at booking',
    text: 'At booking police may photograph and fingerprint you and ask routine questions, such as your name, address and date of birth, without Miranda warnings (Pennsylvania v. Muniz); after an arrest for a serious offense they may also take a DNA cheek swab (Maryland v. King). You can give those basic facts and still refuse to talk about what happened.',
    sayThis: [
      'I will give my name and address. I will not answer other questions without a lawyer.',
    ],
    keywords: [
      'booking',
      'booked',
      'fingerprint',
      'fingerprints',
      'mugshot',
      'photograph',
      'dna',
      'swab',
      'processing',
      'jail',
    ],
    sources: [S.muniz, S.marylandKing],
    es: {
      title: 'Qué pasa al ficharlo',
      text: 'Al ficharlo, la policía puede tomarle fotos y huellas digitales y hacerle preguntas de rutina, como su nombre, dirección y fecha de nacimiento, sin las advertencias de Miranda (Pennsylvania v. Muniz); después de un arresto por un delito grave también puede tomarle una muestra de ADN de la mejilla (Maryland v. King). Puede dar esos datos básicos y aun así negarse a hablar de lo que pasó.',
      sayThis: ['Daré mi nombre y mi dirección. No responderé otras preguntas sin un abogado.'],
      keywords: ['fichar', 'ficharon', 'huellas', 'huellas digitales', 'foto', 'adn', 'cárcel'],
    },
  },
  {
    id: 'arrest-phone-call',
    topic: 'phone-call',
    reviewed: REVIEWED_ON,
    title: 'A phone call after arrest',
    text: 'Whether and when you get a phone call after an arrest is set mostly by state law and jail rules: courts have not clearly defined a constitutional right to one (Waganfeald v. Gusman), so how many calls, and how soon, varies from state to state. Ask for a lawyer and for a call to one; calls other than to a lawyer may be recorded, so do not talk about the case on them.',
    sayThis: ['I want to call a lawyer.'],
    keywords: ['phone call', 'one call', 'make a call', 'call my family', 'call my mom', 'calls'],
    sources: [S.waganfeald, CONSTITUTION.sixth],
    es: {
      title: 'Una llamada telefónica después del arresto',
      text: 'Si puede hacer una llamada después de un arresto, y cuándo, lo fija sobre todo la ley de cada estado y las reglas de la cárcel: los tribunales no han definido con claridad un derecho constitucional a ella (Waganfeald v. Gusman), así que cuántas llamadas y cuándo varía de un estado a otro. Pida un abogado y una llamada a un abogado; las llamadas que no sean a un abogado pueden grabarse, así que no hable del caso en ellas.',
      sayThis: ['Quiero llamar a un abogado.'],
      keywords: ['llamada', 'una llamada', 'hacer una llamada', 'llamar a mi familia', 'llamar'],
    },
  },
  {
    id: 'north-carolina-phone-call',
    topic: 'phone-call',
    reviewed: REVIEWED_ON,
    title: 'North Carolina: contacting a lawyer and friends after arrest',
    text: 'In North Carolina the arresting officer must, without unnecessary delay, tell you of your right to communicate with a lawyer and friends and give you a reasonable time and opportunity to do so (N.C. Gen. Stat. § 15A-501(5)).',
    sayThis: ['I want to call a lawyer.'],
    keywords: ['phone call', 'one call', 'call', 'contact'],
    states: ['NC'],
    sources: [S.northCarolinaCalls],
    es: {
      title: 'Carolina del Norte: comunicarse con un abogado y con amigos después del arresto',
      text: 'En Carolina del Norte el oficial que lo arresta debe, sin demora innecesaria, informarle de su derecho a comunicarse con un abogado y con amigos y darle un tiempo y una oportunidad razonables para hacerlo (N.C. Gen. Stat. § 15A-501(5)).',
      sayThis: ['Quiero llamar a un abogado.'],
      keywords: ['llamada', 'llamar', 'comunicarme'],
    },
  },
  {
    id: 'arrest-consular-notification',
    topic: 'arrest',
    reviewed: REVIEWED_ON,
    title: 'If you are not a U.S. citizen and are arrested: your consulate',
    text: 'If you are arrested and are a citizen of another country, you may ask that your country’s consulate be told, and you may contact it; police must tell you of that right without delay (Vienna Convention on Consular Relations, art. 36). You still have the right to remain silent and to a lawyer.',
    sayThis: ['I want my consulate to be notified. I want a lawyer.'],
    keywords: ['consulate', 'embassy', 'consular', 'foreign national', 'tourist', 'visa'],
    sources: [S.consular],
    es: {
      title: 'Si no es ciudadano de EE. UU. y lo arrestan: su consulado',
      text: 'Si lo arrestan y es ciudadano de otro país, puede pedir que se avise al consulado de su país y puede comunicarse con él; la policía debe informarle de ese derecho sin demora (Vienna Convention on Consular Relations, art. 36). Sigue teniendo derecho a permanecer en silencio y a un abogado.',
      sayThis: ['Quiero que se avise a mi consulado. Quiero un abogado.'],
      keywords: ['consulado', 'embajada', 'consular', 'extranjero', 'turista', 'visa'],
    },
  },
  {
    id: 'arrest-minor-offense',
    topic: 'arrest',
    reviewed: REVIEWED_ON,
    title: 'Arrest for a minor offense',
    text: 'If an officer has probable cause that you committed even a minor offense in their presence, such as not wearing a seatbelt, punishable only by a fine, the Fourth Amendment allows a custodial arrest (Atwater v. City of Lago Vista); some states limit such arrests by law. Do not resist; you can challenge it later.',
    sayThis: ['I am not resisting. I will remain silent.'],
    keywords: ['minor offense', 'seatbelt', 'ticket', 'fine', 'jaywalking', 'small', 'citation'],
    sources: [S.atwater, CONSTITUTION.fourth],
    es: {
      title: 'Arresto por una infracción menor',
      text: 'Si un oficial tiene causa probable de que usted cometió en su presencia incluso una infracción menor, como no usar el cinturón de seguridad, castigada solo con una multa, la Cuarta Enmienda permite arrestarlo (Atwater v. City of Lago Vista); algunos estados limitan esos arrestos por ley. No se resista; puede impugnarlo después.',
      sayThis: ['No me estoy resistiendo. Voy a permanecer en silencio.'],
      keywords: ['infracción menor', 'cinturón', 'multa', 'cruzar la calle'],
    },
  },
  {
    id: 'street-stop-flight',
    topic: 'street-stop',
    reviewed: REVIEWED_ON,
    title: 'Running from police',
    text: 'Running from police can itself give them reasonable suspicion to stop you, especially in a high-crime area (Illinois v. Wardlow), and anything you throw away while running can be used as evidence, since you are not seized until you submit or are caught (California v. Hodari D.). Fleeing a lawful stop or arrest can also be a crime. Do not run; ask whether you are free to go.',
    sayThis: ['Officer, am I being detained, or am I free to go?'],
    keywords: ['run', 'ran', 'running', 'flee', 'fled', 'fleeing', 'run away', 'ran away', 'chase'],
    sources: [S.wardlow, S.hodariD],
    es: {
      title: 'Huir de la policía',
      text: 'Huir de la policía puede darle por sí solo sospecha razonable para detenerlo, sobre todo en una zona de mucha delincuencia (Illinois v. Wardlow), y lo que tire mientras corre puede usarse como prueba, porque no queda detenido hasta que se entrega o lo alcanzan (California v. Hodari D.). Huir de una detención o de un arresto legal también puede ser un delito. No corra; pregunte si se puede ir.',
      sayThis: ['Oficial, ¿me está deteniendo o me puedo ir?'],
      keywords: ['correr', 'corrí', 'huir', 'huí', 'escapar', 'salir corriendo', 'me escapé'],
    },
  },
];
