import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * Getting police body-camera video: who may see it and how soon is state law. Read on 2026-11-28
 * with the search tool: Kansas' statute (K.S.A. 45-254) and South Carolina's (§ 23-1-240(G), as
 * quoted in a 2025 bill amending it and the Attorney General's 2024 opinion), and California's
 * AB 748 as its author's office and the codified section describe it. Other states' open-records
 * rules differ widely and were not checked; they get the general rule.
 */
const S = {
  california: {
    title: 'California AB 748 (2018): video of critical incidents',
    citation: 'Cal. Gov. Code § 7923.625',
    url: 'https://a19.asmdc.org/press-releases/20180930-governor-signs-landmark-bill-assemblymember-ting-requiring-law-enforcement',
    states: ['CA'],
  },
  kansas: {
    title: 'Kansas: body and vehicle camera recordings',
    citation: 'K.S.A. 45-254',
    url: 'https://instalawyer.io/laws/kansas-statutes/45-254-law-enforcement-recordings-using',
    states: ['KS'],
  },
  southCarolina: {
    title: 'South Carolina: body-worn cameras',
    citation: 'S.C. Code Ann. § 23-1-240(G)',
    url: 'https://scstatehouse.gov/sess126_2025-2026/bills/3288.htm',
    states: ['SC'],
  },
  rcfp: {
    title: 'Reporters Committee for Freedom of the Press, Open Government Guide',
    citation: 'rcfp.org/open-government-guide',
    url: 'https://www.rcfp.org/open-government-guide/',
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = [
  'body cam',
  'bodycam',
  'body camera',
  'dashcam',
  'footage',
  'video',
  'release',
  'request',
];
const KEYWORDS_ES = [
  'cámara corporal',
  'video',
  'grabación',
  'pedir',
  'conseguir',
  'registro público',
];
const SAY = [
  'I am requesting the body-camera and dash-camera recordings of this incident: date, time, place and officers.',
];
const DIGA = [
  'Solicito las grabaciones de la cámara corporal y del tablero de este incidente: fecha, hora, lugar y oficiales.',
];

function stateRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `bodycam-footage-${code.toLowerCase()}`,
    topic: 'bodycam',
    reviewed: REVIEWED,
    title: `${name}: getting police body-camera video`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source],
    es: {
      title: `${name}: obtener el video de la cámara corporal de la policía`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

export const BODYCAM_FOOTAGE_RULES: LegalRule[] = [
  stateRule(
    'CA',
    'California',
    {
      en: 'In California, video of a critical incident, such as an officer firing a gun at a person or force causing death or great bodily injury, must be released within 45 days on a public records request (AB 748, Cal. Gov. Code § 7923.625); the agency may delay it while disclosure would substantially interfere with an investigation, and must then say why.',
      es: 'En California, el video de un incidente crítico, como un oficial que dispara un arma contra una persona o una fuerza que causa la muerte o lesiones graves, debe entregarse dentro de 45 días tras una solicitud de registros públicos (AB 748, Cal. Gov. Code § 7923.625); la agencia puede retrasarlo mientras entregarlo interfiera sustancialmente con una investigación, y entonces debe decir por qué.',
    },
    S.california,
  ),
  stateRule(
    'KS',
    'Kansas',
    {
      en: 'In Kansas, a person who is a subject of a body-camera or vehicle-camera recording, the parent of a subject under 18, an heir of a subject who died, or their attorney may ask to view or listen to it, and the agency must allow that within 20 days of the request; it may charge a reasonable fee (K.S.A. 45-254). Getting a copy is a separate open-records request the agency may refuse.',
      es: 'En Kansas, la persona que aparece en una grabación de cámara corporal o de vehículo, el padre o la madre de quien aparece si es menor de 18, un heredero de quien murió, o su abogado, pueden pedir ver o escuchar la grabación, y la agencia debe permitirlo dentro de 20 días de la solicitud; puede cobrar una tarifa razonable (K.S.A. 45-254). Obtener una copia es otra solicitud de registros abiertos que la agencia puede negar.',
    },
    S.kansas,
  ),
  stateRule(
    'SC',
    'South Carolina',
    {
      en: 'In South Carolina, body-camera video is not a public record under the Freedom of Information Act: the agency may release it at its discretion, and a person recorded, a defendant or a civil litigant can get it through the court rules of a criminal or civil case or a court order (S.C. Code Ann. § 23-1-240(G)). Ask a lawyer to request it.',
      es: 'En Carolina del Sur, el video de la cámara corporal no es un registro público bajo la ley de libertad de información (FOIA): la agencia puede entregarlo si quiere, y quien aparece, un acusado o una parte en un juicio civil puede obtenerlo por las reglas de un caso penal o civil o con una orden de un tribunal (S.C. Code Ann. § 23-1-240(G)). Pida a un abogado que lo solicite.',
    },
    S.southCarolina,
  ),
  {
    id: 'bodycam-footage-general',
    topic: 'bodycam',
    reviewed: REVIEWED,
    title: 'Getting police body-camera video',
    text: 'Whether you can get police body-camera video, and how fast, depends on your state’s public records law: many treat it as a record open to request with exceptions for open investigations and privacy, some only to the people recorded. Ask the agency in writing soon, since recordings may be kept only a short time, naming the date, time, place and officers; a lawyer can also demand it in a case.',
    sayThis: SAY,
    keywords: KEYWORDS,
    sources: [S.rcfp],
    es: {
      title: 'Obtener el video de la cámara corporal de la policía',
      text: 'Si usted puede obtener el video de la cámara corporal de la policía, y qué tan rápido, depende de la ley de registros públicos de su estado: muchos lo tratan como un registro que se puede pedir, con excepciones por investigaciones abiertas y privacidad, y algunos solo lo dan a quienes aparecen. Para conseguirlo, pídalo pronto y por escrito a la agencia, porque las grabaciones pueden guardarse poco tiempo, con la fecha, la hora, el lugar y los oficiales; un abogado también puede exigirlo en un caso.',
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  },
];
