import { describe, expect, it } from 'vitest';
import type { LocalRecording } from './evidence/evidence-store';
import { EMPTY_PROGRESS, onDeviceOnly, withRecorded, withUploadState } from './upload-progress';

const recording = { chunkCount: 9, receipt: null } as unknown as LocalRecording;

describe('upload progress', () => {
  it('counts what is recorded and what the server confirmed, separately', () => {
    let progress = withRecorded(EMPTY_PROGRESS, 5);
    progress = withUploadState(progress, { kind: 'uploading', sent: 3, recorded: 4 });
    expect(progress).toMatchObject({ phase: 'sending', recorded: 5, sent: 3 });
    expect(onDeviceOnly(progress)).toBe(2);
  });

  it('keeps what was sent while the network is away', () => {
    let progress = withUploadState(EMPTY_PROGRESS, { kind: 'uploading', sent: 6, recorded: 6 });
    progress = withRecorded(progress, 9);
    progress = withUploadState(progress, {
      kind: 'waiting',
      sent: 6,
      recorded: 9,
      retryInMs: 1000,
    });
    expect(progress).toMatchObject({ phase: 'waiting', sent: 6, recorded: 9 });
    expect(onDeviceOnly(progress)).toBe(3);
  });

  it('is sealed only with the receipt, and says why a refused upload stopped', () => {
    const receipt = {
      recordingId: 'r',
      byteCount: 10,
      chunkCount: 9,
      chainHash: 'b'.repeat(64),
      hashAlgorithm: 'sha256-chain' as const,
      firstChunkAt: null,
      lastChunkAt: null,
      finishedAt: '2026-05-17T10:00:00.000Z',
      thirdPartyTime: 'none' as const,
      log: null,
    };
    const sealed = withUploadState(EMPTY_PROGRESS, {
      kind: 'sealed',
      recording: { ...recording, receipt },
    });
    expect(sealed).toMatchObject({ phase: 'sealed', sent: 9, recorded: 9, receipt });
    const refused = withUploadState(EMPTY_PROGRESS, {
      kind: 'failed',
      message: 'The server received other bytes than this device recorded.',
      recording,
    });
    expect(refused.phase).toBe('failed');
    expect(refused.failure).toMatch(/other bytes/);
  });
});
