import type { Finding, Reason } from '@redzone/verify/browser';
import type { TFunction } from 'i18next';

const wordsOf = (t: TFunction, { code, params }: Reason) =>
  t(`evidenceCheck.findings.${code}`, { ...params, defaultValue: code });

/**
 * A finding in the page's language, from its code and values (the verifier's English is what the
 * command prints; the page has its own words for each code, in each language).
 */
export function findingText(t: TFunction, finding: Finding): string {
  const said = wordsOf(t, finding);
  return finding.reason === undefined ? said : `${said}: ${wordsOf(t, finding.reason)}`;
}
