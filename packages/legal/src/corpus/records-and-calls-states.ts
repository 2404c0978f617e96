import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * More states' rows for body-camera video and for phone calls after arrest, read on 2026-11-28
 * with the search tool: North Carolina's G.S. 132-1.4A (its text on a town's request form and the
 * UNC School of Government's summaries), Texas' Occupations Code § 1701.661 (its text), Colorado's
 * 21 days (SB 20-217 as the legislature's summary gives it, brought forward to 2021 by HB21-1250
 * as a newspaper reports; the C.R.S. section not verified), and Illinois' 725 ILCS 5/103-3.5 (its
 * text). Each row joins its table (bodycam-footage.ts, custody.ts).
 */
const S = {
  northCarolina: {
    title: 'North Carolina: law enforcement agency recordings',
    citation: 'N.C. Gen. Stat. § 132-1.4A',
    url: 'https://nccriminallaw.sog.unc.edu/may-a-police-department-release-its-own-body-worn-camera-footage-to-the-public/',
    states: ['NC'],
  },
  texas: {
    title: 'Texas: release of information recorded by a body worn camera',
    citation: 'Tex. Occ. Code § 1701.661',
    url: 'https://lawserver.com/law/state/texas/tx-codes/texas_occupations_code_1701-661',
    states: ['TX'],
  },
  colorado: {
    title: 'Colorado SB 20-217 (2020) and HB21-1250: recordings released after a complaint',
    citation: 'Colo. SB 20-217, HB21-1250; C.R.S. section not verified',
    url: 'https://leg.colorado.gov/bills/SB20-217',
    states: ['CO'],
  },
  illinois: {
    title: 'Illinois: right to communicate with attorney and family',
    citation: '725 ILCS 5/103-3.5',
    url: 'https://lawserver.com/law/state/illinois/il-statutes/725_ilcs_5_103-3-5',
    states: ['IL'],
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
  'datos',
  'poner',
];
const SAY = [
  'I am requesting the body-camera and dash-camera recordings of this incident: date, time, place and officers.',
];
const DIGA = [
  'Solicito las grabaciones de la cámara corporal y del tablero de este incidente: fecha, hora, lugar y oficiales.',
];

function bodycamRule(
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

export const BODYCAM_STATE_RULES: LegalRule[] = [
  bodycamRule(
    'NC',
    'North Carolina',
    {
      en: 'In North Carolina, body-camera and dash-camera recordings are not public records: a person in one may make a written request to view it, and a copy takes a court order (G.S. 132-1.4A). The request goes to the head of the agency with the date and approximate time; a copy is sought by a petition to the superior court.',
      es: 'En Carolina del Norte, las grabaciones de cámaras corporales y de tablero no son registros públicos: quien aparece en una puede pedir por escrito verla, y una copia requiere una orden de un tribunal (G.S. 132-1.4A). La solicitud va al jefe de la agencia con la fecha y la hora aproximada; la copia se pide al tribunal superior (superior court).',
    },
    S.northCarolina,
  ),
  bodycamRule(
    'TX',
    'Texas',
    {
      en: 'In Texas, a written request for body-camera video must give the date and approximate time of the recording, the specific location where it happened, and the name of at least one person recorded (Tex. Occ. Code § 1701.661); a request missing one of them can be made again. The agency may withhold video that is evidence in a criminal case not yet tried.',
      es: 'En Texas, la solicitud por escrito del video de la cámara corporal debe dar la fecha y la hora aproximada de la grabación, el lugar exacto donde ocurrió y el nombre de al menos una persona grabada (Tex. Occ. Code § 1701.661); si falta un dato, se puede volver a pedir. La agencia puede retener el video que sea prueba en un proceso penal en curso.',
    },
    S.texas,
  ),
  bodycamRule(
    'CO',
    'Colorado',
    {
      en: 'In Colorado, after a complaint of officer misconduct, all unedited recordings of the incident must be made public within 21 days of the complaint (SB 20-217, HB21-1250). The agency may redact for privacy, and a prosecutor may delay release up to 45 days, in writing, to protect an active investigation.',
      es: 'En Colorado, tras una queja por mala conducta de un oficial, todas las grabaciones del incidente, sin editar, deben hacerse públicas dentro de 21 días de la queja (SB 20-217, HB21-1250). La agencia puede tapar datos privados, y un fiscal puede retrasarlo hasta 45 días, por escrito, para proteger una investigación activa.',
    },
    S.colorado,
  ),
];

export const PHONE_CALL_STATE_RULES: LegalRule[] = [
  {
    id: 'illinois-phone-calls-after-arrest',
    topic: 'phone-call',
    reviewed: REVIEWED,
    title: 'Illinois: three free phone calls within three hours',
    text: 'In Illinois, a person in police custody has the right to make 3 free phone calls, to a lawyer and family, as soon as possible and no later than 3 hours after arriving at the first place of detention, and again after a transfer (725 ILCS 5/103-3.5). Statements taken after that right was denied are presumed inadmissible.',
    sayThis: ['I want to make my three phone calls.'],
    keywords: ['phone call', 'calls', 'call my family', 'how long', 'hours'],
    states: ['IL'],
    sources: [S.illinois],
    es: {
      title: 'Illinois: tres llamadas gratis dentro de tres horas',
      text: 'En Illinois, una persona bajo custodia policial tiene derecho a hacer 3 llamadas gratis, a un abogado y a su familia, lo antes posible y a más tardar 3 horas después de llegar al primer lugar de detención, y otra vez tras un traslado (725 ILCS 5/103-3.5). Lo que declare después de negarle ese derecho se presume inadmisible.',
      sayThis: ['Quiero hacer mis tres llamadas.'],
      keywords: ['llamada', 'llamadas', 'llamar', 'cuántas', 'horas'],
    },
  },
];
