import { foldAccents } from '../../language';
import type { LegalLanguage } from '../../types';

/** Facts about the person that change the answer, each undefined when not said. */
export interface PersonFacts {
  /** True: a U.S. citizen; false: not a citizen (a resident, a visa holder, undocumented). */
  isCitizen?: boolean;
  /** True when the question is about someone under 18 (the person or their child). */
  isMinor?: boolean;
  /** True when the person says they were arrested; false when they say they were not. */
  isArrested?: boolean;
}

const NOT_CITIZEN: Record<LegalLanguage, RegExp> = {
  en: /\b(not an? (u\.?s\.? |us |american )?citizen|non-?citizen|green card|permanent resident|undocumented|on an? (\w+ )?visa|daca|asylum seeker|refugee|immigrant|not from here)\b/i,
  es: /\b(no soy ciudadan[oa]|no tengo papeles|sin papeles|indocumentad[oa]|green card|tarjeta verde|residente permanente|con (una )?visa|daca|inmigrante|solicitante de asilo|refugiad[oa])\b/,
};
const CITIZEN: Record<LegalLanguage, RegExp> = {
  en: /\b(i'?m|i am|we'?re|we are|he'?s|she'?s|he is|she is|as) an? (u\.?s\.? |us |american |natural[- ]born |born )?citizens?\b|\b(born in the (us|u\.s\.|united states|usa))\b/i,
  es: /\b(soy|somos|es) ciudadan[oa]s?( (americano|estadounidense)[as]?)?\b|\bnaci en (los )?(estados unidos|ee\.? ?uu\.?|usa)\b/,
};

/** Ages under 18 and words for a child; "my son" alone says nothing about age. */
export const MINOR: Record<LegalLanguage, RegExp> = {
  en: /\b(1[0-7]|[5-9])[- ]?(year[- ]?olds?|yrs?[- ]?olds?|yo|y\/o)\b|\b(i'?m|i am|he'?s|she'?s|he is|she is|they'?re|(son|daughter|kid|child|brother|sister|boy|girl) is) (1[0-7]|[5-9])(?= *(years|yrs|y\/o|[.,!?;]|$| and | but ))|\b(minor|juvenile|teen(ager)?s?|underage|under 18|high school(er)?|middle school(er)?|my (child|kid)s?)\b/i,
  es: /\b(1[0-7]|[5-9]) anos\b|\b(menor(es)? de edad|menor|adolescente|nin[oa]s?|mi (hij[oa]|chamac[oa]|muchach[oa]) (de|tiene) (1[0-7]|[5-9]))\b/,
};

/** "I was arrested" against "I'm not under arrest" (negation.ts rewrites the latter). */
const ARRESTED: Record<LegalLanguage, RegExp> = {
  en: /\b(i was|i'?ve been|i got|i am being|i'm being|they) (just )?(arrested|arresting|booked|handcuffed|cuffed)( me)?\b|\bafter (my|the|an|they) arrest/i,
  es: /\b(me (arrestaron|detuvieron y me llevaron|esposaron|ficharon)|estoy arrestad[oa]|fui arrestad[oa])\b/,
};
const NOT_ARRESTED: Record<LegalLanguage, RegExp> = {
  en: /\bnot held, free to go\b|\bnot (under )?arrest(ed)?\b/i,
  es: /\bno detenido, me puedo ir\b|\bno (estoy|estaba) arrestad[oa]\b/,
};

function pick(yes: boolean, no: boolean): boolean | undefined {
  if (yes === no) return undefined;
  return yes;
}

/** What `text`, in the person's own words, says about them. */
export function personFacts(text: string, language: LegalLanguage): PersonFacts {
  const source = language === 'es' ? foldAccents(text) : text;
  const notCitizen = NOT_CITIZEN[language].test(source);
  // "I'm not a citizen" contains "a citizen": a denial outweighs the bare word.
  const isCitizen = notCitizen ? false : CITIZEN[language].test(source) ? true : undefined;
  const isMinor = MINOR[language].test(source) ? true : undefined;
  const isArrested = pick(ARRESTED[language].test(source), NOT_ARRESTED[language].test(source));
  return {
    ...(isCitizen === undefined ? {} : { isCitizen }),
    ...(isMinor === undefined ? {} : { isMinor }),
    ...(isArrested === undefined ? {} : { isArrested }),
  };
}
