import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export const ContentSectionSchema = z.object({ title: z.string(), items: z.array(z.string()) });
export type ContentSection = z.infer<typeof ContentSectionSchema>;

const StringListSchema = z.array(z.string());
const SectionListSchema = z.array(ContentSectionSchema);

/**
 * Lists and sections of the translated texts (i18next `returnObjects`), checked rather than cast:
 * a malformed translation shows nothing instead of crashing the page.
 */
export function useTextList(key: string, options: Record<string, unknown> = {}): string[] {
  const { t } = useTranslation();
  const parsed = StringListSchema.safeParse(t(key, { ...options, returnObjects: true }));
  return parsed.success ? parsed.data : [];
}

export function useTextSections(key: string): ContentSection[] {
  const { t } = useTranslation();
  const parsed = SectionListSchema.safeParse(t(key, { returnObjects: true }));
  return parsed.success ? parsed.data : [];
}
