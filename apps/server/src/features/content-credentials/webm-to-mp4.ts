import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  Conversion,
  Input,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';

/**
 * A WebM take's frames and sound copied, not re-encoded, into an MP4 (mediabunny, pure
 * TypeScript: no ffmpeg on the server). VP8/VP9 and Opus go into MP4 as they are: nothing is
 * decoded, so nothing of the picture or sound changes. The moov box comes first so the file
 * plays while it downloads.
 */
export async function webmToMp4(webm: Uint8Array): Promise<Uint8Array> {
  const input = new Input({ source: new BufferSource(webm), formats: ALL_FORMATS });
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const conversion = await Conversion.init({ input, output });
  // A track that cannot be copied would need decoding, which would change what was recorded.
  if (!conversion.isValid || conversion.discardedTracks.length > 0) throw notRemuxable();
  await conversion.execute();
  if (target.buffer === null) throw notRemuxable();
  return new Uint8Array(target.buffer);
}

function notRemuxable(): AppError {
  return new AppError(
    HTTP_STATUS.unsupportedMediaType,
    'unsupported_media_type',
    'This recording’s video or sound cannot be copied into an MP4 without re-encoding it. Export the evidence bundle instead: it holds the footage as recorded.',
  );
}
