/**
 * The first of the request's Accept-Language ranges, by weight, that is one of `supported`
 * (RFC 9110 §12.5.4: "es-MX,es;q=0.9,en;q=0.8"; a weight of 0 means "not this one"). Compared by
 * primary subtag: "es-MX" asks for "es".
 */
export function acceptedLanguage<T extends string>(
  header: string | undefined,
  supported: readonly T[],
): T | undefined {
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
  const languages: readonly string[] = supported;
  const match = ranges.find((range) => languages.includes(range.primary));
  return match?.primary as T | undefined;
}
