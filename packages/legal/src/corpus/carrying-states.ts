import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-29';

/**
 * Whether a person carrying a concealed handgun must tell an officer who stops them, in the
 * states carrying.ts does not hold from their statutes. Read on 2026-11-29 with the search tool
 * in one national table, concealedcarry.com's "Duty To Notify Law Enforcement" (last reviewed
 * May 8, 2026), which quotes Arkansas' rule and summarizes the others; USCCA's lists agree on
 * the states that must tell at once, and give eight more as "only when asked". No state's
 * statute was read here for these, and each rule says so; Texas and South Carolina, below, were
 * read in their sections' words.
 */
const TABLE: LegalSource = {
  title: 'Duty to notify law enforcement, state by state (a gun owners’ table)',
  citation: 'concealedcarry.com, “Duty To Notify Law Enforcement” (reviewed May 8, 2026)',
  url: 'https://www.concealedcarry.com/concealed-carry-laws-in-the-united-states/duty-to-notify-law-enforcement/',
};

/** USCCA's lists (2019 and its current blog) agree on these states' "only when asked". */
const USCCA: LegalSource = {
  title: 'U.S. Concealed Carry Association: states where you must notify an officer',
  citation: 'usconcealedcarry.com, “In Which States Must You Notify an Officer You’re Carrying?”',
  url: 'https://www.usconcealedcarry.com/blog/in-which-states-must-you-notify-an-officer-youre-carrying/',
};

const KEYWORDS = ['gun', 'pistol', 'handgun', 'firearm', 'carry', 'concealed', 'inform', 'tell'];
const KEYWORDS_ES = ['pistola', 'arma', 'portar', 'permiso', 'avisar', 'informar', 'decirle'];
const SAY = ['Officer, I want to tell you that I have a handgun, and where it is.'];
const DIGA = ['Oficial, quiero decirle que tengo una pistola, y dónde está.'];
const SAFEST = {
  en: 'Telling the officer calmly anyway, with your hands visible, is the safest course.',
  es: 'Decirlo con calma de todos modos, con las manos a la vista, es lo más seguro.',
};
const NOT_READ = {
  en: (name: string) =>
    `as a national table of carry laws gives ${name}’s rule; its statute was not read here`,
  es: (name: string) =>
    `según una tabla nacional de las leyes de portación; la ley de ${name} no se leyó aquí`,
};

type Duty = 'at-once' | 'when-asked' | 'none';

function dutyRule(code: string, name: string, duty: Duty, table: LegalSource = TABLE): LegalRule {
  const text: Record<Duty, { title: string; en: string; tituloEs: string; es: string }> = {
    'at-once': {
      title: `${name}: tell the officer at once that you are carrying`,
      en: `In ${name} a person carrying a concealed handgun must tell an officer who stops or approaches them that they are carrying, without waiting to be asked (${NOT_READ.en(name)}). Say it calmly before anything else, say where the gun is, and keep your hands visible.`,
      tituloEs: `${name}: avise al oficial de inmediato que lleva un arma`,
      es: `En ${name} quien lleva una pistola oculta debe decirle al oficial que lo detiene o se le acerca que la lleva, sin esperar a que se lo pregunte (${NOT_READ.es(name)}). Dígalo con calma antes que nada, diga dónde está el arma y mantenga las manos a la vista.`,
    },
    'when-asked': {
      title: `${name}: say you are carrying when the officer asks`,
      en: `In ${name} you need not tell an officer first that you are carrying a concealed handgun, but you must say so truthfully when the officer asks (${NOT_READ.en(name)}). ${SAFEST.en}`,
      tituloEs: `${name}: diga que lleva un arma cuando el oficial pregunte`,
      es: `En ${name} no tiene que decirle primero a un oficial que lleva una pistola oculta, pero debe decirlo con la verdad cuando el oficial se lo pregunte (${NOT_READ.es(name)}). ${SAFEST.es}`,
    },
    none: {
      title: `${name}: no duty to tell an officer you are carrying`,
      en: `In ${name} you are not required to tell an officer that you are carrying a handgun (${NOT_READ.en(name)}). ${SAFEST.en}`,
      tituloEs: `${name}: no hay obligación de decirle al oficial que lleva un arma`,
      es: `En ${name} usted no está obligado a decirle a un oficial que lleva una pistola (${NOT_READ.es(name)}). ${SAFEST.es}`,
    },
  };
  const own = text[duty];
  return {
    id: `carrying-inform-${code.toLowerCase()}`,
    topic: 'carrying',
    reviewed: REVIEWED,
    title: own.title,
    text: own.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [table],
    es: { title: own.tituloEs, text: own.es, sayThis: DIGA, keywords: KEYWORDS_ES },
  };
}

