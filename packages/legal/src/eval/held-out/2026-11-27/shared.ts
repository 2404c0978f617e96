/*
 * HELD-OUT test set for the Red Zone know-your-rights assistant.
 * Written 2026-11-27 by an independent evaluator who never saw the engine, its
 * corpus, its tests or its other evaluation sets. Every required fact below was
 * checked against a public source named in the `// source:` comment above the
 * case (statute text, court opinions, official agency pages, or reputable
 * secondary summaries of them). Facts that could not be confirmed were left out
 * or made optional (only inside an alternation).
 *
 * Conventions
 * - mustContain: every entry must match (case-insensitive substring or RegExp).
 * - Alternations inside one RegExp accept any correct wording (English/Spanish).
 * - mustNotContain regexes are written so that a NEGATED correct sentence does
 *   not trip them (lookbehinds such as (?<!not ) are used where needed).
 * - For out-of-scope questions the answer may either say plainly that the
 *   question is not covered and point to a real resource, or answer correctly;
 *   mustNotContain catches a confident answer about a neighbouring wrong rule.
 */

export function anyOf(...res: RegExp[]): RegExp {
  return new RegExp(res.map((r) => `(?:${r.source})`).join('|'), 'i');
}

/** The answer says its sources do not cover the question (EN or ES). */
export const NOT_COVERED =
  /not (?:covered|something (?:i|we) (?:can )?cover|in (?:my|our) (?:sources|materials))|outside (?:of )?(?:my|our|the) (?:scope|sources|materials|coverage)|beyond (?:my|our|the) (?:scope|sources)|(?:can't|cannot|can not|don't|do not) (?:cover|answer|address)|no (?:est[áa] )?cubiert[oa]|no (?:lo )?cubre|no (?:puedo|podemos) (?:responder|contestar|ayudar)|fuera de(?:l)? (?:mi |nuestro |el )?(?:alcance|tema)|no tengo informaci[óo]n/i;

/** The answer points to a real resource (EN or ES). */
export const REFERRAL =
  /legal aid|lawyer|attorney|public defender|\baclu\b|bar association|lawyer referral|abogad[oa]|ayuda legal|asistencia legal|defensor(?:[íi]a)? p[úu]blic|colegio de abogados|servicios legales/i;

/** Asking for the missing state (EN). */
export const ASK_STATE_EN =
  /(?:which|what) state|what city|where (?:are you|did this happen|do you live)/i;
/** Asking for the missing state (ES). */
export const ASK_STATE_ES =
  /(?:qu[ée]|cu[áa]l) (?:estado|ciudad)|en qu[ée] estado|d[óo]nde (?:est[áa]|se encuentra|vive|ocurri|pas[óo])/i;
