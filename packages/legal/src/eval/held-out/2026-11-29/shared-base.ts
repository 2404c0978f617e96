/*
 * HELD-OUT test set for the Red Zone know-your-rights assistant (2026-11-29).
 * This file is the 2026-11-28e set's shared-base.ts, copied unchanged below this header: helpers
 * only, no cases. The 2026-11-29 set was written by an evaluator (an AI helper session) who never
 * saw the engine, its corpus, its guides, its tests or any set's cases.
 * Facts that could not be confirmed were left out or made one branch of an alternation.
 *
 * Conventions
 * - mustContain: every entry must match (case-insensitive substring or RegExp).
 * - Alternations inside one RegExp accept any correct wording.
 * - mustNotContain regexes target confident wrong claims; claimEn / claimEs keep a negated or
 *   conditioned correct sentence from firing.
 * - Out-of-scope questions expect NOT_COVERED_ANY and REFERRAL; questions without any place
 *   expect the answer to ask for the state (ASK_STATE_EN / ASK_STATE_ES) when the rule differs
 *   by state.
 *
 * Everything down to ANUMBER_ES is copied unchanged from the 2026-11-28d set's shared.ts
 * (helpers only, no cases); the helpers after the last rule are new in 2026-11-28e.
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

/**
 * Not covered (EN or ES), wider than NOT_COVERED (Spanish plural "no están cubiertos"). Widened
 * again in 2026-11-28d: "outside what I cover", "no lo cubro".
 */
export const NOT_COVERED_ANY = anyOf(
  NOT_COVERED,
  /no (?:est[áa]n? )?cubiert[oa]s?|fuera de (?:mi|nuestro|lo que)|no (?:es|son) (?:un )?tema(?:s)? que (?:cubr|trat)/,
  /outside (?:of )?what (?:i|we|this assistant) (?:cover|can (?:help|answer))|not (?:something|a topic|a question) (?:this assistant|i|we) (?:covers?|handles?|can answer)|no (?:lo )?cubro|no (?:trato|atiendo) (?:ese|este) tema/,
);

// ---------------------------------------------------------------------------------------------
// New helpers for this set (2026-11-28d).

/** A negation or condition in the same sentence, up to 60 characters before a claim (EN). */
const NEG_EN = String.raw`(?:\bnot\b|n't\b|\bno\b|\bnever\b|\bnor\b|\bwithout\b|\bfalse\b|\bmyth\b|\bunless\b|\bonly\b|\bnobody\b|\bneither\b|\bnone\b)`;
/** A negation or condition in the same sentence, up to 60 characters before a claim (ES). */
const NEG_ES = String.raw`(?:\bno\b|\bnunca\b|\bni\b|\bsin\b|\bfalso\b|\bmito\b|\bsalvo\b|\bsolo\b|\bsólo\b|\ba menos\b|\bnadie\b|\bning[uú]n[oa]?\b|\btampoco\b|\bjam[áa]s\b)`;

/** A gap of up to n characters in one sentence that holds no negation (EN). */
const GAP_NEG_EN = String.raw`(?!\bnot\b|n't\b|\bno\b|\bnever\b|\bwithout\b|\bonly\b|\bunless\b|\bnobody\b)`;
/** A gap of up to n characters in one sentence that holds no negation (ES). */
const GAP_NEG_ES = String.raw`(?!\bno\b|\bnunca\b|\bsin\b|\bsolo\b|\bsólo\b|\bsalvo\b|\bnadie\b)`;

/**
 * A confident claim (EN) that fires only when no negation or condition ("not", "no law",
 * "only if", "unless") stands earlier in the same sentence, so "No law says you must show ID"
 * and "Only if you are arrested must you give your name" pass. Every `[^.]{0,n}` gap in the
 * core is also kept free of negations, so "School officials do not need a warrant" does not
 * read as "school ... need a warrant".
 */
export function claimEn(core: string): RegExp {
  const gapped = core.replace(/\[\^\.\]\{0,(\d+)\}/g, `(?:${GAP_NEG_EN}[^.]){0,$1}`);
  return new RegExp(String.raw`(?<!${NEG_EN}[^.;:!?\n]{0,60})` + gapped, 'i');
}

/** The Spanish twin of claimEn ("no", "nunca", "solo si", "salvo"). */
export function claimEs(core: string): RegExp {
  const gapped = core.replace(/\[\^\.\]\{0,(\d+)\}/g, `(?:${GAP_NEG_ES}[^.]){0,$1}`);
  return new RegExp(String.raw`(?<!${NEG_ES}[^.;:!?\n]{0,60})` + gapped, 'i');
}

