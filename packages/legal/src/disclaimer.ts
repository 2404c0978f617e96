/**
 * The last line of every answer (issue 8): the app gives legal information, never advice, and
 * says where to find someone who can advise. One line, so the web app can style it apart.
 */
export const LEGAL_DISCLAIMER =
  'This is legal information, not legal advice. For advice about your situation, contact a lawyer: your state bar’s lawyer referral service, local legal aid, or the public defender if you are charged.';

/** `body` with the disclaimer as its own last line (and no other copy of it). */
export function withDisclaimer(body: string): string {
  const trimmed = body.replaceAll(LEGAL_DISCLAIMER, '').trimEnd();
  return `${trimmed}\n\n${LEGAL_DISCLAIMER}`;
}
