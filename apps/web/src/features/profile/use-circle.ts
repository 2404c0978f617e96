import type { ContactConsentStatus, OliveBranchFriend } from '@redzone/contract';
import { useEffect } from 'react';
import { useTrustedContacts } from './api/get-trusted-contacts';
import { saveProfile, useProfile } from './profile-store';

const sameCircle = (a: OliveBranchFriend[], b: OliveBranchFriend[]) =>
  a.length === b.length &&
  a.every(
    (friend, i) =>
      friend.name === b[i]?.name &&
      friend.phone === b[i]?.phone &&
      friend.relationship === b[i]?.relationship,
  );

/**
 * The Olive Branch circle this screen shows. With a verified phone the server's circle is the
 * truth (a circle taken back from a lost phone arrives there, not here), with each contact's
 * answer; this phone's copy follows it, so a change made here never drops a contact the server
 * holds. Without one, the copy kept on this phone.
 */
export function useCircle(canSync: boolean): {
  friends: OliveBranchFriend[];
  consents: (ContactConsentStatus | null)[];
  isLoading: boolean;
} {
  const profile = useProfile();
  const server = useTrustedContacts(canSync);
  const held = canSync ? server.data?.contacts : undefined;
  useEffect(() => {
    if (held === undefined) return;
    const circle = held.map(({ name, phone, relationship }) => ({ name, phone, relationship }));
    if (!sameCircle(circle, profile.oliveBranchFriends))
      saveProfile({ oliveBranchFriends: circle });
  }, [held, profile.oliveBranchFriends]);
  if (held === undefined) {
    return {
      friends: profile.oliveBranchFriends,
      consents: profile.oliveBranchFriends.map(() => null),
      isLoading: canSync && server.isPending,
    };
  }
  return {
    friends: held.map(({ name, phone, relationship }) => ({ name, phone, relationship })),
    consents: held.map((contact) => contact.consent),
    isLoading: false,
  };
}