/** Wrong: a person on foot must show or carry an ID card (EN). */
export const MUST_SHOW_ID_WRONG_EN = claimEn(
  String.raw`(?:must|have to|has to|required to|obligated to) (?:show|carry|produce|hand over|present) (?:an? |your |a photo |any )?(?:ID|identification|id card|documents?|papers)`,
);

/** Wrong: a person on foot must show or carry an ID card (ES). */
export const MUST_SHOW_ID_WRONG_ES = claimEs(
  String.raw`(?:tiene que|tienes que|debe|debes|est[áa]s? obligad[oa] a) (?:mostrar|ense[ñn]ar|llevar|presentar|entregar) (?:una |su |tu |alguna )?(?:identificaci[óo]n|id\b|documentos?|papeles)`,
);

/** A name (EN) / nombre (ES). */
export const NAME_EN = /\bname\b/i;
export const NOMBRE_ES = /\bnombre\b/i;

/** An address (EN) / dirección (ES). */
export const ADDRESS_EN = /address|where you live/i;
export const DIRECCION_ES = /direcci[óo]n|domicilio|d[óo]nde vive/i;

/** A limit of two hours (EN / ES). */
export const TWO_HOURS_EN = /(?:two|2)[ -]hours?/i;
export const DOS_HORAS_ES = /(?:dos|2) horas/i;

/** A warrant (EN) / una orden (ES). */
export const WARRANT_EN = /warrant/i;
export const ORDEN_ES = /\borden\b/i;

/** The Fifth Amendment or the right against self-incrimination (EN / ES). */
export const FIFTH_EN = /Fifth Amendment|self-incrimination|incriminate yourself|testimonial/i;
export const QUINTA_ES =
  /Quinta Enmienda|autoincrimina|incriminarse|incriminarte|declarar contra s[íi] mism/i;

/** A suspicion in any English wording ("reasonable suspicion", "suspects you"). */
export const SUSPICION_ANY_EN = /suspici|suspect|articulable|specific facts/i;

/** A reasonable suspicion (EN / ES). */
export const SUSPICION_EN = /reasonable suspicion|reasonably suspect|specific facts|articulable/i;
export const SOSPECHA_ES =
  /sospecha razonable|sospecha fundada|motivo razonable|hechos concretos|raz[óo]n espec[íi]fica/i;

/** Sobriety checkpoints not allowed / not used in the state (EN / ES). */
export const NO_CHECKPOINTS_EN =
  /(?:checkpoints?|roadblocks?)[^.]{0,80}(?:not (?:allowed|permitted|legal|used|conducted|authorized)|illegal|banned|prohibited|unconstitutional|violates?|don't (?:use|do|conduct|hold)|do not (?:use|do|conduct|hold))|(?:doesn't|does not|don't|do not|can(?:not|'t)|may not) (?:allow|permit|use|conduct|hold|set up|run|do)[^.]{0,40}(?:checkpoints?|roadblocks?)|(?:ban|bans|banned|prohibits?|outlaws?|forbids?)[^.]{0,40}(?:checkpoints?|roadblocks?)|\bno (?:sobriety |DUI |DWI )?(?:checkpoints?|roadblocks?)/i;
export const NO_RETENES_ES =
  /(?:ret[ée]n(?:es)?|puntos? de control|controles?)[^.]{0,80}(?:no (?:son|est[áa]n?) (?:legales|permitid[oa]s|autorizad[oa]s)|no se (?:permiten|hacen|usan|realizan)|ilegales|prohibid[oa]s|inconstitucionales|viola)|no (?:se )?(?:permite|hace|usa|realiza|pone|puede(?:n)? (?:hacer|poner|usar))n?[^.]{0,40}(?:ret[ée]n(?:es)?|puntos? de control)|proh[íi]be[^.]{0,40}(?:ret[ée]n(?:es)?|puntos? de control)|no hay ret[ée]n(?:es)?/i;

/** Wrong: the checkpoint is legal there (EN / ES). */
export const CHECKPOINT_LEGAL_WRONG_EN = claimEn(
  String.raw`(?:sobriety |DUI |DWI )?checkpoints? (?:are|is) (?:legal|allowed|permitted|lawful|constitutional) (?:in|under) (?:michigan|texas|minnesota|washington|oregon|wisconsin|iowa|wyoming|rhode island|montana|idaho|alaska|this state|your state)`,
);
export const RETEN_LEGAL_WRONG_ES = claimEs(
  String.raw`(?:los )?ret[ée]n(?:es)? (?:de alcohol |de sobriedad )?(?:son|es) (?:legales?|permitidos?) en (?:texas|michigan|washington|iowa|oregon|minnesota|wisconsin)`,
);

