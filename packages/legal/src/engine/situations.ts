import { foldAccents } from '../language';
import type { LegalLanguage, LegalTopic } from '../types';
import { NARROW_SITUATIONS } from './narrow-situations';

/** What a question is about. Each maps to the corpus topics it draws on and its core rules. */
export interface Situation {
  id: string;
  /** Used in the answer's first line: "About {label}". */
  label: string;
  pattern: RegExp;
  /**
   * "Sobre {label}", and the Spanish words for the situation, matched against the question in
   * lower case without accents (people type "policia" as often as "policía").
   */
  es: { label: string; pattern: RegExp };
  topics: LegalTopic[];
  /** Rules every answer about this situation includes, most important first. */
  core: string[];
  /**
   * A core rule is the answer itself, so it opens the answer whatever retrieval ranks first
   * ("ICE is at my door" is answered by the immigration-warrant rule): `true`, the core
   * rule retrieval ranks best; `'first'`, always the first one (the others are its caveats).
   */
  leadsWithCore?: boolean | 'first';
  /**
   * Broader situations whose words this one shares but whose rules do not answer it: "videos" in
   * "can police take my phone to look at my videos" is not a recording question.
   */
  replaces?: string[];
  /**
   * Situations that, when also asked, are what the question is about: this one then does not
   * lead ("Can I film an ICE raid?" is a recording question in an immigration setting).
   */
  yieldsTo?: string[];
}

