import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PemConverter, X509Certificate } from '@peculiar/x509';
import {
  CONTENT_CREDENTIALS_CERTIFICATES_PATH,
  contentCredentialsExportPath,
  RecordingUploadStatusSchema,
} from '@redzone/contract';
import type { App } from '../../app';
import { asSession, type TestSession } from '../../test/phone-sessions';
import { finishUpload, uploadAll } from '../../test/recordings';

const run = promisify(execFile);

/**
 * Two seconds of ffmpeg's test picture and a sine, as a browser records them: fragmented MP4
 * (H.264/AAC, as Safari) or WebM (VP8/Opus, as Chrome and Firefox). Made at test time with
 * Debian's ffmpeg, so no media is kept in the repository.
 */
export async function makeClip(dir: string, kind: 'mp4' | 'webm'): Promise<Buffer> {
  const file = join(dir, `clip.${kind}`);
  const codecs =
    kind === 'mp4'
      ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
      : ['-c:v', 'libvpx', '-c:a', 'libopus'];
  const container =
    kind === 'mp4' ? ['-movflags', 'frag_keyframe+empty_moov+default_base_moof'] : [];
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', '2', ...codecs, ...container, file],
  ]);
  return readFile(file);
}

/** Decodes every frame with ffmpeg; throws on any decoding error. */
export async function decodesCleanly(file: string): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
}

/** Uploads `clip` in three chunks through the recordings API, as the recorder does. */
export async function uploadClip(
  app: App,
  owner: TestSession,
  clip: Buffer,
  mimeType: string,
  options: { isSealed: boolean } = { isSealed: true },
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/recordings',
    payload: { mimeType, alertId: null },
    ...asSession(owner),
  });
  const { recordingId: id } = RecordingUploadStatusSchema.parse(started.json());
  const third = Math.ceil(clip.length / 3);
  const chunks = [0, 1, 2].map((part) => clip.subarray(part * third, (part + 1) * third));
  await uploadAll(app, owner, id, chunks);
  if (options.isSealed) {
    const finished = await finishUpload(app, owner, id, chunks);
    if (finished.statusCode !== 200) throw new Error(`not sealed: ${finished.body}`);
  }
  return id;
}

export async function exportMp4(app: App, owner: TestSession, id: string) {
  return app.inject({ method: 'GET', url: contentCredentialsExportPath(id), ...asSession(owner) });
}

/** The chain the server publishes, as a checker would fetch it. */
export async function publishedCertificates(app: App): Promise<X509Certificate[]> {
  const response = await app.inject({ method: 'GET', url: CONTENT_CREDENTIALS_CERTIFICATES_PATH });
  return PemConverter.decode(response.body).map((der) => new X509Certificate(der));
}

/** The offset of the first byte inside the first top-level `mdat` box. */
export function mdatPayloadOffset(mp4: Uint8Array): number {
  const view = new DataView(mp4.buffer, mp4.byteOffset, mp4.byteLength);
  for (let at = 0; at + 8 <= mp4.byteLength;) {
    const size = view.getUint32(at);
    const type = Buffer.from(mp4.subarray(at + 4, at + 8)).toString('latin1');
    if (type === 'mdat') return at + (size === 1 ? 16 : 8);
    if (size < 8) break;
    at += size;
  }
  throw new Error('no mdat box');
}
