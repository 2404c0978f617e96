/**
 * Shared Intl formatters. Building one loads locale data and costs milliseconds on a slow phone,
 * and lists re-render every clock tick, so each locale and options pair is built once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/**
 * The first Intl formatter of a page loads the locale's data: 7 to 30 ms on this machine, 4 times
 * that on a phone, inside whichever render first shows a number (the alerts' stats, the nearby
 * list). main.tsx builds the plain number format in a task of its own before the first render.
 */
export function prepareNumberFormat(locale: string): void {
  numberFormat(locale).format(0);
}
