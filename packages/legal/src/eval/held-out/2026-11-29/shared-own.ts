/*
 * The 2026-11-29 set's own helpers (the ones of earlier sets are the 2026-11-28e set's files,
 * re-exported by shared.ts). Written by an evaluator (an AI helper session) who never saw the engine.
 */
import { RECORD_OK_ES_ANY, anyOf, claimEs } from '../2026-11-28e/shared-base';

// ---------------------------------------------------------------------------------------------
// Claims that a negation OR a condition ("if", "once", "after", "si", "cuando") defuses.

const NEGC_EN = String.raw`(?:\bnot\b|n't\b|\bno\b|\bnever\b|\bnor\b|\bwithout\b|\bfalse\b|\bmyth\b|\bunless\b|\bonly\b|\bnobody\b|\bneither\b|\bnone\b|\bif\b|\bonce\b|\bafter\b|\bwhen\b|\buntil\b|\bwhether\b)`;
const NEGC_ES = String.raw`(?:\bno\b|\bnunca\b|\bni\b|\bsin\b|\bfalso\b|\bmito\b|\bsalvo\b|\bsolo\b|\bsólo\b|\ba menos\b|\bnadie\b|\bning[uú]n[oa]?\b|\btampoco\b|\bjam[áa]s\b|\bsi\b|\bcuando\b|\buna vez\b|\bdespu[ée]s\b|\bhasta\b)`;

/** A confident claim (EN) that fires only when no negation or condition precedes it in the sentence. */
export function claimCondEn(core: string): RegExp {
  return new RegExp(String.raw`(?<!${NEGC_EN}[^.;:!?\n]{0,80})` + core, 'i');
}

/** The Spanish twin of claimCondEn. */
export function claimCondEs(core: string): RegExp {
  return new RegExp(String.raw`(?<!${NEGC_ES}[^.;:!?\n]{0,80})` + core, 'i');
}

// ---------------------------------------------------------------------------------------------
// Stop and identify.

export const DOB_EN = /date of birth|birth ?date|birthday|\bDOB\b/i;
export const FECHA_NAC_ES = /fecha de nacimiento|nacimiento|cumplea[ñn]os/i;
export const EXPLAIN_EN =
  /explanation|explain|account for|what you(?:'re| are| were) doing|business|destination|where you(?:'re| are| were) going/i;
export const EXPLICAR_ES =
  /explicaci[óo]n|explicar|qu[ée] (?:est[áa]|estaba|estabas|anda|andaba) haciendo|a d[óo]nde (?:va|iba|vas)|destino/i;

