import { describe, expect, it } from 'vitest';
import { featureStatusLabel } from './labels';

describe('featureStatusLabel (P2 §4)', () => {
  it.each([
    ['fully-functional', 'Production Ready'],
    ['beta', 'Beta Testing'],
    ['development', 'In Development'],
    ['planned', 'Planned'],
    ['anything-else', 'Planned'],
  ])('labels %s as %s', (status, label) => {
    expect(featureStatusLabel(status)).toBe(label);
  });
});
