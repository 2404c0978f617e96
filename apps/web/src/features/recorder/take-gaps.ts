import {
  GAP_LAYER_MIME_TYPE,
  type GapCause,
  type GapRecord,
  gapLine,
  gapSeconds,
} from '@redzone/contract';
import { SOUND_PRIORITY } from './evidence/evidence-uploader';
import type { ChunkDeps } from './take-recorders';

/** A gap still open: what caused it, which track, since when (Date.now()). */
interface OpenGap {
  cause: GapCause;
  track: 'video' | 'audio' | null;
  fromMs: number;
}

/**
 * The take's gaps layer: each moment the take could not record or send (take-gaps.ts in the
 * contract) becomes one line of it when the moment ends, stored and sent like a chunk, so the
 * server signs it into the take's evidence. The layer exists only once there is a gap; a take
 * with none has no gaps layer.
 */
export class TakeGaps {
  private readonly open = new Map<string, OpenGap>();
  private localId: string | null = null;
  private opening: Promise<string> | null = null;
  /** Lines in the order they were written: the store keeps them in it. */
  private writes: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    /** The take's full layer (its id and container): the gaps layer is one of its layers. */
    private readonly full: { localId: string; mimeType: string },
    /** When the take began (Date.now()): gap times are counted from it. */
    private readonly startedAt: number,
    private readonly deps: ChunkDeps,
  ) {}

  /** A gap begins now (a second begin of the same key is the same gap). */
  begin(key: string, cause: GapCause, track: OpenGap['track'] = null, at = Date.now()): void {
    if (this.closed || this.open.has(key)) return;
    this.open.set(key, { cause, track, fromMs: Math.max(at, this.startedAt) });
  }

  /** The gap ends now: its line is written and sent. */
  end(key: string, at = Date.now()): void {
    const gap = this.open.get(key);
    if (gap === undefined) return;
    this.open.delete(key);
    this.write(gap, Math.max(at, gap.fromMs));
  }

  /**
   * The take ends: every gap still open ends with it, and the layer is sealed once its lines are
   * stored. Called before the take's recorders stop, so the lines are on their way first.
   */
  async close(at = Date.now()): Promise<void> {
    for (const key of [...this.open.keys()]) this.end(key, at);
    this.closed = true;
    await this.writes;
    if (this.opening === null) return;
    try {
      const localId = await this.opening;
      await this.deps.store.update(localId, { isComplete: true, metadata: null });
      void this.deps.uploader.kick(localId);
    } catch (error) {
      // The gaps could not be kept on this device: the take's footage is sealed all the same.
      this.deps.onError(error);
    }
  }

  private write(gap: OpenGap, toMs: number): void {
    const record: GapRecord = {
      version: 1,
      cause: gap.cause,
      track: gap.track,
      fromSeconds: gapSeconds((gap.fromMs - this.startedAt) / 1000),
      toSeconds: gapSeconds((toMs - this.startedAt) / 1000),
      from: new Date(gap.fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
    };
    this.writes = this.writes
      .then(async () => {
        const localId = await this.layer();
        const line = new Blob([gapLine(record)], { type: GAP_LAYER_MIME_TYPE });
        await this.deps.store.appendChunk(localId, line, record.toSeconds);
        void this.deps.uploader.kick(localId);
      })
      .catch(this.deps.onError);
  }

  /** The gaps layer's local recording, opened with the first gap. */
  private layer(): Promise<string> {
    this.opening ??= (async () => {
      const localId = crypto.randomUUID();
      await this.deps.store.create({
        localId,
        mimeType: GAP_LAYER_MIME_TYPE,
        alertId: this.deps.alertId,
        layer: 'gaps',
        recordingId: this.full.localId,
        // Whichever layer reaches the server first opens the recording: in the camera's container.
        recordingMimeType: this.full.mimeType,
        priority: SOUND_PRIORITY,
      });
      return localId;
    })();
    return this.opening;
  }
}
