import { describe, expect, it } from 'vitest';
import { checkBundle } from './check-bundle';

describe('checkBundle (/verify)', () => {
  it('says a file that is not a bundle does not hold, and why', async () => {
    const result = await checkBundle(new Blob(['not a zip at all']), async () => ({ keys: [] }));
    expect(result.verdict.holds).toBe(false);
    expect(result.verdict.findings[0]?.message).toMatch(/not a readable ZIP/);
    expect(result.isAgainstPublishedKeys).toBe(true);
  });

  it('still checks when the published keys cannot be fetched, and says against which keys', async () => {
    const result = await checkBundle(new Blob(['PK']), async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result.isAgainstPublishedKeys).toBe(false);
    expect(result.verdict.holds).toBe(false);
  });
});
