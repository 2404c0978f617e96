import type { EvalCase } from './eval-case';

/**
 * Questions in Spanish: the answer must be in Spanish, from the Spanish corpus, with
 * the same law and the same citations as the English cases ask for.
 */
export const SPANISH_CASES: EvalCase[] = [
  {
    id: 'es-illinois-audio-recording',
    state: 'IL',
    language: 'es',
    question: { message: '¿Puedo grabar audio de la policía aquí?', state: 'Illinois' },
    mustContain: [
      /Illinois.{0,40}es un estado de consentimiento de todas las partes/,
      'ACLU of Illinois v. Alvarez',
      /abiertamente/,
      '720 ILCS 5/14',
    ],
    mustNotContain: [/Illinois le permite grabar una conversación en la que usted participa/],
  },
  {
    id: 'es-texas-audio-recording',
    state: 'TX',
    language: 'es',
    question: { message: '¿Puedo grabar audio de la policía aquí?', state: 'Texas' },
    mustContain: [
      /Texas: como estado de consentimiento de una de las partes/,
      'Turner v. Lieutenant Driver',
      'Tex. Penal Code § 16.02',
    ],
    mustNotContain: [/Texas es un estado de consentimiento de todas las partes/],
  },
  {
    id: 'es-recording-follow-up-in-texas',
    state: 'TX',
    language: 'es',
    question: {
      message: '¿Y en Texas?',
      state: 'California',
      conversationHistory: [
        { role: 'user', content: '¿Puedo grabar audio de la policía en Illinois?' },
        { role: 'assistant', content: 'Sobre grabar a la policía en Illinois: ...' },
      ],
    },
    mustContain: [
      /una de las partes/,
      'Turner v. Lieutenant Driver',
      /grabar a la policía en Texas/,
    ],
    mustNotContain: [/Illinois.{0,40}es un estado de consentimiento de todas las partes/],
  },
  {
    id: 'es-california-stop-reason',
    state: 'CA',
    language: 'es',
    question: { message: '¿La policía tiene que decirme por qué me pararon?', state: 'California' },
    mustContain: ['2806.5', 'AB 2773', /antes de hacer preguntas/, /amenaza inminente/],
  },
  {
    id: 'es-florida-buffer',
    state: 'FL',
    language: 'es',
    question: { message: '¿Qué tan cerca puedo estar de la policía mientras grabo en Florida?' },
    mustContain: ['843.31', /25 pies/, /le advierta que no se acerque/, /más de 25 pies/],
    mustNotContain: [/Florida.{0,80}(suspendida|bloquead)/],
  },
  {
    id: 'es-louisiana-buffer',
    state: 'LA',
    language: 'es',
    question: { message: '¿Hay una ley de 25 pies en Luisiana?' },
    mustContain: [
      /medida cautelar preliminar/,
      'Deep South Today v. Murrill',
      '14:109',
      /Situación según nuestros datos/,
    ],
  },
  {
    id: 'es-indiana-buffer',
    state: 'IN',
    language: 'es',
    question: { message: '¿En Indiana tengo que estar a 25 pies de la policía cuando grabo?' },
    mustContain: ['Nicodemus', /vaguedad/, /Situación según nuestros datos/, '35-44.1-2-14'],
  },
  {
    id: 'es-new-york-recording',
    state: 'NY',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía en Nueva York?' },
    mustContain: ['79-p', /una de las partes/, /menos resuelta/],
  },
  {
    id: 'es-recording-without-a-state-asks-for-it',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía?', state: 'Unknown' },
    mustContain: [
      /Primera Enmienda/,
      /Corte Suprema no ha decidido/,
      /Dígame su estado/,
      /Massachusetts/,
      /abiertamente/,
    ],
  },
  {
    id: 'es-exit-the-vehicle',
    language: 'es',
    question: { message: '¿Puedo negarme a salir del carro en una parada de tráfico?' },
    mustContain: ['Pennsylvania v. Mimms', 'Maryland v. Wilson', /puede ordenar al conductor/],
    mustNotContain: [/no tiene que (salir|bajarse)/i],
  },
  {
    id: 'es-id-follow-up-in-traffic-stop',
    state: 'TX',
    language: 'es',
    question: {
      message: '¿Y si me piden identificación?',
      conversationHistory: [
        { role: 'user', content: 'Me pararon manejando en Texas' },
        { role: 'assistant', content: 'Sobre las paradas de tráfico en Texas: ...' },
      ],
    },
    mustContain: [
      /licencia de conducir, la tarjeta de registro del vehículo y el comprobante de seguro/,
      '38.02',
    ],
  },
  {
    id: 'es-backpack-consent',
    language: 'es',
    question: {
      message: 'La policía me preguntó si podía revisar mi mochila. ¿Puedo decir que no?',
    },
    mustContain: [
      'Schneckloth v. Bustamonte',
      'No doy mi consentimiento para ningún registro',
      /no tiene que decirle/,
    ],
  },
  {
    id: 'es-street-frisk',
    language: 'es',
    question: { message: '¿Me pueden cachear en la calle?' },
    mustContain: ['Terry v. Ohio', /armado y es peligroso/, /No se resista físicamente/],
  },
  {
    id: 'es-phone-search-after-arrest',
    language: 'es',
    question: { message: '¿Pueden revisar mi celular si me arrestan?' },
    mustContain: [
      'Riley v. California',
      /orden judicial/,
      'No doy mi consentimiento para que registren mi teléfono',
    ],
  },
  {
    id: 'es-ask-for-lawyer',
    language: 'es',
    question: { message: '¿Cómo pido un abogado después de que me arrestan?' },
    mustContain: ['Edwards v. Arizona', 'Davis v. United States', 'Quiero un abogado'],
  },
  {
    id: 'es-answering-questions',
    language: 'es',
    question: { message: '¿Tengo que contestar las preguntas de la policía?' },
    mustContain: [/permanecer en silencio/, 'Fifth Amendment', /Diga en voz alta/],
  },
  {
    id: 'es-texas-give-name',
    state: 'TX',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en Texas?' },
    mustContain: ['38.02', /arresto legal|arrestado legalmente/, /nombre falso/],
  },
  {
    id: 'es-california-phone-calls',
    state: 'CA',
    language: 'es',
    question: { message: '¿Tengo derecho a una llamada después de un arresto en California?' },
    mustContain: ['851.5', /tres llamadas/],
  },
  {
    id: 'es-protest-on-sidewalk',
    language: 'es',
    question: { message: '¿La policía puede impedirme protestar en la acera?' },
    mustContain: ['Hague v. CIO', /tiempo, lugar y forma/, 'Ward v. Rock Against Racism'],
  },
  {
    id: 'es-file-complaint',
    language: 'es',
    question: { message: '¿Cómo presento una queja contra un oficial?' },
    mustContain: [/asuntos internos/, /placa/],
  },
  {
    id: 'es-racial-profiling',
    language: 'es',
    question: { message: 'Creo que me pararon porque soy latino. ¿Es legal?' },
    mustContain: ['Whren v. United States', /Igual Protección/, /Decimocuarta Enmienda/],
  },
  {
    id: 'es-accept-language-decides-a-one-word-question',
    language: 'es',
    question: { message: 'Miranda?', language: 'es' },
    mustContain: ['Miranda v. Arizona', /no que el arresto quede anulado/],
  },
];
