import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAW_SEED_FILE, parseLawRecords } from './law-record-file';
import { categoryForTopics, impactForTopics, LAW_TOPICS } from './law-topics';

describe('law impact and category from topics (docs/decisions/017)', () => {
  it.each([
    [['recording_police'], 'high', 'recording'],
    [['buffer_zone'], 'high', 'recording'],
    [['traffic_stop'], 'high', 'traffic_stops'],
    [['identification'], 'high', 'officer_identification'],
    [['body_cameras'], 'medium', 'body_cameras'],
    [['arrest'], 'medium', 'arrest_and_detention'],
    [['pretrial'], 'medium', 'arrest_and_detention'],
    [['pursuits'], 'medium', 'pursuits'],
    [['rights'], 'medium', 'rights'],
    [['accountability'], 'low', 'accountability'],
  ])('maps %j to %s impact, %s', (topics, impact, category) => {
    expect(impactForTopics(topics)).toBe(impact);
    expect(categoryForTopics(topics)).toBe(category);
  });

  it('covers every known topic in the table above', () => {
    expect([...LAW_TOPICS].sort()).toEqual(
      [
        'accountability',
        'arrest',
        'body_cameras',
        'buffer_zone',
        'identification',
        'pretrial',
        'pursuits',
        'recording_police',
        'rights',
        'traffic_stop',
      ].sort(),
    );
  });

  it('takes the highest impact and the first category in table order, whatever the order given', () => {
    expect(impactForTopics(['accountability', 'identification'])).toBe('high');
    expect(categoryForTopics(['accountability', 'identification'])).toBe('officer_identification');
    expect(categoryForTopics(['traffic_stop', 'buffer_zone'])).toBe('recording');
    expect(impactForTopics(['body_cameras', 'accountability'])).toBe('medium');
  });

  it('gives every shipped record the impact and category its topics call for', () => {
    const records = parseLawRecords(JSON.parse(readFileSync(LAW_SEED_FILE, 'utf8')));
    const derived = Object.fromEntries(
      records.map((r) => [r.id, `${impactForTopics(r.topics)} ${categoryForTopics(r.topics)}`]),
    );
    expect(derived).toEqual({
      'ca-ab2773-2024': 'high traffic_stops',
      'ca-sb2-2022': 'low accountability',
      'ca-sb627-2026': 'high officer_identification',
      'ca-sb805-2026': 'high officer_identification',
      'il-safet-bodycams-2025': 'medium body_cameras',
      'il-pretrial-fairness-2023': 'medium arrest_and_detention',
      'fl-sb184-2025': 'high recording',
      'la-hb173-2024': 'high recording',
      'in-hea1186-2023': 'high recording',
      'in-hea1122-2025': 'high recording',
      'tn-peace-act-2025': 'high recording',
      'tn-hb1931-2024': 'high traffic_stops',
      'wa-i2113-2024': 'medium pursuits',
      'or-hb4002-2024': 'medium arrest_and_detention',
      'or-165540-2025': 'high recording',
    });
  });
});
