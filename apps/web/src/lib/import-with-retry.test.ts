import { describe, expect, it } from 'vitest';
import { importWithRetry } from './import-with-retry';

describe('importWithRetry', () => {
  it('tries again after a failure and returns the module', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(new Error('dropped')) : Promise.resolve('module');
    };
    await expect(importWithRetry(load, { attempts: 3, retryMs: 1 })).resolves.toBe('module');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with its error', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(new Error(`dropped ${calls}`));
    };
    await expect(importWithRetry(load, { attempts: 2, retryMs: 1 })).rejects.toThrow('dropped 2');
    expect(calls).toBe(2);
  });
});
