import type { EvalCase } from '../../eval-case';
import {
  ASK_STATE_ES,
  LICENCIA_ES,
  NOT_COVERED_ANY,
  NO_CONSENT_ES,
  NO_MENTIR_ES,
  POLICE_RULE_WRONG,
  REFERRAL,
  SILENT_ES_ANY,
  anyOf,
  claimEs,
} from './shared';

/** Whether the answer says the rule depends on the state (ES). */
const DEPENDE_DEL_ESTADO_ES = anyOf(
  ASK_STATE_ES,
  /depende (?:del|de su|de tu|de cada) estado|var[íi]a (?:seg[úu]n|de un estado a otro|por estado|entre estados)|(?:algunos|muchos|otros|varios) estados|cada estado/,
);

/** Spanish, complaints, records, ICE in a car, no place, and questions outside the scope. */
export const PART_9: EvalCase[] = [
  // source: Office of the Independent Police Monitor, New Orleans (https://nolaipm.gov/ask-questions/):
  // any member of the public can file a complaint with the IPM (phone (504) 309-9799, walk-in,
  // mail) or with the NOPD Public Integrity Bureau.
  {
    id: 'hoe-es-la-nueva-orleans-queja-contra-nopd',
    state: 'LA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un policía de nueva orleans (NOPD) me insultó y me aventó contra la patrulla en mid-city nomás por preguntarle por qué me paraba. ¿dónde pongo una queja? no hablo mucho inglés',
    },
    mustContain: [
      /Monitor(?:a)? (?:Independiente|de la Polic[íi]a)|Independent Police Monitor|\bIPM\b|\bOIPM\b|Public Integrity Bureau|\bPIB\b|Integridad P[úu]blica/i,
    ],
  },

  // source: NYC CCRB, Right to Know Act (https://www.nyc.gov/site/ccrb/complaints/file-a-complaint/right-to-know-act.page):
  // officers must identify themselves (name, rank, command, shield) and offer a business card in
  // many encounters; when they have no legal basis to search without consent, they must explain
  // that no search will happen if the person refuses.
  {
    id: 'hoe-es-ny-washington-heights-registro-mochila-tarjeta',
    state: 'NY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mira, dos policías me pararon en la 181 en washington heights y me pidieron revisar la mochila, nunca me dijeron que yo podía decir que no. ¿no tienen que decirme eso? ¿y cómo saco el nombre del policía pa la queja?',
    },
    mustContain: [
      NO_CONSENT_ES,
      /tarjeta|nombre|placa|rango|n[úu]mero de (?:placa|escudo)|identificarse/i,
    ],
  },

  // source: KRS 61.168(5)(d) and Ky. AG 22-ORD-178 (https://cforigin.kyopengov.org/law/ag/2022/22-ord-178):
  // a person directly involved may view the body-camera recording on the agency's premises
  // without limit, but the agency need not give them a copy except to their attorney under KRS
  // 61.169.
  {
    id: 'hoe-es-ky-shelbyville-video-camara-copia',
    state: 'KY',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policía de shelbyville kentucky vino a mi casa y arrestaron a mi esposo a la fuerza. quiero el video de la cámara que traían puesta. ¿me dan una copia o nada más me dejan verlo?',
    },
    mustContain: [/ver(?:lo|la)?\b|mirar(?:lo|la)?/i, /abogad/i, /copia/i],
    mustNotCite: [/23-1-240|132-1\.4A|1701\.661/i],
  },

  // source: ILRC stop-and-identify chart (2018): no federal statute requires identifying oneself to
  // federal agents such as ICE; ACLU guidance (Huntley Law summary): you may remain silent; do not
  // run, lie or show false papers.
  {
    id: 'hoe-es-ut-orem-migra-paro-el-carro-pasajero',
    state: 'UT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'iba de pasajero y nos paró la migra en la state street en orem, les están pidiendo papeles a todos. yo no tengo. ¿tengo que darles mi nombre o decir de dónde soy? ¿me echo a correr?',
    },
    mustContain: [
      SILENT_ES_ANY,
      /no (?:corra|corras|huya|huyas|salga corriendo|salgas corriendo|se eche a correr|te eches a correr)|correr (?:puede|podr[íi]a|es peor|empeora)/i,
      NO_MENTIR_ES,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:decirles|contestar|responder|darles)[^.]{0,30}(?:pa[íi]s|de d[óo]nde|estatus|papeles)`,
      ),
    ],
  },

  // source: stop-and-identify rules differ by state (ILRC chart 2018: Nevada requires a name,
  // California does not), so without a place the answer must ask or say it varies.
  {
    id: 'hoe-es-nostate-nombre-caminando',
    language: 'es',
    question: {
      language: 'es',
      message:
        'si un policía me para cuando voy caminando, ¿tengo que decirle mi nombre? ¿y enseñarle identificación?',
    },
    mustContain: [DEPENDE_DEL_ESTADO_ES],
  },

  // source: implied-consent penalties differ by state (e.g. Virginia one-year suspension for a first
  // refusal, 18.2-268.3; North Carolina one-year revocation, 20-16.2), so without a place the
  // answer must ask or say it varies.
  {
    id: 'hoe-es-nostate-negarse-al-alcoholimetro',
    language: 'es',
    question: {
      language: 'es',
      message:
        'si la policía me arresta por tomado y me niego a soplar en el alcoholímetro, ¿me quitan la licencia? ¿por cuánto tiempo?',
    },
    mustContain: [DEPENDE_DEL_ESTADO_ES, LICENCIA_ES],
  },

  // Out of scope: eviction for late rent (no place).
  {
    id: 'hoe-es-oos-desalojo-renta-atrasada',
    language: 'es',
    question: {
      language: 'es',
      message:
        'el dueño del apartamento me quiere sacar porque me atrasé un mes en la renta. ¿cuánto tiempo me tiene que dar para salirme? ¿me puede tirar las cosas a la calle?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: divorce after a marriage abroad (no place).
  {
    id: 'hoe-es-oos-divorcio-casados-en-santo-domingo',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me casé en santo domingo hace 10 años y ahora vivo aquí en estados unidos, quiero divorciarme pero él no quiere firmar. ¿cómo le hago? ¿sirve aquí el matrimonio de allá?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: inheritance of land in Mexico (no place).
  {
    id: 'hoe-es-oos-herencia-terreno-en-michoacan',
    language: 'es',
    question: {
      language: 'es',
      message:
        'mi papá falleció y dejó un terreno en michoacán, mis hermanos allá lo quieren vender sin mí. yo vivo aquí. ¿qué derechos tengo a la herencia?',
    },
    mustContain: [NOT_COVERED_ANY, anyOf(REFERRAL, /consulado|notar[íi]a|notario p[úu]blico/)],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: dismissal after six years at a packing plant (no place).
  {
    id: 'hoe-es-oos-despido-empacadora-seis-anos',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me corrieron de la empacadora sin avisarme después de 6 años, dicen que por "reducción de personal". ¿me tienen que pagar algo? ¿puedo demandar?',
    },
    mustContain: [
      NOT_COVERED_ANY,
      anyOf(
        REFERRAL,
        /Departamento de Trabajo|Divisi[óo]n de Horas y Salarios|Wage and Hour|EEOC|agencia (?:laboral|de trabajo)/,
      ),
    ],
    mustNotContain: [POLICE_RULE_WRONG],
  },

  // Out of scope: a land contract without a deed (no place).
  {
    id: 'hoe-es-oos-terreno-sin-escrituras',
    language: 'es',
    question: {
      language: 'es',
      message:
        'compré un terreno con un contrato de palabra y le pagué todo al dueño en 5 años, ahora no me quiere dar las escrituras. ¿qué puedo hacer?',
    },
    mustContain: [NOT_COVERED_ANY, REFERRAL],
    mustNotContain: [POLICE_RULE_WRONG],
  },
];
