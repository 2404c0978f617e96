import type { ImpactLevel, LawCategory } from '@redzone/contract';

/**
 * Every topic a law record may carry, with the impact and category it stands for
 * (docs/decisions/017). Impact is about a person facing an officer:
 *   high   - changes what you may do or must be told in the encounter itself (recording the
 *            police, buffer zones, the reason for a stop, seeing who the officer is);
 *   medium - changes what follows it or how it is recorded (arrest and pretrial release, body
 *            cameras, pursuits, rights in general);
 *   low    - oversight that reaches the officer later (decertification, discipline).
 * A record's impact is the highest of its topics'; its category is that of its first topic in
 * this table's order, so a buffer law that also mentions stops is filed under recording.
 */
const TOPICS = {
  recording_police: { impact: 'high', category: 'recording' },
  buffer_zone: { impact: 'high', category: 'recording' },
  traffic_stop: { impact: 'high', category: 'traffic_stops' },
  identification: { impact: 'high', category: 'officer_identification' },
  body_cameras: { impact: 'medium', category: 'body_cameras' },
  arrest: { impact: 'medium', category: 'arrest_and_detention' },
  pretrial: { impact: 'medium', category: 'arrest_and_detention' },
  pursuits: { impact: 'medium', category: 'pursuits' },
  rights: { impact: 'medium', category: 'rights' },
  accountability: { impact: 'low', category: 'accountability' },
} as const satisfies Record<string, { impact: ImpactLevel; category: LawCategory }>;

export type LawTopic = keyof typeof TOPICS;
export const LAW_TOPICS = Object.keys(TOPICS) as [LawTopic, ...LawTopic[]];

const IMPACT_RANK: Record<ImpactLevel, number> = { high: 3, medium: 2, low: 1 };

export function isLawTopic(topic: string): topic is LawTopic {
  return Object.hasOwn(TOPICS, topic);
}

/** The stored topics of a record; ones this version does not know count as nothing. */
function knownTopics(topics: readonly string[]): LawTopic[] {
  return LAW_TOPICS.filter((topic) => topics.includes(topic));
}

export function impactForTopics(topics: readonly string[]): ImpactLevel {
  let impact: ImpactLevel = 'low';
  for (const topic of knownTopics(topics)) {
    if (IMPACT_RANK[TOPICS[topic].impact] > IMPACT_RANK[impact]) impact = TOPICS[topic].impact;
  }
  return impact;
}

export function categoryForTopics(topics: readonly string[]): LawCategory {
  const [first] = knownTopics(topics);
  return first === undefined ? 'rights' : TOPICS[first].category;
}
