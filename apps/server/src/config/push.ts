import { z } from 'zod';
import type { ConfigVariable } from './variable';

/** Web Push: the VAPID pair every instance shares, and the contact push services are given. */

/**
 * A placeholder contact: FCM and Mozilla accept it, Apple's push service refuses it (403
 * BadJwtToken), so production warns until VAPID_SUBJECT names a real contact.
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';
/** RFC 8292 keys in base64url: a P-256 public point (65 bytes) and private scalar (32 bytes). */
const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const pushVariables: ConfigVariable[] = [
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset: generated into DATA_DIR/vapid-keys)',
    description:
      'Web Push application server key, base64url (npx web-push generate-vapid-keys); set with VAPID_PRIVATE_KEY and give every instance the same pair.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(unset: generated into DATA_DIR/vapid-keys)',
    description:
      'The private half of the VAPID pair, base64url; changing the pair silently ends every push subscription.',
    secret: true,
  },
  {
    name: 'VAPID_SUBJECT',
    default: DEFAULT_VAPID_SUBJECT,
    description:
      "Contact for push services, a mailto: or https: URL; Apple's push service refuses a localhost one.",
  },
];

export const pushEnv = {
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(VAPID_PUBLIC_KEY_PATTERN, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(VAPID_PRIVATE_KEY_PATTERN, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, 'must be a mailto: or https: URL')
    .default(DEFAULT_VAPID_SUBJECT),
};

type PushVars = z.infer<z.ZodObject<typeof pushEnv>>;

/** The VAPID key pair in base64url; null: read or generate DATA_DIR/vapid-keys at start. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Half a key pair is a start-up error: the generated pair would silently replace it. */
export function checkPush(vars: PushVars, context: z.RefinementCtx): void {
  const hasPublic = vars.VAPID_PUBLIC_KEY !== undefined;
  if (hasPublic === (vars.VAPID_PRIVATE_KEY !== undefined)) return;
  const [missing, given] = hasPublic
    ? ['VAPID_PRIVATE_KEY', 'VAPID_PUBLIC_KEY']
    : ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'];
  context.addIssue({ code: 'custom', path: [missing], message: `is required with ${given}` });
}

export function pushConfig(vars: PushVars): { vapidKeys: VapidKeys | null; subject: string } {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = vars;
  const vapidKeys =
    publicKey === undefined || privateKey === undefined ? null : { publicKey, privateKey };
  return { vapidKeys, subject: vars.VAPID_SUBJECT };
}
