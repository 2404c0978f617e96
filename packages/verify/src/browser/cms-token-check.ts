import { fromBER, type OctetString } from 'asn1js';
import {
  Certificate,
  CertificateChainValidationEngine,
  ContentInfo,
  type ExtKeyUsage,
  getCrypto,
  id_eContentType_TSTInfo,
  IssuerAndSerialNumber,
  SignedData,
  TSTInfo,
} from 'pkijs';
import type { TokenSignatureCheck } from '../check-timestamps';
import { type Reason, reason } from '../messages';

/** RFC 3161 §2.3: a time-stamping authority's certificate names this purpose, and only it. */
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const EXTENDED_KEY_USAGE = '2.5.29.37';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

const sameBytes = (a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array) => hex(a) === hex(b);

const nameOf = (certificate: Certificate) =>
  certificate.subject.typesAndValues
    .map((part) => String(part.value.valueBlock.value))
    .join(', ') || 'no name';

/**
 * The CA certificates a person gives (PEM, one or more, or one DER file). Throws in words when
 * the file is not one.
 */
export function readCaCertificates(file: Uint8Array): Certificate[] {
  const text = new TextDecoder().decode(file);
  const blocks = [
    ...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g),
  ];
  const ders =
    blocks.length > 0
      ? blocks.map((block) =>
          Uint8Array.from(atob((block[1] ?? '').replace(/\s+/g, '')), (c) => c.charCodeAt(0)),
        )
      : [new Uint8Array(file)];
  return ders.map((der) => {
    try {
      return Certificate.fromBER(der);
    } catch {
      throw new Error('it holds no X.509 certificate');
    }
  });
}

/**
 * An RFC 3161 token's CMS signature and certificate chain, checked with PKI.js on Web Crypto, as
 * `openssl ts -verify` does for the command. Step by step rather than SignedData.verify: that
 * re-hashes the stamped data, and the server stamps the chain value itself (decision 055), so
 * there is no data to hash; the stamped value is compared instead.
 */
export function cmsTokenCheck(trusted: Certificate[]): TokenSignatureCheck {
  return async (token, chainHash) => {
    try {
      return await refusalOf(new Uint8Array(token), chainHash, trusted);
    } catch (error) {
      return reason('token_damaged', {
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  };
}

async function refusalOf(
  token: Uint8Array<ArrayBuffer>,
  chainHash: string,
  trusted: Certificate[],
): Promise<Reason | null> {
  // DER has one encoding for each value: a changed tag or length that a lenient BER reader would
  // still read the same way is a change all the same (OpenSSL, DER-strict, refuses it too).
  const parsed = fromBER(token);
  if (parsed.offset === -1 || !sameBytes(parsed.result.toBER(false), token)) {
    throw new Error('it is not in DER, the one encoding RFC 3161 tokens have');
  }
  const info = ContentInfo.fromBER(token);
  if (info.contentType !== ContentInfo.SIGNED_DATA) {
    throw new Error('the token is not CMS SignedData');
  }
  const signed = new SignedData({ schema: info.content });
  if (signed.encapContentInfo.eContentType !== id_eContentType_TSTInfo) {
    throw new Error('the token does not stamp a TSTInfo (RFC 3161)');
  }
  const eContent = signed.encapContentInfo.eContent;
  const signer = signed.signerInfos[0];
  if (eContent === undefined || signer === undefined) {
    throw new Error('the token has no stamped content or no signer');
  }
  const content = (eContent as OctetString).getValue();
  const tstInfo = TSTInfo.fromBER(content);
  if (hex(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView) !== chainHash) {
    return reason('tsa_other_value', { chainHash });
  }
  const genTime = tstInfo.genTime;

  const carried = (signed.certificates ?? []).filter(
    (item): item is Certificate => item instanceof Certificate,
  );
  const sid = signer.sid;
  const certificate = [...carried, ...trusted].find(
    (candidate) =>
      sid instanceof IssuerAndSerialNumber &&
      candidate.issuer.isEqual(sid.issuer) &&
      candidate.serialNumber.isEqual(sid.serialNumber),
  );
  if (certificate === undefined) return reason('tsa_no_signer');
  const signerName = nameOf(certificate);

  const usage = certificate.extensions?.find((ext) => ext.extnID === EXTENDED_KEY_USAGE);
  const purposes = (usage?.parsedValue as ExtKeyUsage | undefined)?.keyPurposes ?? [];
  if (usage?.critical !== true || purposes.length !== 1 || purposes[0] !== TIME_STAMPING) {
    return reason('tsa_not_for_time_stamping', { signer: signerName });
  }

  // The chain as of the authority's time: a certificate since expired still proves that stamp.
  const chain = await new CertificateChainValidationEngine({
    certs: [...carried.filter((c) => c !== certificate), certificate],
    trustedCerts: trusted,
    checkDate: genTime,
  }).verify();
  if (!chain.result) {
    return reason('tsa_untrusted', {
      signer: signerName,
      genTime: genTime.toISOString(),
      detail: chain.resultMessage,
    });
  }

  // CMS (RFC 5652 §5.4): the signature covers the signed attributes, which hold the content's hash.
  const crypto = getCrypto(true);
  const hashName = crypto.getAlgorithmByOID(signer.digestAlgorithm.algorithmId, true).name;
  const attributes = signer.signedAttrs;
  const stated = attributes?.attributes.find((attribute) => attribute.type === MESSAGE_DIGEST);
  const digest = await globalThis.crypto.subtle.digest(hashName, content);
  const statedDigest = (stated?.values[0] as OctetString | undefined)?.getValue();
  if (attributes === undefined || statedDigest === undefined || !sameBytes(digest, statedDigest)) {
    return reason('tsa_content_changed');
  }
  // As SignedData.verify does: plain RSA (rsaEncryption) names no hash, so the digest's is used.
  const isPlainRsa = signer.signatureAlgorithm.algorithmId === RSA_ENCRYPTION;
  const isSigned = await crypto.verifyWithPublicKey(
    attributes.encodedValue,
    signer.signature,
    certificate.subjectPublicKeyInfo,
    signer.signatureAlgorithm,
    ...(isPlainRsa ? [hashName] : []),
  );
  return isSigned ? null : reason('tsa_bad_signature', { signer: signerName });
}
