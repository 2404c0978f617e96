import { createHash, randomBytes } from 'node:crypto';
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EncryptedChunkFile, SEAL_OVERHEAD_BYTES } from './encrypted-chunk-file';

describe('EncryptedChunkFile', () => {
  let dir: string;
  let path: string;
  const key = randomBytes(32);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redzone-evidence-'));
    path = join(dir, 'recordings', 'rec.rzv');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('seals each chunk and reads it back', async () => {
    const file = new EncryptedChunkFile(path, key);
    const first = await file.append(0, Buffer.from('first chunk'), 'rec:0');
    const second = await file.append(first.storedSize, Buffer.from('second'), 'rec:1');
    expect(first).toMatchObject({ storedOffset: 0, storedSize: 11 + SEAL_OVERHEAD_BYTES });
    // Issue 28: what a signed acknowledgement names is the sealed record as written.
    const onDisk = await readFile(path);
    const sealedFirst = onDisk.subarray(0, first.storedSize);
    expect(first.storedSha256).toBe(createHash('sha256').update(sealedFirst).digest('hex'));
    expect(second.storedOffset).toBe(first.storedSize);
    expect((await file.read(second, 'rec:1')).toString()).toBe('second');
    expect((await file.read(first, 'rec:0')).toString()).toBe('first chunk');
    expect((await readFile(path)).includes(Buffer.from('first chunk'))).toBe(false);
  });

  it('cuts off what a crash left after the acknowledged length before appending', async () => {
    const file = new EncryptedChunkFile(path, key);
    const first = await file.append(0, Buffer.from('kept'), 'rec:0');
    await appendFile(path, randomBytes(500)); // a torn write nobody acknowledged
    const second = await file.append(first.storedSize, Buffer.from('next'), 'rec:1');
    expect(second.storedOffset).toBe(first.storedSize);
    expect((await stat(path)).size).toBe(first.storedSize + second.storedSize);
    expect((await file.read(second, 'rec:1')).toString()).toBe('next');
  });

  it('refuses altered bytes, another key, or a chunk read in another place', async () => {
    const file = new EncryptedChunkFile(path, key);
    const chunk = await file.append(0, Buffer.from('evidence'), 'rec:0');
    await expect(file.read(chunk, 'rec:1')).rejects.toThrow();
    await expect(
      new EncryptedChunkFile(path, randomBytes(32)).read(chunk, 'rec:0'),
    ).rejects.toThrow();
    const bytes = await readFile(path);
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    await writeFile(path, bytes);
    await expect(file.read(chunk, 'rec:0')).rejects.toThrow();
  });
});
