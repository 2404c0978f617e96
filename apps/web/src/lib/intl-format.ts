/**
 * Shared Intl formatters. Building one loads locale data and costs milliseconds on a slow phone,
 * and lists re-render every clock tick, so each locale and options pair is built once.
 */
const numberFormats = new Map<string, NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** What the app asks of a number format. */
export interface NumberFormat {
  format(value: number): string;
}

/** The locales the app formats in (lib/intl-locale): both write 1,234.5. */
const US_LOCALES = new Set(['en-US', 'es-US']);
/** Intl's default for plain numbers. */
const DEFAULT_MAXIMUM_FRACTION_DIGITS = 3;

/**
 * How many fraction digits a number written as its digits may keep under `options`, or null when
 * the options ask for more than digits (a unit, a currency, forced decimals, other grouping).
 */
function plainFractionDigits(options: Intl.NumberFormatOptions | undefined): number | null {
  const { maximumFractionDigits, ...rest } = options ?? {};
  if (Object.keys(rest).length > 0) return null;
  return maximumFractionDigits ?? DEFAULT_MAXIMUM_FRACTION_DIGITS;
}

/**
 * A number format whose Intl formatter is built on the first number that needs it. A number
 * under 1,000 with no more decimals than the format keeps reads the same as its digits in both
 * locales the app uses, so the figures on a page's first screen ("0 alerts", "0.5 mi", "100
 * yards") load no locale data: the first Intl formatter of a page costs 20 ms here, 80 at a
 * phone's speed.
 */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options ?? {})}`, () => {
    const digits = US_LOCALES.has(locale) ? plainFractionDigits(options) : null;
    let intl: Intl.NumberFormat | null = null;
    return {
      format: (value) =>
        digits !== null && Math.abs(value) < 1000 && Number(value.toFixed(digits)) === value
          ? String(value)
          : (intl ??= new Intl.NumberFormat(locale, options)).format(value),
    };
  });
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
 * that on a phone. App.tsx builds one in an idle moment once the first page is on screen, so the
 * lists that show distances or large counts do not carry it in their first draw.
 */
export function prepareNumberFormat(locale: string): void {
  // Intl itself: the formats above skip it for the figures it would not change.
  new Intl.NumberFormat(locale).format(0);
}
