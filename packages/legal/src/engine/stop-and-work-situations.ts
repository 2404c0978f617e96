import { both } from './pattern';
import type { Situation } from './situations';
import { withStateRows } from './state-rows';

/** Words of immigration agents, for the workplace situation. */
const AGENTS = {
  en: String.raw`\b(ICE|immigration|la migra|border patrol|federal agents|raid\w*)\b`,
  es: String.raw`\b(ice|inmigracion|migra|agentes federales|redadas?|patrulla fronteriza)\b`,
};
/** Words of a drug dog. */
const DOG = {
  en: String.raw`\b(k-?9s?|drug dogs?|dog sniff\w*|sniff\w*|(the|a) dogs?)\b`,
  es: String.raw`\b(k-?9|perros?|canin\w*|olfate\w*)\b`,
};
/** Words of a home's door, where a dog is a search of the home, not of a stop. */
const AT_THE_DOOR_EN = String.raw`\b(front door|porch|lanai|doorstep|my (house|home|apartment|yard|door))\b`;
/** Words of a workplace. */
const AT_WORK = {
  en: String.raw`\b(at (my |the |his |her |our |their )?(work|job)|(?<!\b(tell|told|telling|ask\w*|know)( (them|him|her|me|us))? )where (i|he|she|we|they|my \w+) works?|workplace|worksite|job ?site|plant|factory|warehouse|restaurant|farm|kitchen|break ?room|construction site|my boss|employer|meat ?packing)\b`,
  es: String.raw`\b(en (mi |el |su |nuestro )?trabajo|donde (trabaj\w*|chambe\w*)|chamba|planta|fabrica|almacen|restaurante|cocina|rancho|empacadora|obra|patron|empleador)\b`,
};

/**
 * Narrow questions of a stop and of work that broad situations answered with a nearby rule: a
 * stop held for a drug dog, a car searched after its driver was arrested, immigration agents at
 * work. Each opens with the rule that answers it.
 */
