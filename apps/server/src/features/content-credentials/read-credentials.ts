import type { ContentCredentialsEvidence } from '@redzone/contract';
import type { X509Certificate } from '@peculiar/x509';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import {
  type Action,
  ManifestStore,
  type ValidationResult,
  ValidationStatusCode,
} from '@trustnxt/c2pa-ts/manifest';
import { evidenceOf } from './evidence-assertion';
import { openMp4 } from './mp4-asset';

export interface ContentCredentialsReport {
  /** The library's verdict: claim, signature, assertions and the BMFF hash of the bytes. */
  isValid: boolean;
  statusCodes: string[];
  failures: string[];
  /** The signing certificate, as carried in the manifest (DER). */
  signingCertificate: Uint8Array | null;
  /**
   * Whether that certificate is one of `trusted` (byte for byte). The library checks the
   * certificate's form, not who issued it (its chain-of-trust check is not implemented), so who
   * signed is decided here against certificates the checker chose, like redzone-verify's --keys.
   */
  isSignedByTrusted: boolean;
  actions: Action[];
  evidence: ContentCredentialsEvidence | null;
}

/** Reads and validates the C2PA manifest of an MP4 with @trustnxt/c2pa-ts's own validator. */
export async function readContentCredentials(
  mp4: Uint8Array,
  trusted: X509Certificate[],
): Promise<ContentCredentialsReport> {
  const asset = openMp4(mp4);
  const jumbf = asset.getManifestJUMBF();
  if (jumbf === undefined) return absent();
  let store: ManifestStore;
  let result: ValidationResult;
  try {
    store = ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(jumbf)));
    result = await store.validate(asset);
  } catch (error) {
    return {
      ...absent(),
      failures: [`${ValidationStatusCode.GeneralError}: ${(error as Error).message}`],
    };
  }
  const manifest = store.getActiveManifest();
  const certificate = manifest?.signature?.signatureData.certificate;
  const signingCertificate = certificate ? new Uint8Array(certificate.rawData) : null;
  return {
    isValid: result.isValid,
    statusCodes: result.statusEntries.map((entry) => entry.code),
    failures: result.statusEntries.filter((entry) => !entry.success).map((entry) => entry.code),
    signingCertificate,
    isSignedByTrusted:
      signingCertificate !== null &&
      trusted.some((known) => Buffer.from(known.rawData).equals(signingCertificate)),
    actions: manifest?.assertions?.getActionAssertions().flatMap((found) => found.actions) ?? [],
    evidence: manifest ? evidenceOf(manifest) : null,
  };
}

function absent(): ContentCredentialsReport {
  return {
    isValid: false,
    statusCodes: [ValidationStatusCode.ClaimMissing],
    failures: [ValidationStatusCode.ClaimMissing],
    signingCertificate: null,
    isSignedByTrusted: false,
    actions: [],
    evidence: null,
  };
}
