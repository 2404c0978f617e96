import { describe, expect, it } from 'vitest';
import { AlertSchema } from './alerts';

describe('AlertSchema', () => {
  it('reads an alert stored with the duress mark alerts once carried, without it (a phone updated mid-emergency)', () => {
    const stored = {
      id: 'a1',
      location: 'Tucson, AZ',
      description: 'Traffic stop',
      latitude: 32.2,
      longitude: -110.9,
      observersCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      isMine: false,
      radiusYards: 100,
      isVip: false,
      status: 'active',
      isDuress: true,
    };
    expect(AlertSchema.parse(stored)).not.toHaveProperty('isDuress');
  });
});
