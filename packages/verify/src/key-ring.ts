import type { EvidenceKey } from '@redzone/contract';
import type { SignatureCheck } from './bundle-reader';
import { type Reason, reason } from './messages';
import { keyFingerprint } from './trusted-keys';

/** The keys a signature may be checked against, each with the period it was in use. */
export class KeyRing {
  /** Whether each key's id is its fingerprint, worked out once per key, not once per signature. */
  private readonly isOwnId = new Map<string, Promise<boolean>>();

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
    if (!(await this.idIsItsOwn(key))) return reason('key_id_not_its_key', { keyId: key.keyId });
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

  private idIsItsOwn(key: EvidenceKey): Promise<boolean> {
    const known = this.isOwnId.get(key.publicKey + key.keyId);
    if (known !== undefined) return known;
    const checked = keyFingerprint(key).then(
      (fingerprint) => key.keyId === `rz-ed25519-${fingerprint.slice(0, 16)}`,
    );
    this.isOwnId.set(key.publicKey + key.keyId, checked);
    return checked;
  }
}
