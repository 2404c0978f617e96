import { ARREST_AND_HOME_SITUATIONS } from './arrest-and-home-situations';
import { STOP_AND_WORK_SITUATIONS } from './stop-and-work-situations';
import { EIGHTH_PASS_SITUATIONS } from './eighth-pass-situations';
import { TENTH_PASS_SITUATIONS } from './tenth-pass-situations';
import { IMMIGRATION_AND_RECORDS_SITUATIONS } from './immigration-and-records-situations';
import { STATUS_AND_COURT_SITUATIONS } from './status-and-court-situations';
import { COMPLAINT_SITUATIONS } from './complaint-situations';
import { CUSTODY_SITUATIONS } from './custody-situations';
import { PHONE_AND_AIR_SITUATIONS } from './phone-and-air-situations';
import { withStateRows } from './state-rows';
import { both } from './pattern';
import type { Situation } from './situations';

/** Words of immigration enforcement and status. */
const IMMIGRATION = {
  en: String.raw`\b(ICE|immigration|la migra|deport\w*|green card|I-20[05]|undocumented|(not )?an? (U\.?S\.? |American )?citizen|citizenship|passport|permanent resident|(work|workplace|worksite|plant|factory) raids?)\b`,
  es: String.raw`\b(ice|inmigracion|migra|deport\w*|green card|tarjeta verde|indocumentad[oa]s?|(no )?soy ciudadan[oa]|ciudadania|pasaporte|residente permanente|i-20[05]|redadas?(?! sin tocar))\b`,
};
/** Words of a home, its door and entering it. */
const AT_HOME = {
  en: String.raw`\b(doors?(?<!car doors?)|home|house|apartment|knock\w*(?! on (my|the|our|his|her|their) (car|truck|van|window))|my place|porch|yard|come in|coming in|enter\w*|inside|warrants?)\b`,
  es: String.raw`\b(puertas?|casa|hogar|apartamento|departamento|toca\w*|entrar|entren|adentro|orden\w*)\b`,
};

/**
 * Situations narrower than the broad ones of situations.ts (recording, stops, searches...), each
 * with its own answer: they come first in SITUATIONS, so the most specific one leads an answer
 * whatever the question mentions first ("Can ICE agents wear masks?" is about masks).
 */
