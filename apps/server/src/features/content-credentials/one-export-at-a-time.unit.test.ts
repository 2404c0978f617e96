import { describe, expect, it } from 'vitest';
import { oneExportAtATime } from './one-export-at-a-time';

describe('one MP4 export at a time', () => {
  it('tells a second export asked meanwhile to wait, and lets the next one through', async () => {
    const gate = oneExportAtATime();
    let finish: () => void = () => undefined;
    const first = gate(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect(gate(async () => 'second')).rejects.toMatchObject({ status: 503, code: 'busy' });
    finish();
    expect(await first).toBe('first');
    expect(await gate(async () => 'third')).toBe('third');
  });

  it('is free again after an export that failed', async () => {
    const gate = oneExportAtATime();
    await expect(gate(async () => Promise.reject(new Error('broken take')))).rejects.toThrow();
    expect(await gate(async () => 'next')).toBe('next');
  });
});
