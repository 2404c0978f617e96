import { LEGAL_LANGUAGES, type LegalLanguage } from '@redzone/legal';

/**
 * The language the law office should answer in when a question's own words do not tell (issue
 * #11): the first of the request's Accept-Language ranges, by weight, that it speaks. RFC 9110
 * §12.5.4: "es-MX,es;q=0.9,en;q=0.8"; a weight of 0 means "not this one".
 */
export function acceptedLegalLanguage(header: string | undefined): LegalLanguage | undefined {
  if (header === undefined) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: Number(weight ?? 1),
        order,
      };
    })
    .filter((range) => Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const languages: readonly string[] = LEGAL_LANGUAGES;
  const match = ranges.find((range) => languages.includes(range.primary));
  return match?.primary as LegalLanguage | undefined;
}
