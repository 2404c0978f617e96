import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { VapidKeys } from '../../config';
import { secretDependents } from '../../db/dependent-rows';
import type { EvidenceSigner } from '../evidence/evidence-signer';
import { loadOrCreateEvidenceSigner } from '../evidence/evidence-signing-key';
import { loadOrCreateRecordingKey } from '../evidence/recording-key';
import { loadOrCreateSessionSecret } from '../identity/session-secret';
import { createPhoneCrypto, type PhoneCrypto } from '../phone/phone-crypto';
import { loadOrCreatePhoneDataKey } from '../phone/phone-data-key';
import { loadOrCreateVapidKeys } from '../push/vapid-keys';

/** The server's keys, each from its setting or DATA_DIR (generated there at the first start). */
export interface Secrets {
  /** Signs session cookies. */
  session: string;
  /** Encrypts numbers, hashes codes and PINs (one master key, a derived key per purpose). */
  phoneKeys: PhoneCrypto;
  /** Encrypts footage at rest. */
  recordingKey: Buffer;
  /** Signs what the server acknowledges of each take. */
  evidenceSigner: EvidenceSigner;
  vapidKeys: VapidKeys;
}

/**
 * Loads or creates every key. A generated key that went missing while the data it protects is
 * still there is restored, never silently replaced: the server refuses to start instead.
 */
export const secretsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config, db } = app;
    const dependents = secretDependents(db, () => app.footageStore.holdsFootage());
    const session =
      config.sessionSecret ??
      (await loadOrCreateSessionSecret(config.dataDir, dependents.sessionSecret));
    const phoneKeys = createPhoneCrypto(
      await loadOrCreatePhoneDataKey(config.phoneDataKey, config.dataDir, dependents.phoneDataKey),
    );
    const recordingKey = await loadOrCreateRecordingKey(
      config.recordings.key,
      config.dataDir,
      dependents.recordingKey,
    );
    const evidenceSigner = await loadOrCreateEvidenceSigner(
      config.evidence.signingKey,
      config.dataDir,
      dependents.evidenceSigningKey,
    );
    const vapidKeys = await loadOrCreateVapidKeys(config.push.vapidKeys, config.dataDir);
    app.decorate('secrets', { session, phoneKeys, recordingKey, evidenceSigner, vapidKeys });
  },
  { name: 'secrets', dependencies: ['database', 'footage-store'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
  }
}
