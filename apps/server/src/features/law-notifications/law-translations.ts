import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { LawNotificationRow } from '../../db/schema';
import { SERVER_ROOT } from '../../server-paths';

/** The languages law notifications are shown in; English is the records' own. */
export const LAW_LANGUAGES = ['en', 'es'] as const;
export type LawLanguage = (typeof LAW_LANGUAGES)[number];

/** Spanish for the shipped records (apps/server/data/README.md), each with the English it translates. */
export const LAW_TRANSLATIONS_FILE = join(
  SERVER_ROOT,
  'data',
  'policing_law_notifications_seed.es.json',
);

const TextsSchema = z.strictObject({ title: z.string(), status: z.string(), summary: z.string() });
const TranslationFileSchema = z.array(
  z.strictObject({ id: z.string(), en: TextsSchema, es: TextsSchema }),
);
type Texts = z.infer<typeof TextsSchema>;

let byId: Map<string, { en: Texts; es: Texts }> | null = null;

function translations() {
  byId ??= new Map(
    TranslationFileSchema.parse(JSON.parse(readFileSync(LAW_TRANSLATIONS_FILE, 'utf8'))).map(
      ({ id, en, es }) => [id, { en, es }],
    ),
  );
  return byId;
}

/**
 * A record's title, status and summary in `language`. A translation is used only while the
 * English it was made from is still the record's (an import may have changed the record since):
 * otherwise the record's own English, which is current, rather than Spanish that is not.
 */
export function lawTexts(row: LawNotificationRow, language: LawLanguage): Texts {
  const own = { title: row.title, status: row.status, summary: row.summary };
  if (language === 'en') return own;
  const translation = translations().get(row.id);
  const isCurrent =
    translation !== undefined &&
    translation.en.title === row.title &&
    translation.en.status === row.status &&
    translation.en.summary === row.summary;
  return isCurrent ? translation.es : own;
}
