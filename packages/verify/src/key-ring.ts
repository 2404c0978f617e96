import type { EvidenceKey } from '@redzone/contract';
import type { SignatureCheck } from './bundle-reader';

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
  }): Promise<string | null> {
    const key = this.keys.find((candidate) => candidate.keyId === signed.keyId);
    if (key === undefined) return `its key ${signed.keyId} is not among the keys`;
    const at = Date.parse(signed.at);
    const isBefore = at < Date.parse(key.validFrom);
    const isAfter = key.validUntil !== null && at >= Date.parse(key.validUntil);
    if (Number.isNaN(at) || isBefore || isAfter) {
      return `its time ${signed.at} is outside key ${key.keyId}'s period (${key.validFrom} to ${key.validUntil ?? 'now'})`;
    }
    if (!(await this.isSignedBy(key.publicKey, signed.text, signed.signature))) {
      return `its signature does not match key ${key.keyId}`;
    }
    return null;
  }
}
