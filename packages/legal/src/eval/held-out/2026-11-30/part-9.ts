/*
 * Held-out set 2026-11-30, part 9 (Spanish): questions outside a police-encounter library, questions
 * with no place, and follow-ups whose state is only in the earlier turn. Written by an evaluator who
 * never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  AYUDA_REF_ES,
  DELITO_ES,
  FECHA_NAC_ES,
  FUERA_ALCANCE_ES,
  POLICE_RULE_WRONG_ES,
  PREGUNTA_ESTADO_ES,
  TRES_LLAMADAS_ES,
  UNA_LLAMADA_WRONG_ES,
  VARIA_ES,
  anyOf,
} from './shared';

const OOS_ES = {
  language: 'es' as const,
  mustContain: [FUERA_ALCANCE_ES, AYUDA_REF_ES],
  mustNotContain: [POLICE_RULE_WRONG_ES],
};

export const PART_9: EvalCase[] = [
  // source: out of scope (a lost money transfer is a consumer matter, not a police encounter).
  {
    id: 'hog-es-ar-siloam-oos-envio',
    state: 'AR',
    question: {
      message:
        'Mandé 800 dólares a mi mamá en Guatemala desde una tienda en Siloam Springs y nunca le llegaron. La tienda dice que no es su problema. ¿Qué puedo hacer para recuperar mi dinero?',
      language: 'es',
    },
    ...OOS_ES,
  },
  // source: out of scope (tax forms from an employer).
  {
    id: 'hog-es-tn-morristown-oos-w2',
    state: 'TN',
    question: {
      message:
        'Mi patrón en Morristown, Tennessee, no me quiere dar mi W-2 y ya casi se acaban los taxes. Me pagaba en cheque. ¿Lo pueden obligar? ¿Cómo hago mis impuestos sin eso?',
      language: 'es',
    },
    ...OOS_ES,
  },
  // source: out of scope (a rent increase in the middle of a lease).
  {
    id: 'hog-es-fl-apopka-oos-renta',
    state: 'FL',
    question: {
      message:
        'El dueño de la traila donde vivo en Apopka me quiere subir la renta 300 dólares a media renta del contrato. ¿Puede hacer eso? Firmé por un año',
      language: 'es',
    },
    ...OOS_ES,
  },
  // source: out of scope (a used-car purchase).
  {
    id: 'hog-es-id-burley-oos-carro',
    state: 'ID',
    question: {
      message:
        'Compré una troca usada en un lote en Burley, Idaho, y a la semana se le fue la transmisión. El vendedor dice que se vendió "as is". ¿Tengo algún derecho a que me regresen el dinero?',
      language: 'es',
    },
    ...OOS_ES,
  },
  // source: out of scope (school enrollment).
  {
    id: 'hog-es-mn-albertlea-oos-escuela',
    state: 'MN',
    question: {
      message:
        'Acabamos de llegar a Albert Lea, Minnesota, y la escuela me pide un montón de papeles para inscribir a mis hijos. No tenemos todos. ¿Me pueden negar la inscripción?',
      language: 'es',
    },
    ...OOS_ES,
  },
  // source: ABA Criminal Justice Section and Federalist Society blog on compelled biometrics
  // (conflicting circuit decisions): with no place, the answer must say it is not settled or varies.
  {
    id: 'hog-es-noplace-cara-celular',
    language: 'es',
    question: {
      message:
        '¿La policía me puede obligar a desbloquear mi celular con la cara o con el dedo si me arrestan? ¿Y con la clave?',
      language: 'es',
    },
    mustContain: [VARIA_ES],
  },
  // source: call rules differ by state: Cal. Penal Code 851.5 (three completed calls within three
  // hours, FindLaw) vs other states' statutes cited in the earlier sets' READMEs (Massachusetts one
  // hour, Colorado a reasonable number): with no place, ask where or say it varies.
  {
    id: 'hog-es-noplace-llamadas',
    language: 'es',
    question: {
      message: 'Si me arrestan, ¿cuántas llamadas me dejan hacer? ¿Es cierto que nomás una?',
      language: 'es',
    },
    mustContain: [anyOf(VARIA_ES, PREGUNTA_ESTADO_ES)],
    mustNotContain: [UNA_LLAMADA_WRONG_ES],
  },
  // source: Utah Code 76-8-301.5 (legalclarity.org): failing to disclose name or date of birth during
  // a lawful stop can be a crime. The state is only in the earlier turn.
  {
    id: 'hog-es-ut-kearns-seguimiento-fecha',
    state: 'UT',
    language: 'es',
    question: {
      conversationHistory: [
        { role: 'user', content: 'Vivo en Kearns, Utah, y la policía me paró ayer caminando' },
        { role: 'assistant', content: 'Entiendo. ¿Qué le gustaría saber sobre esa parada?' },
      ],
      message: '¿Y si no les doy mi fecha de nacimiento? ¿Me pueden hacer algo?',
      language: 'es',
    },
    mustContain: [FECHA_NAC_ES, DELITO_ES],
    mustNotCite: [/38\.02/, /16-3-103/],
  },
  // source: Wis. Stat. 349.02(2)(a) (mayslaw.net); State v. Bartley (legalclarity.org). The state is
  // only in the earlier turn.
  {
    id: 'hog-es-wi-waukesha-seguimiento-reten',
    state: 'WI',
    language: 'es',
    question: {
      conversationHistory: [
        {
          role: 'user',
          content: 'Vivo en Waukesha, Wisconsin, y manejo de noche para ir al trabajo',
        },
        { role: 'assistant', content: 'De acuerdo. ¿En qué le puedo ayudar?' },
      ],
      message: '¿Aquí pueden poner retenes para ver si uno anda tomado?',
      language: 'es',
    },
    mustContain: [
      /no (?:hay|habr[áa]|se permiten|se usan|se hacen|se realizan|est[áa]n permitidos|son legales|pueden (?:poner|hacer|usar|instalar))[^.]{0,60}(?:ret[ée]n|retenes|puntos? de control|controles|checkpoints?)|(?:ilegal|inconstitucional|prohibid)[^.]{0,60}(?:ret[ée]n|retenes|puntos? de control)|(?:ret[ée]n|retenes|puntos? de control)[^.]{0,100}(?:no (?:son|est[áa]n|se) (?:legales|permitid|usa|hacen|realizan|autoriza|pueden)|ilegal|prohibid)|349\.02|Bartley/i,
    ],
  },
  // source: Cal. Penal Code 851.5 (FindLaw): at least three completed calls. The state is only in the
  // earlier turn.
  {
    id: 'hog-es-ca-escondido-seguimiento-llamadas',
    state: 'CA',
    language: 'es',
    question: {
      conversationHistory: [
        { role: 'user', content: 'A mi esposo lo arrestaron hoy en Escondido, California' },
        { role: 'assistant', content: 'Lo siento mucho. ¿Qué le gustaría saber?' },
      ],
      message: '¿Cuántas llamadas le tienen que dar? Todavía no nos llama',
      language: 'es',
    },
    mustContain: [TRES_LLAMADAS_ES],
    mustNotContain: [UNA_LLAMADA_WRONG_ES],
  },
];
