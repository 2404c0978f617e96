import { describe, expect, it } from 'vitest';
import { formatBytes, shortHash } from './format';
import { formatClock } from './recording-clock';
import { recordingMetadata } from './recording-metadata';
import { UNKNOWN_PLACE } from './recording-place';

describe('recording metadata (P1 §3)', () => {
  it('states 720p, dual or front, the whole seconds recorded and the place', () => {
    const metadata = recordingMetadata({
      title: 'Emergency Recording',
      description: 'Recorded with Red Zone during an emergency alert.',
      alertId: 'alert-1',
      startedAt: 1_000,
      stoppedAt: 6_900,
      isDual: true,
      place: { latitude: 34.18, longitude: -118.31, location: 'Burbank, CA' },
    });
    expect(metadata).toEqual({
      title: 'Emergency Recording',
      description: 'Recorded with Red Zone during an emergency alert.',
      alertId: 'alert-1',
      duration: 5,
      quality: '720p',
      cameraType: 'dual',
      latitude: 34.18,
      longitude: -118.31,
      location: 'Burbank, CA',
    });
    expect(
      recordingMetadata({
        title: 'Emergency Recording',
        description: '',
        alertId: null,
        startedAt: 5_000,
        stoppedAt: 4_000,
        isDual: false,
        place: UNKNOWN_PLACE,
      }),
    ).toMatchObject({ duration: 0, cameraType: 'front', latitude: null, location: null });
  });
});

describe('recorder formats', () => {
  it('shows the REC timer as m:ss, with hours when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('shortens a chain hash from both ends', () => {
    const hash = '0123456789abcdef'.repeat(4);
    expect(shortHash(hash)).toBe('01234567…89abcdef');
    expect(shortHash('abc')).toBe('abc');
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 byte');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
  });
});
