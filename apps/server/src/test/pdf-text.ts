import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib with standard fonts draws, in drawing order: its content streams
 * inflated and their hex strings (`<...> Tj`) decoded. Enough for tests to read what a document says.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  // pdf-lib ends a stream's bytes with a bare "\n" before "endstream"; a "\r" there is the data's
  // own last byte (a deflate checksum ends in 0x0d one time in 256), not part of the line end.
  const streams = /stream\r?\n([\s\S]*?)\nendstream/g;
  const lines: string[] = [];
  for (const match of raw.matchAll(streams)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      lines.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
