/*
 * The 2026-11-28e set's own helpers (its shared-new.ts), copied unchanged into the 2026-11-29 set.
 */
import { RECORD_OK_EN, SILENT_ES, anyOf, claimEn, claimEs } from './shared-base';

// ---------------------------------------------------------------------------------------------
// New helpers for this set (2026-11-28e).

/** Twenty-five feet (EN / ES). */
export const FEET_25_EN = /25[- ]?(?:feet|foot|ft)\b|twenty[- ]five[- ](?:feet|foot)/i;
export const PIES_25_ES =
  /25 pies|veinticinco pies|7[.,]6 metros|(?:unos |casi )?(?:siete|8|ocho) metros/i;

/** A court ruling or challenge (EN / ES). */
export const COURT_EN =
  /court|judge|injunction|enjoin|blocked|lawsuit|challeng|appeal|vague|unconstitutional|Seventh Circuit|Fifth Circuit|Nicodemus|Rokita/i;
export const CORTE_ES =
  /corte|tribunal|juez|jueza|bloque|suspend|demanda|impugn|apelaci|inconstitucional|vag[oa]|medida cautelar|en pausa|frenad/i;

/** A conversation with police in public is not private (EN / ES). */
export const NOT_PRIVATE_EN =
  /not (?:a )?private|no (?:reasonable )?expectation of privacy|not (?:a )?(?:secret|confidential)|public (?:place|street|duties|setting|road|roadside)|official (?:duties|capacity)|in public|Flora|Graber/i;
export const NO_PRIVADA_ES =
  /no (?:es|son|era) (?:una )?(?:conversaci[óo]n )?privad[ao]|no (?:hay|tienen|existe) (?:una )?expectativa (?:razonable )?de privacidad|lugar p[úu]blico|en p[úu]blico|v[íi]a p[úu]blica|funciones (?:oficiales|p[úu]blicas)|Graber|Flora/i;

/** Recording openly, in plain view (EN / ES). */
export const OPENLY_EN =
  /openly|in plain view|plain sight|visibl[ey]|in the open|not hidden|where they can see/i;
export const A_LA_VISTA_ES =
  /a la vista|abiertamente|de forma visible|visible|sin esconder|que (?:lo|la|los) vean|a plena vista/i;

/** Telling the people recorded (EN / ES). */
export const INFORM_EN =
  /inform|tell (?:them|the officers?|the police)|let them know|notify|announce|specifically informed/i;
export const AVISAR_ES =
  /avis(?:ar|e|a|arles|ales)|inform(?:ar|e|arles)|decir(?:les)?|dec[íi]rselo|notific/i;

