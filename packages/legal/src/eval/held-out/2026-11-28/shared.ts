/*
 * HELD-OUT test set for the Red Zone know-your-rights assistant.
 * Third independent set (2026-11-28), written 2026-11-28 by an evaluator who never saw the
 * engine, its corpus, its guides, its tests or the other sets' cases. Every required fact was
 * checked against a public source named in the `// source:` comment above the case. Facts that
 * could not be confirmed were left out or made one branch of an alternation.
 *
 * Conventions
 * - mustContain: every entry must match (case-insensitive substring or RegExp).
 * - Alternations inside one RegExp accept any correct wording.
 * - mustNotContain regexes target confident wrong claims and carry negative lookbehinds
 *   ((?<!not ), (?<!n't ), (?<!no )) so a negated correct sentence does not trip them.
 * - Out-of-scope questions expect NOT_COVERED and REFERRAL; questions without any place expect
 *   the answer to ask for the state (ASK_STATE_EN / ASK_STATE_ES).
 *
 * The first five helpers are copied from the 2026-11-27b set; the rest are new.
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

/** The right not to answer questions (EN). */
export const SILENT_EN =
  /remain silent|stay silent|right to silence|keep quiet|(?:don't|do not|doesn't|does not) have to (?:answer|talk|speak|say)|not (?:required|obligated) to (?:answer|talk|speak)|(?:can|may) (?:decline|refuse) to (?:answer|talk|speak)/i;

/** The right not to answer questions (ES). */
export const SILENT_ES =
  /silencio|callad[oa]|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:responder|contestar|hablar|decir|dar informaci)|(?:puede|puedes) negar(?:se|te) a (?:responder|contestar|hablar)|no (?:responda|respondas|conteste|contestes) (?:preguntas|nada)/i;

/** A lawyer or public defender (EN). */
export const LAWYER_EN = /lawyer|attorney|counsel|public defender/i;

/** A lawyer or public defender (ES). */
export const LAWYER_ES =
  /abogad[oa]|defensor(?:[íi]a)? p[úu]blic|representaci[óo]n legal|asistencia legal/i;

/** Saying no to a search (EN). */
export const NO_CONSENT_EN =
  /(?:don't|do not|not|never) (?:have to )?consent|right to refuse|(?:can|may) (?:refuse|decline|say no)|refuse (?:consent|the search|a search|to consent)|decline (?:the |a )?(?:search|consent)|say no/i;

/** Saying no to a search (ES). */
export const NO_CONSENT_ES =
  /no (?:dar|doy|da|des|d[ée]|tiene que dar|tienes que dar|est[áa]s? obligad[oa] a dar) (?:su |tu |mi |el )?(?:consentimiento|permiso)|no (?:consiento|autorizo|acepto)|negar(?:se|te)|rechazar|decir que no|(?:puede|puedes) decir (?:que )?no|derecho a (?:negarse|rehusar|rechazar|decir que no)/i;

/** A warrant signed by a judge (EN). */
export const JUDGE_WARRANT_EN =
  /judicial warrant|signed by a (?:judge|magistrate)|judge[- ]signed|warrant from a (?:judge|court)|court[- ]issued warrant/i;

/** A warrant signed by a judge (ES). */
export const JUDGE_WARRANT_ES =
  /orden judicial|orden (?:firmada|emitida) por (?:un |una )?(?:juez|jueza|magistrad[oa]|tribunal|corte)|firmad[oa] por (?:un |una )?(?:juez|jueza|magistrad)|orden de (?:un )?(?:juez|tribunal|corte)|mandamiento judicial/i;
