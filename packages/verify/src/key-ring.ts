import type { EvidenceKey } from '@redzone/contract';
import type { SignatureCheck } from './bundle-reader';
import { type Reason, reason } from './messages';
import { keyFingerprint } from './trusted-keys';

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
    // An id is its key's fingerprint: another key under the genuine id would be printed as it.
    if (key.keyId !== `rz-ed25519-${(await keyFingerprint(key)).slice(0, 16)}`) {
      return reason('key_id_not_its_key', { keyId: key.keyId });
    }
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
