import {
  chainGenesis,
  chainNext,
  type CreateRecordingBody,
  type RecordingReceipt,
  type RecordingUploadStatus,
  sha256Hex,
} from '@redzone/contract';
import { ApiError } from '../../../lib/api-client';
import type { RecordingUploadApi } from '../api/recording-upload-api';

/** The uploader's tests' server: its upload rules in memory, no network, no database. */

export const METADATA: CreateRecordingBody = {
  title: 'Emergency Recording',
  description: '',
  alertId: null,
  duration: 3,
  quality: '720p',
  cameraType: 'front',
  latitude: 34.18,
  longitude: -118.31,
  location: 'Burbank, CA',
};

/** The server's rules in memory (packages/contract's chain), with an off switch for the network. */
export class FakeServer implements RecordingUploadApi {
  online = true;
  readonly chunks = new Map<string, Uint8Array[]>();
  readonly chains = new Map<string, string>();
  described: string[] = [];
  calls = 0;

  private check(): void {
    this.calls += 1;
    if (!this.online) throw new TypeError('Failed to fetch');
  }

  private async snapshot(id: string): Promise<RecordingUploadStatus> {
    const held = this.chunks.get(id) ?? [];
    return {
      recordingId: id,
      status: 'uploading',
      chunkCount: held.length,
      byteCount: held.reduce((sum, c) => sum + c.length, 0),
      chainHash: this.chains.get(id) ?? (await chainGenesis(id)),
    };
  }

  /** Each recording's or layer's container, as its first start named it (the server keeps it). */
  readonly mimeTypes = new Map<string, string>();

  start = async ({ id, mimeType }: { id: string; mimeType?: string }) => {
    this.check();
    if (!this.chunks.has(id)) {
      this.chunks.set(id, []);
      this.chains.set(id, await chainGenesis(id));
      if (mimeType !== undefined) this.mimeTypes.set(id, mimeType);
    }
    return this.snapshot(id);
  };

  status = async (id: string) => {
    this.check();
    return this.snapshot(id);
  };

  putChunk = async (id: string, index: number, data: Blob, sha256: string) => {
    this.check();
    if (![...this.layers.values()].includes(id)) this.arrivals.push('full');
    const held = this.chunks.get(id);
    if (held === undefined) throw new ApiError(404, '404: not found', 'recording_not_found', null);
    if (index !== held.length) {
      throw new ApiError(409, '409: gap', 'chunk_out_of_order', 'gap');
    }
    const bytes = new Uint8Array(await data.arrayBuffer());
    if ((await sha256Hex(bytes)) !== sha256)
      throw new ApiError(422, '422', 'chunk_hash_mismatch', 'bad');
    held.push(bytes);
    const chain = await chainNext(this.chains.get(id) ?? '', sha256);
    this.chains.set(id, chain);
    const receivedAt = new Date().toISOString();
    const ack = {
      version: 1 as const,
      recordingId: id,
      layer: 'full' as const,
      layerId: id,
      index,
      sha256: this.ackNamesOtherBytes ? '0'.repeat(64) : sha256,
      storedSha256: '1'.repeat(64),
      chainHash: chain,
      receivedAt,
      keyId: 'rz-ed25519-0123456789abcdef',
      signature: 'c2lnbmVk',
    };
    return { ...(await this.snapshot(id)), index, receivedAt, ack };
  };

  /** Answer acknowledgements that name other bytes than were sent. */
  ackNamesOtherBytes = false;

  finish = async (
    id: string,
    body: { chunkCount: number; chainHash: string },
  ): Promise<RecordingReceipt> => {
    this.check();
    if (!this.chunks.has(id)) throw new ApiError(404, '404', 'recording_not_found', null);
    const status = await this.snapshot(id);
    if (body.chunkCount === 0 && status.chunkCount === 0) {
      // As the server does: an empty upload is removed, never sealed as 0 bytes.
      this.chunks.delete(id);
      throw new ApiError(409, '409', 'recording_empty', 'nothing recorded');
    }
    if (body.chunkCount !== status.chunkCount || body.chainHash !== status.chainHash) {
      throw new ApiError(409, '409', 'recording_incomplete', 'incomplete');
    }
    return {
      recordingId: id,
      byteCount: status.byteCount,
      chunkCount: status.chunkCount,
      chainHash: status.chainHash,
      hashAlgorithm: 'sha256-chain',
      firstChunkAt: null,
      lastChunkAt: null,
      finishedAt: new Date().toISOString(),
      thirdPartyTime: 'none',
      log: null,
    };
  };

  describe = async (body: { recordingId?: string }) => {
    this.check();
    this.described.push(body.recordingId ?? '');
    return {} as never;
  };

  /** Each layer is kept under its own id (its chain starts from it), as the server does. */
  readonly layers = new Map<string, string>();
  /** Every chunk the server took, in order: which layer went first. */
  readonly arrivals: string[] = [];

  private layerIdOf(id: string, layer: string): string {
    const layerId = this.layers.get(`${id}/${layer}`);
    if (layerId === undefined) throw new ApiError(409, '409', 'layer_not_started', 'not started');
    return layerId;
  }

  startLayer = async (id: string, layer: string, body: { layerId: string; mimeType: string }) => {
    this.check();
    if (!this.chunks.has(id)) throw new ApiError(404, '404', 'recording_not_found', null);
    this.layers.set(`${id}/${layer}`, body.layerId);
    return this.start({ id: body.layerId, mimeType: body.mimeType });
  };

  layerStatus = async (id: string, layer: string) => this.status(this.layerIdOf(id, layer));

  putLayerChunk = async (
    id: string,
    layer: string,
    chunk: { index: number; data: Blob; sha256: string },
  ) => {
    const receipt = await this.putChunk(
      this.layerIdOf(id, layer),
      chunk.index,
      chunk.data,
      chunk.sha256,
    );
    this.arrivals.push(layer);
    return receipt;
  };

  finishLayer = async (
    id: string,
    layer: string,
    body: { chunkCount: number; chainHash: string },
  ) => this.finish(this.layerIdOf(id, layer), body);
}

/** Pauses end at once (the test drives time by switching the network). */
export const noPause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));
