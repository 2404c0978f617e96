import type { EvidenceAck } from '@redzone/contract';
import { setHeldFootage } from './held-footage';
import type { LocalRecording, StoredChunk } from './evidence-db';

/** A chunk kept in memory because the phone's storage had no room for it. */
export interface HeldChunk {
  chunk: StoredChunk;
  bytes: ArrayBuffer;
  heldAt: number;
}

/** A recording whose latest state lives in memory until its storage has room again. */
export interface HeldRecording {
  /** Its row as it would be stored: what the store answers while it is held. */
  recording: LocalRecording;
  /** Chunks in memory the server has not acknowledged yet, by index. */
  chunks: Map<number, HeldChunk>;
  /** The server's acknowledgements to write with them. */
  acks: EvidenceAck[];
}

/**
 * What the store could not write for want of room. Acknowledged chunks leave memory at once (the
 * server has them, and the acknowledgement proves it); the rest is written when room comes.
 */
export class HeldInMemory {
  private readonly held = new Map<string, HeldRecording>();

  get(localId: string): HeldRecording | undefined {
    return this.held.get(localId);
  }

  get size(): number {
    return this.held.size;
  }

  ids(): string[] {
    return [...this.held.keys()];
  }

  recordings(): LocalRecording[] {
    return [...this.held.values()].map((held) => held.recording);
  }

  hold(recording: LocalRecording): HeldRecording {
    const held = this.held.get(recording.localId) ?? { recording, chunks: new Map(), acks: [] };
    held.recording = recording;
    this.held.set(recording.localId, held);
    return held;
  }

  addChunk(localId: string, chunk: StoredChunk, bytes: ArrayBuffer): void {
    const held = this.held.get(localId);
    if (held === undefined) throw new Error(`no held recording ${localId}`);
    held.chunks.set(chunk.index, { chunk, bytes, heldAt: Date.now() });
    held.recording = {
      ...held.recording,
      chunkCount: chunk.index + 1,
      chainHash: chunk.chainAfter,
    };
    this.publish();
  }

  /** The server acknowledged a chunk held here: it leaves memory. False if none was held. */
  acknowledge(ack: EvidenceAck): boolean {
    const held = this.held.get(ack.layerId);
    if (held?.chunks.delete(ack.index) !== true) return false;
    held.acks.push(ack);
    this.publish();
    return true;
  }

  /** The footage is sealed on the server: what is held of it is no longer needed. */
  forgetChunks(localId: string): void {
    this.held.get(localId)?.chunks.clear();
    this.publish();
  }

  drop(localId: string): void {
    if (this.held.delete(localId)) this.publish();
  }

  private publish(): void {
    let waiting = 0;
    let since: number | null = null;
    for (const held of this.held.values()) {
      if (held.chunks.size === 0) continue;
      waiting += 1;
      for (const { heldAt } of held.chunks.values()) since = Math.min(since ?? heldAt, heldAt);
    }
    setHeldFootage({ waiting, since });
  }
}
