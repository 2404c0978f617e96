import { type EvidenceLogTreeHead, treeHeadSigningText } from '@redzone/contract';
import { sha256 } from '@noble/hashes/sha2.js';
import type { TokenSignatureCheck } from './check-timestamps';
import { fails, type Finding, holds, note } from './findings';
import { toHex } from './merkle';
import { readTstInfo } from './tst-info';

/**
 * The value an authority stamps for a tree head (decision 100): SHA-256 over the UTF-8 bytes of
 * treeHeadSigningText(head), the text the server's own signature covers. Recomputed here from
 * the head as given, so a token taken over any other head (another size, root, time or key) fails.
 */
export function headImprint(head: EvidenceLogTreeHead): string {
  const { signature: _signature, timestamps: _timestamps, ...unsigned } = head;
  return toHex(sha256(new TextEncoder().encode(treeHeadSigningText(unsigned))));
}

const fromBase64 = (text: string): Uint8Array =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Each RFC 3161 token a tree head carries must stamp that head; then the head existed no later
 * than the authority's time, whatever the server's clock said. The authority's signature is
 * checked when a way to is given (--tsa-ca, or a CA chosen on /verify), else that is said.
 */
export async function checkHeadTimestamps(
  head: EvidenceLogTreeHead,
  checkSignature: TokenSignatureCheck | undefined,
): Promise<Finding[]> {
  const subject = `evidence log tree head of ${head.treeSize} entries`;
  const imprint = headImprint(head);
  const findings: Finding[] = [];
  for (const { tsaUrl, token: encoded } of head.timestamps ?? []) {
    let token: Uint8Array;
    let info;
    try {
      token = fromBase64(encoded);
      info = readTstInfo(token);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      findings.push(fails(subject, 'token_damaged', { detail }));
      continue;
    }
    if (info.hashedMessage !== imprint) {
      findings.push(fails(subject, 'head_token_other_head', { tsa: tsaUrl }));
      continue;
    }
    const what = { tsa: tsaUrl, treeSize: head.treeSize, genTime: info.genTime };
    if (checkSignature === undefined) {
      findings.push(note(subject, 'head_token_unchecked', what));
      continue;
    }
    const refusal = await checkSignature(token, imprint);
    findings.push(
      refusal === null
        ? holds(subject, 'head_token_signed', what)
        : fails(subject, 'head_token_refused', what, refusal),
    );
  }
  return findings;
}
