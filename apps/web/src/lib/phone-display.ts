/**
 * A number as the person typed it, written the way US numbers are read back: "(213) 555-0123"
 * for ten digits (or eleven starting with the country's 1); anything else as typed, since only
 * the server knows other countries' plans (it checks every number anyway).
 */
export function phoneForDisplay(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const startsInternational = typed.trim().startsWith('+') && !typed.trim().startsWith('+1');
  if (national.length !== 10 || startsInternational) return typed.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
