import type { z } from 'zod';
import type { BundleReader } from './bundle-reader';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A bundle's JSON file checked against its contract schema; a damaged one says how. */
export async function parseJson<T>(
  bundle: BundleReader,
  name: string,
  schema: z.ZodType<T>,
): Promise<Parsed<T>> {
  if (!bundle.has(name)) return { ok: false, message: 'is missing' };
  const bytes = await bundle.read(name);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, message: 'is damaged: it is not valid JSON' };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : ` at ${issue.path.join('.') || 'its top'}`;
    return { ok: false, message: `is damaged: it does not have the expected shape${where}` };
  }
  return { ok: true, value: parsed.data };
}