export const STOP_AND_WORK_SITUATIONS: readonly Situation[] = [
  {
    // "If I let them search, can they open my bags?" asks how far a consent reaches (Jimeno).
    id: 'consent-scope',
    label: 'how far a consent to search reaches',
    pattern:
      /\b(if|once|after|when) (i|we) (let|allow|agree|said yes|say yes|consent)\w*[^?.!]{0,60}\b(can|could|may|do|will) (they|he|she|the (officer|cop|trooper|deputy|police))\b[^?.!]{0,30}\b(open|look|search|go through|check|take apart)/i,
    topics: ['search'],
    core: ['search-consent-scope', 'search-consent'],
    leadsWithCore: 'first',
    replaces: ['asked-to-consent'],
    es: {
      label: 'hasta dónde llega el permiso para un registro',
      pattern:
        /\bsi (los |lo |la |le |les )?(dejo|dejamos|permito|acepto|doy (mi )?(permiso|consentimiento))[^?.!]{0,60}\b(pueden|puede|podrian|podria) (abrir|revisar|registrar|buscar)/,
    },
  },
  {
    // "Do I have to let him look in my bag?": being asked to agree is answered by consent, not by
    // the nearest rule that shares a word (a warrant, a school's search).
    id: 'asked-to-consent',
    label: 'being asked to agree to a search',
    pattern:
      /\b(((have|need|got) to|must i|should i) let (him|her|them|the (officer|cop|trooper|deputy|police)) (look|search|check|go through|see inside)|(asked|asks|asking|wants?|wanted) (me )?(if|whether|to) (he|she|they|the (officer|cop|trooper|deputy))? ?(could|can|may|might)? ?(look|search|check|go through)|mind if (i|we) (take a )?look|(can|could|may) (i|we) (take a )?look (in|inside|through|around))\b/i,
    topics: ['search'],
    // New Jersey's Carty rule leads there (a state's own rule first); search-consent elsewhere.
    core: ['search-consent', 'new-jersey-consent-search-suspicion'],
    leadsWithCore: true,
    yieldsTo: ['recording', 'probation', 'immigration-checkpoint'],
    es: {
      label: 'que le pidan permiso para un registro',
      pattern:
        /\b((me|le|nos) deja (revisar|registrar|ver|buscar|mirar)|(tengo|tiene|debo|debe) que (dejar\w*|permitir\w*)(?! (entrar|pasar))|(pidio|pidieron|pide|piden|pedir) (permiso|consentimiento) para (revisar|registrar|buscar))\b/,
    },
  },
  {
    // "Can he make me wait for the K9?" is how long a stop may last (Rodriguez).
    id: 'dog-sniff-wait',
    label: 'waiting for a drug dog',
    // Only at a stop: a dog at the front door is another question (Jardines).
    pattern: new RegExp(
      String.raw`^(?=[\s\S]*${DOG.en})(?=[\s\S]*\b(wait\w*|hold\w*|held|keep|kept|sit|sat|detain\w*|prolong\w*|extend\w*|stay|min(ute)?s?|hour)\b)(?=[\s\S]*\b(pulled (me )?over|traffic stop|ticket|warning|speeding|license|registration|car|truck|vehicle|stop(ped)?)\b)(?![\s\S]*${AT_THE_DOOR_EN})`,
      'i',
    ),
    topics: ['traffic-stop', 'search'],
    core: ['traffic-stop-dog-sniff', 'traffic-stop-duration'],
    leadsWithCore: 'first',
    es: {
      label: 'esperar al perro antidrogas',
      pattern: both(
        DOG.es,
        String.raw`\b(esper\w*|deten\w*|reten\w*|tener(me|nos)? ahi|quedar(me|nos)?|minutos?|hora)\b`,
        '',
      ),
    },
  },
  {
    // A dog brought to the front door is a search of the home (Jardines), not a traffic stop.
    id: 'dog-at-door',
    label: 'a drug dog at your door',
    pattern: both(DOG.en, AT_THE_DOOR_EN),
    topics: ['search'],
    core: ['search-curtilage'],
    leadsWithCore: 'first',
    replaces: ['traffic-stop', 'dog-sniff-wait'],
    es: {
      label: 'un perro antidrogas en su puerta',
      pattern: both(
        DOG.es,
        String.raw`\b(puerta|porche|portal|entrada de (mi|la) casa|mi (casa|apartamento|patio))\b`,
        '',
      ),
    },
  },
  {
    // Searched after the arrest, the person cuffed in the cruiser: Gant's limits decide.
    id: 'car-search-after-arrest',
    label: 'a car searched after an arrest',
    pattern: new RegExp(
      String.raw`^(?=[\s\S]*\b(arrest\w*|cuff\w*|handcuff\w*|locked (me )?in|back of the (cruiser|police car|squad car|cop car|patrol car))\b)(?=[\s\S]*\bsearch\w*\b)(?=[\s\S]*\b(car|truck|vehicle|van|suv)\b)`,
      'i',
    ),
    topics: ['traffic-stop', 'search'],
    core: ['traffic-stop-search-after-arrest', 'traffic-stop-car-search'],
    leadsWithCore: 'first',
    es: {
      label: 'el registro de un carro después de un arresto',
      pattern:
        /^(?=[\s\S]*\b(arrest\w*|esposad\w*|(a|en) la patrulla(?! fronteriza))\b)(?=[\s\S]*\b(registr\w*|revis\w*|cate\w*|esculc\w*)\b)(?=[\s\S]*\b(carro|coche|troca|camioneta|vehiculo|auto)\b)/,
    },
  },
  {
    // "Do I have to tell the trooper about my pistol?": the state's rule, or the safe way.
    id: 'carrying-firearm',
    label: 'telling an officer you carry a gun',
    pattern: both(
      String.raw`\b(guns?|pistols?|handguns?|firearms?|revolvers?|glocks?|ccw|cpl|chl|ltc|concealed carry|carry permit|permit to carry|carry concealed|carrying concealed|armed|conceal(ed)? (weapon|pistol|handgun|gun))\b`,
      String.raw`\b(tell\w*|told|inform\w*|disclose\w*|notify\w*|mention\w*|announce\w*|say|declare|answer|admit|let (him|her|them|the officer|the trooper|the cop) know|duty to inform)\b`,
    ),
    topics: ['carrying'],
    core: withStateRows('carrying', [], ['carrying-inform-general']),
    // A state table: the state's own row leads, the safe way where it has none (decision 086).
    leadsWithCore: true,
    es: {
      label: 'decirle a un oficial que lleva un arma',
      pattern: both(
        String.raw`\b(pistolas?|armas?( de fuego)?|revolver|escuadra|fusca|cuete|glock)\b`,
        String.raw`\b(decir\w*|digo|avis\w*|inform\w*|mencion\w*|declar\w*|revel\w*)\b`,
        '',
      ),
    },
  },
  {
    // Agents at work: where they may go there, and what each worker may do.
    id: 'workplace-raid',
    label: 'immigration agents at work',
    pattern: both(AGENTS.en, AT_WORK.en),
    topics: ['street-stop', 'search'],
    core: ['immigration-workplace', 'immigration-rights-everyone'],
    leadsWithCore: 'first',
    yieldsTo: ['recording'],
    replaces: ['no-knock', 'immigration-at-home'],
    es: {
      label: 'los agentes de inmigración en el trabajo',
      pattern: both(AGENTS.es, AT_WORK.es, ''),
    },
  },
];
