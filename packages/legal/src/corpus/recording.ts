import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { REVIEWED } from './reviewed';

/**
 * Recording police, everywhere in the US. Each state's consent rule and its circuit's rulings
 * come from `state-recording.ts` (the RCFP and circuit data), not from here.
 */
export const RECORDING_RULES: LegalRule[] = [
  {
    id: 'recording-right-to-record-police',
    topic: 'recording',
    reviewed: REVIEWED,
    title: 'You may record police doing their jobs in public',
    text: 'Every federal appeals court in our data that has ruled on it recognizes a First Amendment right to record police officers carrying out their duties in public. The Supreme Court has not decided the question, and the right is subject to reasonable time, place and manner limits.',
    sayThis: ['I am recording for my own safety. I will not interfere.'],
    keywords: ['record', 'recording', 'film', 'filming', 'video', 'camera', 'livestream', 'tape'],
    sources: [
      CONSTITUTION.first,
      CASES.glik,
      CASES.fields,
      CASES.turner,
      CASES.irizarry,
      CASES.smithCumming,
    ],
    es: {
      title: 'Puede grabar a la policía mientras trabaja en público',
      text: 'Todos los tribunales federales de apelaciones de nuestros datos que han decidido el tema reconocen un derecho, bajo la Primera Enmienda, a grabar a los policías que cumplen sus funciones en público. La Corte Suprema no ha decidido la cuestión, y el derecho está sujeto a límites razonables de tiempo, lugar y forma.',
      sayThis: ['Estoy grabando por mi propia seguridad. No voy a interferir.'],
      keywords: [
        'grabar',
        'grabación',
        'filmar',
        'video',
        'cámara',
        'transmitir en vivo',
        'en vivo',
        'celular',
      ],
    },
  },
  {
    id: 'recording-reasonable-limits',
    topic: 'recording',
    reviewed: REVIEWED,
    title: 'Record from a distance and follow orders to step back',
    text: 'The right to record does not include physically interfering. Officers may give reasonable orders, such as to step back; obey them and keep recording from where you are told to stand.',
    sayThis: ['Officer, I will step back. I am going to keep recording from here.'],
    keywords: ['distance', 'step back', 'how close', 'interfere', 'order', 'move back'],
    sources: [CASES.turner, CASES.smithCumming, CASES.gericke],
    es: {
      title: 'Grabe a distancia y obedezca las órdenes de retroceder',
      text: 'El derecho a grabar no incluye interferir físicamente. Los oficiales pueden dar órdenes razonables, como la de retroceder; obedézcalas y siga grabando desde donde le indiquen.',
      sayThis: ['Oficial, voy a retroceder. Voy a seguir grabando desde aquí.'],
      keywords: [
        'distancia',
        'retroceder',
        'hacerse para atrás',
        'qué tan cerca',
        'interferir',
        'orden',
        'alejarse',
      ],
    },
  },
  {
    id: 'recording-openly-no-privacy-on-duty',
    topic: 'recording',
    reviewed: REVIEWED,
    title: 'Record openly: police on duty in public have no privacy in what they say',
    text: 'Many state eavesdropping laws protect only conversations where people reasonably expect privacy, and officers doing their jobs in public generally do not have that expectation, so openly recording them is generally lawful. Hidden or secret audio recording is where state consent laws bite, especially in all-party states: hold your phone where it can be seen.',
    keywords: ['audio', 'secret', 'hidden', 'eavesdropping', 'wiretap', 'consent', 'privacy'],
    sources: [CASES.alvarez, CASES.glik],
    es: {
      title:
        'Grabe abiertamente: la policía en servicio en público no tiene privacidad en lo que dice',
      text: 'Muchas leyes estatales contra las escuchas protegen solo las conversaciones en las que las personas esperan razonablemente tener privacidad, y los oficiales que cumplen sus funciones en público generalmente no tienen esa expectativa, así que grabarlos abiertamente es generalmente legal. La grabación de audio oculta o secreta es donde pesan las leyes estatales de consentimiento, sobre todo en los estados que exigen el consentimiento de todas las partes: sostenga su teléfono donde se vea.',
      keywords: [
        'audio',
        'secreto',
        'escondido',
        'oculto',
        'escuchas',
        'intervenir',
        'consentimiento',
        'privacidad',
      ],
    },
  },
];
