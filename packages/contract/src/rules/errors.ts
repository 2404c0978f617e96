/**
 * P1 §7 / P2 §8 error text convention: a non-success response becomes an error whose message is
 * the status code, a colon and a space, then the body text (or the status text when empty).
 */
export function errorMessageFor(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText.length > 0 ? bodyText : statusText}`;
}
