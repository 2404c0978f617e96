/*
 * HELD-OUT test set for the Red Zone know-your-rights assistant.
 * Fifth independent set (2026-11-28c), written 2026-11-28 by an evaluator (an AI helper session)
 * who never saw the engine, its corpus, its guides, its tests or the other sets' cases. Every
 * required fact was checked against a public source named in the `// source:` comment above the
 * case. Facts that could not be confirmed were left out or made one branch of an alternation.
 *
 * Conventions
 * - mustContain: every entry must match (case-insensitive substring or RegExp).
 * - Alternations inside one RegExp accept any correct wording.
 * - mustNotContain regexes target confident wrong claims; negative lookbehinds sit right before
 *   the verb ((?<!not ), (?<!n't ), (?<!no )) and lookaheads let conditioned sentences
 *   ("... only if", "... si") through, so a negated or conditioned correct sentence passes.
 * - Out-of-scope questions expect NOT_COVERED and REFERRAL; questions without any place expect
 *   the answer to ask for the state (ASK_STATE_EN / ASK_STATE_ES).
 *
 * The helpers down to ADMIN_WARRANT_ES are copied from the 2026-11-28b set (helpers only, no
 * cases); the rest are new.
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

/** The right not to answer questions (ES). Widened in this set: "derecho a no contestar", "prefiero no contestar". */
export const SILENT_ES =
  /silencio|callad[oa]|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:responder|contestar|hablar|decir|dar informaci)|(?:puede|puedes) negar(?:se|te) a (?:responder|contestar|hablar)|no (?:responda|respondas|conteste|contestes) (?:preguntas|nada)|derecho a no (?:contestar|responder|hablar|declarar)|prefier\w* no (?:contestar|responder|hablar|decir)/i;

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

// ---------------------------------------------------------------------------------------------
// New helpers for this set.

/** A law is blocked by a court and not being enforced (EN). */
export const BLOCKED_EN =
  /blocked|enjoined|injunction|on hold|not (?:currently )?(?:in effect|in force|being enforced|enforceable)|can(?:not|'t) be enforced|struck down|unconstitutional/i;

/** A law is blocked by a court and not being enforced (ES). */
export const BLOCKED_ES =
  /bloquead[oa]|suspendid[oa]|medida cautelar|(?:orden|mandato|requerimiento) judicial que (?:la |lo )?(?:bloquea|suspende|frena)|no (?:est[áa] )?(?:en vigor|vigente)|no se (?:puede )?(?:aplicar|aplica|hacer cumplir)|inconstitucional|frenad[oa]|paralizad[oa]|en pausa/i;

/** Recording police is a protected right (EN). */
export const RECORD_OK_EN =
  /(?:right|allowed|legal|lawful|free|entitled) to (?:record|film|video)|(?:can|may) (?:keep )?(?:record|film|video)|(?:recording|filming|videotaping|photographing) (?:the )?(?:police|officers?|cops?|them)[^.]{0,30}(?:is|remains) (?:legal|lawful|protected|allowed)|protects? (?:people who|your right to|the right to|anyone who) (?:record|film)|First Amendment/i;

/** Recording police is a protected right (ES). */
export const RECORD_OK_ES =
  /derecho a (?:grabar|filmar)|(?:puede|puedes|pueden) (?:seguir )?(?:grabar|filmar)|(?:es legal|est[áa] permitido|est[áa] protegido) (?:grabar|filmar)|grabar[^.]{0,40}(?:es legal|est[áa] (?:permitido|protegido))|Primera Enmienda/i;

/** Recording of a custodial interrogation is required (EN). */
export const RECORD_REQ_EN =
  /(?:must|required to|have to|has to|need to|needs to|obligated to) (?:be )?(?:electronically |fully )?record|(?:recording|record) (?:is |was )?(?:required|mandatory)|requires?[^.]{0,40}(?:electronic(?:ally)? )?record|Stephan|Jerrell/i;

/** Wrong: police need not record (EN). */
export const RECORD_NOT_REQ_WRONG_EN =
  /(?:police|troopers|officers|they|detectives) (?:are not|aren't|don't have to|do not have to|are never|never have to) (?:required to )?record/i;

/** The odor of cannabis is not enough by itself (EN). */
export const ODOR_ALONE_EN =
  /(?:smell|odou?r)[^.]{0,60}(?:alone|by itself|on its own|solely)|(?:solely|only|just) (?:on |because of |based on )?(?:the )?(?:smell|odou?r)|(?:smell|odou?r)[^.]{0,40}(?:not enough|isn't enough|insufficient|not sufficient)|(?:can(?:not|'t)|may not)[^.]{0,40}(?:search|stop)[^.]{0,40}(?:smell|odou?r)/i;

/** Wrong: the odor of cannabis is enough (EN). */
export const ODOR_OK_WRONG_EN =
  /(?:smell|odou?r)(?: of [a-z ]{0,25}?)?(?: alone| by itself)? (?:is|gives|provides|creates|counts as|was) (?:them |police )?(?:enough|sufficient|probable cause|reasonable suspicion|grounds|a valid reason)/i;

/** The odor of cannabis is not enough by itself (ES). */
export const ODOR_ALONE_ES =
  /\bolor[^.]{0,60}(?:por s[íi] (?:solo|mism[oa])|solamente|únicamente|\bs[óo]lo\b)|(?:\bs[óo]lo|solamente|únicamente) (?:por |con |en )?(?:el )?olor|\bolor[^.]{0,30}(?:no es suficiente|no basta|no da|no constituye|insuficiente)|no (?:pueden|puede) (?:revisar|registrar|detener|parar)[^.]{0,40}(?:por|basad[oa]s? en|a causa del) (?:el )?olor/i;

