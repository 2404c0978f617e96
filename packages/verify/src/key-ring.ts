import type { EvidenceKey } from '@redzone/contract';
import type { SignatureCheck } from './bundle-reader';
import { type Reason, reason } from './messages';

/** The keys a signature may be checked against, each with the period it was in use. */
export class KeyRing {
  constructor(
    private readonly keys: EvidenceKey[],
    private readonly isSignedBy: SignatureCheck,
  ) {}

  /** Why a signature does not hold, or null when it does (valid key, in its period). */
  async refusal(signed: {
    keyId: string;
    text: string;
    signature: string;
    at: string;
  }): Promise<Reason | null> {
    const key = this.keys.find((candidate) => candidate.keyId === signed.keyId);
    if (key === undefined) return reason('key_unknown', { keyId: signed.keyId });
    const at = Date.parse(signed.at);
    const isBefore = at < Date.parse(key.validFrom);
    const isAfter = key.validUntil !== null && at >= Date.parse(key.validUntil);
    if (Number.isNaN(at) || isBefore || isAfter) {
      return reason('key_outside_period', {
        at: signed.at,
        keyId: key.keyId,
        from: key.validFrom,
        until: key.validUntil ?? 'now',
      });
    }
    if (!(await this.isSignedBy(key.publicKey, signed.text, signed.signature))) {
      return reason('key_mismatch', { keyId: key.keyId });
    }
    return null;
  }
}
