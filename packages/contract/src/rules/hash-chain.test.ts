import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainGenesis, chainNext, sha256Hex } from './hash-chain';

const nodeSha = (data: Buffer | string) => createHash('sha256').update(data).digest();

async function chainOf(id: string, chunks: string[]): Promise<string> {
  let chain = await chainGenesis(id);
  for (const chunk of chunks)
    chain = await chainNext(chain, await sha256Hex(new TextEncoder().encode(chunk)));
  return chain;
}

describe('evidence hash chain', () => {
  it('hashes like node:crypto', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('starts from the recording id and chains each chunk hash onto the previous chain', async () => {
    const genesis = nodeSha('redzone-recording:rec-1');
    expect(await chainGenesis('rec-1')).toBe(genesis.toString('hex'));
    const first = nodeSha(Buffer.concat([genesis, nodeSha('chunk one')]));
    const second = nodeSha(Buffer.concat([first, nodeSha('chunk two')]));
    expect(await chainOf('rec-1', ['chunk one', 'chunk two'])).toBe(second.toString('hex'));
  });

  it('changes when a chunk is altered, dropped, reordered or moved to another recording', async () => {
    const original = await chainOf('rec-1', ['a', 'b', 'c']);
    expect(await chainOf('rec-1', ['a', 'B', 'c'])).not.toBe(original);
    expect(await chainOf('rec-1', ['a', 'c'])).not.toBe(original);
    expect(await chainOf('rec-1', ['b', 'a', 'c'])).not.toBe(original);
    expect(await chainOf('rec-2', ['a', 'b', 'c'])).not.toBe(original);
  });
});
