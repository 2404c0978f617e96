import { createHmac, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import { PIN_DEVICE_ITERATIONS } from '@redzone/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createPinHashPool, type PinHashPool } from './pin-hash-pool';

const keyed = (pin: string) => createHmac('sha256', 'test pin key').update(pin).digest('base64');

describe('PIN hashing on its own thread', () => {
  let pool: PinHashPool;
  afterEach(() => pool.close());

  it('hashes with a random salt per PIN and finds which stored hash a PIN matches, legacy ones too', async () => {
    pool = createPinHashPool({});
    const [stop, duress] = await Promise.all([
      pool.hash(keyed('246810')),
      pool.hash(keyed('135790')),
    ]);
    expect(stop).toMatch(/^v2\$16384\$8\$1\$/);
    expect(stop.split('$')[4]).not.toBe(duress.split('$')[4]);
    expect(await pool.match(keyed('135790'), null, [stop, duress])).toBe(1);
    expect(await pool.match(keyed('000000'), null, [stop, duress])).toBe(-1);

    // What the oldest installs uploaded: scrypt over the phone's PBKDF2 of the PIN.
    const salt = randomBytes(16);
    const device = pbkdf2Sync('2468', salt, PIN_DEVICE_ITERATIONS, 32, 'sha256');
    const scryptSalt = randomBytes(16);
    const key = scryptSync(device, scryptSalt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 });
    const legacy = [
      'scrypt',
      32768,
      8,
      1,
      scryptSalt.toString('base64'),
      key.toString('base64'),
    ].join('$');
    const input = { pin: '2468', salt: salt.toString('base64'), iterations: PIN_DEVICE_ITERATIONS };
    expect(await pool.match(keyed('2468'), input, [legacy])).toBe(0);
    expect(await pool.match(keyed('1111'), { ...input, pin: '1111' }, [legacy])).toBe(-1);
  }, 20_000);

  it('refuses what does not fit its short queue at once, with 503 busy', async () => {
    pool = createPinHashPool({ maxQueued: 2 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => pool.hash(keyed(String(i)))),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        status: 503,
        code: 'busy',
      });
    }
  }, 20_000);

  it('rests as long as it worked: a stream of PINs takes at most about half a core', async () => {
    const worked: number[] = [];
    pool = createPinHashPool({ maxQueued: 10, onWorked: (ms) => worked.push(ms) });
    const started = performance.now();
    await Promise.all(Array.from({ length: 6 }, (_, i) => pool.hash(keyed(String(i)))));
    const elapsed = performance.now() - started;
    // One thread, six jobs, and after each of the first five a rest as long as it worked:
    // however loaded the machine, the stream took at least twice the work but the last job.
    const work = worked.reduce((sum, ms) => sum + ms, 0);
    expect(worked).toHaveLength(6);
    expect(elapsed).toBeGreaterThanOrEqual(work + work - (worked.at(-1) ?? 0) - 6);
  }, 30_000);
});
