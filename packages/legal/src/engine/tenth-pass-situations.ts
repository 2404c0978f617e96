import { both } from './pattern';
import type { Situation } from './situations';

/**
 * Questions the ninth pass's measure (2026-11-29, opened for the tenth pass, decision 107)
 * showed answered with a nearby rule, or called "not covered" though the library holds the
 * answer or now holds it: each opens with the rule that answers it.
 */
export const TENTH_PASS_SITUATIONS: readonly Situation[] = [
  {
    // Patted down on the street: Terry's armed-and-dangerous rule, not a search of one's things
    // ("went in my pockets"), nor a workplace's ("is that how it works").
    id: 'frisk',
    label: 'a pat-down on the street',
    pattern:
      /\b(pat(ted|s|ting)?[- ]?(me|us|him|her|them)?[- ]?down|frisk\w*|went (in|into|through) (my|his|her|our) pockets)\b/i,
    topics: ['street-stop', 'search'],
    core: ['street-stop-terry'],
    leadsWithCore: 'first',
    yieldsTo: ['passenger-frisk'],
    es: {
      label: 'un cacheo en la calle',
      pattern:
        /\b(cache\w*|palp\w*|esculc\w*|(me|le|nos) (metio|metieron|meti\w*) (la mano )?en (los|mis|sus) bolsillos)\b/,
    },
  },
  {
    // "Pulled over for a tag light, but they really wanted to search": a real violation makes
    // the stop lawful whatever the motive (Whren), before whether to let them search.
    id: 'pretext-stop',
    label: 'a stop for a small violation as an excuse',
    pattern: both(
      String.raw`\b(pull\w* (me |us |him |her )?over|stop(ped)? (me|us|him|her)|traffic stop)\b`,
      String.raw`\b(really (just )?want\w*|real reason|pretext\w*|an excuse|something (that|so) (small|minor|petty|little)|(busted|broken|out) (tag|tail|brake|plate) ?lights?|(tag|tail|plate) ?lights?)\b`,
    ),
    topics: ['traffic-stop', 'search'],
    core: ['traffic-stop-basis', 'search-consent'],
    leadsWithCore: 'first',
    // Followed home for a small violation is the home's question (Lange).
    yieldsTo: ['hot-pursuit'],
    es: {
      label: 'una parada por una falta menor como excusa',
      pattern: both(
        String.raw`\b(me |nos |lo |la )?(pararon|paro|detuvieron|detuvo)\b`,
        String.raw`\b(excusa|pretexto|algo tan (pequeno|chiquito|menor|simple)|luz de la placa|calavera\w*|en realidad (querian|quiere|queria))\b`,
        '',
      ),
    },
  },
  {
    // Signs on a sidewalk: no permit (the public forum), but do not block it.
    id: 'sidewalk-permit',
    label: 'a permit for a protest on a sidewalk',
    pattern: both(
      String.raw`\b(permits?|permission)\b`,
      String.raw`\b(protest\w*|signs?|rally|demonstrat\w*|sidewalk|picket\w*|vigil|leaflet\w*)\b`,
    ),
    topics: ['protest-permit', 'speech'],
    core: ['speech-sidewalk-no-permit', 'speech-protest'],
    leadsWithCore: 'first',
    replaces: ['immigration', 'arrest', 'protest'],
    es: {
      label: 'un permiso para protestar en la banqueta',
      pattern: both(
        String.raw`\bpermisos?\b`,
        String.raw`\b(protest\w*|carteles|pancartas|banqueta|acera|manifest\w*|mitin|marcha)\b`,
        '',
      ),
    },
  },
  {
    // A noncitizen offered a plea: the lawyer must say whether it risks deportation (Padilla).
    id: 'plea-immigration',
    label: 'a plea and its immigration consequences',
    pattern: both(
      String.raw`\b(plea|plead\w*|guilty|(take|offer\w*|quick) (a |the )?deal)\b`,
      String.raw`\b(green card|immigration|deport\w*|permanent resident|visa|citizenship|my status)\b`,
    ),
    topics: ['immigration-help'],
    core: ['plea-immigration-padilla'],
    leadsWithCore: 'first',
    replaces: ['immigration', 'impaired-driving', 'arrest'],
    es: {
      label: 'un acuerdo de culpabilidad y sus consecuencias migratorias',
      pattern: both(
        String.raw`\b(culpable|trato|acuerdo con el fiscal|declar\w* culpable)\b`,
        String.raw`\b(green card|residencia|residente|inmigra\w*|deport\w*|visa|ciudadania|mica)\b`,
        '',
      ),
    },
  },
];