/** Wrong: the odor of cannabis is enough (ES). */
export const ODOR_OK_WRONG_ES =
  /\bolor(?: a (?:marihuana|mota|cannabis|hierba))? (?:es|da|constituye|les da|basta)(?: para)? (?:suficiente|causa probable|motivo|raz[óo]n|para (?:registrar|revisar))/i;

/** Don't open the door (EN). */
export const DONT_OPEN_EN =
  /(?:don't|do not|not|never) (?:have to |need to )?open (?:the |your )?door|keep (?:the )?door (?:closed|shut)|(?:talk|speak) through the (?:closed )?door|slide (?:it|the warrant|a warrant) under/i;

/** Don't open the door (ES). */
export const DONT_OPEN_ES =
  /no (?:tiene que |tienes que |est[áa]s? obligad[oa] a |necesita )?abr(?:ir|a|as|e) (?:la )?puerta|(?:mantenga|mantén|deje|dejar) la puerta cerrada|(?:hable|habla|hablar|hablarles) (?:a trav[ée]s|detr[áa]s) de la puerta|por debajo de la puerta/i;

/** Don't sign papers (ES). */
export const DONT_SIGN_ES =
  /no (?:firme|firmes|firmar|debe firmar|tiene que firmar|tienes que firmar|est[áa]s? obligad[oa] a firmar)|(?:negarse|negarte|rehusarse) a firmar|derecho a no firmar/i;

/** An ICE administrative warrant (ES). */
export const ADMIN_WARRANT_ES =
  /orden administrativa|formulario I-20[05]|I-20[05]|no (?:est[áa] )?firmad[oa] por (?:un |una )?(?:juez|jueza)|firmad[oa] (?:solo )?por (?:un |una )?(?:agente|oficial|funcionari[oa]) de (?:ICE|inmigraci[óo]n)/i;

// ---------------------------------------------------------------------------------------------
// New helpers for this set (2026-11-28c).

/** An ICE administrative warrant (EN). */
export const ADMIN_WARRANT_EN =
  /administrative warrant|I-20[05]|(?:not|isn't|is not) signed by a (?:judge|magistrate|court)|signed (?:only )?by an? (?:ICE |immigration )?(?:officer|agent|official|supervisor)/i;

/** A warrant or order from a judge (EN), wider than JUDGE_WARRANT_EN. */
export const JUDICIAL_EN =
  /judicial (?:warrant|order)|signed by a (?:judge|magistrate)|judge[- ]signed|(?:warrant|order) (?:from|issued by|signed by) a (?:judge|court)|court[- ](?:issued )?(?:warrant|order)/i;

/** A warrant or order from a judge (ES), wider than JUDGE_WARRANT_ES. */
export const JUDICIAL_ES =
  /orden judicial|(?:orden|mandamiento) (?:firmad[oa]|emitid[oa]) por (?:un |una )?(?:juez|jueza|magistrad[oa]|tribunal|corte)|firmad[oa] por (?:un |una )?(?:juez|jueza|magistrad)|orden de (?:un |una )?(?:juez|jueza|tribunal|corte)|mandamiento judicial/i;

/** Lying or false papers or names (EN). */
export const FALSE_EN = /false|fake|lie\b|lying|made[- ]up|fictitious|untrue/i;

/** Lying or false papers or names (ES). */
export const FALSE_ES = /fals[oa]s?|mentir|mienta|mientas|inventad[oa]|inventar|enga[ñn]/i;

/** Police may not ask about immigration status (EN). */
export const NO_ASK_STATUS_EN =
  /(?:cannot|can't|can not|may not|must not|shall not|are not allowed to|aren't allowed to|not permitted to|prohibit\w*|forbid\w*|\bbar(?:s|red)?\b)[^.]{0,60}(?:ask|inquir|question|collect)/i;

/** Police may not ask about immigration status (ES). */
export const NO_ASK_STATUS_ES =
  /(?:no (?:pueden|puede|deben|debe|est[áa]n? permitid[oa]s?)|proh[ií]b\w*|tienen prohibido)[^.]{0,60}(?:pregunt|indag|averigu|investig|recopil)/i;

/** Recording the police is allowed (ES), wider than RECORD_OK_ES ("siga grabando"). */
export const RECORD_OK_ES_ANY = anyOf(
  RECORD_OK_ES,
  /(?:seguir|siga|sigue|contin[uú]e) (?:grabando|filmando)/,
  /grabar (?:a la polic[ií]a|a los agentes|a (?:los |unos )?polic[ií]as|a un agente)[^.]{0,60}(?:est[áa] (?:permitido|protegido)|es (?:legal|su derecho|tu derecho))/,
);

/** Don't open the door (ES), wider than DONT_OPEN_ES ("no tiene que abrir"). */
export const DONT_OPEN_ES_ANY = anyOf(
  DONT_OPEN_ES,
  /no (?:tiene que |tienes que |est[áa]s? obligad[oa] a |necesita )?abr(?:ir|a|as)\b/,
);

/** Lying or deception (ES), for police lying to a minor. */
export const LIE_ES = /mentir|mentira|mient[ea]n?\b|enga[ñn]|fals[oa]s?|truco/i;

/** Not covered (EN or ES), wider than NOT_COVERED (Spanish plural "no están cubiertos"). */
export const NOT_COVERED_ANY = anyOf(
  NOT_COVERED,
  /no (?:est[áa]n? )?cubiert[oa]s?|fuera de (?:mi|nuestro|lo que)|no (?:es|son) (?:un )?tema(?:s)? que (?:cubr|trat)/,
);
