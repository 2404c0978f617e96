import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLawNotificationState } from '@redzone/contract';
import { z } from 'zod';
import type { NewLawNotificationRow } from '../../db/schema';
import { SERVER_ROOT } from '../../server-paths';
import { LAW_TOPICS } from './law-topics';

/** The law notifications shipped with the server (apps/server/data/README.md). */
export const LAW_SEED_FILE = join(SERVER_ROOT, 'data', 'policing_law_notifications_seed.json');

export const LAW_RECORD_VERIFICATIONS = ['from_pages_corpus', 'from_memory_unverified'] as const;
/** Only records checked against the pages they cite count as verified; others get a caveat. */
export const VERIFIED_RECORD = 'from_pages_corpus';
/**
 * How a record flags a part nobody could confirm ("chapter no. to verify", "section number not
 * verified"). Such a record is not shown as verified, whatever its `verified` says.
 */
const UNVERIFIED_PART = /\b(verify|not verified)\b/i;

/** True only for a record checked against its sources with nothing left to confirm. */
export function isVerifiedRecord(
  record: Pick<NewLawNotificationRow, 'verification' | 'title' | 'status' | 'summary' | 'citation'>,
): boolean {
  if (record.verification !== VERIFIED_RECORD) return false;
  return ![record.title, record.status, record.summary, record.citation].some((text) =>
    UNVERIFIED_PART.test(text),
  );
}

const MAX_RECORDS = 10_000;
const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const DateSchema = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

/** One record of the seed file's shape; unknown fields are refused, so a misspelt one shows. */
const LawRecordSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lower-case letters, digits and dashes'),
  state: z
    .string()
    .refine(isLawNotificationState, 'must be the upper-case code of a US state or DC, such as CA'),
  title: text(300),
  effective_date: DateSchema,
  status: text(300),
  /** When the status was last known to be right; the import's --status-as-of otherwise. */
  status_as_of: DateSchema.optional(),
  summary: text(2000),
  description: text(10_000).optional(),
  citation: text(500),
  source_url: HttpUrlSchema,
  topics: z
    .array(z.enum(LAW_TOPICS, `must be one of ${LAW_TOPICS.join(', ')}`))
    .min(1, 'must name at least one topic'),
  evidence_urls: z.array(HttpUrlSchema).max(50),
  verified: z.enum(
    LAW_RECORD_VERIFICATIONS,
    `must be one of ${LAW_RECORD_VERIFICATIONS.join(', ')}`,
  ),
});
export type LawRecord = z.infer<typeof LawRecordSchema>;

const LawRecordFileSchema = z
  .array(LawRecordSchema, 'must be a JSON array of law records')
  .min(1, 'holds no records')
  .max(MAX_RECORDS, `holds more than ${MAX_RECORDS} records`)
  .superRefine((records, ctx) => {
    const seen = new Set<string>();
    records.forEach((record, index) => {
      if (seen.has(record.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used twice' });
      }
      seen.add(record.id);
    });
  });

/** A law record file that cannot be imported; the message says which record and field. */
export class LawFileError extends Error {
  override name = 'LawFileError';
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const [index, ...field] = issue.path;
  if (typeof index !== 'number') return `The file ${issue.message}`;
  const id = (input as { id?: unknown }[])[index]?.id;
  const which = typeof id === 'string' ? `record ${index + 1} (${id})` : `record ${index + 1}`;
  const name = field.length > 0 ? ` ${field.join('.')}` : '';
  return `${which}${name} ${issue.message}`;
}

/** Validates parsed JSON as a law record file; throws LawFileError naming every problem. */
export function parseLawRecords(input: unknown): LawRecord[] {
  const parsed = LawRecordFileSchema.safeParse(input, {
    error: (issue) => (issue.input === undefined ? 'is missing' : undefined),
  });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${describeIssue(issue, input)}`);
  throw new LawFileError(`Invalid law record file:\n${lines.join('\n')}`);
}

export async function readLawRecordFile(path: string): Promise<LawRecord[]> {
  let content: string;
  try {
    content = await readFile(path, 'utf8');
  } catch (error) {
    throw new LawFileError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new LawFileError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  return parseLawRecords(json);
}

/** A --status-as-of value: a real calendar date, or a LawFileError saying what is wrong. */
export function parseStatusAsOf(value: string): string {
  const parsed = DateSchema.safeParse(value);
  if (!parsed.success) throw new LawFileError(`--status-as-of ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * The rows to write. A record without status_as_of takes `statusAsOf`; with neither, the
 * import stops, since showing a court's status without its date would mislead.
 */
export function toLawRows(
  records: LawRecord[],
  options: { importedAt: Date; statusAsOf: string | null },
): NewLawNotificationRow[] {
  const rows: NewLawNotificationRow[] = [];
  const undated: string[] = [];
  for (const record of records) {
    const statusAsOf = record.status_as_of ?? options.statusAsOf;
    if (statusAsOf === null) {
      undated.push(record.id);
      continue;
    }
    rows.push({
      id: record.id,
      state: record.state,
      title: record.title,
      summary: record.summary,
      description: record.description ?? null,
      status: record.status,
      statusAsOf,
      effectiveDate: record.effective_date,
      citation: record.citation,
      sourceUrl: record.source_url,
      topics: record.topics,
      evidenceUrls: record.evidence_urls,
      verification: record.verified,
      importedAt: options.importedAt,
    });
  }
  if (undated.length > 0) {
    throw new LawFileError(
      `These records have no status_as_of date; add one to each or pass --status-as-of YYYY-MM-DD: ${undated.join(', ')}`,
    );
  }
  return rows;
}
