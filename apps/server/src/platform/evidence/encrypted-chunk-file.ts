import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import { appendDurably } from './durable-append';
import { sha256HexNow } from './sha256';

const CIPHER = 'aes-256-gcm';
/** NIST SP 800-38D: a 96-bit IV, random per chunk (one key seals far fewer than 2^32 chunks). */
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What sealing adds to a chunk on disk: its IV before the ciphertext, its tag after. */
export const SEAL_OVERHEAD_BYTES = IV_BYTES + TAG_BYTES;

/** Where a sealed chunk landed in its file. */
export interface StoredChunk {
  storedOffset: number;
  storedSize: number;
}

/** A chunk just written: where, and the SHA-256 of the sealed bytes (what a signed ack names). */
export interface AppendedChunk extends StoredChunk {
  storedSha256: string;
}

/**
 * A recording's footage at rest: each chunk sealed on its own with AES-256-GCM and appended, so a
 * chunk is readable (and verifiable: the tag fails on any change) without the rest of the file.
 * The additional data binds a chunk to its recording and place, so sealed chunks cannot be
 * swapped between recordings or reordered without detection.
 */
export class EncryptedChunkFile {
  constructor(
    private readonly path: string,
    private readonly key: Buffer,
  ) {}

  /** Seals `plain` and appends it at `storedBytes` durably (see appendDurably). */
  async append(storedBytes: number, plain: Buffer, context: string): Promise<AppendedChunk> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    await appendDurably(this.path, storedBytes, sealed);
    return {
      storedOffset: storedBytes,
      storedSize: sealed.length,
      storedSha256: sha256HexNow(sealed),
    };
  }

  /** One chunk's plain bytes; throws if the stored bytes were altered. */
  async read(chunk: StoredChunk, context: string): Promise<Buffer> {
    const sealed = Buffer.alloc(chunk.storedSize);
    const handle = await open(this.path, 'r');
    try {
      const { bytesRead } = await handle.read(sealed, 0, chunk.storedSize, chunk.storedOffset);
      if (bytesRead !== chunk.storedSize) throw new Error(`${this.path} is shorter than recorded`);
    } finally {
      await handle.close();
    }
    const decipher = createDecipheriv(CIPHER, this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
  }

  async remove(): Promise<void> {
    await rm(this.path, { force: true });
  }
}
