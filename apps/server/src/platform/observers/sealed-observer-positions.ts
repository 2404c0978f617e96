import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { ObserverPositions } from './observer-positions';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * An identity as Redis sees it: AES-256-GCM with a synthetic IV (an HMAC of the
 * id), so one identity is always the same member, nobody without the key can tie a position to
 * the identity whose alerts and reports the database holds, and the server can still read back
 * whom an alert's radius covers.
 */
export function createObserverSealer(secret: string) {
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const ivKey = derive('redzone observer member iv');
  const encryptionKey = derive('redzone observer member key');
  return {
    seal(userId: string): string {
      const iv = createHmac('sha256', ivKey).update(userId).digest().subarray(0, IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const sealed = Buffer.concat([cipher.update(userId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(member: string): string | null {
      try {
        const bytes = Buffer.from(member, 'base64url');
        const iv = bytes.subarray(0, IV_BYTES);
        const tag = bytes.subarray(bytes.length - TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv);
        decipher.setAuthTag(tag);
        const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        // A member written under another key (SESSION_SECRET changed): nobody to reach.
        return null;
      }
    },
  };
}

/** The positions store with every identity sealed on the way in and opened on the way out. */
export function withSealedMembers(inner: ObserverPositions, secret: string): ObserverPositions {
  const sealer = createObserverSealer(secret);
  return {
    set: (userId, point) => inner.set(sealer.seal(userId), point),
    get: (userId) => inner.get(sealer.seal(userId)),
    remove: (userId) => inner.remove(sealer.seal(userId)),
    async within(center, radiusYards) {
      const members = await inner.within(center, radiusYards);
      return members.map((member) => sealer.open(member)).filter((id) => id !== null);
    },
    close: () => inner.close(),
  };
}