const DUTIES: [string, string, Duty][] = [
  ['AR', 'Arkansas', 'at-once'],
  ['DC', 'the District of Columbia', 'at-once'],
  ['HI', 'Hawaii', 'at-once'],
  ['LA', 'Louisiana', 'at-once'],
  ['AL', 'Alabama', 'when-asked'],
  ['AZ', 'Arizona', 'when-asked'],
  ['CO', 'Colorado', 'when-asked'],
  ['CT', 'Connecticut', 'when-asked'],
  ['DE', 'Delaware', 'when-asked'],
  ['FL', 'Florida', 'when-asked'],
  ['IA', 'Iowa', 'when-asked'],
  ['ID', 'Idaho', 'when-asked'],
  ['IL', 'Illinois', 'when-asked'],
  ['KS', 'Kansas', 'when-asked'],
  ['KY', 'Kentucky', 'when-asked'],
  ['MA', 'Massachusetts', 'when-asked'],
  ['MD', 'Maryland', 'when-asked'],
  ['MO', 'Missouri', 'when-asked'],
  ['MT', 'Montana', 'when-asked'],
  ['GA', 'Georgia', 'none'],
  ['IN', 'Indiana', 'none'],
];

/** A state whose rule turns on the officer asking for ID, from the statute's words. */
function whenIdAsked(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `carrying-inform-${code.toLowerCase()}`,
    topic: 'carrying',
    reviewed: REVIEWED,
    title: `${name}: show your carry license when the officer asks for ID`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source],
    es: {
      title: `${name}: muestre su licencia de portación cuando el oficial pida identificación`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

const USCCA_WHEN_ASKED: [string, string][] = [
  ['NY', 'New York'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export const CARRYING_STATE_RULES: LegalRule[] = [
  ...DUTIES.map(([code, name, duty]) => dutyRule(code, name, duty)),
  ...USCCA_WHEN_ASKED.map(([code, name]) => dutyRule(code, name, 'when-asked', USCCA)),
  // Read on 2026-11-29: the section's text as a city police page and a lawyer's page quote it.
  whenIdAsked(
    'TX',
    'Texas',
    {
      en: `In Texas a handgun license holder who is carrying when an officer asks for identification must show both the driver's license or ID card and the handgun license (Tex. Gov't Code § 411.205), though failing to do so no longer carries a penalty; no law makes someone carrying without a license, as Texas now allows, tell the officer first. ${SAFEST.en}`,
      es: `En Texas, quien tiene licencia de portación y lleva su pistola cuando un oficial le pide identificación debe mostrar su licencia de conducir o identificación y su licencia de portación (Tex. Gov't Code § 411.205), aunque no hacerlo ya no tiene castigo; ninguna ley obliga a quien porta sin licencia, como Texas ahora permite, a decírselo primero al oficial. ${SAFEST.es}`,
    },
    {
      title: 'Texas: requirement to display a handgun license',
      citation: "Tex. Gov't Code § 411.205",
      url: 'https://www.marshalltexas.net/256/Open-Carry-Laws',
      states: ['TX'],
    },
  ),
  // Read on 2026-11-29: subsection (K) as a South Carolina lawyer's page quotes it.
  whenIdAsked(
    'SC',
    'South Carolina',
    {
      en: `In South Carolina a concealed weapon permit holder must tell an officer that they hold a permit, and show the permit card, when the officer identifies himself and asks for identification or a driver's license; failing to is a misdemeanor with a $25 fine (S.C. Code § 23-31-215(K)). How the 2024 permitless-carry law changed this for those without a permit was not read here. ${SAFEST.en}`,
      es: `En Carolina del Sur, quien tiene permiso para portar un arma oculta debe decirle al oficial que lo tiene, y mostrar la tarjeta del permiso, cuando el oficial se identifica y le pide identificación o licencia de conducir; no hacerlo es un delito menor con una multa de $25 (S.C. Code § 23-31-215(K)). Cómo cambió esto la ley de 2024 que permite portar sin permiso no se leyó aquí. ${SAFEST.es}`,
    },
    {
      title: 'South Carolina: concealed weapon permits',
      citation: 'S.C. Code § 23-31-215(K)',
      url: 'https://www.cameleonbags.com/blogs/news/waiting-for-your-new-carry-permit-what-to-know-in-south-carolina',
      states: ['SC'],
    },
  ),
];