/** A phone passcode or unlock (EN / ES). */
export const PASSCODE_EN = /passcode|password|pass code|unlock|pin\b/i;
export const CLAVE_ES = /contrase[ñn]a|clave|c[óo]digo|desbloque|\bpin\b/i;

/** Wrong: the person must give police the passcode (EN / ES). */
export const MUST_GIVE_PASSCODE_WRONG_EN = claimEn(
  String.raw`(?:must|have to|has to|required to|obligated to) (?:give|provide|tell|hand over|share|unlock)[^.]{0,25}(?:passcode|password|code|pin|phone)`,
);
export const MUST_GIVE_CLAVE_WRONG_ES = claimEs(
  String.raw`(?:tiene que|tienes que|debe|debes|est[áa]s? obligad[oa] a) (?:dar|darle|darles|decir|entregar|desbloquear)[^.]{0,25}(?:contrase[ñn]a|clave|c[óo]digo|pin|tel[ée]fono|celular)`,
);

/** Wrong: police can search a phone without a warrant after an arrest (EN / ES). */
export const PHONE_NO_WARRANT_WRONG_EN = claimEn(
  String.raw`(?:police|they|officers|cops) (?:can|may|are allowed to) (?:search|go through|look through|look at)[^.]{0,30}(?:phone|cell)[^.]{0,30}without a warrant`,
);
export const CELULAR_SIN_ORDEN_WRONG_ES = claimEs(
  String.raw`(?:la polic[íi]a|los agentes|ellos) (?:puede|pueden) (?:revisar|registrar|ver|buscar en)[^.]{0,30}(?:celular|tel[ée]fono)[^.]{0,30}sin (?:una )?orden`,
);

/** A consulate (EN / ES). */
export const CONSULATE_EN = /consul(?:ate|ar)|embassy/i;
export const CONSULADO_ES = /consulado|consular|embajada/i;

/** Proof of two years in the U.S. (EN / ES). */
export const TWO_YEARS_EN = /(?:two|2) years/i;
export const DOS_ANOS_ES = /(?:dos|2) a[ñn]os/i;

/** Wrong: an ICE administrative warrant lets agents enter a home (EN / ES). */
export const ADMIN_ENTRY_WRONG_EN = claimEn(
  String.raw`(?:an? )?(?:administrative|ICE|I-20[05]) warrant (?:lets|allows|authorizes|gives)[^.]{0,30}(?:enter|come in|go in|search)`,
);
export const ADMIN_ENTRY_WRONG_ES = claimEs(
  String.raw`(?:la |una )?orden (?:administrativa|de ICE|I-20[05])[^.]{0,20}(?:les )?(?:permite|autoriza|deja)[^.]{0,20}(?:entrar|registrar|pasar)`,
);

/** Wrong: a lawyer will be appointed free in immigration court (EN / ES). */
export const FREE_IMM_LAWYER_WRONG_EN = claimEn(
  String.raw`(?:the (?:court|government|judge) (?:will|must) (?:appoint|provide|give)|(?:you|he|she) (?:will|would) (?:be (?:appointed|given)|get)) (?:you |him |her )?(?:a |an )?(?:free )?(?:lawyer|attorney|public defender)[^.]{0,30}immigration`,
);
export const FREE_IMM_LAWYER_WRONG_ES = claimEs(
  String.raw`(?:el gobierno|la corte|el juez|el tribunal) (?:le |te )?(?:va a |debe )?(?:dar|asignar|nombrar|proporcionar)[^.]{0,15}(?:un )?(?:abogado|defensor)[^.]{0,20}(?:gratis|gratuito|de oficio)`,
);

/** The ICE Online Detainee Locator (EN / ES). */
export const LOCATOR_EN = /detainee locator|locator\.ice\.gov|ICE locator|online detainee/i;
export const LOCATOR_ES = /localizador|locator\.ice\.gov|detainee locator|buscador de detenidos/i;

/** An A-number or country of birth (EN / ES). */
export const ANUMBER_EN = /A-?number|alien (?:registration )?number|country of birth/i;
export const ANUMBER_ES =
  /n[úu]mero A|n[úu]mero de extranjero|A-?number|pa[íi]s de (?:nacimiento|origen)/i;
