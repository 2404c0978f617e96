import { ARREST_RULES } from './corpus/arrest';
import { RECORDING_RULES } from './corpus/recording';
import { SEARCH_RULES } from './corpus/search';
import { SILENCE_RULES } from './corpus/silence';
import { STREET_STOP_RULES } from './corpus/street-stop';
import { TRAFFIC_STOP_RULES } from './corpus/traffic-stop';
import { withDisclaimer } from './disclaimer';
import type { LegalRule, LegalSource } from './types';

/**
 * The web app's answer when POST /api/legal/chat fails (spec P2 §8): a canned reply chosen by
 * keywords, in this order: traffic stop; arrest or custody; search or consent; otherwise a general
 * police encounter. Drawn from the corpus with its citations, and kept apart from the engine so
 * the browser does not load the search index.
 */
export type OfflineSituation = 'traffic-stop' | 'arrest' | 'search' | 'general';

const KEYWORDS: [OfflineSituation, RegExp][] = [
  [
    'traffic-stop',
    /\b(traffic|pulled (me )?over|pull(ed|s)? (me )?over|driving|speeding|ticket)\b/i,
  ],
  ['arrest', /\b(arrest\w*|custody|handcuff\w*|jail|detain\w*)\b/i],
  ['search', /\b(search\w*|consent\w*|warrant\w*)\b/i],
];

const everyRule = [
  ...TRAFFIC_STOP_RULES,
  ...ARREST_RULES,
  ...SEARCH_RULES,
  ...SILENCE_RULES,
  ...STREET_STOP_RULES,
  ...RECORDING_RULES,
];

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

export function offlineSituation(message: string): OfflineSituation {
  return KEYWORDS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'general';
}

export function offlineLegalReply(message: string): { response: string; citations: LegalSource[] } {
  const { heading, ruleIds } = REPLIES[offlineSituation(message)];
  const rules = ruleIds.map(rule);
  const sayThis = [...new Set(rules.flatMap((r) => r.sayThis ?? []))].slice(0, 3);
  const body = [
    heading,
    ...rules.map((r) => r.text),
    `What to say:\n${sayThis.map((line) => `"${line}"`).join('\n')}`,
  ].join('\n\n');
  const citations = new Map<string, LegalSource>();
  for (const source of rules.flatMap((r) => r.sources)) {
    citations.set(`${source.title}|${source.citation}`, source);
  }
  return { response: withDisclaimer(body), citations: [...citations.values()] };
}
