import type { z } from 'zod';
import type { BundleReader } from './bundle-reader';
import { type Reason, reason } from './messages';

export type Parsed<T> = { ok: true; value: T } | { ok: false; why: Reason };

/**
 * No JSON file of an export comes near this: a take of ten hours has about 11 MB of
 * acknowledgements. A larger one is refused before it is read, so a padded file cannot take the
 * checker's memory (an outside reviewer's 400 MB of spaces took 1.26 GB).
 */
export const MAX_JSON_BYTES = 64 * 1024 * 1024;

/** The one way an export writes JSON: two-space indentation, a newline at the end. */
const asExported = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Whether `read` holds a field the schema does not know, at any depth: such a field is signed by
 * nobody, yet a person reading the file believes it (a time, a place).
 */
function holdsUnknownFields(read: unknown, kept: unknown): boolean {
  if (Array.isArray(read)) {
    return !Array.isArray(kept) || read.some((item, i) => holdsUnknownFields(item, kept[i]));
  }
  if (read === null || typeof read !== 'object') return false;
  if (kept === null || typeof kept !== 'object') return true;
  return Object.entries(read).some(
    ([key, value]) => !(key in kept) || holdsUnknownFields(value, (kept as never)[key]),
  );
}

/**
 * A bundle's JSON file checked against its contract schema, and against how an export writes it:
 * a field written twice (readers keep different ones), a field no export writes, or other spacing
 * are refused, so every reader of the file reads what was checked. A damaged one says how.
 */
export async function parseJson<T>(
  bundle: BundleReader,
  name: string,
  schema: z.ZodType<T>,
): Promise<Parsed<T>> {
  if (!bundle.has(name)) return { ok: false, why: reason('file_missing') };
  const size = bundle.size(name);
  if (size > MAX_JSON_BYTES) return { ok: false, why: reason('json_too_large', { size }) };
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
    await bundle.read(name),
  );
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, why: reason('json_invalid') };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'its top';
    return { ok: false, why: reason('json_shape', { where }) };
  }
  // A file written without its last newline reads the same to everyone: it is not refused.
  const exported = asExported(data);
  if ((text !== exported && `${text}\n` !== exported) || holdsUnknownFields(data, parsed.data)) {
    return { ok: false, why: reason('json_not_as_exported') };
  }
  return { ok: true, value: parsed.data };
}
