import type { LegalRule } from '../types';
import { REVIEWED } from './reviewed';

const CA = ['CA'];

/** California specifics (the state named in the spec's guides); each one cites its code section. */
export const CALIFORNIA_RULES: LegalRule[] = [
  {
    id: 'california-recording-not-obstruction',
    topic: 'recording',
    reviewed: REVIEWED,
    title: 'California: recording an officer is not by itself obstruction',
    text: 'In California, photographing or recording an officer who is in a public place, or while you are somewhere you have a right to be, is not by itself obstruction, and is not on its own a reason to detain or arrest you (Penal Code 148(g)).',
    keywords: ['record', 'film', 'video', 'obstruction', 'arrest for recording'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 148(g)', citation: 'Cal. Penal Code § 148(g)' }],
    es: {
      title: 'California: grabar a un oficial no es por sí solo obstrucción',
      text: 'En California, fotografiar o grabar a un oficial que está en un lugar público, o mientras usted está en un lugar donde tiene derecho a estar, no es por sí solo obstrucción, ni es por sí solo motivo para detenerlo o arrestarlo (Penal Code 148(g)).',
      keywords: ['grabar', 'filmar', 'video', 'obstrucción', 'arresto por grabar'],
    },
  },
  {
    id: 'california-confidential-communications',
    topic: 'recording',
    reviewed: REVIEWED,
    title: 'California: all-party consent for confidential conversations',
    text: 'California requires the consent of everyone in a confidential conversation to record it (Penal Code 632). A conversation is confidential only where people reasonably expect it is not being overheard or recorded, which on-duty officers in public generally do not.',
    keywords: ['audio', 'consent', 'secret', 'all-party', 'conversation', 'phone call'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 632', citation: 'Cal. Penal Code § 632' }],
    es: {
      title: 'California: consentimiento de todas las partes para conversaciones confidenciales',
      text: 'California exige el consentimiento de todas las personas que participan en una conversación confidencial para grabarla (Penal Code 632). Una conversación es confidencial solo donde las personas esperan razonablemente que no se escuche ni se grabe, y los oficiales en servicio en público generalmente no tienen esa expectativa.',
      keywords: [
        'audio',
        'consentimiento',
        'secreto',
        'todas las partes',
        'conversación',
        'llamada',
      ],
    },
  },
  {
    id: 'california-stop-reason',
    topic: 'traffic-stop',
    reviewed: REVIEWED,
    title: 'California: officers must tell you why you were stopped',
    text: 'Since January 1, 2024, a California officer making a traffic or pedestrian stop must state the reason for the stop before asking questions about a criminal investigation or traffic violation, unless withholding it is needed to protect life or property from an imminent threat. The reason must also be written on any citation or report (Vehicle Code 2806.5, AB 2773).',
    sayThis: ['Officer, what is the reason for this stop?'],
    keywords: ['reason', 'why', 'pulled over', 'stopped', 'ab 2773', 'pedestrian stop'],
    states: CA,
    sources: [
      {
        title: 'California AB 2773 (2022): reason for the stop',
        citation:
          'Cal. Veh. Code § 2806.5; Cal. Gov. Code § 12525.5 (Stats. 2022, AB 2773 (Holden); chapter no. to verify)',
        url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202120220AB2773',
      },
    ],
    es: {
      title: 'California: los oficiales deben decirle por qué lo pararon',
      text: 'Desde el 1 de enero de 2024, un oficial de California que hace una parada de tráfico o de un peatón debe decir el motivo de la parada antes de hacer preguntas sobre una investigación criminal o una infracción de tránsito, salvo que callarlo sea necesario para proteger la vida o la propiedad de una amenaza inminente. El motivo también debe constar en cualquier multa o informe (Vehicle Code 2806.5, AB 2773).',
      sayThis: ['Oficial, ¿cuál es el motivo de esta parada?'],
      keywords: ['motivo', 'razón', 'por qué', 'me pararon', 'parada', 'ab 2773', 'peatón'],
    },
  },
  {
    id: 'california-resisting-delaying-obstructing',
    topic: 'interference',
    reviewed: REVIEWED,
    title: 'California: resisting, delaying or obstructing an officer',
    text: 'In California, willfully resisting, delaying or obstructing an officer performing their duties is a misdemeanor punishable by up to one year in county jail and a fine of up to $1,000 (Penal Code 148(a)(1)).',
    keywords: ['obstruct', 'obstruction', 'resist', 'delay', 'interfere', '148'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 148(a)(1)', citation: 'Cal. Penal Code § 148(a)(1)' }],
    es: {
      title: 'California: resistir, demorar u obstruir a un oficial',
      text: 'En California, resistir, demorar u obstruir intencionalmente a un oficial en el ejercicio de sus funciones es un delito menor castigado con hasta un año en la cárcel del condado y una multa de hasta $1,000 (Penal Code 148(a)(1)).',
      keywords: ['obstruir', 'obstrucción', 'resistir', 'demorar', 'interferir', '148'],
    },
  },
  {
    id: 'california-threats-against-officer',
    topic: 'interference',
    reviewed: REVIEWED,
    title: 'California: threats or force against an officer',
    text: 'In California, trying to stop an officer from performing a duty by threats or violence, or knowingly resisting an officer with force or violence, is a more serious crime that can be charged as a felony (Penal Code 69).',
    keywords: ['threat', 'force', 'violence', 'resist', 'felony', '69'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 69', citation: 'Cal. Penal Code § 69' }],
    es: {
      title: 'California: amenazas o fuerza contra un oficial',
      text: 'En California, intentar impedir que un oficial cumpla un deber mediante amenazas o violencia, o resistirse a sabiendas a un oficial con fuerza o violencia, es un delito más serio que puede acusarse como delito grave ("felony") (Penal Code 69).',
      keywords: ['amenaza', 'fuerza', 'violencia', 'resistir', 'delito grave', '69'],
    },
  },
  {
    id: 'california-duty-not-to-resist-arrest',
    topic: 'arrest',
    reviewed: REVIEWED,
    title: 'California: do not use force to resist an arrest',
    text: 'California law says a person who knows, or should know, that a peace officer is arresting them must not use force or any weapon to resist the arrest (Penal Code 834a).',
    keywords: ['arrest', 'resist', 'handcuffs', 'unlawful arrest'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 834a', citation: 'Cal. Penal Code § 834a' }],
    es: {
      title: 'California: no use la fuerza para resistirse a un arresto',
      text: 'La ley de California dice que una persona que sabe, o debería saber, que un agente del orden la está arrestando no debe usar la fuerza ni ningún arma para resistirse al arresto (Penal Code 834a).',
      keywords: ['arresto', 'resistirse', 'esposas', 'arresto ilegal'],
    },
  },
  {
    id: 'california-phone-calls-after-arrest',
    topic: 'arrest',
    reviewed: REVIEWED,
    title: 'California: phone calls after arrest',
    text: 'In California, after you are booked, and no later than three hours after your arrest, you have the right to make at least three completed phone calls, for example to a lawyer, a bail bond agent and a relative (Penal Code 851.5). The call to a lawyer may not be monitored, eavesdropped on or recorded. A parent who has custody of a minor child gets two additional free calls to arrange the child’s care, and officers must ask whether you are one.',
    keywords: ['phone call', 'call', 'booked', 'jail', 'custody', 'arrested'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 851.5', citation: 'Cal. Penal Code § 851.5' }],
    es: {
      title: 'California: llamadas telefónicas después del arresto',
      text: 'En California, después de que lo fichen, y a más tardar tres horas después de su arresto, tiene derecho a hacer al menos tres llamadas telefónicas completas, por ejemplo a un abogado, a un agente de fianzas y a un familiar (Penal Code 851.5). La llamada a un abogado no puede ser monitoreada, escuchada ni grabada. Un padre o una madre con la custodia de un hijo menor tiene dos llamadas gratuitas adicionales para organizar el cuidado del niño, y los oficiales deben preguntarle si es su caso.',
      keywords: [
        'llamada',
        'llamada telefónica',
        'llamar',
        'fichado',
        'cárcel',
        'custodia',
        'arrestado',
      ],
    },
  },
  {
    id: 'california-complaint-procedure',
    topic: 'misconduct',
    reviewed: REVIEWED,
    title: 'California: every agency must take complaints',
    text: 'Every California agency that employs peace officers must have a procedure to investigate complaints from the public and make a written description of it available (Penal Code 832.5).',
    keywords: ['complaint', 'internal affairs', 'report', 'file'],
    states: CA,
    sources: [{ title: 'Cal. Penal Code § 832.5', citation: 'Cal. Penal Code § 832.5' }],
    es: {
      title: 'California: toda agencia debe recibir quejas',
      text: 'Toda agencia de California que emplea agentes del orden debe tener un procedimiento para investigar las quejas del público y poner a disposición una descripción escrita de ese procedimiento (Penal Code 832.5).',
      keywords: ['queja', 'denuncia', 'asuntos internos', 'reportar', 'presentar'],
    },
  },
  {
    id: 'california-decertification',
    topic: 'misconduct',
    reviewed: REVIEWED,
    title: 'California: officers can lose their certification (SB 2)',
    text: 'Since 2022, California’s POST commission can suspend or revoke a peace officer’s certification for serious misconduct such as excessive force, sexual assault, dishonesty or bias; decertification actions began in 2023. The law also narrowed immunity under the Tom Bane Civil Rights Act.',
    keywords: ['decertify', 'decertification', 'post', 'fired', 'misconduct', 'sb 2'],
    states: CA,
    sources: [
      {
        title: 'Kenneth Ross Jr. Police Decertification Act (SB 2)',
        citation:
          'Stats. 2021, ch. 409 (SB 2, Bradford); Cal. Penal Code §§ 13510.1, 13510.8; Cal. Civ. Code § 52.1',
        url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202120220SB2',
      },
    ],
    es: {
      title: 'California: los oficiales pueden perder su certificación (SB 2)',
      text: 'Desde 2022, la comisión POST de California puede suspender o revocar la certificación de un agente del orden por mala conducta grave, como fuerza excesiva, agresión sexual, deshonestidad o prejuicio; las acciones de descertificación comenzaron en 2023. La ley también limitó la inmunidad bajo la Tom Bane Civil Rights Act.',
      keywords: ['descertificar', 'descertificación', 'post', 'despedido', 'mala conducta', 'sb 2'],
    },
  },
];
