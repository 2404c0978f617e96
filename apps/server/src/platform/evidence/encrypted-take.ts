import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ChunkPlace, FootageStore } from '../footage-store/footage-store';
import { sha256HexNow } from './sha256';

const CIPHER = 'aes-256-gcm';
/** NIST SP 800-38D: a 96-bit IV, random per chunk (one key seals far fewer than 2^32 chunks). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What sealing adds to a chunk at rest: its IV before the ciphertext, its tag after. */
export const SEAL_OVERHEAD_BYTES = IV_BYTES + TAG_BYTES;

/** A chunk just stored: where, and the SHA-256 of the sealed bytes (what a signed ack names). */
export interface AppendedChunk {
  storedOffset: number;
  storedSize: number;
  storedSha256: string;
}

/**
 * A take's footage at rest: each chunk sealed on its own with AES-256-GCM and handed to the
 * footage store, so a chunk is readable (and verifiable: the tag fails on any change) without the
 * rest of the take. The additional data binds a chunk to its recording and place, so sealed
 * chunks cannot be swapped between recordings or reordered without detection.
 */
export class EncryptedTake {
  constructor(
    private readonly store: FootageStore,
    private readonly take: string,
    private readonly key: Buffer,
  ) {}

  /** Seals `plain` as chunk `index`, after `storedBytes` sealed bytes; resolves once stored. */
  async append(
    { index, storedBytes }: { index: number; storedBytes: number },
    plain: Buffer,
    context: string,
  ): Promise<AppendedChunk> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    const place = {
      index,
      storedOffset: storedBytes,
      storedSize: sealed.length,
      storedSha256: sha256HexNow(sealed),
    };
    await this.store.putChunk(this.take, place, sealed);
    return place;
  }

  /** One chunk's plain bytes; throws if the stored bytes were altered or are gone. */
  async read(chunk: ChunkPlace, context: string): Promise<Buffer> {
    const sealed = await this.store.getChunk(this.take, chunk);
    const decipher = createDecipheriv(CIPHER, this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }

  /** Which of these chunks the store does not hold. */
  async missing(chunks: readonly ChunkPlace[]): Promise<number[]> {
    return this.store.missingChunks(this.take, chunks);
  }

  /** Locks these chunks again where the store can (a bucket with object lock). */
  async renewHold(chunks: readonly ChunkPlace[]): Promise<void> {
    await this.store.renewHold(this.take, chunks);
  }

  async remove(): Promise<void> {
    await this.store.removeTake(this.take);
  }
}
