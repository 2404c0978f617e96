import type { RecordingDetails, RecordingReceipt } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import type { LocalRecording } from './evidence/evidence-store';
import { mergeRecordings } from './recordings-view';

const HASH = 'a'.repeat(64);
const receipt = (id: string): RecordingReceipt => ({
  recordingId: id,
  byteCount: 1000,
  chunkCount: 4,
  chainHash: HASH,
  hashAlgorithm: 'sha256-chain',
  firstChunkAt: '2026-05-17T10:00:00.000Z',
  lastChunkAt: '2026-05-17T10:00:01.000Z',
  finishedAt: '2026-05-17T10:00:02.000Z',
  thirdPartyTime: 'none',
  log: null,
});

function server(id: string, change: Partial<RecordingDetails> = {}): RecordingDetails {
  return {
    id,
    createdAt: '2026-05-17T10:00:00.000Z',
    duration: 0,
    cameraType: 'front',
    location: null,
    alertId: null,
    title: null,
    description: null,
    mimeType: 'video/webm',
    latitude: null,
    longitude: null,
    upload: {
      recordingId: id,
      status: 'uploading',
      chunkCount: 2,
      byteCount: 500,
      chainHash: HASH,
    },
    receipt: null,
    expiresAt: '2026-08-15T10:00:00.000Z',
    keptBecause: null,
    layers: [],
    deleteAt: null,
    ...change,
  };
}

function local(localId: string, change: Partial<LocalRecording> = {}): LocalRecording {
  return {
    localId,
    isOpened: true,
    mimeType: 'video/webm',
    alertId: null,
    startedAt: '2026-05-17T10:00:00.000Z',
    chunkCount: 6,
    chainHash: HASH,
    isComplete: true,
    metadata: {
      title: 'Emergency Recording',
      description: '',
      alertId: 'alert-1',
      duration: 7,
      quality: '720p',
      cameraType: 'dual',
      latitude: 34.18,
      longitude: -118.31,
      location: 'Burbank, CA',
    },
    receipt: null,
    metadataPosted: false,
    ...change,
  };
}

describe('mergeRecordings', () => {
  it('shows a recording known to both once, with the device’s progress and metadata', () => {
    const [row, ...rest] = mergeRecordings([server('r1')], [local('r1')]);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      id: 'r1',
      isOnServer: true,
      duration: 7,
      cameraType: 'dual',
      location: 'Burbank, CA',
      state: { kind: 'onDevice', sent: 2, recorded: 6 },
      expiresAt: '2026-08-15T10:00:00.000Z',
    });
  });

  it('lists a recording that never reached the server, and one still being recorded', () => {
    const rows = mergeRecordings(
      [],
      [
        local('offline', { isOpened: false }),
        local('live', { isComplete: false, metadata: null, startedAt: '2026-05-17T11:00:00.000Z' }),
      ],
    );
    expect(rows.map((r) => [r.id, r.isOnServer, r.state.kind])).toEqual([
      ['live', false, 'recording'],
      ['offline', false, 'onDevice'],
    ]);
    expect(rows[0]?.duration).toBeNull();
  });

  it('takes the server’s metadata and receipt once sealed and described', () => {
    const [row] = mergeRecordings(
      [
        server('r2', {
          title: 'Emergency Recording',
          duration: 12,
          cameraType: 'front',
          location: 'Chicago, IL',
          receipt: receipt('r2'),
        }),
      ],
      [],
    );
    expect(row).toMatchObject({
      state: { kind: 'sealed' },
      duration: 12,
      location: 'Chicago, IL',
      receipt: { byteCount: 1000, chainHash: HASH },
    });
  });

  it('says a server upload with no device copy is incomplete, and sorts newest first', () => {
    const rows = mergeRecordings(
      [server('old'), server('new', { createdAt: '2026-05-18T10:00:00.000Z' })],
      [],
    );
    expect(rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(rows[1]?.state).toEqual({ kind: 'incomplete', held: 2 });
  });

  it('folds a camera’s evidence layer into its recording’s row, with what the server secured', () => {
    const evidence = {
      name: 'evidence' as const,
      layerId: 'e1',
      mimeType: 'video/webm',
      byteCount: 300,
      chunkCount: 40,
      durationSeconds: null,
      securedUntilSeconds: 19.5,
      complete: false,
      chainHash: HASH,
      url: '/api/recordings/r1/layers/evidence/video',
    };
    const rows = mergeRecordings(
      [server('r1', { layers: [evidence] })],
      [local('r1'), local('e1', { layer: 'evidence', recordingId: 'r1' })],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'r1',
      state: { kind: 'onDevice', sent: 2, recorded: 6 },
      evidence: { securedUntilSeconds: 19.5, complete: false },
    });
  });

  it('folds the take’s sound layer into its recording’s row too, apart from the evidence', () => {
    const layer = (name: 'sound' | 'evidence', securedUntilSeconds: number, complete = false) => ({
      name,
      layerId: `${name}-1`,
      mimeType: name === 'sound' ? 'audio/webm;codecs=opus' : 'video/webm',
      byteCount: 300,
      chunkCount: 40,
      durationSeconds: null,
      securedUntilSeconds,
      complete,
      chainHash: HASH,
      url: `/api/recordings/r1/layers/${name}/video`,
    });
    const rows = mergeRecordings(
      [server('r1', { layers: [layer('sound', 41.2, true), layer('evidence', 22.4)] })],
      [
        local('r1'),
        local('evidence-1', { layer: 'evidence', recordingId: 'r1' }),
        local('sound-1', { layer: 'sound', recordingId: 'r1' }),
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'r1',
      evidence: { securedUntilSeconds: 22.4, complete: false },
      sound: { securedUntilSeconds: 41.2, complete: true },
    });
    // A recording from before the sound layer has none.
    expect(mergeRecordings([server('old')], [])[0]?.sound).toBeNull();
  });
});