export const SITUATIONS: readonly Situation[] = [
  ...NARROW_SITUATIONS,
  {
    id: 'recording',
    label: 'recording police',
    pattern:
      /\b((?<!\b(my|your|his|her|their|criminal|arrest|police|court|driving|clean|a|the|on|off) )records?(?! (expung\w*|seal\w*|clear\w*|check\w*))|record(ed|ing)|film(ed|ing)?|video(s|taping)?|camera|livestream(ing)?|live ?stream(ing)?|tap(e|ing)|audio|photograph(ing)?|eavesdrop\w*|wiretap\w*|drones?|(one|two|all)[- ]party)\b/i,
    topics: ['recording'],
    core: [
      'recording-right-to-record-police',
      'recording-openly-no-privacy-on-duty',
      'recording-reasonable-limits',
    ],
    es: {
      label: 'grabar a la policía',
      pattern:
        /\b(grab\w*|film\w*|video\w*|camara(?!s? corporal)\w*|transmit\w* en vivo|en vivo|audio|fotograf\w*|intercept\w*|dron(es)?|consentimiento de (una|todas|ambas)|(una|todas las|ambas) partes)\b/,
    },
  },
  {
    id: 'interference',
    label: 'distance and interference laws',
    pattern:
      /\b(buffer( zone)?|\d+[- ]?(feet|foot|ft)|how (close|far)|step back|stand back|back up|interfer\w*|obstruct\w*|halo|approach(ing)?|bystander|(was ?n[o']t|were ?n[o']t|not|never) in (the|their|his|her) way|(stood|standing|stand|got) (right )?in front of (my|the) (phone|camera|lens)|block\w* (my |the )?(camera|phone|lens|view|shot)|(told|ordered|tells) (me|us) to (leave|go away|move|back off))\b/i,
    topics: ['interference'],
    core: ['interference-watching-is-not-interfering', 'interference-buffer-laws'],
    es: {
      label: 'las leyes de distancia e interferencia',
      pattern:
        /\b(zona de amortiguamiento|amortiguamiento|\d+\s?(pies|pie|metros|ft)|que tan (cerca|lejos)|a que distancia|distancia|retroced\w*|hacerme (para )?atras|alejarme|interfer\w*|obstru\w*|acercar(me|se)|halo|testigo)\b/,
    },
  },
  {
    id: 'traffic-stop',
    label: 'traffic stops',
    pattern:
      /\b(pulled (me )?over|pull(s|ing)? (me |us )?over|traffic stop|traffic ticket|speeding|driving|driver|(my|your|a) (driver'?s )?licen[sc]e|(my|the|our|his|her) (car|truck|van|suv|pickup|motorcycle)|vehicle|registration|passengers?|checkpoint|dui|dwi|breath\w*|blood test|tail ?light|(speeding |traffic )?ticket|drug dog|dog sniff|k-?9)\b/i,
    topics: ['traffic-stop', 'search', 'silence'],
    core: [
      'traffic-stop-documents',
      'fifth-amendment-silence',
      'search-consent',
      'traffic-stop-exit-vehicle',
      'traffic-stop-duration',
    ],
    es: {
      label: 'las paradas de tráfico',
      pattern:
        /\b(parada de (trafico|transito)|(en|por) la (carretera|autopista)|(detuvieron|pararon|paro|detuvo) (el|mi|nuestro) (carro|coche|auto|vehiculo|camioneta)|manej\w*|conducir|conduciendo|conductor\w*|(mi|la|su) licencia|mi (carro|coche|auto|vehiculo|camioneta|troca)|(el|del|al) (carro|coche|auto|vehiculo)|pasajer[oa]s?|multa|ticket|infraccion de transito|punto de control|reten|prueba de (aliento|sangre)|alcoholimetro|perro (detector|antidrogas)|k-?9)\b/,
    },
  },
  {
    id: 'street-stop',
    label: 'being stopped on the street',
    pattern:
      /\b(stopp?(ed|ing)? (me )?(on|in) the (street|sidewalk|park)|walking|biking|cycling|on (a|my) bike|street stop|stop[- ]and[- ]frisk|frisk\w*|pat(ted)?[- ]?(me )?down|detain\w*|free to (go|leave)|stop[- ]and[- ]identify|on foot|loiter\w*)\b/i,
    topics: ['street-stop', 'silence', 'search'],
    core: [
      'street-stop-free-to-go',
      'street-stop-terry',
      'street-stop-identification',
      'fifth-amendment-silence',
    ],
    es: {
      label: 'las paradas en la calle',
      pattern:
        /\b((pararon|detuvieron|paro|detuvo|paran) (en la calle|en la acera|en la banqueta|en el parque|caminando|a pie)|me (detuvieron|detienen|detuvo)|caminando|a pie|cache\w*|catear\w*|catearon|palp\w*|esculc\w*|detenid[oa]s?|detener\w*|detencion|me (puedo|pueden dejar) ir|puedo irme|parar e identificar\w*|merode\w*)\b/,
    },
  },
  {
    id: 'identification',
    label: 'showing ID',
    pattern:
      /\b(ids?(?! (get|be|have|go|need|like|love|rather|say|do|never|just|probably|call|been|get|lose|end up|want)\b)|i\.d\.|identification|identify|(?<!\b(suspended|revoked|expired|invalid|no|without an?) )licen[sc]e|my (real |full |true |legal )?name|(give|tell|provide|state|say)\s+((them|me|him|her|us)\s+)?(their|his|her|your|my)\s+(real |full |true |legal )?names?|show (my |them my )?(id|papers)|papers|driver'?s license|who i am|my identity|(ask\w*|want\w*|demand\w*) (me )?(for )?(my |our |his |her )?names?|(fake|false|made[- ]up|wrong) names?|names?\s*(,|\+|&)?\s*(and )?(an? )?(address|date of birth|dob|birth ?date|birthday)|what (do|would|will|should) i (have|need) to (tell|say to|give) (him|her|them|the (officer|cop|police))\b)\b/i,
    topics: ['street-stop', 'traffic-stop'],
    core: ['street-stop-identification', 'louisiana-refusing-name-resisting'],
    es: {
      label: 'mostrar identificación',
      pattern:
        /\b(identificacion|identificar\w*|ids?|mi nombre|quien soy|(mostrar|ensenar|dar) (mi |la |los |mis )?(id|identificacion|papeles|documentos|nombre)|(pid\w*|exig\w*|diera|dijera|dar|darle|decir|decirle) (me |le )?(mi |el |su |sus )?nombre|nombre,? (y )?(direccion|domicilio|fecha de nacimiento|apellido)|como me llamo|donde vivo|papeles|licencia|nombres? fals[oa]s?|otro nombre|(ocultar|ocultando|esconder) (su |mi |la )?identidad|(que|cuales) datos (estoy obligad[oa] a|tengo que|debo) (dar|decir))\b/,
    },
  },
  {
    id: 'search',
    label: 'searches and consent',
    pattern:
      /\b(search\w*|(?<!party )consent\w*(?! (to|for) (be )?record)|warrant\w*|trunk|backpack|bag|purse|pockets?|glove ?box|unlock\w*|passcode|password|go through my|look (in|through) my|(take|took|seize\w*|grab\w*) my phone|knock\w*|my (door|house|home|apartment)|inside my)\b/i,
    topics: ['search'],
    core: ['search-consent', 'search-warrant-rule'],
    es: {
      label: 'los registros y el consentimiento',
      pattern:
        /\b(registr\w*|revis\w*|consentimiento(?! de (una|todas|ambas))|consiento|orden (judicial|de cateo|de registro)|cateo|maletero|cajuela|mochila|bolsa|bolsillos?|guantera|desbloque\w*|contrasena|catear\w*|catearon|catean|tocan? (la|mi) puerta|tocaron|tocaban|tocando|abr\w* (la|mi) puerta|(tengo|tenia|debo|hay) que abrir\w*|(policia|agentes?|oficiales?) tocan?|mi (puerta|casa|apartamento|departamento)|(quitaron|quitar|tomaron|agarraron) (mi|el) (telefono|celular))\b/,
    },
  },
  {
    id: 'arrest',
    label: 'arrests',
    pattern:
      /\b(arrest\w*|custody|handcuff\w*|cuffed|jail|booked|booking|miranda|interrogat\w*|read (me )?my rights|charged|police station|(ask|asked|want|request\w*) (for )?(a |my )?(lawyer|attorney)|phone call)\b/i,
    topics: ['arrest', 'silence', 'arraignment'],
    core: [
      'arrest-do-not-resist',
      'fifth-amendment-silence',
      'arrest-ask-for-lawyer',
      'arrest-miranda',
    ],
    es: {
      label: 'los arrestos',
      pattern:
        /\b(arrest\w*|custodia|esposad[oa]s?|esposaron|esposar\w*|las esposas|carcel|fichad[oa]s?|fichar\w*|miranda|interrog\w*|(leyeron|leer(me)?) mis derechos|acusad[oa]s?|cargos|estacion de policia|comisaria|(pedir|pido|pedi|quiero|quisiera) (un |una |a mi |mi )?(abogad[oa]|licenciad[oa])|llamada)\b/,
    },
  },
  {
    id: 'silence',
    label: 'the right to remain silent',
    pattern:
      /\b(silent|silence|answer (their |any |the |his |her )?questions?|have to (talk|answer|tell (?!me\b)|say)|talk to (the )?(police|cops?|officers?)|questioning|where i('m| am| was) going|fifth amendment|5th amendment|plead the fifth|lie|lying)\b/i,
    topics: ['silence', 'arrest'],
    core: ['fifth-amendment-silence', 'silence-do-not-lie'],
    // "Do I have to tell them where I'm going?" is answered by the right itself, not by a rule
    // that happens to share a word with it (police lying, Miranda at a traffic stop).
    leadsWithCore: true,
    // "Do I have to tell them my name?" is an ID question: the state's law on names answers it.
    yieldsTo: ['identification'],
    es: {
      label: 'el derecho a permanecer en silencio',
      pattern:
        /\b(silencio|callad[oa]s?|callarme|(responder|contestar)(les)? (sus |las |a sus |a las |ninguna )?preguntas?|tengo que (hablar|responder|contestar|decir)|hablar con (la )?policia|interrogatorio|a ?donde (voy|iba)|quinta enmienda|5a enmienda|menti\w*|mentira\w*)\b/,
    },
  },
  {
    id: 'protest',
    label: 'speech and protest',
    pattern:
      /\b(protest\w*|marching|(a|our|the) march|rally|demonstrat\w*|disperse|dispersal|break(ing)? up|unlawful assembly|crowd|picket\w*|first amendment|1st amendment|free speech|curs(e|ing)|cuss\w*|swear(ing)?|mouth(ed|ing)? off|criticiz\w*|insult\w*|(yell|shout|scream)\w* at|talk(ing)? back|flip(ped)? (them |him |her )?off|middle finger)\b/i,
    topics: ['speech'],
    core: ['speech-protest', 'speech-criticizing-police', 'speech-dispersal-order'],
    es: {
      label: 'la libertad de expresión y las protestas',
      pattern:
        /\b(protest\w*|marcha(r|ndo|s)?|manifestacion\w*|manifestant\w*|mitin|dispers\w*|reunion ilegal|multitud|piquete\w*|primera enmienda|libertad de expresion|maldec\w*|insult\w*|groseri\w*|critic\w*|grit\w* a|dedo (medio|de en medio))\b/,
    },
  },
  {
    id: 'misconduct',
    label: 'reporting police misconduct',
    pattern:
      /\b(complain\w*|misconduct|excessive force|brutality|beat(en)?|tas(ed|er)|sue|suing|lawsuit|report\w* (my |an? |the |this |that )?([\w.]+ )?(officer|cop|police|department|sheriff|deputy|trooper)|shov\w* me|justice department|department of justice|doj|civil rights division|abus\w*|internal affairs|civil rights violation|1983|hurt me|rough(ed)? (me )?up|punch\w*|chok\w*|decertif\w*|body ?cam\w*)\b/i,
    topics: ['misconduct'],
    core: [
      'misconduct-document',
      'misconduct-agency-complaint',
      'misconduct-section-1983',
      'misconduct-federal-report',
    ],
    es: {
      label: 'denunciar la mala conducta policial',
      pattern:
        /\b(queja\w*|quejarme|denunci\w*|mala conducta|fuerza excesiva|brutalidad|golpe\w*|me (pegaron|pego)|taser|demandar\w*|demanda|departamento de justicia|doj|division de derechos civiles|abus\w*|asuntos internos|violacion de (mis )?derechos( civiles)?|1983|me (lastim|hir)\w*|ahorc\w*|estrangul\w*|descertific\w*|camaras? corporal\w*|bodycam\w*)\b/,
    },
  },
  {
    id: 'profiling',
    label: 'discrimination and equal protection',
    pattern:
      /\b(racial(ly)? profil\w*|profil(ed|ing)|race|racis[mt]|(because (i'?m|i am)|for being) (black|latino|hispanic|brown|muslim|asian|mexican)|(look|looks|looking) (black|latino|hispanic|mexican|brown|muslim|asian|foreign)|discriminat\w*|equal protection|fourteenth amendment|14th amendment|due process)\b/i,
    topics: ['equal-protection', 'misconduct'],
    core: [
      'equal-protection-profiling',
      // An answer about race and stops says where immigration stops differ.
      'equal-protection-immigration-stops',
      'due-process-applies-to-states',
      'misconduct-agency-complaint',
    ],
    // "Pulled over because I am Black" is answered by the equal-protection rule, not the stop's.
    leadsWithCore: 'first',
    es: {
      label: 'la discriminación y la igual protección',
      pattern:
        /\b(perfil\w* racial|perfilamiento|perfilad[oa]s?|raza|racis\w*|(porque soy|por ser) (negr[oa]|latin[oa]|hispan[oa]|moren[oa]|musulman\w*|asiatic[oa]|inmigrante|mexican[oa]|extranjer[oa])|(me veo|parezco|por verme) (negr[oa]|latin[oa]|hispan[oa]|mexican[oa]|moren[oa]|musulman\w*|asiatic[oa]|extranjer[oa])|discrimin\w*|igual(dad de)? proteccion|decimocuarta enmienda|14a enmienda|debido proceso)\b/,
    },
  },
  {
    id: 'resources',
    label: 'finding legal help',
    pattern:
      /\b((find|need|get|hire|afford) (a |an )?(lawyer|attorney)|public defender|legal aid|lawyer referral|aclu|free lawyer|legal help|who can help)\b/i,
    topics: ['resources'],
    core: [
      'resources-lawyer-referral',
      'resources-public-defender',
      'resources-legal-aid',
      'resources-aclu',
    ],
    es: {
      label: 'buscar ayuda legal',
      pattern:
        /\b((buscar|busco|encontrar|necesito|conseguir|contratar|pagar) (un |una )?(abogad[oa]|licenciad[oa])|defensor(a)? public[oa]|asistencia legal|ayuda legal|referencia de abogados|aclu|abogad[oa] gratis|quien (me )?puede ayudar)\b/,
    },
  },
];

/** When nothing matches and there is nothing earlier to go on: a general police encounter. */
export const GENERAL_SITUATION: Situation = {
  id: 'general',
  label: 'a police encounter',
  pattern: /$^/,
  es: { label: 'un encuentro con la policía', pattern: /$^/ },
  topics: ['silence', 'street-stop', 'search', 'recording', 'arrest'],
  core: [
    'fifth-amendment-silence',
    'street-stop-free-to-go',
    'search-consent',
    'recording-right-to-record-police',
    'arrest-do-not-resist',
  ],
};

/** The situation a corpus topic belongs to, for questions no pattern recognised. */
const SITUATION_OF_TOPIC: Record<LegalTopic, string> = {
  recording: 'recording',
  'traffic-stop': 'traffic-stop',
  'impaired-driving': 'impaired-driving',
  'street-stop': 'street-stop',
  search: 'search',
  cannabis: 'cannabis',
  arrest: 'arrest',
  silence: 'silence',
  speech: 'protest',
  'equal-protection': 'profiling',
  interference: 'interference',
  misconduct: 'misconduct',
  'officer-id': 'officer-identification',
  juvenile: 'juvenile',
  arraignment: 'time-before-judge',
  checkpoint: 'checkpoint',
  'phone-call': 'phone-call',
  'no-knock': 'no-knock',
  carrying: 'carrying-firearm',
  'immigration-holds': 'immigration-hold',
  'state-immigration-law': 'state-immigration-crime',
  bodycam: 'bodycam-footage',
  'phone-unlock': 'phone-unlock',
  'immigration-help': 'immigration',
  'protest-permit': 'sidewalk-permit',
  resources: 'resources',
};

export function situationForTopic(topic: LegalTopic): Situation | undefined {
  return situationById(SITUATION_OF_TOPIC[topic]);
}

/**
 * The situations a text in `language` mentions, in the order it first mentions them, without
 * those a more specific one among them replaces.
 */
export function detectSituations(text: string, language: LegalLanguage = 'en'): Situation[] {
  const folded = foldAccents(text);
  const at = (situation: Situation) =>
    language === 'es' ? folded.search(situation.es.pattern) : text.search(situation.pattern);
  const found = SITUATIONS.map((situation) => ({ situation, at: at(situation) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.situation);
  const replaced = new Set(found.flatMap((situation) => situation.replaces ?? []));
  const kept = found.filter((situation) => !replaced.has(situation.id));
  return arrestedForSomethingElse(text, language, kept)
    ? kept.filter((situation) => situation.id !== 'arrest')
    : kept;
}

/**
 * "Can police arrest me for swearing at them?" asks whether swearing is protected, not what to
 * do in an arrest: when the only arrest words are "arrested for …" and what follows is a
 * situation of its own, that situation answers, without the arrest rules in front of it.
 */
function arrestedForSomethingElse(
  text: string,
  language: LegalLanguage,
  found: readonly Situation[],
): boolean {
  const arrest = found.find((situation) => situation.id === 'arrest');
  if (arrest === undefined || found.length < 2) return false;
  const source = language === 'es' ? foldAccents(text) : text;
  const reason = ARRESTED_FOR[language].exec(source);
  if (reason === null) return false;
  const pattern = language === 'es' ? arrest.es.pattern : arrest.pattern;
  const rest = source.slice(0, reason.index) + source.slice(reason.index + reason[0].length);
  if (pattern.test(rest)) return false;
  const reasonText = reason[1] ?? '';
  return SITUATIONS.some(
    (situation) =>
      situation !== arrest &&
      found.includes(situation) &&
      (language === 'es' ? situation.es.pattern : situation.pattern).test(reasonText),
  );
}

/** "arrest me for …", "arrestarme por …": the arrest words and what they are for. */
const ARRESTED_FOR: Record<LegalLanguage, RegExp> = {
  en: /\b(?:arrest\w*|jail\w*|lock\w* (?:me |us )?up)\s+(?:me\s+|you\s+|us\s+|him\s+|her\s+|them\s+)?(?:just\s+)?(?:for|because|over)\s+([^?.!]+)/i,
  es: /\b(?:arrest\w*|llevar\w* (?:a la )?carcel|encerrar\w*)\s+(?:\w+\s+){0,2}?(?:por|porque)\s+([^?.!]+)/,
};

export function situationById(id: string): Situation | undefined {
  return SITUATIONS.find((situation) => situation.id === id);
}
