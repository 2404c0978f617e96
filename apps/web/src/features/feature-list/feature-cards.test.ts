import { FEATURE_COUNT, featureStatusLabel } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { allTexts } from '../../i18n/all-texts';

const en = allTexts.en.site;
import { FEATURE_CARDS, featureStatusKey, readinessSummary } from './feature-cards';

describe('feature cards', () => {
  it('lists the eight features of the spec, each with a text', () => {
    expect(FEATURE_CARDS).toHaveLength(FEATURE_COUNT);
    for (const card of FEATURE_CARDS) expect(Object.keys(en.features.cards)).toContain(card.id);
  });

  it('counts only production-ready features as ready', () => {
    // Observers with the app closed, pushes and agency delivery are not finished.
    expect(readinessSummary(FEATURE_CARDS)).toEqual({ ready: 5, total: 8 });
    expect(
      readinessSummary([
        { status: 'fully-functional' },
        { status: 'beta' },
        { status: 'development' },
        { status: 'something-else' },
      ]),
    ).toEqual({ ready: 1, total: 4 });
    expect(readinessSummary([])).toEqual({ ready: 0, total: 0 });
  });

  it('labels statuses as the spec does, unknown ones Planned', () => {
    for (const status of ['fully-functional', 'beta', 'development', 'planned', 'soon']) {
      expect(en.features.status[featureStatusKey(status)]).toBe(featureStatusLabel(status));
    }
  });
});
