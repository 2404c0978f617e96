/**
 * Where sealed footage is kept, chunk by chunk: the only place the server writes or reads a
 * take's bytes. Chunks arrive sealed (encrypted and authenticated) and leave as stored; what they
 * mean is the recordings feature's business, where they are is the store's.
 */
export interface FootageStore {
  /** `file` (DATA_DIR/recordings) or `s3` (a bucket): for logs, metrics and the secrets check. */
  readonly kind: 'file' | 's3';
  /**
   * Resolves once the store holds `sealed` as chunk `place` of `take`, durably. Throws
   * StoreUnavailable when the store does not answer in time: nothing may be acknowledged then.
   * Writing the same place again (a retry after a lost answer) is harmless.
   */
  putChunk(take: string, place: ChunkPlace, sealed: Buffer): Promise<void>;
  /** The sealed bytes of one chunk, as stored; ChunkMissing when the store does not have them. */
  getChunk(take: string, place: ChunkPlace): Promise<Buffer>;
  /** Which of `places` the store does not hold (as sealing checks before it seals). */
  missingChunks(take: string, places: readonly ChunkPlace[]): Promise<number[]>;
  /**
   * Where the store locks what it holds (a bucket with S3_OBJECT_LOCK_DAYS: compliance retention,
   * which can be extended and never shortened), locks `places` of a take again for that many days
   * from now; elsewhere a no-op. Used when a person keeps a take past the retention.
   */
  renewHold(take: string, places: readonly ChunkPlace[]): Promise<void>;
  /** Removes every chunk of a take, including those of attempts never acknowledged. */
  removeTake(take: string): Promise<void>;
  /** Whether the store holds any footage at all (a lost recording key would orphan it). */
  holdsFootage(): Promise<boolean>;
  /** Lets go of connections; the store is not used after. */
  close(): Promise<void>;
}

/** Where one sealed chunk sits: the database's record of it. */
export interface ChunkPlace {
  index: number;
  /** Where it starts among the take's sealed bytes (a file store appends them in order). */
  storedOffset: number;
  storedSize: number;
  /** SHA-256 of the sealed bytes; null only for chunks stored before it was kept. */
  storedSha256: string | null;
}

/** The store did not answer, or not in time: try again later; nothing was acknowledged. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
}

/** The store answered, and it does not have this chunk (or has fewer bytes than recorded). */
export class ChunkMissing extends Error {
  override name = 'ChunkMissing';
}
