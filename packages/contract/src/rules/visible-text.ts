/**
 * Characters that change how text others read looks without being seen: bidi
 * overrides and isolates that reorder it ("txt.exe" shown as "exe.txt"), zero-width and other
 * format characters that hide words from filters, and control characters. Line breaks stay
 * (descriptions have paragraphs); a tab becomes a space.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/gu;

export function stripInvisible(text: string): string {
  const lines = text.replace(/\t/g, ' ').replace(/\r\n?/g, '\n').split('\n');
  return lines.map((line) => line.replace(INVISIBLE, '')).join('\n');
}

/** The same for the named string fields of an object (a request body others will read). */
export function withVisibleText<T extends object>(value: T, fields: readonly (keyof T)[]): T {
  const copy = { ...value };
  for (const field of fields) {
    const text = copy[field];
    if (typeof text === 'string') copy[field] = stripInvisible(text) as T[keyof T];
  }
  return copy;
}
