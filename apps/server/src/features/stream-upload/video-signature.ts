/**
 * Whether the first bytes of a file are one of the formats the upload page names (P2 §5: MP4,
 * MOV, AVI, WebM): the name and the browser's type are only claims.
 */
export function looksLikeVideo(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  // ISO base media (MP4, MOV, M4V): a box size, then the box type.
  if (['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(4, 8))) return true;
  // Matroska / WebM: the EBML magic number.
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true;
  // AVI: a RIFF container of form type "AVI ".
  return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'AVI ';
}

/** File name endings the page accepts (P2 §5), lowercase. */
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'avi', 'webm', 'mkv'] as const;

export function hasVideoExtension(fileName: string): boolean {
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}
