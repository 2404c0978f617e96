import { both } from './pattern';
import type { Situation } from './situations';

/** Words of immigration agents and status, for the immigration questions below. */
const IMMIGRATION = {
  en: String.raw`\b(ICE|immigration|la migra|deport\w*|undocumented|without papers|no papers)\b`,
  es: String.raw`\b(ice|migra|inmigracion|deport\w*|sin papeles|indocumentad[oa]s?)\b`,
};

/**
 * Questions the seventh pass's measure (2026-11-28d, opened for the eighth pass, decision 094)
 * showed the engine answering with a nearby rule or calling "not covered" though the library
 * holds the answer, or now holds it: each opens with the rule that answers it.
 */
export const EIGHTH_PASS_SITUATIONS: readonly Situation[] = [
  {
    // "Where are you going?" refused: in Rhode Island and Delaware, up to two hours' detention.
    id: 'explain-yourself',
    label: 'explaining where you are going',
    pattern:
      /\b(where (i|we|he|she) (was|were|am|are|is) (going|headed|heading|walking)|where i'?m (going|headed)|what (i|we) (was|were|am|are) doing|none of (his|her|their|your|the cop'?s|the officer'?s) business|explain (myself|what i|where i))\b/i,
    topics: ['street-stop', 'silence'],
    core: ['detention-two-hours-ri', 'detention-two-hours-de', 'fifth-amendment-silence'],
    leadsWithCore: true,
    // "Name and where I'm going?" is the state's stop-and-identify row, which names both.
    yieldsTo: ['identification', 'time-before-judge'],
    es: {
      label: 'explicar adónde va',
      pattern:
        /\b(a ?donde (voy|iba|vamos|ibamos|va|iban)|que (estaba|andaba|ando|estoy) haciendo|explicar\w* (a ?donde|que))\b/,
    },
  },
  {
    // A passenger patted down is asked about the frisk, not about getting out or the ID.
    id: 'passenger-frisk',
    label: 'a passenger patted down',
    pattern: both(
      String.raw`\b(passengers?|(was|were|i'?m|wasn'?t|was not) (just )?(riding|not driving|not the driver)|wasn'?t driving|in the passenger seat)\b`,
      String.raw`\b(pat(ted|s|ting)?[- ]?(me|him|her|us|them)?[- ]?down|frisk\w*|search(ed)? (me|him|her|us|my pockets)|went through my pockets)\b`,
    ),
    topics: ['traffic-stop', 'street-stop'],
    core: ['traffic-stop-passenger-frisk'],
    leadsWithCore: 'first',
    replaces: ['street-stop'],
    es: {
      label: 'el cacheo de un pasajero',
      pattern: both(
        String.raw`\b(pasajer[oa]s?|no (iba|venia|estaba) manejando|de copiloto)\b`,
        String.raw`\b(cache\w*|cate\w*|palp\w*|esculc\w*|(me|le|nos) (registr|revis)\w*|(registr|revis)\w* (a mi|los bolsillos|mis bolsillos))\b`,
        '',
      ),
    },
  },
  {
    // "Wellness check", then a search of the home: Caniglia, not the rule on carrying a gun.
    id: 'community-caretaking',
    label: 'a welfare check and the home',
    pattern:
      /\b((welfare|wellness|safety) (check|visit)s?|check(ing)? on (his|her|my|their) (welfare|wellbeing|well-being)|community caretak\w*)\b/i,
    topics: ['search'],
    // Entering for an emergency is one rule, taking things once the person is gone another:
    // retrieval picks which of the two the question is about.
    core: ['search-home-emergency-aid', 'search-home-community-caretaking'],
    leadsWithCore: true,
    replaces: ['carrying-firearm', 'knock-and-talk', 'warrant-at-door'],
    es: {
      label: 'una visita de bienestar y la casa',
      pattern:
        /\b((visita|chequeo|revision|control) de bienestar|welfare check|wellness check|ver como (estaba|esta) (mi|su|el))\b/,
    },
  },
  {
    // A car by the house: its driveway is the home's curtilage (Collins), not the road.
    id: 'curtilage-vehicle',
    label: 'a car parked by the house',
    pattern: both(
      String.raw`\b(driveway|carport|my (front |back )?yard|(next to|beside|right by|up against) (my|the|our) (house|home)|curtilage)\b`,
      String.raw`\b(search\w*|look\w* (in|through|inside|into)|go\w* through|check\w*|went through|open\w*)\b[\w\s']{0,30}\b(car|truck|van|suv|vehicle|trunk)\b|\b(car|truck|van|suv|vehicle|trunk)\b[\w\s']{0,30}\b(search\w*|looked|went through)`,
    ),
    topics: ['search'],
    core: ['search-curtilage-vehicle', 'search-curtilage'],
    leadsWithCore: 'first',
    replaces: ['traffic-stop', 'knock-and-talk', 'asked-to-consent', 'car-search-after-arrest'],
    es: {
      label: 'un carro estacionado junto a la casa',
      pattern: both(
        String.raw`\b(entrada (de (mi|la|su|nuestra) casa|de (autos|carros|coches))|cochera|(mi|el|su) patio|(pegad[oa]|junto|al lado|pegadito) (a|de) (la|mi|su|nuestra) casa)\b`,
        String.raw`\b(revis\w*|registr\w*|busc\w*|esculc\w*)\b[\w\s]{0,30}\b(troca|carro|coche|camioneta|auto|vehiculo|cajuela)\b`,
        '',
      ),
    },
  },
  {
    // Left the license at home, though one has it: a state rule (Alabama's) where there is one.
    id: 'license-not-carried',
    label: 'a license left at home',
    pattern:
      /\b((left|forgot|forgotten|did ?n[o']t (have|bring)|without) (my|his|her|their) (driver'?s )?licen[cs]e( at home| in (my|the) (other|house|wallet))?|licen[cs]e (was |is )?at home)\b/i,
    topics: ['traffic-stop'],
    core: ['alabama-license-not-in-possession', 'traffic-stop-documents'],
    leadsWithCore: true,
    es: {
      label: 'una licencia que se quedó en casa',
      pattern:
        /\b((deje|olvide|no traia|no llevaba|sin) (mi|su) licencia( en (la )?casa)?|licencia (se quedo )?en (la )?casa)\b/,
    },
  },
  {
    // An unlicensed driver at a checkpoint asks about the car: California's no-impound rule.
    id: 'checkpoint-impound',
    label: 'a car at a checkpoint without a license',
    pattern: both(
      String.raw`\b(checkpoints?|road ?blocks?|sobriety checks?)\b`,
      String.raw`\b(impound\w*|tow(ed|ing|s)?|take (her|his|my|the|our|their) (car|truck)|(no|without a|doesn'?t have a|don'?t have a|unlicensed)\s+(driver'?s )?licen[cs]e|unlicensed)\b`,
    ),
    topics: ['checkpoint', 'traffic-stop'],
    core: ['california-checkpoint-no-impound', 'traffic-stop-sobriety-checkpoints'],
    leadsWithCore: true,
    replaces: ['checkpoint'],
    es: {
      label: 'el carro en un retén sin licencia',
      pattern: both(
        String.raw`\b(reten(es)?|puntos? de control|puestos? de control)\b`,
        String.raw`\b(remolc\w*|corralon|grua|quit\w* (el|mi|su) (carro|coche|auto|troca)|no tengo licencia|sin licencia|no tiene licencia)\b`,
        '',
      ),
    },
  },
  {
    // Agents asking where one is from: the rights everyone has, whatever the place (a car too).
    id: 'asked-where-from',
    label: 'immigration agents asking where you are from',
    pattern: both(
      String.raw`\b(ICE|immigration|la migra|border patrol|federal agents)\b`,
      String.raw`\b(ask\w*|question\w*|want\w* to know)\b[\w\s']{0,30}\b(where (i'?m|i am|we'?re|we are|he'?s|she'?s|they'?re|you'?re) from|where (i|we|he|she|they) (was|were) born|what country|for (my |our |his |her )?papers|if (i|we|he|she) (have|has) papers)`,
    ),
    topics: ['street-stop', 'search'],
    core: ['immigration-rights-everyone'],
    leadsWithCore: 'first',
    replaces: ['immigration-at-home', 'traffic-stop', 'search'],
    yieldsTo: ['workplace-raid', 'recording', 'courthouse-arrest'],
    es: {
      label: 'agentes de inmigración que preguntan de dónde es',
      pattern: both(
        String.raw`\b(ice|migra|inmigracion|patrulla fronteriza|agentes federales)\b`,
        String.raw`\b(pregunt\w*|quieren saber)\b[\w\s]{0,30}\b(de donde (soy|es|somos|son|eres)|donde naci\w*|de que pais|(si tengo|si tiene|si tenemos|por (mis|los|sus)) papeles)`,
        '',
      ),
    },
  },
  {
    // Where ICE took someone: the detainee locator, not the rights at the moment of arrest.
    id: 'detainee-locator',
    label: 'finding someone ICE detained',
    pattern: both(
      IMMIGRATION.en,
      String.raw`\b(find|locate|where (is|are|they took|they have|did they take)|(tell|told|telling|say|says|said) (me |us |her |him |them )?where(?! (he|she|they|my \w+) (works?|working|lives?|living|stays?))|where (he|she|they|my \w+) (is|are|was|were|went)\b|don'?t know where|no idea where|which (jail|facility|detention))\b`,
    ),
    topics: ['immigration-help'],
    core: ['immigration-detainee-locator'],
    leadsWithCore: 'first',
    replaces: ['workplace-raid', 'immigration', 'immigration-at-home', 'arrest'],
    es: {
      label: 'encontrar a alguien detenido por ICE',
      pattern: both(
        IMMIGRATION.es,
        String.raw`\b(encontrar\w*|encuentro|localiz\w*|donde (esta|lo tienen|la tienen|se lo llevaron|lo llevaron)|no (me )?(dicen|sabemos|se) donde)\b`,
        '',
      ),
    },
  },
  {
    // A lawyer in immigration court: none is appointed, where to find free help.
    id: 'immigration-court-lawyer',
    label: 'a lawyer in immigration court',
    pattern: both(
      String.raw`\b(immigration (court|judge|hearing|case)|notice to appear|removal proceedings|deportation (hearing|case))\b`,
      String.raw`\b(lawyer|attorney|representation|afford|free|pro bono)\b`,
    ),
    topics: ['resources'],
    core: ['immigration-court-no-free-lawyer'],
    leadsWithCore: 'first',
    replaces: ['resources', 'courthouse-arrest', 'immigration'],
    es: {
      label: 'un abogado en la corte de inmigración',
      pattern: both(
        String.raw`\b(corte de inmigracion|juez de inmigracion|audiencia de inmigracion|caso de inmigracion|notificacion de comparecencia|notice to appear)\b`,
        String.raw`\b(abogad[oa]|licenciad[oa]|representa\w*|gratis|no tengo dinero|pagar)\b`,
        '',
      ),
    },
  },
  {
    // Deportation without a judge: the 2025 expansion of expedited removal.
    id: 'expedited-removal',
    label: 'removal without a judge',
    pattern:
      /\b(expedited removal|fast[- ]track(ed)? (deportation|removal)|deport\w* (you |me |us |people |them )?(now )?without (even )?(a hearing|(seeing|going (before|in front of)|a) (a )?judge|court))\b/i,
    topics: ['immigration-help'],
    core: ['immigration-expedited-removal'],
    leadsWithCore: 'first',
    replaces: ['immigration', 'courthouse-arrest', 'time-before-judge', 'identification'],
    es: {
      label: 'la deportación sin juez',
      pattern:
        /\b(expulsion (acelerada|expedita|rapida)|deportacion (rapida|acelerada|expedita)|deport\w* sin (ver a |pasar por |ir con )?(un |el )?juez|sin (ver a|pasar por) (un|el) juez)\b/,
    },
  },
  {
    // Churches and schools: the rescinded "protected areas" policy.
    id: 'protected-areas',
    label: 'ICE at churches and schools',
    pattern: both(
      IMMIGRATION.en,
      String.raw`\b(church(es)?|mass|places? of worship|mosques?|temples?|synagogues?|sensitive locations?|protected areas?)\b|\b(arrest\w*|raid\w*|pick\w* (people |anyone )?up)\b[\w\s']{0,40}\b(schools?|hospitals?)\b`,
    ),
    topics: ['immigration-help'],
    core: ['immigration-protected-areas-rescinded'],
    leadsWithCore: 'first',
    replaces: ['immigration', 'school-enrollment'],
    es: {
      label: 'ICE en iglesias y escuelas',
      pattern: both(
        IMMIGRATION.es,
        String.raw`\b(iglesias?|misa|templos?|mezquitas?|lugares? sensibles|areas? protegidas?)\b|\b(arrest\w*|redad\w*|llevar\w*)\b[\w\s]{0,40}\b(escuelas?|hospital\w*)\b`,
        '',
      ),
    },
  },
  {
    // An employer told of an I-9 inspection: California's 72-hour notice to workers.
    id: 'i9-inspection',
    label: 'an I-9 inspection at work',
    pattern: /\b(I-?9s?|notice of inspection|(immigration|ICE) (audit|inspection))\b/i,
    topics: ['immigration-help'],
    core: ['california-i9-inspection-notice', 'immigration-workplace'],
    leadsWithCore: true,
    replaces: ['workplace-raid', 'immigration'],
    es: {
      label: 'una revisión de I-9 en el trabajo',
      pattern: /\b(i-?9s?|auditoria de (inmigracion|ice)|aviso de inspeccion)\b/,
    },
  },
  {
    // What the DMV shares with ICE: New York's Green Light Law.
    id: 'dmv-records',
    label: 'DMV records and immigration agents',
    pattern:
      /\b(green light (law|license)|DMV\b[\w\s',]{0,40}\b(share\w*|give|hand\w*|ICE|immigration)|(ICE|immigration)\b[\w\s',]{0,40}\bDMV)\b/i,
    topics: ['immigration-help'],
    core: ['new-york-green-light-dmv', 'immigration-rights-everyone'],
    leadsWithCore: true,
    replaces: ['immigration', 'identification', 'traffic-stop'],
    es: {
      label: 'los registros del DMV y la migra',
      pattern:
        /\b(ley (de )?luz verde|green light|dmv\b[\w\s,]{0,40}\b(compart\w*|dar|pasar|ice|migra)|(ice|migra|inmigracion)\b[\w\s,]{0,40}\bdmv)\b/,
    },
  },
];
