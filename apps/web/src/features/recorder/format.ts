import { numberFormat } from '../../lib/intl-format';

/** A hash short enough to read aloud and long enough to compare: "1a2b3c4d…5e6f7a8b". */
export function shortHash(hash: string, each = 8): string {
  return hash.length <= each * 2 + 1 ? hash : `${hash.slice(0, each)}…${hash.slice(-each)}`;
}

const KB = 1024;
const MB = KB * 1024;

/** Bytes as people read them (1 decimal above a kilobyte), in the app's number locale. */
export function formatBytes(bytes: number, locale: string): string {
  if (bytes < KB) return numberFormat(locale, { style: 'unit', unit: 'byte' }).format(bytes);
  const [value, unit] = bytes < MB ? [bytes / KB, 'kilobyte'] : [bytes / MB, 'megabyte'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}
