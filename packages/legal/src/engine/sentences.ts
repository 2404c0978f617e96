/**
 * Abbreviations a legal sentence runs through ("Riley v. California", "573 U.S. 373", "Cal.
 * Penal Code", "No. 24-1099"): a full stop after them does not end the sentence.
 */
const ABBREVIATION =
  /(?:\bv|U\.S|U\.S\.C|Cal|Tex|Fla|Nev|Ind|Tenn|Ariz|Colo|Mass|Mich|Minn|Mont|Wash|Or|Pa|N\.Y|Ky|Ga|Ill|Md|Va|Wis|Iowa|Kan|Neb|Okla|Ala|Ark|Conn|Del|Haw|Idaho|Me|Miss|Mo|Utah|Vt|Wyo|Stat|Ann|Rev|Gen|Pub|Civ|Gov|Bus|Prof|Veh|Proc|Ct|Cir|Cons|Dep't|No|Nos|St|Jan|Feb|Mar|Apr|Aug|Sept|Sep|Oct|Nov|Dec|e\.g|i\.e|etc|approx|p\.\s?ej|[A-Z])\.$/;

/** The sentences of a text, keeping citations and parentheses whole. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if ((char === '.' || char === '?' || char === '!') && depth === 0) {
      const next = text.slice(i + 1);
      if (!/^\s+["“¿¡]?[A-ZÁÉÍÓÚÑ0-9]/.test(next)) continue;
      if (char === '.' && ABBREVIATION.test(text.slice(Math.max(0, i - 12), i + 1))) continue;
      result.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest.length > 0) result.push(rest);
  return result;
}

/** Words as a reader counts them. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
