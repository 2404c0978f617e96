import type { LegalRule, LegalSource } from '../types';
import { REVIEWED } from './reviewed';
import { GUIDES } from './sources';

/**
 * Whether an officer must show a name or badge ("Do police have to tell me their
 * name?" was answered with "you may not lie"). Checked on 2026-11-26: § 830.10 through § 13654's
 * own text ("not uniformed, and therefore is not required to clearly display identification
 * pursuant to Section 830.10"), § 13654 (SB 805) through california.public.law, and the
 * United States v. California rulings through the court-case pages the law data names. On
 * 2026-11-27 the Ninth Circuit's Apr. 22, 2026 injunction pending appeal (SB 805 as to federal
 * officers) through the Associated Press's and Fortune's reports; the opinion was not found, so
 * the rule says it was reported. No report verified a ruling on appeal about the mask ban.
 */
const CAL_830_10: LegalSource = {
  title: 'Cal. Penal Code § 830.10: uniformed officers wear a badge, nameplate or number',
  citation: 'Cal. Penal Code § 830.10',
  states: ['CA'],
};
const CAL_13654: LegalSource = {
  title: 'California SB 805 (2025), No Vigilantes Act: officers not in uniform show identification',
  citation: 'Cal. Penal Code § 13654 (Stats. 2025, SB 805)',
  url: 'https://california.public.law/codes/penal_code_section_13654',
  states: ['CA'],
};
const CAL_SB_627: LegalSource = {
  title: 'California SB 627 (2025), No Secret Police Act: face coverings',
  citation: 'Cal. Penal Code § 185.5 (Stats. 2025, SB 627)',
  url: 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB627',
  states: ['CA'],
};
const US_V_CALIFORNIA: LegalSource = {
  title: 'United States v. California',
  citation:
    '(C.D. Cal. Feb. 9, 2026) (mask ban enjoined as to federal officers); No. 26-926 (9th Cir. Apr. 22, 2026) (SB 805 enjoined as to federal officers pending appeal; as reported, opinion not verified)',
  url: 'https://www.lcwlegal.com/news/united-states-of-america-v-state-of-california-et-al',
};

const KEYWORDS = [
  'badge',
  'badge number',
  'their name',
  'officer name',
  'identify themselves',
  'mask',
  'masked',
  'face covering',
];
const KEYWORDS_ES = [
  'placa',
  'número de placa',
  'su nombre',
  'nombre del oficial',
  'identificarse',
  'máscara',
  'enmascarado',
  'cubrirse la cara',
];

export const OFFICER_IDENTIFICATION_RULES: LegalRule[] = [
  {
    id: 'officer-identification-ask',
    topic: 'officer-id',
    reviewed: REVIEWED,
    title: 'Asking for an officer’s name and badge number',
    text: 'Whether an officer must give you a name or badge number depends on your state and the officer’s agency, so ask politely and write down what you see: name, badge number, car number and agency. Do not grab for a badge or a mask; a complaint can be made later with what you wrote down.',
    sayThis: ['Officer, may I have your name and badge number, please?'],
    keywords: KEYWORDS,
    sources: [GUIDES.aclu],
    es: {
      title: 'Pedir el nombre y el número de placa de un oficial',
      text: 'Si un oficial debe darle su nombre o número de placa depende de su estado y de la agencia del oficial, así que pregunte con cortesía y anote lo que vea: nombre, número de placa, número de la patrulla y agencia. No intente tocar una placa ni una máscara; con lo que anotó puede presentar una queja después.',
      sayThis: ['Oficial, ¿me puede dar su nombre y su número de placa, por favor?'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    id: 'california-officer-identification',
    topic: 'officer-id',
    reviewed: '2026-11-27',
    tracks: 'litigation',
    title: 'California: officers must show a name or badge number',
    text: 'In California a uniformed officer must wear a badge, nameplate or other device showing their name or number (Penal Code 830.10), and since 2026 officers not in uniform must show their agency and their name or badge number, except undercover and in emergencies (Penal Code 13654, SB 805). Federal agents are for now exempt while a lawsuit goes on (United States v. California).',
    sayThis: ['Officer, may I have your name and badge number, please?'],
    keywords: KEYWORDS,
    states: ['CA'],
    sources: [CAL_830_10, CAL_13654, US_V_CALIFORNIA],
    es: {
      title: 'California: los oficiales deben mostrar su nombre o número de placa',
      text: 'En California un oficial uniformado debe llevar una placa, una etiqueta con su nombre u otro distintivo con su nombre o número (Penal Code 830.10), y desde 2026 los oficiales sin uniforme deben mostrar su agencia y su nombre o número de placa, salvo en trabajo encubierto y emergencias (Penal Code 13654, SB 805). Por ahora los agentes federales están exentos mientras sigue una demanda (United States v. California).',
      sayThis: ['Oficial, ¿me puede dar su nombre y su número de placa, por favor?'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    // Apart from the rule itself, so "Can ICE agents wear masks?" is answered first by the
    // lawsuit's status, not by what uniformed officers must wear.
    id: 'california-federal-agents-masks-and-badges',
    topic: 'officer-id',
    reviewed: '2026-11-27',
    tracks: 'litigation',
    title: 'California: federal agents, masks and badges while the lawsuit goes on',
    text: 'For now federal agents in California may wear masks and need not show a name or badge number: a court blocked the SB 627 mask ban as to them in February 2026, and the Ninth Circuit was reported on April 22, 2026 to block SB 805’s name-or-badge rule as to them while the case goes on (United States v. California); we have not read that opinion. Local officers are still bound by both laws.',
    sayThis: ['Officer, may I have your name and badge number, please?'],
    keywords: [...KEYWORDS, 'federal', 'ice', 'immigration agents', 'mask ban', 'sb 627', 'sb 805'],
    states: ['CA'],
    sources: [CAL_SB_627, CAL_13654, US_V_CALIFORNIA],
    es: {
      title: 'California: agentes federales, máscaras y placas mientras sigue la demanda',
      text: 'Por ahora los agentes federales en California pueden usar máscaras y no tienen que mostrar su nombre ni número de placa: un tribunal bloqueó la prohibición de máscaras de la SB 627 para ellos en febrero de 2026, y se informó que el Noveno Circuito bloqueó el 22 de abril de 2026 la regla del nombre o la placa de la SB 805 para ellos mientras sigue el caso (United States v. California); no hemos leído esa opinión. Los agentes locales siguen obligados por ambas leyes.',
      sayThis: ['Oficial, ¿me puede dar su nombre y su número de placa, por favor?'],
      keywords: [...KEYWORDS_ES, 'federal', 'ice', 'agentes de inmigración', 'sb 627', 'sb 805'],
    },
  },
];
