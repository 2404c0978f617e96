import type { SenderNameSetting, SenderNameChoice } from '@redzone/contract';
import type { Database } from '../../db/database';
import type { SenderNameRow } from '../../db/schema';
import { formatPhoneNumberForText } from '../../platform/phone/phone-number';
import type { DecoyViews } from '../decoy/decoy.service';
import { findSenderName, saveSenderName } from './sender-names.queries';

/**
 * How the texts to a person's contacts name them (docs/decisions/080): "someone", their first
 * name, or their own verified number. Read when each text is written, so a number removed or
 * moved to another phone since is never named: those texts say "someone".
 */
export interface SenderNames {
  /** The choice and its words as the owner's phone reads them, a duress pretence included. */
  shown(ownerId: string): Promise<SenderNameSetting>;
  /** The words in place of "someone" in texts to the real contacts; null: "someone". */
  forTexts(ownerId: string): Promise<string | null>;
  /** The same for the texts a duress pretence sends (pretended invitations), as the phone reads. */
  forPretence(ownerId: string): Promise<string | null>;
  /** `pretend`: the duress PIN saved it; the phone reads it, the real texts keep the old one. */
  save(ownerId: string, choice: SenderNameChoice, options: { pretend: boolean }): Promise<void>;
}

function choiceOf(row: SenderNameRow | null): SenderNameChoice | null {
  if (row === null) return null;
  if (row.kind === 'firstName') {
    // Written only with a checked first name; a row without one is read as "someone".
    return row.firstName === null ? null : { kind: 'firstName', firstName: row.firstName };
  }
  return { kind: row.kind };
}

export function createSenderNames(deps: {
  db: Database;
  clock: () => Date;
  /** The identity's verified number in E.164, or null (platform/identity/verified-number.ts). */
  verifiedNumberOf: (identityId: string) => Promise<string | null>;
  decoys: Pick<DecoyViews, 'of' | 'pretendSenderName'>;
}): SenderNames {
  const { db, clock, verifiedNumberOf, decoys } = deps;

  async function numberOf(ownerId: string): Promise<string | null> {
    const number = await verifiedNumberOf(ownerId);
    return number === null ? null : formatPhoneNumberForText(number);
  }

  function wordsFor(choice: SenderNameChoice | null, number: string | null): string | null {
    if (choice === null || choice.kind === 'nobody') return null;
    return choice.kind === 'firstName' ? choice.firstName : number;
  }

  async function shown(ownerId: string): Promise<SenderNameSetting> {
    const [row, decoy] = await Promise.all([findSenderName(db, ownerId), decoys.of(ownerId)]);
    const choice = decoy?.senderName ?? choiceOf(row);
    // A number the phone was shown removed is not named in what that phone can read of.
    const verifiedNumber = decoy?.phoneRemoved === true ? null : await numberOf(ownerId);
    return { choice, shownAs: wordsFor(choice, verifiedNumber), verifiedNumber };
  }

  return {
    shown,

    async forTexts(ownerId) {
      // The real contacts are told as the person chose, whatever the phone was made to pretend:
      // whoever holds it never reads these texts.
      const choice = choiceOf(await findSenderName(db, ownerId));
      return wordsFor(choice, choice?.kind === 'phone' ? await numberOf(ownerId) : null);
    },

    async forPretence(ownerId) {
      return (await shown(ownerId)).shownAs;
    },

    async save(ownerId, choice, { pretend }) {
      if (pretend) await decoys.pretendSenderName(ownerId, choice);
      else await saveSenderName(db, ownerId, choice, clock());
    },
  };
}
