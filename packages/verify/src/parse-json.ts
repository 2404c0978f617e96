import type { z } from 'zod';
import type { BundleReader } from './bundle-reader';
import { type Reason, reason } from './messages';

export type Parsed<T> = { ok: true; value: T } | { ok: false; why: Reason };

/** A bundle's JSON file checked against its contract schema; a damaged one says how. */
export async function parseJson<T>(
  bundle: BundleReader,
  name: string,
  schema: z.ZodType<T>,
): Promise<Parsed<T>> {
  if (!bundle.has(name)) return { ok: false, why: reason('file_missing') };
  const bytes = await bundle.read(name);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, why: reason('json_invalid') };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'its top';
    return { ok: false, why: reason('json_shape', { where }) };
  }
  return { ok: true, value: parsed.data };
}