/** Police may not make you delete a recording (EN / ES). */
export const NO_DELETE_EN =
  /(?:can(?:not|'t)|may not|are not allowed to|aren't allowed to|have no (?:right|authority) to|not (?:allowed|permitted) to)[^.]{0,40}(?:delete|erase|make you delete|order you to delete|force you to delete)|(?:don't|do not|never) (?:have to |need to )?delete|no (?:law|one|officer)[^.]{0,30}(?:delete|erase)/i;
export const NO_BORRAR_ES =
  /no (?:pueden|puede|tienen derecho a|tiene derecho a)[^.]{0,40}(?:borrar|obligar(?:le|te)? a borrar|hacer(?:le|te)? borrar|eliminar)|no (?:tiene|tienes|est[áa]s? obligad[oa]) (?:que|a) borrar|no (?:lo |la )?borre|no borres/i;

/** Wrong: you must delete the recording (EN / ES). */
export const MUST_DELETE_WRONG_EN = claimEn(
  String.raw`(?:you )?(?:must|have to|need to|are required to) (?:delete|erase) (?:the |your |that )?(?:video|recording|footage|it)`,
);
export const MUST_DELETE_WRONG_ES = claimEs(
  String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:borrar|eliminar) (?:el |ese |su |tu )?(?:video|grabaci[óo]n)`,
);

/** Driver's licence, registration, insurance (EN / ES). */
export const LICENSE_EN = /licen[cs]e/i;
export const REG_INS_EN = /registration|insurance/i;
export const LICENCIA_ES = /licencia/i;
export const REGISTRO_SEGURO_ES = /registro|aseguranza|seguro|tarjeta de circulaci[óo]n/i;

/** The officer may order you out of the car (EN / ES). */
export const MUST_EXIT_EN =
  /(?:can|may|is allowed to|are allowed to|has the (?:right|authority) to|have the (?:right|authority) to) (?:lawfully )?(?:order|tell|require|make|direct|ask) (?:you|the driver|drivers|passengers?|everyone)[^.]{0,30}(?:get|step|exit|come) out|(?:have to|must|need to|should|are required to) (?:get|step) out|(?:comply|do it|do so)[^.]{0,40}(?:step|get|exit)|Mimms|Maryland v\.? Wilson/i;
export const DEBE_BAJARSE_ES =
  /(?:puede|pueden) (?:legalmente )?(?:ordenar|pedir|exigir|obligar|mandar|hacer)(?:le|les|te)?[^.]{0,30}(?:baj|sal)|(?:tiene|tienes|debe|debes) (?:que )?(?:bajarse|bajarte|salir)|obedezca|obedece|Mimms|Wilson/i;

/** Odor alone not enough, plus evidence excluded (EN). */
export const EXCLUDED_EN =
  /inadmissible|not admissible|(?:can(?:not|'t)|may not) be used|suppress|thrown out|excluded|kept out/i;

/** An arrest warrant lets police enter the suspect's own home (EN / ES). */
export const ARREST_WARRANT_ENTRY_EN =
  /arrest warrant[^.]{0,160}(?:enter|come in|go in|entry|come inside|go inside|force)|(?:enter|come in|go in|entry|come inside|go inside)[^.]{0,160}arrest warrant|Payton/i;
export const ORDEN_ARRESTO_ENTRA_ES =
  /orden de (?:arresto|aprehensi[óo]n|captura)[^.]{0,160}(?:entrar|ingresar|pasar|entrada)|(?:entrar|ingresar|pasar|entrada)[^.]{0,160}orden de (?:arresto|aprehensi[óo]n|captura)|Payton/i;

/** Don't sign papers (EN). */
export const DONT_SIGN_EN =
  /(?:don't|do not|not|never|shouldn't|should not) (?:to )?(?:sign|signing)|(?:refuse|decline|right not) to sign|before (?:signing|he signs|she signs|you sign|anything is signed)/i;

/** Giving up a hearing before a judge (EN / ES). */
export const WAIVE_HEARING_EN =
  /(?:give up|waive|waiving|giving up|lose|losing)[^.]{0,80}(?:hearing|judge|right|case|chance)|without (?:a |seeing a |ever seeing a |going before a )?(?:hearing|judge)|stipulated|voluntary (?:departure|return)|deport(?:ed|ation) order|removal order|order of removal/i;
export const RENUNCIA_AUDIENCIA_ES =
  /renunci\w*[^.]{0,80}(?:audiencia|juez|derecho|caso)|sin (?:una |ver a un |pasar ante un |ir ante un )?(?:audiencia|juez)|salida voluntaria|deportaci[óo]n (?:estipulada|acordada)|orden (?:de deportaci[óo]n|de remoci[óo]n)/i;

/** No lawyer appointed for free in immigration court (EN / ES). */
export const NO_FREE_IMM_LAWYER_EN =
  /(?:no|not|isn't|is not|won't|will not|doesn't|does not)[^.]{0,50}(?:free|appointed|government[- ](?:paid|appointed)|court[- ]appointed|provided)[^.]{0,30}(?:lawyer|attorney|counsel|public defender)|no (?:right to )?(?:a )?(?:free|public|appointed) (?:lawyer|attorney|defender|counsel)|(?:at|on) (?:his|your|their|her) own (?:expense|cost|dime)|no expense to the government|(?:has|have|need) to (?:find|hire|get|pay for)[^.]{0,30}(?:own )?(?:lawyer|attorney)/i;
export const NO_ABOGADO_GRATIS_ES =
  /no (?:le |te |les )?(?:van a |va a )?(?:dan|da|asignan|asigna|nombran|nombra|proporcionan|garantizan|dar|asignar|nombrar|proporcionar)[^.]{0,30}(?:un )?(?:abogado|defensor)[^.]{0,30}(?:gratis|gratuito|de oficio|p[úu]blico)|no (?:hay|tiene derecho a un) (?:abogado|defensor) (?:gratis|gratuito|de oficio|p[úu]blico)|(?:por su cuenta|a su costo|pagarlo|conseguir(?:lo)? (?:usted|t[úu])|buscar (?:su|un) propio abogado)|sin costo para el gobierno/i;

/** Free to leave (EN / ES). */
export const FREE_TO_LEAVE_EN =
  /free to (?:leave|go)|am i (?:being )?detained|walk away|leave calmly/i;
export const LIBRE_IRSE_ES =
  /libre (?:de|para) (?:irse|irme|irte|retirarse|marcharse)|(?:puedo|puede|puedes) irme|(?:estoy|est[áa]) detenid[oa]|me puedo ir|alejarse con calma|irse tranquil/i;

/** Don't lie or show false documents (EN / ES). */
export const NO_LIE_EN =
  /(?:don't|do not|never)[^.]{0,20}(?:lie|show|use|give|carry|present|hand over)[^.]{0,40}(?:false|fake|forged)|(?:false|fake|forged) (?:documents|papers|id|identification)[^.]{0,60}(?:crime|illegal|serious|worse)|(?:don't|do not|never) lie/i;
export const NO_MENTIR_ES =
  /no (?:mienta|mientas|diga mentiras|muestre|muestres|use|uses|presente|presentes|entregue|entregues)[^.]{0,40}(?:falso|falsa|falsos|falsas|mentira)?|nunca (?:mienta|mientas|muestre|muestres|use|uses)|documentos? falsos?/i;

/** Someone cannot be arrested just for refusing to give a name (EN). */
export const NOT_ARREST_FOR_REFUSAL_EN =
  /(?:can(?:not|'t)|may not|shall not|not (?:allowed|permitted) to|is not allowed to|isn't allowed to) (?:legally )?arrest (?:you|someone|a person|people)[^.]{0,50}(?:solely|only|just|simply|merely)|(?:refus\w*|declin\w*|not (?:giving|providing|telling)[^.]{0,20})(?: alone| by itself| on its own)?[^.]{0,20}(?:is not|isn't|cannot be|can't be|is never) (?:by itself )?(?:a crime|grounds for (?:an )?arrest|a (?:lawful )?reason to arrest|enough to arrest|an arrestable)|(?:solely|only|just|simply|merely) (?:because|for) (?:you )?(?:refus|declin|not giv|not tell|not provid)[^.]{0,60}(?:no|not|can't|cannot)/i;

/** A passenger need not identify unless suspected (EN / ES). */
export const PASSENGER_NO_ID_EN =
  /(?:passengers?|you)[^.]{0,80}(?:(?:are|is) not (?:required|obligated)|(?:don't|do not|doesn't|does not) (?:have|need) to|no (?:legal )?(?:duty|obligation)|(?:aren't|isn't) required)[^.]{0,60}(?:identify|id\b|name|identification|information|birth|address)|(?:only|unless)[^.]{0,80}(?:suspect|believe|reason)[^.]{0,60}(?:you|the passenger|passengers?)[^.]{0,60}(?:infraction|violation|committed|crime|broke)/i;
export const PASAJERO_NO_ID_ES =
  /(?:pasajer[oa]s?|usted|t[úu])[^.]{0,80}(?:no (?:est[áa]s?|est[áa]n|es) obligad[oa]s?|no (?:tiene|tienes|tienen|necesita|necesitas) que|no (?:hay|existe) (?:una )?obligaci[óo]n)[^.]{0,60}(?:identific|nombre|identificaci[óo]n|datos|documento|fecha de nacimiento|direcci[óo]n)|(?:solo|sólo|salvo|a menos)[^.]{0,80}(?:sospech|crea|motivo)[^.]{0,60}(?:usted|t[úu]|el pasajero|la pasajera|pasajer)[^.]{0,60}(?:infracci[óo]n|violaci[óo]n|cometid|delito)/i;

/** A reasonable number of calls, more than one (EN / ES). */
export const SEVERAL_CALLS_EN =
  /reasonable number|more than one|several|multiple|not (?:just|only|limited to) one|isn't limited to one|is not limited to (?:a single|one)/i;
export const VARIAS_LLAMADAS_ES =
  /n[úu]mero razonable|m[áa]s de una|varias|no (?:solo|sólo|solamente) una|no (?:est[áa] )?limitad[oa] a una/i;

/** Time limits (EN / ES). */
export const ONE_HOUR_EN = /(?:one|1|an) hour/i;
export const UNA_HORA_ES = /(?:una|1) hora/i;
export const THREE_HOURS_EN = /(?:three|3) hours/i;
export const TRES_HORAS_ES = /(?:tres|3) horas/i;
export const ONE_YEAR_EN = /(?:one|1)[- ]year|12[- ]months?|twelve months|a year/i;
export const UN_ANO_ES = /(?:un|1) a[ñn]o|12 meses|doce meses/i;

/** A licence suspension or revocation (EN / ES). */
export const SUSPENSION_EN =
  /suspen|revok|revoc|los(?:e|es|ing) (?:your|the|his|her) (?:licen|driving)|loss of (?:your |the |his |her )?(?:licen|driving)|lose (?:the )?(?:right|privilege) to drive/i;
export const SUSPENSION_ES =
  /suspen|revoca|p(?:ie|e)rd\w* (?:la|su|tu) licencia|quit(?:ar|an|a)(?:le|te)? la licencia|p[ée]rdida de (?:la )?licencia/i;

/** A parent or guardian (EN / ES). */
export const PARENT_EN =
  /parent|guardian|custodian|mom\b|dad\b|mother|father|you (?:must|have to|need to) be (?:there|present)/i;
export const PADRE_ES =
  /padre|madre|pap[áa]|mam[áa]|tutor|guardi[áa]n|custodi|usted (?:est[ée]|tiene que estar) presente/i;

/** Statements cannot be used (EN / ES). */
export const NOT_ADMISSIBLE_EN =
  /not admissible|inadmissible|(?:can(?:not|'t)|may not|won't|will not) be used|not be used|presum\w* (?:to be )?inadmissible|thrown out|suppress|(?:nothing|none of)[^.]{0,80}can be used/i;
export const NO_ADMISIBLE_ES =
  /no (?:es |son |ser[íi]an? )?admisibles?|inadmisibles?|no (?:se )?(?:puede|pueden|podr[íi]an?) usar|no (?:pueden|puede) ser usad[oa]s?|no (?:se )?(?:pueden|puede) utilizar|presun\w*|se presume/i;

/** Sobriety checkpoints are legal / used in the state (EN / ES). */
export const CHECKPOINT_LEGAL_EN =
  /(?:checkpoints?|roadblocks?)[^.]{0,60}(?:are|is)[^.]{0,25}(?:legal|allowed|permitted|lawful|authorized|constitutional|conducted|used|held)|(?:conducts?|holds?|uses?|runs?|sets? up|authorizes?|allows?|permits?)[^.]{0,40}(?:sobriety |DUI |DWI )?(?:checkpoints?|roadblocks?)|484B\.570|Sitz/i;
export const RETEN_LEGAL_ES =
  /(?:ret[ée]n(?:es)?|puntos? de control|controles?)[^.]{0,60}(?:son|es|est[áa]n?)[^.]{0,25}(?:legales?|permitid[oa]s?|autorizad[oa]s?|constitucionales?)|(?:permite|autoriza|hace|realiza|usa)n?[^.]{0,40}(?:ret[ée]n(?:es)?|puntos? de control)|484B\.570|Sitz/i;

/** Not a public record / no FOIA (EN). */
export const NOT_PUBLIC_RECORD_EN =
  /not (?:a )?public record|not subject to (?:FOIA|the Freedom of Information Act|(?:public )?disclosure)|(?:FOIA|Freedom of Information Act)[^.]{0,40}(?:does not|doesn't|won't) (?:cover|apply)|exempt from (?:FOIA|disclosure)|(?:can(?:not|'t)|won't be able to) (?:FOIA|get it (?:through|under) FOIA)/i;

/** Not covered / out of scope: no nearby police rule (EN / ES). */
export const POLICE_RULE_WRONG =
  /Miranda|remain silent|probable cause|search warrant|derecho a guardar silencio|causa probable|orden de cateo/i;

/** Puerto Rico-born people are U.S. citizens (ES). */
export const CIUDADANO_PR_ES =
  /(?:ciudadan[oa]s?|ciudadan[íi]a)[^.]{0,60}(?:estadounidense|americana?|de (?:los )?(?:EE\.? ?UU\.?|Estados Unidos|EUA|USA))|(?:estadounidense|americano)s? de nacimiento|1402|Ley Jones/i;

/** Recording the police is allowed (EN), wider than RECORD_OK_EN ("keep filming, it's protected"). */
export const RECORD_OK_EN_ANY = anyOf(
  RECORD_OK_EN,
  /(?:keep|continue) (?:filming|recording)/,
  /(?:filming|recording|videotaping)[^.]{0,40}(?:is|it's|remains) (?:legal|lawful|protected|allowed|your right)/,
  /it(?:'s| is) protected/,
);

/** The right not to answer (ES), wider than SILENT_ES (plural "no tienen que contestar"). */
export const SILENT_ES_ANY = anyOf(
  SILENT_ES,
  /no (?:tienen|tiene|tienes|necesita|necesitan|necesitas) (?:que|por qu[ée]) (?:contestar|responder|hablar|decir)/,
  /no (?:est[áa]n) obligad[oa]s a (?:contestar|responder|hablar)/,
);
