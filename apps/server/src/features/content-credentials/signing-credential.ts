import { webcrypto } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  AuthorityKeyIdentifierExtension,
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  PemConverter,
  SubjectKeyIdentifierExtension,
  X509Certificate,
  X509CertificateGenerator,
} from '@peculiar/x509';
import { CoseAlgorithmIdentifier, LocalSigner } from '@trustnxt/c2pa-ts/cose';

/** Where a deployment keeps the C2PA credential; replace both files to sign with a CA's. */
export const C2PA_DIR_NAME = 'c2pa';
export const C2PA_KEY_FILE = 'signing-key.pem';
export const C2PA_CERTIFICATES_FILE = 'certificates.pem';

const ES256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const OWNER_READ_WRITE = 0o600;
const YEARS_VALID = 10;
// RFC 9336's document-signing purpose, which C2PA 2.1 §14.5.1 lists for claim signers.
const DOCUMENT_SIGNING_EKU = '1.3.6.1.5.5.7.3.36';
const EMAIL_PROTECTION_EKU = '1.3.6.1.5.5.7.3.4';

export interface SigningCredential {
  signer: LocalSigner;
  /** The signing certificate first, then its issuers: what a checker compares against. */
  chain: X509Certificate[];
  pem: string;
}

/**
 * The server's C2PA credential from DATA_DIR/c2pa, made at the first start when absent. C2PA
 * refuses a self-signed signing certificate (§14.5.1), so a one-off root is made, signs the
 * signing certificate, and its private key is dropped: nobody, the operator included, can issue
 * another certificate under it later. Trust in that root is the checker's choice (decision 104).
 */
export async function loadOrCreateSigningCredential(dataDir: string): Promise<SigningCredential> {
  const dir = join(dataDir, C2PA_DIR_NAME);
  const stored = await readCredential(dir);
  if (stored !== null) return stored;
  await mkdir(dir, { recursive: true });
  const { keyPem, certificatesPem } = await issueCredential();
  try {
    // 'wx' fails if another instance wrote first; then its credential is the one to use.
    await writeFile(join(dir, C2PA_KEY_FILE), keyPem, { mode: OWNER_READ_WRITE, flag: 'wx' });
    await writeFile(join(dir, C2PA_CERTIFICATES_FILE), certificatesPem, { flag: 'wx' });
  } catch (error) {
    const written = await readCredential(dir);
    if (written === null) throw error;
    return written;
  }
  return credentialOf(keyPem, certificatesPem);
}

async function readCredential(dir: string): Promise<SigningCredential | null> {
  try {
    const keyPem = await readFile(join(dir, C2PA_KEY_FILE), 'utf8');
    const certificatesPem = await readFile(join(dir, C2PA_CERTIFICATES_FILE), 'utf8');
    return credentialOf(keyPem, certificatesPem);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function credentialOf(keyPem: string, certificatesPem: string): SigningCredential {
  const chain = PemConverter.decode(certificatesPem).map((der) => new X509Certificate(der));
  const [leaf, ...issuers] = chain;
  if (leaf === undefined) throw new Error(`${C2PA_CERTIFICATES_FILE} holds no certificate`);
  const key = new Uint8Array(PemConverter.decodeFirst(keyPem));
  const signer = new LocalSigner(key, CoseAlgorithmIdentifier.ES256, leaf, issuers);
  return { signer, chain, pem: certificatesPem };
}

async function issueCredential(): Promise<{ keyPem: string; certificatesPem: string }> {
  const usages: webcrypto.KeyUsage[] = ['sign', 'verify'];
  const rootKeys = await webcrypto.subtle.generateKey(ES256, true, usages);
  const leafKeys = await webcrypto.subtle.generateKey(ES256, true, usages);
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + YEARS_VALID);
  const rootName = 'CN=Red Zone evidence root (self-issued, not a public CA), O=Red Zone';
  const root = await X509CertificateGenerator.createSelfSigned({
    name: rootName,
    keys: rootKeys,
    notBefore,
    notAfter,
    signingAlgorithm: ES256,
    extensions: [
      new BasicConstraintsExtension(true, 0, true),
      new KeyUsagesExtension(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign, true),
      await SubjectKeyIdentifierExtension.create(rootKeys.publicKey, false),
    ],
  });
  const leaf = await X509CertificateGenerator.create({
    subject: 'CN=Red Zone evidence export signer, O=Red Zone',
    issuer: root.subject,
    publicKey: leafKeys.publicKey,
    signingKey: rootKeys.privateKey,
    notBefore,
    notAfter,
    signingAlgorithm: ES256,
    extensions: [
      new BasicConstraintsExtension(false, undefined, true),
      new KeyUsagesExtension(KeyUsageFlags.digitalSignature, true),
      new ExtendedKeyUsageExtension([DOCUMENT_SIGNING_EKU, EMAIL_PROTECTION_EKU], false),
      await SubjectKeyIdentifierExtension.create(leafKeys.publicKey, false),
      await AuthorityKeyIdentifierExtension.create(rootKeys.publicKey, false),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', leafKeys.privateKey);
  return {
    keyPem: PemConverter.encode(pkcs8, 'PRIVATE KEY'),
    certificatesPem: `${leaf.toString('pem')}\n${root.toString('pem')}\n`,
  };
}
