import { PHONE_DATA_KEY_BYTES } from '@redzone/contract';
import { z } from 'zod';
import { type ConfigVariable, hexKey } from './variable';

/** Keys given by the operator (each generated into DATA_DIR when unset) and the timestamping. */

/** AES-256: the recording key's length. */
export const RECORDING_KEY_BYTES = 32;
/** An Ed25519 private key is a 32-byte seed. */
const EVIDENCE_SEED_BYTES = 32;

export const keysVariables: ConfigVariable[] = [
  {
    name: 'PHONE_DATA_KEY',
    default: '(unset: generated into DATA_DIR/phone-data-key)',
    description: `${PHONE_DATA_KEY_BYTES * 2} hex characters keying the hashes of verification codes and phone numbers and the encryption of stored numbers; give every instance the same one.`,
    secret: true,
  },
  {
    name: 'RECORDING_KEY',
    default: '(unset: generated into DATA_DIR/recording-key)',
    description: `${RECORDING_KEY_BYTES * 2} hex characters: the AES-256-GCM key recordings are encrypted with at rest; give every instance the same one and back it up (without it no recording can be read).`,
    secret: true,
  },
  {
    name: 'EVIDENCE_SIGNING_KEY',
    default: '(unset: generated into DATA_DIR/evidence-signing-key)',
    description: `${EVIDENCE_SEED_BYTES * 2} hex characters: the Ed25519 seed the server signs evidence acknowledgements with; give every instance the same one, back it up, and rotate it as docs/evidence-keys.md says.`,
    secret: true,
  },
  {
    name: 'TSA_URL',
    default: '(unset: no third-party timestamps)',
    description:
      'RFC 3161 time-stamping authorities (comma-separated http(s) URLs) that countersign each recording layer’s chain head every 10 s and at its end, and each signed tree head of the evidence log; without it, evidence times rest on the server’s clock alone.',
  },
];

export const keysEnv = {
  PHONE_DATA_KEY: hexKey(PHONE_DATA_KEY_BYTES).optional(),
  RECORDING_KEY: hexKey(RECORDING_KEY_BYTES).optional(),
  EVIDENCE_SIGNING_KEY: hexKey(EVIDENCE_SEED_BYTES).optional(),
  TSA_URL: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http:// or https:// URLs' })))
    .default([]),
};

type KeysVars = z.infer<z.ZodObject<typeof keysEnv>>;

export interface KeysConfig {
  /** 64 hex characters; null: read or generate DATA_DIR/phone-data-key at start. */
  phoneDataKey: string | null;
  /** The recording key (64 hex); null: DATA_DIR/recording-key. */
  recordingKey: string | null;
  /**
   * The evidence signing key's seed (64 hex; null: DATA_DIR/evidence-signing-key) and the RFC
   * 3161 time-stamping authorities (none: no third-party time).
   */
  evidence: { signingKey: string | null; tsaUrls: string[] };
}

export function keysConfig(vars: KeysVars): KeysConfig {
  return {
    phoneDataKey: vars.PHONE_DATA_KEY?.toLowerCase() ?? null,
    recordingKey: vars.RECORDING_KEY?.toLowerCase() ?? null,
    evidence: {
      signingKey: vars.EVIDENCE_SIGNING_KEY?.toLowerCase() ?? null,
      tsaUrls: vars.TSA_URL,
    },
  };
}
