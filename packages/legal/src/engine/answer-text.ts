import type { LegalLanguage } from '../types';

/** The assistant's own words around the corpus passages, in each language it answers in. */
export const ANSWER_TEXT = {
  en: {
    more: 'More:',
    notCovered:
      'That question is not covered by our legal library, so I will not guess at an answer.',
    notCoveredHelp:
      'For a real answer, ask a lawyer: your state bar’s lawyer referral service, or free legal aid if you qualify (lsc.gov). The ACLU’s know-your-rights guides cover many police encounters (aclu.org/know-your-rights).',
    whatToSay: 'What to say:',
    partNotCovered: (parts: string) =>
      `Our sources do not cover ${parts}; ask a lawyer about that.`,
    tableGapTitle: (state: string) => `${state}'s own rule`,
    tableGapText: (state: string, label: string) =>
      `Our library does not hold ${state}'s own law on ${label}, only the general rule. For ${state}'s, ask the ${state} bar's lawyer referral service, legal aid (lsc.gov) or the ACLU of ${state}.`,
    allPartyTitle: 'States that need everyone’s consent',
    allPartyText: (names: string) =>
      `States differ on audio recording. In our data these states require everyone’s consent for at least some conversations, or have unsettled rules we treat that way, so record openly there: ${names}. Tell me your state for its exact rule.`,
  },
  es: {
    more: 'Más:',
    notCovered:
      'Nuestra biblioteca legal no cubre esa pregunta, así que no voy a adivinar una respuesta.',
    notCoveredHelp:
      'Para una respuesta real, consulte a un abogado: el servicio de referencia de abogados del colegio de abogados de su estado, o asistencia legal gratuita si califica (lsc.gov). Las guías de la ACLU sobre sus derechos cubren muchos encuentros con la policía (aclu.org/know-your-rights).',
    whatToSay: 'Qué decir:',
    partNotCovered: (parts: string) =>
      `Nuestras fuentes no cubren ${parts}; consulte a un abogado sobre eso.`,
    tableGapTitle: (state: string) => `La regla propia de ${state}`,
    tableGapText: (state: string, label: string) =>
      `Nuestra biblioteca no tiene la ley propia de ${state} sobre ${label}, solo la regla general. Para la de ${state}, consulte el servicio de referencia de abogados del colegio de abogados de ${state}, la asistencia legal (lsc.gov) o la ACLU de ${state}.`,
    allPartyTitle: 'Estados que exigen el consentimiento de todos',
    allPartyText: (names: string) =>
      `Los estados difieren sobre la grabación de audio. En nuestros datos, estos estados exigen el consentimiento de todos para al menos algunas conversaciones, o tienen reglas no resueltas que tratamos de esa manera, así que grabe abiertamente allí: ${names}. Dígame su estado para darle su regla exacta.`,
  },
} satisfies Record<LegalLanguage, unknown>;
