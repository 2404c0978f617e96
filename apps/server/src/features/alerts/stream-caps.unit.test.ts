import { describe, expect, it } from 'vitest';
import { createStreamCaps, defaultStreamCap } from './stream-caps';

describe('stream caps', () => {
  it('refuses a session its fifth stream and gives the place back when one closes', () => {
    const caps = createStreamCaps({ perAddress: 100, total: 100 });
    const held = Array.from({ length: 4 }, () => caps.acquire({ userId: 'u', address: 'a' }));
    expect(caps.acquire({ userId: 'u', address: 'a' })).toBe('session');
    const first = held[0];
    if (typeof first !== 'object') throw new Error('expected a place');
    first.release();
    first.release();
    expect(caps.open).toBe(3);
    expect(typeof caps.acquire({ userId: 'u', address: 'a' })).toBe('object');
  });

  it('refuses an address past its share whatever the sessions, and the server past its cap', () => {
    const caps = createStreamCaps({ perAddress: 2, total: 3 });
    caps.acquire({ userId: 'a', address: 'x' });
    caps.acquire({ userId: 'b', address: 'x' });
    expect(caps.acquire({ userId: 'c', address: 'x' })).toBe('address');
    caps.acquire({ userId: 'c', address: 'y' });
    expect(caps.acquire({ userId: 'd', address: 'z' })).toBe('server');
  });

  it('keeps the global cap well below the open-file limit', () => {
    expect(defaultStreamCap(1024)).toBe(512);
    expect(defaultStreamCap(20_000)).toBe(18_000);
    expect(defaultStreamCap(null)).toBe(10_000);
  });
});
