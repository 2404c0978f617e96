import type { Situation } from './situations';

/**
 * Situations narrower than the broad ones of situations.ts (recording, stops, searches...), each
 * with its own answer: they come first in SITUATIONS, so the most specific one leads an answer
 * whatever the question mentions first (issue 25: "Can ICE agents wear masks?" is about masks).
 */
export const NARROW_SITUATIONS: readonly Situation[] = [
  {
    // First: "do police have to tell me their name?" is not about the person's silence.
    id: 'officer-identification',
    label: 'officers showing their name or badge',
    pattern:
      /\b(badges?|badge numbers?|(their|his|her|the officer'?s|officers'?|police'?s?) names?|identify (themselves|himself|herself)|masked (officers?|agents?|men|police|cops?)|(officers?|agents?|police|ICE|cops?) (wear\w* |in )?(face )?(masks?|face cover\w*))\b/i,
    topics: ['officer-id'],
    core: ['california-officer-identification', 'officer-identification-ask'],
    leadsWithCore: true,
    es: {
      label: 'que los oficiales muestren su nombre o placa',
      pattern:
        /\b(placas?|numeros? de placa|(su|sus) nombres?|(el )?nombre del (oficial|agente|policia)|identificarse|(agentes|oficiales|policias?|ice) (con|usan|llevan) (mascaras?|capuchas?)|(agentes|oficiales|policias?) enmascarad\w*|cubr\w* (la )?cara)\b/,
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
  {
    id: 'retaliation',
    label: 'retaliation for speech or recording',
    pattern:
      /\b(retaliat\w*|(arrest\w*|punish\w*|charg\w*|ticket\w*) (me |us |him |her )?(just )?(for|because) (i |we )?(film\w*|record\w*|what i said|criticiz\w*|speak\w*|talk\w*))\b/i,
    topics: ['speech', 'recording'],
    core: ['speech-retaliatory-arrest', 'recording-right-to-record-police'],
    leadsWithCore: true,
    es: {
      label: 'las represalias por expresarse o grabar',
      pattern:
        /\b(represalia\w*|(arrestaron|castigaron|multaron|detuvieron) (por|porque) (grab\w*|film\w*|lo que dije|critic\w*|habl\w*))\b/,
    },
  },
  {
    id: 'immigration',
    label: 'immigration encounters',
    pattern:
      /\b(ICE|immigration|la migra|deport\w*|green card|I-20[05]|undocumented|not an? (U\.?S\.? )?citizen|permanent resident)\b/i,
    topics: ['search', 'street-stop', 'equal-protection'],
    core: [
      'immigration-administrative-warrant',
      'immigration-carry-registration',
      'equal-protection-immigration-stops',
      'fifth-amendment-silence',
    ],
    leadsWithCore: true,
    es: {
      label: 'los encuentros con inmigración',
      pattern:
        /\b(ice|inmigracion|migra|deport\w*|green card|tarjeta verde|indocumentad[oa]s?|no soy ciudadan[oa]|residente permanente|i-20[05])\b/,
    },
  },
  {
    // "Do I have to unlock my phone?" has its own answer (unsettled), not the general phone rule.
    id: 'phone-unlock',
    label: 'unlocking your phone',
    pattern: /\b(unlock\w*|passcode|password|face ?id|fingerprint|touch ?id)\b/i,
    topics: ['search'],
    core: ['search-compelled-unlocking'],
    leadsWithCore: true,
    es: {
      label: 'desbloquear su teléfono',
      pattern:
        /\b(desbloque\w*|contrasena|codigo de (acceso|desbloqueo)|huella|face ?id|reconocimiento facial)\b/,
    },
  },
  {
    id: 'impaired-driving',
    label: 'breath and blood tests',
    pattern:
      /\b(dui|dwi|breath ?test\w*|breathalyzer\w*|blood tests?|drunk driving|implied consent)\b/i,
    topics: ['impaired-driving', 'traffic-stop'],
    core: [
      'texas-implied-consent',
      'california-implied-consent',
      'traffic-stop-breath-blood-tests',
    ],
    leadsWithCore: true,
    es: {
      label: 'las pruebas de aliento y de sangre',
      pattern:
        /\b(dui|dwi|prueba de (aliento|sangre|alcohol)|alcoholimetro|manejar (ebrio|borracho)|consentimiento implicito)\b/,
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
