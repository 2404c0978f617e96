import { describe, expect, it } from 'vitest';
import {
  formatMegabytesPerSecond,
  formatPercent,
  sanitizeUploadFilename,
  uploadChunkCount,
} from './upload';

const KB = 1024;

describe('uploadChunkCount (P2 §9: 256 KB chunks, rounded up)', () => {
  it.each([
    [1, 1],
    [256 * KB, 1],
    [256 * KB + 1, 2],
    [10 * 1024 * KB, 40],
  ])('splits %i bytes into %i chunks', (size, chunks) => {
    expect(uploadChunkCount(size)).toBe(chunks);
  });
});

describe('sanitizeUploadFilename (P2 §5)', () => {
  it('replaces everything but letters, digits and dots, prefixed with stream and a timestamp', () => {
    expect(sanitizeUploadFilename('my video (1)-final.mp4', 1700000000000)).toBe(
      'stream_1700000000000_my_video__1__final.mp4',
    );
  });

  it('replaces path separators so a name cannot leave its folder', () => {
    expect(sanitizeUploadFilename('../../etc/passwd', 1)).toBe('stream_1_.._.._etc_passwd');
  });
});

describe('progress and speed formatting (P2 §9: one decimal)', () => {
  it('formats progress with one decimal', () => {
    expect(formatPercent(1, 3)).toBe('33.3');
    expect(formatPercent(0, 0)).toBe('0.0');
  });

  it('formats MB/s with one decimal', () => {
    expect(formatMegabytesPerSecond(3 * 1024 * 1024, 2000)).toBe('1.5');
  });
});
