import type { LegalLanguage } from '../types';

/** "A and B" / "A y B". */
function both(items: string[], and: string): string {
  return items.join(` ${and} `);
}

/** The assistant's own words around the corpus passages, in each language it answers in. */
export const ANSWER_TEXT = {
  en: {
    introduction: (labels: string[], states: string[]) =>
      `About ${both(labels, 'and')}${states.length === 0 ? '' : ` in ${both(states, 'and')}`}:`,
    whatToSay: 'What to say:',
    allPartyTitle: 'States that need everyone’s consent',
    allPartyText: (names: string) =>
      `States differ on audio recording. In our data these states require everyone’s consent for at least some conversations, or have unsettled rules we treat that way, so record openly there: ${names}. Tell me your state for its exact rule.`,
  },
  es: {
    introduction: (labels: string[], states: string[]) =>
      `Sobre ${both(labels, 'y')}${states.length === 0 ? '' : ` en ${both(states, 'y')}`}:`,
    whatToSay: 'Qué decir:',
    allPartyTitle: 'Estados que exigen el consentimiento de todos',
    allPartyText: (names: string) =>
      `Los estados difieren sobre la grabación de audio. En nuestros datos, estos estados exigen el consentimiento de todos para al menos algunas conversaciones, o tienen reglas no resueltas que tratamos de esa manera, así que grabe abiertamente allí: ${names}. Dígame su estado para darle su regla exacta.`,
  },
} satisfies Record<LegalLanguage, unknown>;
