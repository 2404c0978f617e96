import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A law record in the seed file's shape, valid unless overridden. */
export function lawRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'vt-test-2026',
    state: 'VT',
    title: 'A test law',
    effective_date: '2026-02-01',
    status: 'in effect',
    summary: 'What it changes.',
    citation: 'Test Stat. § 1',
    source_url: 'https://example.org/law',
    topics: ['recording_police'],
    evidence_urls: [],
    verified: 'from_pages_corpus',
    ...overrides,
  };
}

/** Writes `content` (JSON unless a string) to `name` in `dir`; its path. */
export async function writeLawFile(dir: string, name: string, content: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
