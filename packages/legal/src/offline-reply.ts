import { ARREST_RULES } from './corpus/arrest';
import { RECORDING_RULES } from './corpus/recording';
import { SEARCH_RULES } from './corpus/search';
import { SILENCE_RULES } from './corpus/silence';
import { STREET_STOP_RULES } from './corpus/street-stop';
import { TRAFFIC_STOP_RULES } from './corpus/traffic-stop';
import { withDisclaimer } from './disclaimer';
import { detectLanguage, foldAccents, ruleWords } from './language';
import type { LegalLanguage, LegalRule, LegalSource } from './types';

/**
 * The web app's answer when POST /api/legal/chat fails (spec P2 §8): a canned reply chosen by
 * keywords, in this order: traffic stop; arrest or custody; search or consent; otherwise a general
 * police encounter. Drawn from the corpus with its citations, and kept apart from the engine so
 * the browser does not load the search index. A question in Spanish gets the same reply in
 * Spanish, its keywords matched without accents.
 */
export type OfflineSituation = 'traffic-stop' | 'arrest' | 'search' | 'general';

const KEYWORDS: Record<LegalLanguage, [OfflineSituation, RegExp][]> = {
  en: [
    [
      'traffic-stop',
      /\b(traffic|pulled (me )?over|pull(ed|s)? (me )?over|driving|speeding|ticket)\b/i,
    ],
    ['arrest', /\b(arrest\w*|custody|handcuff\w*|jail|detain\w*)\b/i],
    ['search', /\b(search\w*|consent\w*|warrant\w*)\b/i],
  ],
  es: [
    [
      'traffic-stop',
      /\b(trafico|transito|me (pararon|paran|paro)|parada|manej\w*|conducir|multa|ticket|velocidad)\b/,
    ],
    ['arrest', /\b(arrest\w*|custodia|esposad\w*|esposas|carcel|detenid\w*|detuv\w*|deten\w*)\b/],
    ['search', /\b(registr\w*|revis\w*|consentimiento|consiento|orden judicial|cateo)\b/],
  ],
};

const everyRule = [
  ...TRAFFIC_STOP_RULES,
  ...ARREST_RULES,
  ...SEARCH_RULES,
  ...SILENCE_RULES,
  ...STREET_STOP_RULES,
  ...RECORDING_RULES,
];

const HEADINGS_ES: Record<OfflineSituation, string> = {
  'traffic-stop': 'Si lo paran mientras maneja:',
  arrest: 'Si lo están arrestando o está bajo custodia:',
  search: 'Si la policía quiere registrarlo a usted, su carro o su casa:',
  general: 'En cualquier encuentro con la policía:',
};
const WHAT_TO_SAY: Record<LegalLanguage, string> = { en: 'What to say:', es: 'Qué decir:' };

const REPLIES: Record<OfflineSituation, { heading: string; ruleIds: string[] }> = {
  'traffic-stop': {
    heading: 'If you are stopped while driving:',
    ruleIds: [
      'traffic-stop-documents',
      'traffic-stop-exit-vehicle',
      'fifth-amendment-silence',
      'search-consent',
    ],
  },
  arrest: {
    heading: 'If you are being arrested or are in custody:',
    ruleIds: ['arrest-do-not-resist', 'fifth-amendment-silence', 'arrest-ask-for-lawyer'],
  },
  search: {
    heading: 'If police want to search you, your car or your home:',
    ruleIds: ['search-consent', 'search-warrant-rule', 'search-phone'],
  },
  general: {
    heading: 'In any police encounter:',
    ruleIds: [
      'street-stop-free-to-go',
      'fifth-amendment-silence',
      'search-consent',
      'recording-right-to-record-police',
    ],
  },
};

function rule(id: string): LegalRule {
  const found = everyRule.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`Unknown legal rule: ${id}`);
  return found;
}

export function offlineSituation(
  message: string,
  language: LegalLanguage = 'en',
): OfflineSituation {
  const text = language === 'es' ? foldAccents(message) : message;
  return KEYWORDS[language].find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/**
 * The reply in the message's own language, else in `language` (the app's, for a message whose
 * words do not tell).
 */
export function offlineLegalReply(
  message: string,
  language: LegalLanguage = 'en',
): { response: string; citations: LegalSource[] } {
  const replyLanguage = detectLanguage(message) ?? language;
  const situation = offlineSituation(message, replyLanguage);
  const { heading, ruleIds } = REPLIES[situation];
  const rules = ruleIds.map(rule);
  const words = rules.map((r) => ruleWords(r, replyLanguage));
  const sayThis = [...new Set(words.flatMap((r) => r.sayThis ?? []))].slice(0, 3);
  const body = [
    replyLanguage === 'es' ? HEADINGS_ES[situation] : heading,
    ...words.map((r) => r.text),
    `${WHAT_TO_SAY[replyLanguage]}\n${sayThis.map((line) => `"${line}"`).join('\n')}`,
  ].join('\n\n');
  const citations = new Map<string, LegalSource>();
  for (const source of rules.flatMap((r) => r.sources)) {
    citations.set(`${source.title}|${source.citation}`, source);
  }
  return { response: withDisclaimer(body, replyLanguage), citations: [...citations.values()] };
}