/** Saying the name is enough; no card needed (EN / ES). */
export const NO_CARD_EN =
  /(?:not|n't|\bno\b)[^.]{0,60}(?:show|carry|produce|hand over|present)[^.]{0,30}(?:\bID\b|identification|card|licen[cs]e|documents?|papers)|verbally|out loud|orally|just (?:say|state|tell|give)|only (?:have|need|required) to (?:say|state|tell|give)/i;
export const NO_TARJETA_ES =
  /\bno\b[^.]{0,60}(?:mostrar|ense[ñn]ar|llevar|presentar|entregar|cargar)[^.]{0,30}(?:identificaci[óo]n|\bID\b|tarjeta|licencia|documentos?|papeles|credencial)|verbalmente|de palabra|en voz alta|(?:solo|s[óo]lo|basta con|solamente) (?:decir|dar|decirle|darle) (?:su |tu )?nombre/i;

/** Only once arrested (EN / ES). */
export const ARREST_ONLY_EN =
  /(?:only|unless|until)[^.]{0,80}arrest|(?:after|once|if|when) (?:you(?:'re| are| have been| get| were| are being)|he(?:'s| is| gets)|she(?:'s| is| gets)|they(?:'re| are| get)) (?:lawfully |formally |actually )?(?:arrested|under arrest)|after (?:a |an |the )?(?:lawful )?arrest/i;
export const ARRESTO_SOLO_ES =
  /(?:solo|s[óo]lo|solamente|[úu]nicamente|hasta que|a menos que|salvo que|salvo si|si)[^.]{0,80}(?:arrest|bajo arresto)|(?:despu[ée]s de|una vez)[^.]{0,30}(?:arrest|bajo arresto)/i;

/** A false name is its own crime (EN / ES). */
export const FALSE_NAME_CRIME_EN =
  /(?:false|fake|fictitious|made[- ]up|wrong)[^.]{0,50}(?:name|information|info|identity|date of birth|address)[^.]{0,80}(?:crime|offense|offence|illegal|charged|misdemeanor|against the law|arrest)|(?:crime|offense|offence|illegal|misdemeanor|against the law)[^.]{0,80}(?:false|fake|fictitious|made[- ]up)|(?:don't|do not|never) (?:lie|give (?:a |them a )?(?:false|fake))|(?:lying|lie) about (?:your |his |her )?(?:name|identity)[^.]{0,60}(?:crime|offense|offence|illegal|misdemeanor)/i;
export const NOMBRE_FALSO_DELITO_ES =
  /(?:falso|falsa|falsos|inventad[oa]|mentir|mentira)[^.]{0,80}(?:delito|crimen|ilegal|cargo|arrest|contra la ley)|(?:delito|crimen|ilegal|contra la ley)[^.]{0,80}(?:falso|falsa|inventad[oa]|mentir)|no (?:mienta|mientas|d[ée] (?:un )?nombre falso|des (?:un )?nombre falso|invente|inventes)/i;

/** Wrong: you must give your name (for a state where that holds only after arrest or suspicion). */
export const MUST_GIVE_NAME_WRONG_EN = claimCondEn(
  String.raw`(?:you|passengers?|he|she|they|everyone) (?:must|have to|has to|are required to|is required to|are obligated to|need to) (?:give|tell|provide|state|say)(?: the officer| them| police| the cops?)? (?:your|his|her|their) (?:true |full |real )*name`,
);
export const MUST_GIVE_NOMBRE_WRONG_ES = claimCondEs(
  String.raw`(?:tiene|tienes|tienen|debe|debes|deben|est[áa]s? obligad[oa]s? a|est[áa]n obligad[oa]s a) (?:que )?(?:dar|decir|darle|darles|decirle|decirles|proporcionar) (?:su |tu )?nombre`,
);

// ---------------------------------------------------------------------------------------------
// Recording.

export const FEET_8_EN = /(?:8|eight)[- ]?(?:feet|foot|ft)\b/i;
export const PIES_8_ES = /(?:8|ocho) pies|2[.,]4 metros|(?:dos|2) metros|casi (?:dos|2,5) metros/i;
export const BUFFER_8_WRONG_EN = anyOf(
  /(?<!\b(?:not|no|never|isn't|wasn't)\b[^.]{0,40})(?:illegal|a crime|against the law|unlawful) to (?:record|film|video)[^.]{0,40}within (?:8|eight) feet/,
  /(?<!\b(?:not|no|never)\b[^.]{0,40})(?:8|eight)[- ]f(?:oo|ee)t (?:law|rule|buffer|limit) (?:is|remains) (?:in effect|in force|enforceable|valid|being enforced)/,
);
export const BUFFER_8_WRONG_ES = anyOf(
  /(?<!\bno\b[^.]{0,40})(?:es ilegal|es delito|est[áa] prohibido) (?:grabar|filmar)[^.]{0,40}(?:a menos de|dentro de) (?:8|ocho) pies/,
  /(?<!\bno\b[^.]{0,40})(?:la )?ley de (?:los )?(?:8|ocho) pies (?:est[áa]|sigue) (?:vigente|en vigor)/,
);
/** Recording the police is allowed (ES), wider than RECORD_OK_ES_ANY ("derecho a observar y grabar"). */
export const RECORD_OK_ES_WIDE = anyOf(
  RECORD_OK_ES_ANY,
  /derecho a \w+ y (?:grabar|filmar)/,
  /(?:grabar|filmar) (?:a la polic[íi]a|a los agentes|a (?:los |unos )?polic[íi]as|a un (?:polic[íi]a|agente|oficial))[^.]{0,40}(?:es legal|est[áa] protegido|es (?:su|tu) derecho)/,
);
export const NO_INTERFERE_EN =
  /(?:don't|do not|without|never)[^.]{0,20}(?:interfer|obstruct|get in the way|physically)|(?:safe|reasonable|respectful) distance|stay back|keep (?:a |your )?distance/i;
export const NO_INTERFERIR_ES =
  /(?:\bno\b|\bsin\b)[^.]{0,15}(?:interferir|interfiera|interfieras|obstruir|obstruya|meterse|se meta|te metas|estorbar|estorbe|acercarse demasiado)|distancia/i;
export const KEEP_DEVICE_EN =
  /(?:keep|maintain)[^.]{0,40}(?:custody|control|possession)|(?:can(?:not|'t)|may not|not allowed to)[^.]{0,40}(?:seize|take|confiscate)[^.]{0,40}(?:phone|device|recording|camera)|without (?:your )?(?:consent|a warrant|a subpoena)/i;

// ---------------------------------------------------------------------------------------------
// Traffic stops and searches.

export const CARTY_EN =
  /(?:reasonable|articulable)[^.]{0,40}suspicion[^.]{0,160}(?:ask|request|seek)[^.]{0,30}(?:consent|permission)|(?:ask|request|seek)[^.]{0,40}(?:consent|permission)[^.]{0,160}(?:reasonable|articulable)[^.]{0,20}suspicion|Carty/i;
export const PROLONG_EN =
  /prolong|extend|hold you (?:longer|past|beyond|there)|keep you (?:longer|there|waiting)|longer than (?:needed|necessary|it takes)|delay(?:ing)? the stop|make you wait|Rodriguez/i;
export const DONT_RESIST_EN =
  /(?:don't|do not|never)[^.]{0,20}(?:physically )?(?:resist|fight|interfere|obstruct|struggle|block)/i;
export const NO_RESISTIR_ES =
  /no (?:se )?(?:resista|resistas|resistirse|oponga resistencia|interfiera|interfieras|obstruya|forceje|pelee|empuje)/i;
export const CHALLENGE_LATER_EN =
  /suppress|thrown out|excluded|(?:can(?:not|'t)|may not) be used|motion|challenge[^.]{0,30}(?:court|later|search)|(?:lawyer|attorney)[^.]{0,60}(?:challenge|fight|court|later)/i;
export const GUN_INFORM_EN =
  /(?:must|have to|required to|duty to|obligated to|need to|shall)[^.]{0,40}(?:tell|inform|disclose|notify|let (?:the )?(?:officer|him|her|them) know)|must[- ]inform|duty to inform/i;
export const PRETEXT_OK_EN =
  /any (?:traffic )?(?:violation|infraction)|(?:minor|small|equipment) (?:traffic )?(?:violation|infraction)|(?:legal|lawful|valid|allowed)[^.]{0,40}(?:stop|pull (?:you )?over)|(?:stop|pull (?:you )?over)[^.]{0,60}(?:legal|lawful|valid|allowed)|real reason|pretext|Whren/i;

// ---------------------------------------------------------------------------------------------
// DUI.

export const BLOOD_WARRANT_EN = /blood[^.]{0,100}warrant|warrant[^.]{0,100}blood|Birchfield/i;
export const BREATH_EN = /breath/i;
export const BLOOD_CRIME_WRONG_EN = anyOf(
  /(?<!\b(?:not|no|never|can't|cannot)\b[^.]{0,40})refus\w*[^.]{0,20}blood (?:test|draw)(?: without a warrant)? (?:is|is a|counts as a) (?:crime|criminal)/,
);
export const NO_IMPOUND_ES =
  /no (?:pueden|puede|deben|debe|se lo pueden|se la pueden|le pueden)[^.]{0,30}(?:llevar|remolcar|incautar|confiscar|decomisar|quitar|embargar|mandar al corral[óo]n)|(?:carro|auto|coche|veh[íi]culo|troca)[^.]{0,80}(?:conductor|chofer|persona|alguien) con licencia|corral[óo]n[^.]{0,40}no|2814\.2/i;
export const IMPOUND_WRONG_ES =
  /(?<!\bno\b[^.;:!?\n]{0,40})(?:le |se la |se lo |te )?(?:quitan|quitar[áa]n|llevan|remolcan|incautan|decomisan) (?:la troca|el carro|el veh[íi]culo|el auto|el coche)/i;
export const MUST_STOP_RETEN_ES =
  /(?:debe|tiene que|tienes que|est[áa] obligad[oa] a)[^.]{0,15}(?:detenerse|parar|pararse|detenerte|pararte)|(?:ret[ée]n(?:es)?|puntos? de control)[^.]{0,60}(?:legales?|permitid[oa]s?|autorizad[oa]s?)/i;
export const DELITO_ES = /delito|crimen|criminal|penal/i;
export const NEGARSE_NO_DELITO_WRONG_ES =
  /negarse[^.]{0,60}\bno es (?:un )?delito|\bno es (?:un )?delito negarse/i;
export const VARIES_EN =
  /(?:varies|vary|differ|depends)[^.]{0,40}(?:state|where)|state[- ]by[- ]state|each state|(?:some|many|most|several|a (?:few|dozen|handful of)) states/i;
export const VARIA_ES =
  /var[íi]a|depende (?:del|de cada|de en qu[ée]|de d[óo]nde) |cada estado|seg[úu]n el estado|de estado a estado|(?:algunos|muchos|varios) estados|no est[áa] (?:claro|resuelto|decidido)|(?:cortes|tribunales|jueces)[^.]{0,40}(?:divid|no (?:est[áa]n )?de acuerdo|distint|diferente)/i;
export const CHECKPOINT_EVERYWHERE_WRONG_EN = anyOf(
  /(?<!\b(?:not|no|never|isn't|aren't)\b[^.]{0,40})checkpoints? (?:are|is) (?:legal|allowed|constitutional|illegal|banned) (?:everywhere|in (?:every|all|all 50) states)/,
);

// ---------------------------------------------------------------------------------------------
// Homes, phones, persons.

export const OBJECTION_CONTROLS_EN =
  /(?:objection|refusal|\bno\b)[^.]{0,80}(?:controls|wins|overrides|beats|prevails|trumps|counts)|(?:object|refuse|said no|say no|objected|refused)[^.]{0,160}(?:can(?:not|'t)|may not|isn't valid|is not valid|not valid|invalid|unlawful|unconstitutional|not enough|doesn't count|does not count)|(?:can(?:not|'t)|may not)[^.]{0,80}(?:search|come in|enter)[^.]{0,160}(?:object|refus|said no|say no)|Randolph/i;
export const LANDLORD_NO_EN =
  /landlords?[^.]{0,80}(?:can(?:not|'t)|may not|doesn't|does not|has no|have no|isn't|is not|lacks?)[^.]{0,60}(?:consent|authority|permission|let|allow|agree|give)|(?:can(?:not|'t)|may not|doesn't|does not)[^.]{0,40}consent[^.]{0,40}(?:for you|on your behalf)|Chapman/i;
export const VER_ORDEN_ES =
  /(?:pida|pedir|p[íi]dales|p[íi]dale|solicite|solicitar|exija|exigir|pregunte)[^.]{0,30}(?:ver|mostrar|ense[ñn]ar|leer|una copia)|(?:ver|leer|revisar|mirar) la orden|copia de la orden|mostrar(?:le|les)? la orden|ense[ñn]ar(?:le|les)? la orden|por debajo de la puerta/i;
export const BLOCK_ENTRY_WRONG_ES = claimEs0(
  String.raw`(?:puede|pueden|tiene derecho a) (?:negarle|negarles|impedirles|impedir|bloquear) (?:la )?(?:entrada|el paso)`,
);
export const NO_PASSCODE_EN =
  /(?:can(?:not|'t)|may not|don't|do not|not required|aren't required|no (?:duty|obligation))[^.]{0,60}(?:force|compel|make|require|give|tell|provide|hand over|disclose|reveal)[^.]{0,40}(?:passcode|password|pass code|code|pin)|Fifth Amendment|testimonial|incriminat/i;
export const WEAPON_EN = /weapon|armed|gun|dangerous/i;
export const PAT_EN = /pat[- ]?down|pat you|frisk|outer clothing|outside of (?:your )?clothes/i;

// ---------------------------------------------------------------------------------------------
// Arrest and court.

export const THREE_CALLS_EN = /(?:three|3) (?:completed |free |phone |telephone )*calls/i;
export const TRES_LLAMADAS_ES = /(?:tres|3) llamadas/i;
export const ONE_CALL_WRONG_EN = claimEn0(
  String.raw`(?:you|he|she|they|arrestees?|people|your (?:son|daughter|brother|husband|wife|friend|cousin|mom|dad))(?: only)? (?:get|gets|have|has|are allowed|is allowed|are entitled to|is entitled to)(?: only)? (?:to make )?(?:one|1|a single|just one) (?:phone |telephone )?call`,
);
export const UNA_LLAMADA_WRONG_ES = claimEs0(
  String.raw`(?:solo |s[óo]lo )?(?:tiene|tienes|tienen|le dan|te dan|les dan) (?:derecho a )?(?:solo |s[óo]lo |solamente )?(?:una|1) (?:sola )?llamada`,
);
export const HOURS_48_ES = /48 horas|cuarenta y ocho horas/i;
export const MAGISTRADO_ES = /magistrad|juez|jueza|tribunal|corte/i;
export const HOURS_36_EN = /36[- ]hours?|thirty[- ]six hours/i;
export const HOURS_24_EN = /24 hours|twenty[- ]four hours/i;
export const JUDGE_EN = /judge|magistrate|first appearance|court/i;
export const NOT_DISMISSED_EN =
  /(?:not|n't|never)[^.]{0,30}(?:automatically )?(?:dismiss|thrown out|dropped|get you off|end the case|make the case go away)|no automatic dismissal/i;
export const SUPPRESS_STATEMENTS_EN =
  /suppress|excluded|(?:can(?:not|'t)|may not|couldn't|won't)[^.]{0,20}be used|not be used|kept out|keep (?:it|them|those statements) out|inadmissible/i;
export const CASE_DISMISSED_WRONG_EN =
  /(?<!(?:\bnot\b|n't\b|\bno\b|\bnever\b|\bmyth\b|\bunless\b|\bif\b)[^.;:!?\n]{0,60})(?:the |your |his |her )?(?:case|charges?) (?:will|must|has to|have to|should|would|gets?) (?:be |get )?(?:automatically )?(?:dismissed|thrown out|dropped)/i;
export const STOP_QUESTIONS_ES =
  /(?:deben|tienen que|debe|tiene que|est[áa]n obligad[oa]s a)[^.]{0,20}(?:parar|dejar de|detener|suspender|cesar)[^.]{0,30}(?:pregunt|interrog)|dejar de (?:hacerle )?preguntas|(?:parar|detener|suspender|terminar|cesar)[^.]{0,10}(?:el )?interrogatorio|no (?:pueden|puede|deben|debe) (?:seguir|continuar)[^.]{0,30}(?:pregunt|interrog)|Edwards/i;

// ---------------------------------------------------------------------------------------------
// Minors.

export const BEFORE_WAIVE_EN =
  /(?:before|prior to)[^.]{0,60}(?:waiv|question|interrog|consent|search|talk)/i;
export const ANTES_ES =
  /antes (?:de|del)[^.]{0,60}(?:renunci|interrog|pregunt|consent|registr|cateo|revis|hablar)/i;
export const AGE_17_ES = /17 a[ñn]os|17 o menos|menores? de 18|menos de 18|17 y menores/i;
export const LIED_EN =
  /l(?:ie|ied|ying|ies)\b|false (?:information|evidence|statement|claim|facts)|decept|trick|deceit/i;
export const INVOLUNTARY_EN =
  /presum\w*[^.]{0,30}involuntar|involuntar|not (?:be )?(?:admissible|voluntary)|inadmissible|(?:can(?:not|'t)|may not|might not)[^.]{0,20}be used|suppress|thrown out/i;
export const SCHOOL_NO_WARRANT_EN =
  /(?:don't|do not|doesn't|does not|\bno\b|\bnot\b)[^.]{0,20}(?:need|require|have to get)[^.]{0,20}(?:a )?warrant|without a warrant|lower standard|less than probable cause|T\.?\s?L\.?\s?O/i;
export const SCHOOL_WARRANT_WRONG_EN = claimEn0(
  String.raw`(?:the )?(?:school|principal|staff|officials|teachers?) (?:needs?|must (?:have|get)|has to (?:have|get)|have to (?:have|get)) (?:a )?warrant`,
);

// ---------------------------------------------------------------------------------------------
// Immigration.

export const BLOCKED_LAW_WRONG_ES = claimEs(
  String.raw`(?:la ley|SB ?4-?C|HB ?4156|esa ley|esta ley)[^.]{0,40}(?:est[áa] (?:en vigor|vigente)|se est[áa] aplicando|ya se aplica)`,
);
export const CITIZENSHIP_Q_EN =
  /citizenship|immigration status|(?:ask|question)[^.]{0,30}(?:whether|if) you(?:'re| are) a (?:U\.?S\.? )?citizen/i;
export const CHECKPOINT_SEARCH_WRONG_EN = claimEn0(
  String.raw`(?:you )?(?:must|have to|are required to) (?:let|allow) (?:them|agents|border patrol|the agents)(?: to)? search`,
);
export const NO_CARRY_CITIZEN_EN =
  /(?:no (?:federal )?law|not (?:legally )?required|don't have to|do not have to|aren't required|are not required|no (?:legal )?requirement|no duty).{0,60}(?:carry|show|have).{0,40}(?:proof|passport|citizenship|papers|documents|birth certificate)/i;
export const CITIZEN_CARRY_WRONG_EN = claimEn0(
  String.raw`(?:u\.?s\.? )?citizens (?:must|have to|are required to) (?:carry|show)`,
);
export const PLEA_IMM_ES =
  /antes de (?:aceptar|declararse|firmar|hacer)[^.]{0,60}(?:culpab|acuerdo|trato)|no (?:acepte|se declare|firme)[^.]{0,40}(?:culpable|acuerdo|trato)|Padilla|(?:debe|tiene que|obligad)[^.]{0,40}(?:informar|explicar|advertir|aconsejar)[^.]{0,60}(?:inmigra|deport)/i;
/** Free to leave (ES), wider than LIBRE_IRSE_ES ("pregunte si puede irse"). */
export const LIBRE_IRSE_ES_WIDE =
  /libre (?:de|para) (?:irse|irme|irte|retirarse|marcharse)|(?:puedo|puede|puedes|podemos) (?:irme|irse|irte|retirarme|retirarse|marcharme|marcharse)|(?:estoy|est[áa]) detenid[oa]|me puedo ir|se puede ir|alejarse con calma|irse tranquil/i;
export const INMIGRA_ES = /inmigra|deport|green card|residencia/i;

// ---------------------------------------------------------------------------------------------
// Officer identification, complaints, body cameras.

export const NOT_PUBLIC_OR_WRITTEN_ES =
  /no (?:es|son) (?:un |una )?(?:registros?|documentos?|expedientes?|archivos?|informaci[óo]n) p[úu]blic|por escrito|solicitud escrita/i;
export const WEAR_ID_ES =
  /(?:debe|deben|tiene que|tienen que|obligad)[^.]{0,60}(?:llevar|portar|mostrar|usar|exhibir)[^.]{0,60}(?:placa|nombre|n[úu]mero)/i;
export const OPA_EN = /Office of Police Accountability|\bOPA\b/i;
export const ANON_EN = /anonymous|anonymously|without (?:giving |using )?your name/i;
export const SUBJECT_ACCESS_EN =
  /(?:subject|you(?:'re| are| were) (?:in|on) (?:the )?(?:video|recording|footage))[^.]{0,120}(?:access|get|request|see|copy|obtain|view)|(?:access|copy|request|view)[^.]{0,80}(?:because|as|since) (?:you(?:'re| are| were)|a) (?:the )?subject|13\.825/i;
export const REDACT_EN = /redact|blur|other people|others who|third part/i;
export const CCRB_ES =
  /CCRB|Junta (?:de )?Revisi[óo]n de Quejas|Civilian Complaint Review Board|Junta Civil de Revisi[óo]n/i;
export const ABUSE_ES =
  /abuso de autoridad|abuse of authority|n[úu]mero de placa|nombre y (?:n[úu]mero de )?placa/i;

// ---------------------------------------------------------------------------------------------
// Protests.

export const NO_PERMIT_EN =
  /\bno permit\b|permits? (?:is|are) not (?:needed|required)|permit isn't (?:needed|required)|(?:don't|do not|doesn't|does not|\bno\b|\bnot\b)[^.]{0,30}(?:need|require)[^.]{0,20}(?:a )?permit|without a permit|public forum/i;
export const BLOCK_EN =
  /block|obstruct|(?:keep|leave)[^.]{0,20}(?:path|room|space|way|sidewalk) (?:clear|open)|let (?:people|pedestrians|others) (?:pass|through)|entrances?/i;
export const DISPERSE_EN = /leave|disperse|comply|move (?:on|away|along)|walk away/i;
export const ARREST_EN = /arrest/i;
export const SIN_PERMISO_ES =
  /no (?:necesita|necesitan|necesitas|hace falta|requiere|se requiere|ocupan?|ocupas)[^.]{0,20}permiso|sin permiso|foro p[úu]blico/i;
export const BLOQUEAR_ES = /bloque|obstru|estorb|paso libre|dejar pasar/i;

// ---------------------------------------------------------------------------------------------
// Local claim builders (claimEn / claimEs without the gap rewriting of shared-base).

function claimEn0(core: string): RegExp {
  const neg = String.raw`(?:\bnot\b|n't\b|\bno\b|\bnever\b|\bwithout\b|\bfalse\b|\bmyth\b|\bunless\b|\bonly\b|\bnobody\b)`;
  return new RegExp(String.raw`(?<!${neg}[^.;:!?\n]{0,60})` + core, 'i');
}

function claimEs0(core: string): RegExp {
  const neg = String.raw`(?:\bno\b|\bnunca\b|\bni\b|\bsin\b|\bfalso\b|\bmito\b|\bsalvo\b|\ba menos\b|\bnadie\b|\bjam[áa]s\b)`;
  return new RegExp(String.raw`(?<!${neg}[^.;:!?\n]{0,60})` + core, 'i');
}
