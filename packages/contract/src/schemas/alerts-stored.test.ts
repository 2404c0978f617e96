import { describe, expect, it } from 'vitest';
import { AlertSchema } from './alerts';

describe('AlertSchema', () => {
  it('reads an alert stored before isDuress existed as not marked (a phone updated mid-emergency)', () => {
    const before = {
      id: 'a1',
      location: 'Tucson, AZ',
      description: 'Traffic stop',
      latitude: 32.2,
      longitude: -110.9,
      observersCount: 0,
      createdAt: '2026-11-25T12:00:00.000Z',
      isMine: true,
      radiusYards: 100,
      isVip: false,
      status: 'active',
    };
    expect(AlertSchema.parse(before).isDuress).toBe(false);
    expect(AlertSchema.parse({ ...before, isDuress: true }).isDuress).toBe(true);
  });
});
