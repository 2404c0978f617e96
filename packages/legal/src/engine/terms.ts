import { foldAccents } from '../language';
import type { LegalLanguage } from '../types';

/**
 * Words that appear in nearly every question and say nothing about which rule fits: left out so
 * "police" or "can" do not decide the ranking.
 */
const ENGLISH_STOP_WORDS = new Set(
  `a an and are as at be been but by can could did do does for from get got had has have he her him
  his how i if in into is it its just me my of on or our she so than that the their them then there
  they this to was we were what when where which who why will with would you your police officer
  cop law legal allowed ok okay am right`.split(/\s+/),
);

/** The same in Spanish, without accents (terms are folded before they are looked up). */
const SPANISH_STOP_WORDS = new Set(
  `a al algo algun alguna alguno ante antes como con contra cual cuando de del desde donde durante
  e el ella ellas ellos en entre era es esa ese eso esta estas este esto estos estoy estan estar fue
  ha han hay la las le les lo los me mi mis muy mas nada ni no nos o os otra otro para pero poco por
  porque puede puedo pueden podria que quien se sea ser si sin sobre son su sus tambien te tengo
  tiene tienen todo tu tus un una uno unos unas y ya yo usted ustedes policia policias oficial
  oficiales agente agentes derecho derechos ley leyes legal hacer debo debe ok`.split(/\s+/),
);

/** "bags" finds "bag", "searches" finds "search": a plural is the commonest mismatch here. */
function englishSingular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Endings of Spanish nouns and verbs, longest first: "grabación", "grabando", "grabo" -> "grab". */
const SPANISH_SUFFIXES =
  `amientos imientos aciones amiento imiento iones acion ieron mente ando iendo aron ados adas idos idas
  cion ion ado ada ido ida aba ar er ir an en a e o`.split(/\s+/);
const MIN_STEM = 4;

/** An infinitive or gerund with one or two pronouns after it. */
const ENCLITIC =
  /(?<=\w)(ar|er|ir|ando|iendo)(?:me|te|se|nos)?(?:lo|la|los|las|le|les|me|te|se|nos)$/;

/**
 * A light Spanish stemmer (plural, an object pronoun after an infinitive, then one ending), so
 * "registrarme", "registro" and "registros" meet. Good enough for 56 rules; a full Snowball
 * stemmer would be a dependency for little gain at this size.
 */
export function spanishStem(word: string): string {
  // Pronouns joined to a verb first ("abrirles", "dejarlos", "quitármelo" are "abrir",
  // "dejar", "quitar"): taken for a plural, "abrirles" became "abrirl", a word of its own.
  const bare = word.replace(ENCLITIC, '$1');
  let stem = bare;
  if (bare === word) {
    if (/[lrndzjy]es$/.test(stem) && stem.length > MIN_STEM + 2) stem = stem.slice(0, -2);
    else if (stem.endsWith('s') && stem.length > MIN_STEM) stem = stem.slice(0, -1);
  }
  for (const suffix of SPANISH_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= MIN_STEM) {
      return stem.slice(0, -suffix.length);
    }
  }
  return stem;
}

/** How MiniSearch turns a word of the corpus or of a question into a term; null leaves it out. */
export const PROCESS_TERM: Record<LegalLanguage, (term: string) => string | null> = {
  en: (term) => {
    const word = term.toLowerCase();
    const stem = englishSingular(word);
    return ENGLISH_STOP_WORDS.has(word) || ENGLISH_STOP_WORDS.has(stem) ? null : stem;
  },
  es: (term) => {
    const word = foldAccents(term);
    return SPANISH_STOP_WORDS.has(word) ? null : spanishStem(word);
  },
};
