import { both } from './pattern';
import { withStateRows } from './state-rows';
import type { Situation } from './situations';

/** Words of a search, for situations that are about one only when a search is asked about. */
const SEARCHED = {
  en: String.raw`\b(search\w*|go(ing)? through|look(ed|ing)? (in|through)|check(ed|ing)?|strip|pat(ted)? down)\b`,
  es: String.raw`\b(registr\w*|revis\w*|esculc\w*|cate\w*|desnud\w*)\b`,
};

/**
 * Narrow questions around an arrest and at home that the broad situations answered with a
 * nearby rule: a phone call, booking, the consulate, running, probation, a school search, the
 * warrants police bring to a door, a chase into a house, a Border Patrol checkpoint and a
 * demand to delete a recording. Each opens with its own rule; the broad ones still add theirs.
 */
export const ARREST_AND_HOME_SITUATIONS: readonly Situation[] = [
  {
    id: 'recording-seizure',
    label: 'police taking or deleting your recording',
    pattern:
      /\b((delet|eras|wip)\w*\b[\w\s']{0,40}\b(videos?|footage|recordings?|photos?|pictures?|phone|camera)|(make|made|making|force\w*|order\w*|told|tell)\s+(me|us|him|her)\s+(to\s+)?(delete|erase)|(take|taking|took|seiz\w*|confiscat\w*|grab\w*|snatch\w*|yank\w*)\s+(my|his|her|our)\s+(cell\s*)?(phone|camera)\b[\w\s']{0,40}\b(record|film|videotap)\w*|(record|film|videotap)\w*\b[\w\s']{0,90}\b(take|taking|took|seiz\w*|confiscat\w*|grab\w*|snatch\w*|yank\w*)\s+(my|his|her|our|the)\s+(cell\s*)?(phone|camera))/i,
    topics: ['recording', 'search'],
    // A state's law on keeping one's recording (New York, Colorado) leads where it applies.
    core: [
      'new-york-right-to-record',
      'colorado-right-to-record',
      'recording-police-delete-or-seize',
      'search-phone-held-for-warrant',
    ],
    leadsWithCore: true,
    replaces: ['recording', 'phone-seizure'],
    es: {
      label: 'que la policía le quite o borre su grabación',
      pattern:
        /\b((borr|elimin)\w*\b[\w\s]{0,40}\b(videos?|grabacion\w*|fotos?|telefono|celular|camara)|(quitar\w*|quitaron|quito|quiten|confiscar\w*|agarrar\w*)\s+(mi|el|su)\s+(telefono|celular|camara)\b[\w\s]{0,40}\b(grab|film)\w*|(grab|film)\w*\b[\w\s]{0,40}\b(quitar\w*|quitaron|quito|quiten|confiscar\w*)\s+(mi|el|su)\s+(telefono|celular|camara))/,
    },
  },
  {
    id: 'phone-call',
    label: 'a phone call after arrest',
    pattern:
      /\b(how many (phone )?calls|(get|make|allowed|entitled to|right to|have|given|give me)\s+(an?|one|my|any|two|three)\s+(phone\s+)?calls?|phone\s+calls?\b[\w\s',]{0,40}\b(arrest\w*|jail|booked|custody|locked up|station)|(arrest\w*|jail|booked|custody|locked up)\b[\w\s',]{0,40}\bphone\s+calls?|call (my|a) (family|mom|mother|dad|father|wife|husband|girlfriend|boyfriend|parents?|kids?))\b/i,
    topics: ['phone-call', 'arrest'],
    core: withStateRows(
      'phone-call',
      ['california-phone-calls-after-arrest', 'north-carolina-phone-call'],
      ['arrest-phone-call'],
    ),
    leadsWithCore: true,
    es: {
      label: 'una llamada telefónica después del arresto',
      pattern:
        /\b(llamadas? telefonicas?|una llamada|cuantas llamadas|(puede|pueden|puedo|podra) hacer (\w+ )?llamadas|derecho a (una |hacer una )?llamada|hacer (una )?llamada|llamar a mi (familia|mama|madre|papa|padre|esposa|esposo|novia|novio|hij[oa]s?))\b/,
    },
  },
  {
    id: 'booking',
    label: 'booking after arrest',
    pattern: /\b(booking|booked|fingerprint\w*|mug ?shots?|dna|cheek swab)\b/i,
    topics: ['arrest'],
    core: ['arrest-booking'],
    leadsWithCore: true,
    es: {
      label: 'el fichaje después del arresto',
      pattern: /\b(fichar\w*|fichad[oa]s?|ficharon|huellas( digitales)?|adn)\b/,
    },
  },
  {
    id: 'consulate',
    label: 'your consulate after arrest',
    pattern: /\b(consulates?|embass(y|ies)|consular)\b/i,
    topics: ['arrest'],
    core: ['arrest-consular-notification'],
    leadsWithCore: true,
    es: {
      label: 'su consulado después del arresto',
      pattern: /\b(consulados?|embajadas?|consular)\b/,
    },
  },
  {
    id: 'flight',
    label: 'running from police',
    pattern:
      /\b((run|runs|ran|running|flee|flees|fled|fleeing)\s+(away\s+)?(from|off on)\s+(the\s+)?(police|cops?|officers?|them|an officer|a cop)|(run|ran|running) away|take off running|took off running)\b/i,
    topics: ['street-stop'],
    core: ['street-stop-flight'],
    leadsWithCore: true,
    es: {
      label: 'huir de la policía',
      pattern:
        /\b(huir|hui|huyo|huyendo|huyes|sal\w* corriendo|corr\w* de (la policia|los policias|los agentes)|escapar(me|se)? de|me escape)\b/,
    },
  },
  {
    id: 'probation',
    label: 'searches on probation or parole',
    pattern: /\b(probation|parole|parolee|probationer)\b/i,
    topics: ['search'],
    core: ['search-probation-parole'],
    leadsWithCore: true,
    es: {
      label: 'los registros en libertad condicional',
      pattern: /\b(probation|parole|libertad condicional|libertad bajo palabra|probatoria)\b/,
    },
  },
  {
    id: 'school-search',
    label: 'searches at school',
    pattern: both(String.raw`\b(school|student|principal|campus|resource officer)\b`, SEARCHED.en),
    topics: ['search'],
    core: ['search-school'],
    leadsWithCore: true,
    es: {
      label: 'los registros en la escuela',
      pattern: both(
        String.raw`\b(escuela|estudiante|director|prepa|secundaria|colegio)\b`,
        SEARCHED.es,
        '',
      ),
    },
  },
  {
    // "I told them no but my girlfriend said come in": the refusal of the one at the door wins.
    id: 'present-objection',
    label: 'saying no while someone else said yes',
    pattern:
      /^(?=[\s\S]*\b(i|we)\b[\w\s']{0,40}\b((said|saying|say|kept saying|yelling|told (them|him|her|the (police|cops|officers?))|telling (them|him|her)) no|refused|objected|did ?n[o']t (consent|agree|let them))\b)(?=[\s\S]*\b(roommates?|girlfriend|boyfriend|wife|husband|spouse|partner|mom|mother|dad|father|parents?|sister|brother|landlord)\b[\w\s',]{0,40}\b((said|told (them|him|her|the (police|cops|officers?))) (yes|sure|ok|okay|fine|come in|they could)|let (them|police|the police|the cops|cops|officers) in|consent\w*|gave (them )?permission|agreed|invited them))/i,
    topics: ['search'],
    core: ['search-present-objection', 'search-third-party-consent'],
    leadsWithCore: 'first',
    replaces: ['shared-home-consent'],
    es: {
      label: 'decir que no mientras otra persona dijo que sí',
      pattern:
        /^(?=[\s\S]*\b(yo )?((les |le )?dije que no|diciendo(les|le)? que no|les decia que no|me negue|no (les )?di (mi )?(permiso|consentimiento))\b)(?=[\s\S]*\b(companer[oa] de (cuarto|casa)|novi[oa]|espos[oa]|pareja|mama|madre|papa|padre|hermana|hermano|suegr[oa]|cunad[oa]|ti[oa]|abuel[oa]|hij[oa])\b[\w\s,]{0,40}\b((les |le )?dijo que (si|pasaran|entraran|podian)|los dejo (entrar|pasar)|dejo (entrar|pasar)|dio (su )?(permiso|consentimiento)))/,
    },
  },
  {
    // "My girlfriend let them in": who may consent for a shared home.
    id: 'shared-home-consent',
    label: 'someone else letting police into your home',
    pattern:
      /\b(roommates?|room ?mates?|girlfriend|boyfriend|wife|husband|spouse|partner|mom|mother|dad|father|parents?|landlord|hotel|motel|sister|brother)\b[\w\s',]{0,40}\b(said (yes|sure|ok|okay|fine|come in|they could)|let (them|police|the police|the cops|cops|officers) in|consent\w*|gave (them )?permission|agreed|invited them)\b/i,
    topics: ['search'],
    core: ['search-third-party-consent'],
    leadsWithCore: 'first',
    es: {
      label: 'que otra persona deje entrar a la policía a su casa',
      pattern:
        /\b(companer[oa] de (cuarto|casa)|novi[oa]|espos[oa]|pareja|mama|madre|papa|padre|padres|duen[oa]|casero|hermana|hermano)\b[\w\s,]{0,40}\b(dijo que si|los dejo entrar|dejo entrar|dio (su )?(permiso|consentimiento)|acepto)\b/,
    },
  },
  {
    // "They're here to arrest my brother and showed no warrant": the answer is the no-warrant
    // rule, not what an arrest warrant allows.
    id: 'arrest-at-home-no-warrant',
    label: 'an arrest at home without a warrant',
    pattern:
      /^(?=[\s\S]*\b(arrest\w*|take (him|her|them|me|my \w+)( away| in)?|pick (him|her|me|them) up|looking for (my|him|her|them)|came for (my|him|her|them))\b)(?=[\s\S]*\b(home|house|apartment|door|come in|inside|enter\w*|place)\b)[\s\S]*\b(no|without( a| any)?|(didn'?t|don'?t|did not|do not|never) (show|have|had|showed)( (me|us))?( a| any)?)\s+warrants?\b/i,
    topics: ['search', 'arrest'],
    core: ['arrest-at-home-no-warrant', 'search-home'],
    leadsWithCore: 'first',
    replaces: ['warrant-at-door', 'claimed-warrant'],
    yieldsTo: ['immigration-at-home'],
    es: {
      label: 'un arresto en casa sin orden judicial',
      pattern:
        /^(?=[\s\S]*\b(arrest\w*|llevars\w*|detener\w*|buscand\w* a|buscaban a|(vino|vinieron) (a buscar|por)|venian por)\b)(?=[\s\S]*\b(casa|apartamento|departamento|puerta|entrar|meter\w*|adentro)\b)[\s\S]*\b(sin (una |ninguna )?orden|no (traen|tienen|trae|tiene|traian|mostraron|ensenaron) (una |ninguna )?orden)\b/,
    },
  },
  {
    // Before the warrant at the door: "can they do a no-knock raid" is about the knock.
    id: 'no-knock',
    label: 'no-knock warrants and raids',
    pattern:
      /\b(no[- ]?knock\w*|knock[- ]and[- ]announce|without knocking|(break|broke|breaking|kick\w*|bust\w*|smash\w*|ram\w*)\s+(down|in|open)?\s*(the|my|our|his|her)\s+doors?|swat\s+raids?|(?<!\b(work|workplace|worksite|job|plant|factory|ice|immigration)\s)raids?)\b/i,
    topics: ['no-knock', 'search'],
    core: [
      'virginia-no-knock-ban',
      'florida-no-knock-ban',
      'oregon-no-knock-ban',
      'kentucky-no-knock-limits',
      'search-warrant-knock-and-announce',
    ],
    leadsWithCore: true,
    replaces: ['warrant-at-door'],
    // "Can I film an ICE raid?" is about recording; ICE at a door is the immigration rule's.
    yieldsTo: ['immigration-at-home', 'immigration', 'recording'],
    es: {
      label: 'las órdenes sin tocar y las redadas',
      pattern:
        /\b(no[- ]?knock|sin tocar|(tumb|derrib|romp|patea|forz)\w*\s+(la|mi|su)\s+puerta|redadas? (en|a) (mi|la|su|nuestra) (casa|apartamento|departamento|hogar))\b/,
    },
  },
  {
    id: 'warrant-at-door',
    label: 'a warrant at your door',
    pattern:
      /\b(search warrant|arrest warrant|warrants? for (my|his|her|their|your)? ?(arrest|son|daughter|boyfriend|girlfriend|husband|wife|brother|roommate)|(they|police|cops|officers|agents)\s+(have|had|has|showed( me)?|came with|brought)\s+an?\s+(search\s+|arrest\s+)?warrant)\b/i,
    topics: ['search', 'arrest'],
    core: ['search-warrant-at-home', 'arrest-warrant-home-entry'],
    leadsWithCore: true,
    // An immigration "warrant" at the door is the immigration rule's: it is often not a judge's.
    // A warrant for a phone that cannot be read without its code asks who must unlock it.
    yieldsTo: ['immigration-at-home', 'phone-unlock'],
    es: {
      label: 'una orden judicial en su puerta',
      pattern:
        /\b(orden (judicial )?de (cateo|registro|arresto|aprehension)|(tienen|tenian|traen|traian|trajeron|con) una orden)\b/,
    },
  },
  {
    id: 'hot-pursuit',
    label: 'police chasing someone into a home',
    pattern:
      /\b((chas|follow|pursu)\w*\b[\w\s']{0,40}\b(into|inside|in)\s+(my|the|our|a|his|her)\s+(house|home|garage|apartment|yard)|hot pursuit)\b/i,
    topics: ['search'],
    core: ['search-home-hot-pursuit'],
    leadsWithCore: true,
    es: {
      label: 'la policía que persigue a alguien hasta una casa',
      pattern:
        /\b((persigu|sigui)\w*\b[\w\s]{0,40}\b(hasta|dentro de|adentro de)\s+(mi|la|su|nuestra)\s+(casa|cochera|garaje|apartamento))\b/,
    },
  },
  {
    // Police who knock with no warrant to "talk" or come in: the door rule answers, not the rules
    // about a warrant they might have or the consent a search needs.
    id: 'knock-and-talk',
    label: 'police knocking at your door',
    pattern:
      /^(?=[\s\S]*\b(knock\w*|at (my|the|our) (front )?door|came to (my|our|the) (house|home|door|apartment))\b)(?=[\s\S]*\b(talk|speak|questions?|chat|open (the door|up)|come in|let (them|him|her) in|step outside|come out(side)?)\b)/i,
    topics: ['search'],
    core: ['search-home'],
    leadsWithCore: 'first',
    yieldsTo: [
      'immigration-at-home',
      'warrant-at-door',
      'arrest-at-home-no-warrant',
      'no-knock',
      'hot-pursuit',
      'present-objection',
      'shared-home-consent',
    ],
    es: {
      label: 'la policía que toca a su puerta',
      pattern:
        /^(?=[\s\S]*\b(toc\w*|en (mi|la|nuestra) puerta|(vino|vinieron|llego|llegaron) (la policia |dos policias |unos policias |policias )?a (mi|la|nuestra) (casa|puerta|apartamento|departamento))\b)(?=[\s\S]*\b(hablar|platicar|preguntas?|abrir\w*|entrar|pasar|salir)\b)/,
    },
  },
  {
    id: 'immigration-checkpoint',
    label: 'Border Patrol checkpoints',
    pattern:
      /\b(border patrol|border checkpoints?|immigration checkpoints?|ICE checkpoints?|checkpoints? (run )?by (ICE|immigration|the border patrol)|CBP|(are you|am i) an? (us |u\.s\. )?citizen\b[\w\s]{0,30}\bcheckpoint)\b/i,
    // Not the 'checkpoint' topic: that brings the states' sobriety checkpoint rules.
    topics: ['search', 'street-stop'],
    core: ['immigration-checkpoints', 'immigration-carry-registration'],
    leadsWithCore: 'first',
    // A checkpoint of the Border Patrol is not a sobriety checkpoint: the state's ban on those
    // says nothing about it.
    replaces: ['checkpoint'],
    es: {
      label: 'los puntos de control de la Patrulla Fronteriza',
      pattern:
        /\b(patrulla fronteriza|garitas?|puntos? de control (de (la )?(inmigracion|migra)|migratorios?)|(reten|retenes|punto de control|puesto de control) de (la )?(migra|inmigracion|patrulla)|cbp)\b/,
    },
  },
];
