import { PRODUCT_NAME } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { TrustedContactRow } from '../../db/schema';
import type { PhoneCrypto } from '../../platform/phone/phone-crypto';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import {
  findRemovedContactsSince,
  forgetRemovedContacts,
  insertRemovedContacts,
} from './removed-contacts.queries';

const DAY_MS = 24 * 60 * 60_000;

/** What a confirmed contact reads when taken out of a circle: nothing the owner typed. */
export function removedSmsBody(): string {
  return `${PRODUCT_NAME}: you are no longer a trusted contact of someone who had listed this number. If you did not expect this, check on them.`;
}

/**
 * Contacts taken out of a circle stay told, for a few days, of what would erase or silence: the
 * holder of a taken phone could empty the circle first. They are told of the removal itself too.
 */
export function createContactRemovals(deps: {
  db: Database;
  keys: PhoneCrypto;
  sms: SmsProvider;
  clock: () => Date;
  log: { warn(details: object, message: string): void };
  days: number;
  onRemoved: (ownerId: string, phoneHashes: string[]) => Promise<void>;
  /** The context the circle's numbers are sealed under (trusted-contacts.service.ts). */
  phoneContext: (ownerId: string) => string;
}) {
  const { db, keys, sms, clock, log, days } = deps;
  const since = () => new Date(clock().getTime() - days * DAY_MS);

  return {
    /** `gone`: confirmed contacts no longer in the circle; `listed`: the circle's numbers now. */
    async removed(ownerId: string, gone: TrustedContactRow[], listed: string[]): Promise<void> {
      await forgetRemovedContacts(db, ownerId, listed);
      if (gone.length === 0) return;
      const now = clock();
      await insertRemovedContacts(
        db,
        gone.map((row) => ({
          ownerId,
          phoneHash: row.phoneHash,
          phoneEncrypted: row.phoneEncrypted,
          removedAt: now,
        })),
        since(),
      );
      await deps.onRemoved(
        ownerId,
        gone.map((row) => row.phoneHash),
      );
      const sent = await Promise.allSettled(
        gone.map((row) =>
          sms.send(keys.decrypt(row.phoneEncrypted, deps.phoneContext(ownerId)), removedSmsBody()),
        ),
      );
      const failed = sent.filter((result) => result.status === 'rejected').length;
      if (failed > 0) log.warn({ failed }, 'removal notice not sent to every removed contact');
    },

    /** Numbers removed within the last `days`, in E.164. */
    async recentlyRemoved(ownerId: string): Promise<string[]> {
      const rows = await findRemovedContactsSince(db, ownerId, since());
      return rows.map((row) => keys.decrypt(row.phoneEncrypted, deps.phoneContext(ownerId)));
    },
  };
}
