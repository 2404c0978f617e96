import {
  GAP_LAYER_MIME_TYPE,
  gapKind,
  type ManifestLayer,
  parseGapLine,
  takeClock,
} from '@redzone/contract';
import type { BundleReader } from './bundle-reader';
import { fails, type Finding, note } from './findings';

/** More than any take's gaps (a line is at most 512 bytes): read whole, it stays small. */
const GAPS_FILE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The take's gaps, each named with its time and cause, once its file held as signed (checkFootage):
 * a person looking at the footage learns from the take itself where it holds nothing and why.
 * A gaps layer whose pieces are not gap lines as the recorder writes them fails: a reader could
 * take them for something the phone said.
 */
export async function checkGaps(
  bundle: BundleReader,
  layer: ManifestLayer,
  footageHolds: boolean,
): Promise<Finding[]> {
  if (layer.name !== 'gaps' || !footageHolds) return [];
  if (layer.mimeType !== GAP_LAYER_MIME_TYPE) {
    return [fails(layer.file, 'gaps_not_gaps', { mimeType: layer.mimeType })];
  }
  if (layer.byteCount > GAPS_FILE_MAX_BYTES) {
    return [fails(layer.file, 'json_too_large', { size: layer.byteCount })];
  }
  const bytes = await bundle.read(layer.file);
  const findings: Finding[] = [];
  let offset = 0;
  for (const chunk of layer.chunks) {
    const gap = parseGapLine(bytes.subarray(offset, offset + chunk.size));
    offset += chunk.size;
    if (gap === null) {
      findings.push(fails(layer.file, 'gap_unreadable', { index: chunk.index }));
      continue;
    }
    const params = { from: takeClock(gap.fromSeconds), to: takeClock(gap.toSeconds) };
    findings.push(note(layer.file, `gap_${gapKind(gap)}`, params));
  }
  return findings;
}
