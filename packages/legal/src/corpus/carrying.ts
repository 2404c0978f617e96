import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * Telling an officer you are carrying a gun: states that require it at once, one that requires it
 * only when asked, and the safe way everywhere. Read on 2026-11-28 with the search tool: the
 * statutes as quoted by state pages and carry-law summaries (concealedcarry.com's "Duty to notify
 * law enforcement", reviewed May 8, 2026; the USCCA's duty-to-inform summary), only states whose
 * rule those agree on. Many states' rules turn on a permit; Maine and North Dakota differ by
 * whether one has one, and are left to the general rule. Mississippi's (no duty) was read on
 * 2026-11-28 in its statute as ccwhub.com quotes it.
 */
const SOURCES = {
  summary: {
    title: 'Duty to notify law enforcement, state by state',
    citation: 'concealedcarry.com, last reviewed May 8, 2026',
    url: 'https://www.concealedcarry.com/concealed-carry-laws-in-the-united-states/duty-to-notify-law-enforcement/',
  },
  alaska: {
    title: 'Alaska: misconduct involving weapons',
    citation: 'AS 11.61.220(a)(1)',
    states: ['AK'],
  },
  michigan: {
    title: 'Michigan: concealed pistol license holders stopped by police',
    citation: 'MCL 28.425f',
    states: ['MI'],
  },
  northCarolina: {
    title: 'North Carolina: concealed handgun permit',
    citation: 'N.C. Gen. Stat. § 14-415.11(a)',
    states: ['NC'],
  },
  nebraska: {
    title: 'Nebraska: concealed handgun permit holders',
    citation: 'Neb. Rev. Stat. § 69-2440',
    states: ['NE'],
  },
  mississippi: {
    title: 'Mississippi: license to carry, shown when an officer demands it',
    citation: 'Miss. Code Ann. § 45-9-101(1)(b)',
    url: 'https://www.ccwhub.com/states/mississippi/duty-to-inform',
    states: ['MS'],
  },
  minnesota: {
    title: 'Minnesota: display of permit; disclosure on request',
    citation: 'Minn. Stat. § 624.714, subd. 1b(a), (d)',
    url: 'https://www.revisor.mn.gov/statutes/cite/624.714',
    states: ['MN'],
  },
  ohio: {
    title: 'Ohio: carrying concealed weapons (as amended by SB 215, 2022)',
    citation: 'Ohio Rev. Code § 2923.12(B)',
    states: ['OH'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = [
  'gun',
  'pistol',
  'handgun',
  'firearm',
  'carry',
  'concealed',
  'permit',
  'inform',
  'mention',
  'disclose',
  'notify',
  'declare',
];
const KEYWORDS_ES = [
  // "Traigo pistola": how people say they carry one.
  'traigo',
  'trae',
  'pistola',
  'arma',
  'portar',
  'permiso',
  'licencia de armas',
  'avisar',
  'informar',
  'mencionar',
  'declarar',
];

/** A state whose law says to tell an officer at once: its text in both languages. */
function atOnce(
  code: string,
  name: string,
  who: { en: string; es: string },
  source: LegalSource,
  also: { en: string; es: string } = { en: '', es: '' },
): LegalRule {
  return {
    id: `carrying-inform-${code.toLowerCase()}`,
    topic: 'carrying',
    reviewed: REVIEWED,
    title: `${name}: tell the officer at once that you are carrying`,
    text: `In ${name}, ${who.en} must tell a police officer right away, when the officer first stops or approaches them, that they are carrying a handgun (${source.citation}).${also.en} Say it calmly before anything else, say where the gun is, keep your hands visible and do not reach for it or for your papers until the officer says how to go on.`,
    sayThis: ['Officer, I want to tell you that I have a handgun, and where it is.'],
    keywords: KEYWORDS,
    states: [code],
    sources: [source, SOURCES.summary],
    es: {
      title: `${name}: avise al oficial de inmediato que lleva un arma`,
      text: `En ${name}, ${who.es} debe decirle de inmediato a un oficial de policía, cuando el oficial lo detiene o se le acerca por primera vez, que lleva una pistola (${source.citation}).${also.es} Dígalo con calma antes que nada, diga dónde está el arma, mantenga las manos a la vista y no la busque ni busque sus papeles hasta que el oficial le diga cómo seguir.`,
      sayThis: ['Oficial, quiero decirle que tengo una pistola, y dónde está.'],
      keywords: KEYWORDS_ES,
    },
  };
}

export const CARRYING_RULES: LegalRule[] = [
  atOnce(
    'AK',
    'Alaska',
    { en: 'a person carrying a concealed handgun', es: 'quien lleva una pistola oculta' },
    SOURCES.alaska,
    // AS 11.61.220(a)(1)(A)(ii), read in the statute text on 2026-11-28.
    {
      en: ' They must also let the officer secure the gun, or secure it as the officer directs, for as long as the contact lasts.',
      es: ' También debe dejar que el oficial asegure el arma, o asegurarla como el oficial le indique, mientras dure el contacto.',
    },
  ),
  atOnce(
    'MI',
    'Michigan',
    {
      en: 'a concealed pistol license holder',
      es: 'quien tiene licencia para portar una pistola oculta',
    },
    SOURCES.michigan,
  ),
  atOnce(
    'NC',
    'North Carolina',
    {
      en: 'a concealed handgun permit holder',
      es: 'quien tiene permiso para portar una pistola oculta',
    },
    SOURCES.northCarolina,
  ),
  atOnce(
    'NE',
    'Nebraska',
    {
      en: 'a concealed handgun permit holder',
      es: 'quien tiene permiso para portar una pistola oculta',
    },
    SOURCES.nebraska,
  ),
  {
    id: 'carrying-inform-oh',
    topic: 'carrying',
    reviewed: REVIEWED,
    title: 'Ohio: tell the officer you are carrying if asked',
    text: 'Since June 2022, Ohio no longer requires you to tell an officer first that you are carrying a concealed handgun: you must say so truthfully if the officer asks (Ohio Rev. Code § 2923.12(B), as amended by SB 215). Telling them calmly anyway, with your hands visible, is the safest course.',
    sayThis: ['Officer, I want to tell you that I have a handgun, and where it is.'],
    keywords: KEYWORDS,
    states: ['OH'],
    sources: [SOURCES.ohio, SOURCES.summary],
    es: {
      title: 'Ohio: diga que lleva un arma si se lo preguntan',
      text: 'Desde junio de 2022, Ohio ya no exige que usted le diga primero a un oficial que lleva una pistola oculta: debe decirlo con la verdad si el oficial se lo pregunta (Ohio Rev. Code § 2923.12(B), modificado por SB 215). Decirlo con calma de todos modos, con las manos a la vista, es lo más seguro.',
      sayThis: ['Oficial, quiero decirle que tengo una pistola, y dónde está.'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    id: 'carrying-inform-ms',
    topic: 'carrying',
    reviewed: '2026-11-28',
    title: 'Mississippi: no duty to tell an officer you are carrying',
    text: 'In Mississippi you are not required to tell an officer that you are carrying a gun (there is no duty to inform), with or without a license; a license holder must show the license and ID when an officer demands them (Miss. Code Ann. § 45-9-101(1)(b)). Telling the officer calmly anyway, with your hands visible, is the safest course.',
    sayThis: ['Officer, I want to tell you that I have a handgun, and where it is.'],
    keywords: KEYWORDS,
    states: ['MS'],
    sources: [SOURCES.mississippi, SOURCES.summary],
    es: {
      title: 'Mississippi: no hay obligación de decirle al oficial que lleva un arma',
      text: 'En Mississippi usted no está obligado a decirle a un oficial que lleva un arma, con o sin licencia; quien tiene licencia debe mostrarla junto con su identificación cuando un oficial se la pida (Miss. Code Ann. § 45-9-101(1)(b)). Decirlo con calma de todos modos, con las manos a la vista, es lo más seguro.',
      sayThis: ['Oficial, quiero decirle que tengo una pistola, y dónde está.'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    id: 'carrying-inform-mn',
    topic: 'carrying',
    reviewed: '2026-11-28',
    title: 'Minnesota: say you are carrying when the officer asks, and show the permit',
    text: 'In Minnesota a permit holder need not tell an officer first that they are carrying, but must say whether they are carrying a firearm when the officer asks, and must carry the permit card with a photo ID and show both when the officer lawfully demands them (Minn. Stat. § 624.714, subd. 1b). Telling the officer calmly anyway, with your hands visible, is the safest course.',
    sayThis: ['Officer, I want to tell you that I have a handgun, and where it is.'],
    keywords: KEYWORDS,
    states: ['MN'],
    sources: [SOURCES.minnesota, SOURCES.summary],
    es: {
      title: 'Minnesota: diga que lleva un arma cuando el oficial pregunte, y muestre el permiso',
      text: 'En Minnesota quien tiene permiso no tiene que decirle primero a un oficial que lleva un arma, pero debe decir si la lleva cuando el oficial se lo pregunte, y debe llevar la tarjeta del permiso con una identificación con foto y mostrar ambas cuando el oficial se las pida legalmente (Minn. Stat. § 624.714, subd. 1b). Decirlo con calma de todos modos, con las manos a la vista, es lo más seguro.',
      sayThis: ['Oficial, quiero decirle que tengo una pistola, y dónde está.'],
      keywords: KEYWORDS_ES,
    },
  },
  {
    id: 'carrying-inform-general',
    topic: 'carrying',
    reviewed: REVIEWED,
    title: 'Telling an officer you are carrying a gun',
    text: 'Whether you must tell an officer that you are carrying a gun depends on the state: some require it the moment you are stopped, others only when the officer asks, a few not at all, and many require showing a permit when asked. Wherever you are, the safest course is to say calmly that you have a firearm and where it is, keep your hands visible, and not reach for it or for your papers until the officer says how to go on.',
    sayThis: ['Officer, I want to tell you that I have a firearm, and where it is.'],
    keywords: KEYWORDS,
    sources: [SOURCES.summary],
    es: {
      title: 'Decirle a un oficial que lleva un arma',
      text: 'Si usted debe decirle a un oficial que lleva un arma depende del estado: algunos lo exigen en cuanto lo detienen, otros solo cuando el oficial pregunta, unos pocos nunca, y muchos exigen mostrar un permiso cuando se lo piden. Dondequiera que esté, lo más seguro es decir con calma que tiene un arma de fuego y dónde está, mantener las manos a la vista y no buscarla ni buscar sus papeles hasta que el oficial le diga cómo seguir.',
      sayThis: ['Oficial, quiero decirle que tengo un arma de fuego, y dónde está.'],
      keywords: KEYWORDS_ES,
    },
  },
];
