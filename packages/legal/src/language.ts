import type { LegalLanguage, LegalRule } from './types';

/** Lower case without accents: "Policía" and "policia" are typed for the same word. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A rule's own words in `language`; its sources are the same in both. */
export function ruleWords(
  rule: LegalRule,
  language: LegalLanguage,
): Pick<LegalRule, 'title' | 'text' | 'sayThis'> {
  if (language === 'en') return { title: rule.title, text: rule.text, sayThis: rule.sayThis };
  return { title: rule.es.title, text: rule.es.text, sayThis: rule.es.sayThis };
}

/**
 * Words that say which language a question is in. Only words the other language does not use:
 * "no", "me", "a" or "la" (Los Angeles) decide nothing, and neither do names of states or cases.
 */
const SPANISH_WORDS = new Set(
  `el los las del al que y o pero por para con sin en es esta estoy estan soy fue ser una
  unos unas mi mis su sus le les lo nos se si ya muy mas como cuando donde porque puedo puede
  pueden podria tengo tiene tienen debo debe hay hace hacer dar decir quiero necesito estaba
  policia policias oficial oficiales agente agentes derechos derecho ley leyes carro coche
  calle casa telefono celular grabar filmar registro registrar revisar arresto arrestaron
  detenido detuvieron pararon parada abogado queja denuncia silencio preguntas pregunta
  cual quien cuanto`.split(/\s+/),
);
const ENGLISH_WORDS = new Set(
  `the is are was were be been do does did can could should would will i my you your they them
  their what how why when where which who to of and in on at if have has had with for from about
  this that it not police cops cop officer officers rights right car phone record stopped pulled
  over search arrested lawyer here there get got want need ask asked just am`.split(/\s+/),
);

/**
 * The language a question is written in, or null when its words do not tell ("Texas?", "ok").
 * Counting function words works for the two languages we speak, even on a four-word question,
 * where letter-statistics detectors (franc and the like) guess poorly and need a data file.
 * Inverted marks and ñ are Spanish on their own.
 */
export function detectLanguage(text: string): LegalLanguage | null {
  let spanish = /[¿¡ñÑ]/.test(text) ? 2 : 0;
  let english = 0;
  for (const word of foldAccents(text).split(/[^a-z]+/)) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish === english) return null;
  return spanish > english ? 'es' : 'en';
}