export const NARROW_SITUATIONS: readonly Situation[] = [
  {
    // First: "do police have to tell me their name?" is not about the person's silence.
    id: 'officer-identification',
    label: 'officers showing their name or badge',
    pattern:
      /\b(badges?|badge numbers?|(?<!\b(passengers?|friends?|sons?|daughters?|kids?|child(ren)?|minors?|teens?|drivers?|wife|husband|brothers?|sisters?|person|people|someone|somebody|everyone|students?)\b[\w\s']{0,30})(their|his|her) names?|(the officer'?s|officers'?|police'?s?) names?|identify (themselves|himself|herself)|masked (officers?|agents?|men|police|cops?)|(officers?|agents?|police|ICE|cops?)\b[\w\s]{0,30}\b(masks?|face cover\w*|cover\w* (their )?faces?))\b/i,
    topics: ['officer-id'],
    core: [
      'california-officer-identification',
      'california-federal-agents-masks-and-badges',
      'new-york-city-right-to-know',
      'officer-identification-ask',
    ],
    leadsWithCore: true,
    es: {
      label: 'que los oficiales muestren su nombre o placa',
      pattern:
        /\b(placas?|numeros? de placa|(?<!\b(dar|decir|diga|dijo|dio|da|de)\s)(su|sus) nombres?|(el )?nombre del (oficial|agente|policia)|identificarse|(agentes|oficiales|policias?|ice)\b[\w\s]{0,30}\b(mascaras?|capuchas?|tapa\w* (la )?cara)|(agentes|oficiales|policias?) enmascarad\w*|cubr\w* (la )?cara)\b/,
    },
  },
  // Narrow questions the eighth pass found answered with a nearby rule: before the broader ones.
  ...EIGHTH_PASS_SITUATIONS,
  ...TENTH_PASS_SITUATIONS,
  // Before police deception: lying to a minor has a state rule of its own.
  ...COMPLAINT_SITUATIONS,
  ...STATUS_AND_COURT_SITUATIONS,
  ...IMMIGRATION_AND_RECORDS_SITUATIONS,
  ...CUSTODY_SITUATIONS,
  {
    // "Can cops lie about having a warrant?": a claimed warrant is no consent (Bumper).
    id: 'claimed-warrant',
    label: 'a warrant police claim to have',
    pattern:
      /\b((lie|lied|lying|deception|bluff\w*|pretend\w*|fake|claim\w*|said|say|says)\b[\w\s']{0,25}\b(warrant)|(fake|false|bogus) warrant)\b/i,
    topics: ['search'],
    core: ['search-consent-false-warrant'],
    leadsWithCore: true,
    // A lie about a warrant is about consent to a search, not about questioning.
    replaces: ['police-deception'],
    // Immigration agents' "warrant" at a door is the immigration rule's: often not a judge's.
    // "Busted in without knocking, said they had a warrant" is about the knock.
    yieldsTo: ['immigration-at-home', 'no-knock'],
    es: {
      label: 'una orden judicial que la policía dice tener',
      pattern:
        /\b((menti\w*|fing\w*|dijeron|dice|dicen|decir)\b[\w\s]{0,25}\b(una orden|orden judicial)|orden (falsa|inventada))\b/,
    },
  },
  {
    // Written by negation.ts from "can police lie to me?" and the like.
    id: 'police-deception',
    label: 'police deception',
    pattern: /\bpolice deception\b/i,
    topics: ['silence'],
    core: ['silence-police-deception', 'fifth-amendment-silence'],
    leadsWithCore: true,
    es: { label: 'el engaño policial', pattern: /\bengano policial\b/ },
  },
  ...STOP_AND_WORK_SITUATIONS,
  ...ARREST_AND_HOME_SITUATIONS,
  {
    id: 'retaliation',
    label: 'retaliation for speech or recording',
    pattern:
      /\b(retaliat\w*|(arrest\w*|punish\w*|charg\w*|ticket\w*) (me |us |him |her )?(just )?(for|because) (i |we )?(film\w*|record\w*|what i said|criticiz\w*|speak\w*|talk\w*|swear\w*|curs\w*|cuss\w*|mouth\w* off|yell\w*|insult\w*|flip\w*|protest\w*|giv\w* (them |him |her )?the finger))\b/i,
    topics: ['speech', 'recording'],
    core: [
      'speech-retaliatory-arrest',
      'speech-criticizing-police',
      'recording-right-to-record-police',
    ],
    leadsWithCore: true,
    es: {
      label: 'las represalias por expresarse o grabar',
      pattern:
        /\b(represalia\w*|(arrest\w*|castig\w*|mult\w*|detuv\w*|detene\w*) (\w+ ){0,2}?(por|porque) (estar |estoy |estaba )?(grab\w*|film\w*|lo que dije|critic\w*|habl\w*|insult\w*|maldec\w*|protest\w*))\b/,
    },
  },
  {
    // Immigration agents at a home: their "warrant" is often not a judge's (the door rule).
    id: 'immigration-at-home',
    label: 'immigration agents at your home',
    pattern: both(IMMIGRATION.en, AT_HOME.en),
    topics: ['search', 'street-stop'],
    core: ['immigration-administrative-warrant', 'immigration-rights-everyone'],
    leadsWithCore: 'first',
    yieldsTo: ['recording'],
    es: {
      label: 'los agentes de inmigración en su casa',
      pattern: both(IMMIGRATION.es, AT_HOME.es, ''),
    },
  },
  {
    id: 'immigration',
    label: 'immigration encounters',
    pattern: new RegExp(IMMIGRATION.en, 'i'),
    topics: ['search', 'street-stop', 'equal-protection'],
    core: [
      'immigration-rights-everyone',
      'immigration-carry-registration',
      'equal-protection-immigration-stops',
    ],
    leadsWithCore: true,
    yieldsTo: ['recording'],
    es: {
      label: 'los encuentros con inmigración',
      pattern: new RegExp(IMMIGRATION.es),
    },
  },
  {
    // "Do I have to unlock my phone?" has its own answer (unsettled), not the general phone rule.
    id: 'phone-unlock',
    label: 'unlocking your phone',
    pattern: /\b(unlock\w*|passcode|password|face ?id|fingerprint|touch ?id)\b/i,
    topics: ['phone-unlock', 'search'],
    // A state's high court answers where it has ruled (Indiana: no; New Jersey: yes).
    core: withStateRows(
      'phone-unlock',
      ['search-compelled-unlocking-in', 'search-compelled-unlocking-nj'],
      ['search-compelled-unlocking'],
    ),
    leadsWithCore: true,
    es: {
      label: 'desbloquear su teléfono',
      pattern:
        /\b(desbloque\w*|contrasena|codigo de (acceso|desbloqueo)|huella|face ?id|reconocimiento facial)\b/,
    },
  },
  ...PHONE_AND_AIR_SITUATIONS,
  {
    id: 'checkpoint',
    label: 'sobriety checkpoints',
    pattern: /\b(checkpoints?|road ?blocks?|sobriety checks?)\b/i,
    topics: ['checkpoint', 'traffic-stop'],
    core: [
      'michigan-no-sobriety-checkpoints',
      'texas-sobriety-checkpoints',
      'minnesota-no-sobriety-checkpoints',
      'oregon-no-sobriety-checkpoints',
      'washington-no-sobriety-checkpoints',
      'idaho-no-sobriety-checkpoints',
      'rhode-island-no-sobriety-checkpoints',
      ...withStateRows('checkpoint', [], []),
      'traffic-stop-sobriety-checkpoints',
      'checkpoint-drug-crime',
    ],
    leadsWithCore: true,
    es: {
      label: 'los puntos de control de sobriedad',
      pattern: /\b(puntos? de control|reten(es)?|puestos? de control)\b/,
    },
  },
  {
    id: 'impaired-driving',
    label: 'breath and blood tests',
    pattern:
      /\b(dui|dwi|breath ?test\w*|breathalyzer\w*|blow (in|into) (a|the|their)|refus\w* to blow|(me|him|her|us|them) to blow|(have|need) to blow|breath (device|machine|thing)|blow (at|for) (the|them|him|her)|blood (tests?|draws?|samples?)|(take|draw|drew|took|taking|drawing) (my |a |his |her )?blood|drunk driving|implied consent)\b/i,
    topics: ['impaired-driving', 'traffic-stop'],
    core: [
      'texas-implied-consent',
      'california-preliminary-alcohol-screening',
      'california-implied-consent',
      'georgia-breath-test-refusal',
      'florida-implied-consent',
      'new-york-implied-consent',
      'illinois-implied-consent',
      'test-refusal-mo',
      'test-refusal-oh',
      'test-refusal-ky',
      ...withStateRows('impaired-driving', [], []),
      'traffic-stop-breath-blood-tests',
      'test-refusal-used-at-trial',
      'impaired-driving-blood-warrant',
    ],
    leadsWithCore: true,
    // "I filmed a DUI arrest": a recording question in a DUI setting.
    yieldsTo: ['recording'],
    es: {
      label: 'las pruebas de aliento y de sangre',
      pattern:
        /\b(dui|dwi|pruebas? de (aliento|sangre|alcohol)|limite de alcohol|alcohol (en la sangre|para manejar)|alcoholimetro|manejar (ebrio|borracho)|manejando (ebrio|borracho|tomado)|consentimiento implicito|soplar\w*|sople|soplo|el aparato)\b/,
    },
  },
  {
    id: 'cannabis',
    label: 'the smell of cannabis',
    pattern: /\b(weed|marijuana|cannabis|pot smoke|smell\w*|odor|odour)\b/i,
    topics: ['cannabis', 'search'],
    core: ['search-cannabis-odor'],
    es: {
      label: 'el olor a cannabis',
      pattern: /\b(mota|marihuana|mariguana|cannabis|olor\w*|huele)\b/,
    },
  },
];
