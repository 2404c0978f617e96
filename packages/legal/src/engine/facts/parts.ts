/**
 * The parts of a question that asks several things ("Do I have to give my name? And can they
 * search my bag?"), so each is answered. A part ends at a question mark, or where
 * "and"/"also"/"y" starts a new question ("..., and can they search my car").
 */
const NEW_QUESTION =
  /\s*(?:[?]+|(?:,|;)?\s+(?:and|also|plus|or)\s+(?=(?:can|could|may|do|does|did|is|are|must|should|what|how|when|where|who|why|am|will|would)\b)|(?:,|;)?\s+y\s+(?=(?:puedo|pueden|puede|tengo|tienen|debo|deben|que|como|cuando|donde|si)\b))\s*/gi;

/** At most this many parts are answered apart; a longer list is answered as one question. */
const MAX_PARTS = 3;
/** A part this short leans on the others ("ok?", "right?") and is not a question of its own. */
const MIN_PART_WORDS = 3;

export function questionParts(text: string): string[] {
  const parts = text
    .split(NEW_QUESTION)
    .map((part) => part.replace(/^[\s¿¡,;.]+|[\s,;.]+$/g, ''))
    .map((part) => part.replace(/^(and|also|plus|or|y|tambien|también)\s+/i, ''))
    .filter((part) => part.split(/\s+/).filter((word) => /\w/.test(word)).length >= MIN_PART_WORDS);
  return parts.length <= MAX_PARTS ? parts : [text.trim()];
}
