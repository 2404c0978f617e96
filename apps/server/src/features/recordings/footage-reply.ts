import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GAP_LAYER_MIME_TYPE } from '@redzone/contract';
import { z } from 'zod';
import { AppError, HTTP_STATUS } from '../../platform/errors/app-error';
import { type ByteRange, parseByteRange } from '../../platform/http/byte-range';
import type { Footage } from './recordings.service';

const HTTP_PARTIAL_CONTENT = 206;

export const FootageQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

/** A file's usual extension for its container: the sound layer is audio only. */
export function footageExtension(mimeType: string): string {
  if (mimeType.startsWith('video/mp4')) return 'mp4';
  if (mimeType.startsWith('audio/mp4')) return 'm4a';
  if (mimeType.startsWith('audio/ogg')) return 'ogg';
  if (mimeType === GAP_LAYER_MIME_TYPE) return 'jsonl';
  return 'webm';
}

function attachmentName(createdAt: string, mimeType: string): string {
  const extension = footageExtension(mimeType);
  return `redzone-recording-${createdAt.slice(0, 19).replaceAll(':', '-')}.${extension}`;
}

/**
 * Sends footage (a recording, or one of its layers) with Range support for seeking, and as a
 * file with ?download=1. An upload still under way is sent up to its last stored chunk: from the
 * start, whole fragments, so it plays.
 */
export async function replyWithFootage(
  request: FastifyRequest<{ Querystring: { download?: '0' | '1' | undefined } }>,
  reply: FastifyReply,
  load: (range: (size: number) => { start: number; end: number }) => Promise<Footage>,
) {
  let wanted: ByteRange | null = null;
  const footage = await load((size) => {
    const parsed = parseByteRange(request.headers.range, size);
    if (parsed === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new AppError(
        HTTP_STATUS.rangeNotSatisfiable,
        'range_not_satisfiable',
        `The recording is ${size} bytes long; ask for a range inside it.`,
      );
    }
    wanted = parsed;
    return parsed ?? { start: 0, end: size - 1 };
  });
  const { recording, start, end, totalBytes } = footage;
  await footage.check();
  reply
    .header('content-type', recording.mimeType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(Math.max(0, end - start + 1)));
  if (request.query.download === '1') {
    reply.header(
      'content-disposition',
      `attachment; filename="${attachmentName(recording.createdAt, recording.mimeType)}"`,
    );
  }
  if (wanted !== null) {
    reply.code(HTTP_PARTIAL_CONTENT).header('content-range', `bytes ${start}-${end}/${totalBytes}`);
  }
  return reply.send(Readable.from(footage.chunks));
}
