/*
 * The 2026-11-30 set's own helpers (those of earlier sets come through shared.ts). Written by an
 * evaluator (an AI helper session) who never saw the engine, its corpus or any set's cases. Names
 * differ from every earlier helper so the re-exports never clash.
 */
import { claimCondEn, claimCondEs } from '../2026-11-29/shared-own';

// ---------------------------------------------------------------------------------------------
// Silence, consent, warrants, doors.

export const SILENCE_EN =
  /remain silent|right to (?:stay |keep )?(?:silent|silence)|stay silent|keep quiet|(?:don't|do not|not) (?:have to|need to|required to|obligated to) (?:answer|talk|speak|say)|(?:refuse|decline) to answer|Fifth Amendment/i;
export const SILENCIO_ES =
  /(?:guardar|permanecer(?: en)?|mantener(?:se)?(?: en)?|quedar(?:se|te)?(?: en)?) silencio|callad[oa]|derecho a no (?:hablar|contestar|responder|declarar)|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) (?:contestar|responder|hablar|decir|declarar)|quinta enmienda/i;
export const REFUSE_SEARCH_EN =
  /(?:don't|do not|not) (?:have to )?(?:consent|agree|give (?:them )?permission)|(?:refuse|decline|say no|right to refuse|can refuse|may refuse)|I do not consent/i;
export const NEGAR_REGISTRO_ES =
  /no (?:doy|da|das|dar|dé|des) (?:mi |su |tu )?(?:consentimiento|permiso)|no consiento|(?:negarse|negarte|rechazar|decir que no|decirle que no)|(?:puede|puedes) negarse|no (?:tiene|tienes) que (?:dejar|permitir|aceptar|dar)|no (?:est[áa]|est[áa]s) obligad[oa] a (?:dejar|permitir|aceptar|dar)/i;
export const JUDGE_SIGNED_EN =
  /signed by a (?:judge|magistrate)|judge[- ]signed|judicial warrant|warrant (?:signed|issued) by a (?:judge|court|magistrate)|(?:from|by) a (?:judge|court)/i;
export const FIRMADA_JUEZ_ES =
  /firmad[ao] por (?:un |una |el |la )?(?:juez|jueza|magistrad)|orden judicial|orden (?:de|del) (?:un |una )?(?:juez|jueza|tribunal|corte)|(?:juez|jueza)[^.]{0,30}firm/i;
export const DONT_OPEN_DOOR_EN =
  /(?:don't|do not|not required to|don't have to|do not have to|no need to|never|not obligated to)[^.]{0,25}open (?:the |your )?door|keep (?:the |your )?door (?:closed|shut)|(?:through|behind) (?:the|a|your) (?:closed )?door|under the door|(?:don't|do not|not) have to let (?:them|police|officers|agents) in/i;
export const NO_ABRIR_PUERTA_ES =
  /no (?:abra|abras|tiene que abrir|tienes que abrir|est[áa]s? obligad[oa] a abrir|abrir|les abra|les abras)|(?:mantenga|mantén|mantener|deje|deja) (?:la puerta )?cerrad|(?:a trav[ée]s|detr[áa]s) de la puerta|por debajo de la puerta|no (?:tiene|tienes) que dejar(?:los|les)? (?:entrar|pasar)/i;
export const NO_ENTRY_WITHOUT_WARRANT_EN =
  /(?:don't|do not|not required to|don't have to|do not have to|no (?:need|obligation) to)[^.]{0,30}(?:open|let (?:them|police|officers|the police) in|answer the door|talk)|(?:can(?:not|'t)|may not)[^.]{0,30}(?:come in|enter|come inside)[^.]{0,80}(?:without|unless)|without a warrant[^.]{0,80}(?:can(?:not|'t)|may not|need (?:your )?consent)/i;

// ---------------------------------------------------------------------------------------------
// Traffic stops.

export const STEP_OUT_EN =
  /(?:must|have to|has to|required to|need to|should|do)[^.]{0,30}(?:get|step|come) out|(?:can|may) (?:order|tell|ask|require|make) (?:you|the driver|drivers?|passengers?|everyone)[^.]{0,40}(?:out|exit|step)|Mimms|Maryland v\.? Wilson/i;
export const BAJARSE_ES =
  /(?:debe|tiene que|tienes que|est[áa]s? obligad[oa] a|hay que|deber[íi]a)[^.]{0,25}(?:bajarse|bajarte|salir|bajar|obedecer)|(?:puede|pueden) (?:ordenar|pedir|exigir|mandar)(?:le|te|les)?[^.]{0,50}(?:bajarse|salir|baje|salga|bajes|salgas|bajar)|Mimms|Wilson/i;
export const PROLONGAR_ES =
  /prolong|alarg|extender|retener(?:lo|te|le|la)? m[áa]s|m[áa]s tiempo|sospecha razonable|Rodriguez/i;
export const GANT_EN =
  /reaching distance|within reach|(?:could|can|might) (?:reach|access|get to)|access (?:to )?the (?:car|vehicle|passenger compartment)|evidence (?:of|for|related to) the (?:crime|offense|arrest)|evidence of (?:that|the) (?:crime|offense)|Gant/i;
export const FEET_25_ANY =
  /25[- ]?(?:feet|foot|ft|pies)\b|twenty[- ]five (?:feet|foot)|veinticinco pies/i;
export const INTENT_HARASS_EN = /intent|purpose|impede|interfer|threaten|harass/i;
export const INTENCION_ES =
  /intenci[óo]n|prop[óo]sito|impedir|interferir|amenazar|acosar|obstaculizar/i;

// ---------------------------------------------------------------------------------------------
// Recording.

export const RECORD_RIGHT_EN =
  /(?:can|may) (?:legally |lawfully )?(?:record|film|video)|(?:right|allowed|legal|lawful|protected|free|entitled)[^.]{0,40}(?:to )?(?:record|film|video)|(?:record|film|video)(?:ing)?[^.]{0,60}(?:is |are )?(?:generally )?(?:legal|lawful|protected|allowed|a (?:First Amendment )?right)|First Amendment/i;
export const PRIVATE_CONV_EN =
  /private conversation|expectation of privacy|(?:in )?public|secretly|surreptitious/i;
export const PRIVADO_ES =
  /privad|expectativa (?:razonable )?de privacidad|en p[úu]blico|v[íi]a p[úu]blica|a escondidas|en secreto/i;

// ---------------------------------------------------------------------------------------------
// Not covered and referral (no police rule for a question that is not about the police).

export const OUT_OF_SCOPE_EN =
  /(?:don't|do not|doesn't|does not|can't|cannot|isn't|is not)[^.]{0,30}(?:have|cover|include|know|answer|address|something|part of|within|able)|outside (?:of )?(?:what|the scope|my|the area)|not (?:something|a (?:topic|question|subject)|an area) (?:I|my|that I)|beyond (?:what|my|the scope)|not covered|no (?:reliable )?information/i;
export const FUERA_ALCANCE_ES =
  /no (?:tengo|cubre|cubro|cubren|incluye|incluyen|s[ée]|puedo (?:responder|contestar|ayudar|darle|darte|decirle|decirte)|trata|abarca|est[áa] (?:dentro|entre|cubiert))|fuera de (?:lo que|mi|mis|el [áa]mbito|el alcance|los temas)|no (?:cuento|dispongo) con|sin informaci[óo]n/i;
export const HELP_REF_EN =
  /lawyer|attorney|legal aid|legal services|bar (?:association|referral)|law school clinic|LawHelp|2-1-1|\b211\b|Department of Labor|labor (?:department|board|commissioner)|small claims/i;
export const AYUDA_REF_ES =
  /abogad|asistencia legal|ayuda legal|servicios legales|asesor[íi]a legal|colegio de abogados|cl[íi]nica legal|consulado|2-1-1|\b211\b|LawHelp|Departamento de Trabajo|corte de reclamos menores|reclamos menores/i;
export const POLICE_RULE_WRONG_EN =
  /\bMiranda\b|right to remain silent|probable cause|reasonable suspicion|search warrant/i;
export const POLICE_RULE_WRONG_ES =
  /\bMiranda\b|derecho a guardar silencio|causa probable|sospecha razonable|orden de cateo|orden de registro/i;

// ---------------------------------------------------------------------------------------------
// Asking which state, and rules that differ.

export const ASK_WHICH_STATE_EN =
  /which state|what state|where (?:are you|did this|is this|do you live|were you|it happened)|your state|depends on (?:the )?(?:state|where)/i;
export const PREGUNTA_ESTADO_ES =
  /(?:en )?qu[ée] estado|d[óo]nde (?:vive|vives|est[áa]|est[áa]s|pas[óo]|ocurri[óo]|fue)|su estado|tu estado|depende del estado|seg[úu]n el estado/i;
export const SPLIT_EN =
  /split|disagree|(?:not|un)settled|not (?:yet )?(?:decided|resolved|clear)|unclear|varies|vary|depends|differ|some courts/i;

// ---------------------------------------------------------------------------------------------
// Immigration.

export const CARRY_AT_ALL_TIMES_EN =
  /at all times|(?:carry|keep|have)[^.]{0,40}(?:with (?:you|them|him|her)|on (?:you|them)|on (?:your|their) person|in (?:your|their) possession)|(?:must|have to|required to) carry|1304/i;
export const LLEVAR_SIEMPRE_ES =
  /(?:llevar|cargar|portar|traer|tener)[^.]{0,50}(?:siempre|en todo momento|todo el tiempo|consigo|contigo|encima)|en todo momento|1304/i;
export const AGE_18_ANY = /\b18\b|eighteen|dieciocho/i;
export const NO_MIENTA_ES =
  /no (?:mienta|mientas|diga mentiras|digas mentiras|d[ée] (?:informaci[óo]n|datos|documentos|papeles) falsos|des (?:informaci[óo]n|datos|documentos|papeles) falsos|presente (?:documentos|papeles) falsos|muestre (?:documentos|papeles) falsos)|documentos falsos|papeles falsos/i;
export const NO_FIRME_ES = /no (?:firme|firmes|firmar)|sin (?:hablar con|consultar a) un abogado/i;

// ---------------------------------------------------------------------------------------------
// "You must give your name" as a confident claim: a negation or condition before it defuses it (as
// in the 2026-11-29 helpers), and so does one right after it ("... only if you are arrested").

const AFTER_COND_EN = String.raw`(?![^.;:!?\n]{0,50}\b(?:only|if|once|after|when|unless|until|during a lawful)\b)`;
const AFTER_COND_ES = String.raw`(?![^.;:!?\n]{0,50}\b(?:solo|s[óo]lo|solamente|[úu]nicamente|si|cuando|despu[ée]s|una vez|hasta|a menos)\b)`;

export const MUST_NAME_ALWAYS_WRONG_EN = claimCondEn(
  String.raw`(?:you|passengers?|he|she|they|everyone) (?:must|have to|has to|are required to|is required to|are obligated to|need to) (?:give|tell|provide|state|say)(?: the officer| them| police| the cops?)? (?:your|his|her|their) (?:true |full |real )*name` +
    AFTER_COND_EN,
);
export const DEBE_NOMBRE_SIEMPRE_WRONG_ES = claimCondEs(
  String.raw`(?:tiene|tienes|tienen|debe|debes|deben|est[áa]s? obligad[oa]s? a|est[áa]n obligad[oa]s a) (?:que )?(?:dar|decir|darle|darles|decirle|decirles|proporcionar) (?:su |tu )?nombre` +
    AFTER_COND_ES,
);

/** claimCondEn, also defused by a condition right after the claim ("... only if they have a warrant"). */
export function claimEnX(core: string): RegExp {
  return claimCondEn(core + AFTER_COND_EN);
}

/** The Spanish twin of claimEnX. */
export function claimEsX(core: string): RegExp {
  return claimCondEs(core + AFTER_COND_ES);
}
