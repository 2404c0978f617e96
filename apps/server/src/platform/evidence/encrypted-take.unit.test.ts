import { createHash, randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileFootageStore } from '../footage-store/file-footage-store';
import type { FootageStore } from '../footage-store/footage-store';
import { EncryptedTake, SEAL_OVERHEAD_BYTES } from './encrypted-take';

describe('EncryptedTake', () => {
  let dir: string;
  let path: string;
  let store: FootageStore;
  const key = randomBytes(32);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redzone-evidence-'));
    path = join(dir, 'recordings', 'rec.rzv');
    store = createFileFootageStore(join(dir, 'recordings'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('seals each chunk and reads it back', async () => {
    const take = new EncryptedTake(store, 'rec', key);
    const first = await take.append(
      { index: 0, storedBytes: 0 },
      Buffer.from('first chunk'),
      'rec:0',
    );
    const second = await take.append(
      { index: 1, storedBytes: first.storedSize },
      Buffer.from('second'),
      'rec:1',
    );
    expect(first).toMatchObject({ storedOffset: 0, storedSize: 11 + SEAL_OVERHEAD_BYTES });
    // What a signed acknowledgement names is the sealed record as written.
    const onDisk = await readFile(path);
    const sealedFirst = onDisk.subarray(0, first.storedSize);
    expect(first.storedSha256).toBe(createHash('sha256').update(sealedFirst).digest('hex'));
    expect(second.storedOffset).toBe(first.storedSize);
    expect((await take.read({ index: 1, ...second }, 'rec:1')).toString()).toBe('second');
    expect((await take.read({ index: 0, ...first }, 'rec:0')).toString()).toBe('first chunk');
    expect((await readFile(path)).includes(Buffer.from('first chunk'))).toBe(false);
  });

  it('cuts off what a crash left after the acknowledged length before appending', async () => {
    const take = new EncryptedTake(store, 'rec', key);
    const first = await take.append({ index: 0, storedBytes: 0 }, Buffer.from('kept'), 'rec:0');
    await appendFile(path, randomBytes(500)); // a torn write nobody acknowledged
    const second = await take.append(
      { index: 1, storedBytes: first.storedSize },
      Buffer.from('next'),
      'rec:1',
    );
    expect(second.storedOffset).toBe(first.storedSize);
    expect((await stat(path)).size).toBe(first.storedSize + second.storedSize);
    expect((await take.read({ index: 1, ...second }, 'rec:1')).toString()).toBe('next');
  });

  it('refuses altered bytes, another key, or a chunk read in another place', async () => {
    const take = new EncryptedTake(store, 'rec', key);
    const chunk = {
      index: 0,
      ...(await take.append({ index: 0, storedBytes: 0 }, Buffer.from('evidence'), 'rec:0')),
    };
    await expect(take.read(chunk, 'rec:1')).rejects.toThrow();
    await expect(
      new EncryptedTake(store, 'rec', randomBytes(32)).read(chunk, 'rec:0'),
    ).rejects.toThrow();
    const bytes = await readFile(path);
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    await writeFile(path, bytes);
    await expect(take.read(chunk, 'rec:0')).rejects.toThrow();
  });
});
