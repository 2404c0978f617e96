import {
  MAX_OLIVE_BRANCH_FRIENDS,
  OliveBranchFriendSchema,
  RELATIONSHIPS,
  type OliveBranchFriend,
  type SenderNameChoice as SenderNameChoiceValue,
} from '@redzone/contract';
import { Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PinDialog } from '../../../components/pin-dialog';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { inputClassName, TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { answerOf } from '../../../lib/pin-answer';
import { serverErrorText } from '../../../lib/server-error-text';
import { hasStopPin } from '../../../lib/stop-pin';
import { type CircleChange, usePutTrustedContacts } from '../api/put-trusted-contacts';
import { saveProfile } from '../profile-store';
import { useCircle } from '../use-circle';
import { useSenderNameDraft } from '../use-sender-name-draft';
import { SenderNameChoice } from './SenderNameChoice';

const EMPTY = { name: '', phone: '', relationship: '' };

/**
 * P2 §2/§5: the Olive Branch circle, at most 4. Kept locally; when the phone is verified the
 * server's circle is shown (use-circle.ts) and every change is sent there, which is what lets an
 * alert reach these people. While a stop PIN is set, a change waits for it: emptying the circle
 * would silence them. Adding a contact also saves how the texts name the person, so the new
 * contact's confirmation text already says it.
 */
export function OliveBranchFriends({ canSync }: { canSync: boolean }) {
  const { t } = useTranslation();
  const { friends, consents } = useCircle(canSync);
  const sync = usePutTrustedContacts();
  const senderName = useSenderNameDraft(canSync);
  const [form, setForm] = useState<typeof EMPTY | null>(null);
  const [guarded, setGuarded] = useState<Omit<CircleChange, 'pin'> | null>(null);
  const relationshipId = useId();

  async function store(next: OliveBranchFriend[], choice?: SenderNameChoiceValue) {
    const change = { contacts: next, senderName: choice };
    if (canSync && hasStopPin()) {
      setGuarded(change);
      return;
    }
    saveProfile({ oliveBranchFriends: next });
    if (!canSync) return;
    try {
      await sync.mutateAsync(change);
    } catch (error) {
      toast({
        title: t('profile.syncFailed'),
        description: serverErrorText(error, t('profile.syncFailedDetail')),
        variant: 'destructive',
      });
    }
  }

  /** The choice to save with the circle; null when the first name typed cannot be sent. */
  const senderNameToSave = () => (canSync ? senderName.take() : undefined);

  function add() {
    if (!form) return;
    const parsed = OliveBranchFriendSchema.safeParse(form);
    if (!parsed.success) {
      toast({
        title: t('profile.missingInfo'),
        description: t('profile.missingInfoDetail'),
        variant: 'destructive',
      });
      return;
    }
    const choice = senderNameToSave();
    // Refused: the new contact waits, since its text would not say what the screen does.
    if (choice === null) return;
    setForm(null);
    void store([...friends, parsed.data], choice);
    toast({ title: t('profile.friendAdded', { name: parsed.data.name }) });
  }

  return (
    <Card>
      <PinDialog
        open={guarded !== null}
        onOpenChange={(open) => (open ? undefined : setGuarded(null))}
        title={t('profile.circlePinTitle')}
        description={t('profile.circlePinBody')}
        confirmLabel={t('profile.circlePinSave')}
        cancelLabel={t('profile.cancel')}
        act={(pin) =>
          answerOf(async () => {
            if (guarded !== null) await sync.mutateAsync({ ...guarded, pin });
          })
        }
        onDone={() => {
          if (guarded !== null) saveProfile({ oliveBranchFriends: guarded.contacts });
          setGuarded(null);
        }}
      />
      <CardTitle>{t('profile.oliveBranch')}</CardTitle>
      <CardDescription>
        {t('profile.oliveBranchHint', { count: friends.length, max: MAX_OLIVE_BRANCH_FRIENDS })}
      </CardDescription>
      {!canSync ? <p className="mt-2 text-sm text-amber-300">{t('profile.verifyToSync')}</p> : null}
      <p className="mt-2 text-sm text-neutral-400">{t('profile.contactsAgree')}</p>
      {friends.length === 0 ? (
        <p className="mt-3 rounded-lg bg-neutral-950 p-3 text-sm text-neutral-400">
          {t('profile.noFriends')}
        </p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label={t('profile.oliveBranch')}>
          {friends.map((friend, index) => (
            <li
              key={`${friend.phone}-${index}`}
              className="flex items-center gap-3 rounded-lg bg-neutral-950 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-white">{friend.name}</p>
                <p className="truncate text-sm text-neutral-400">
                  {t(`relationships.${friend.relationship}`)} · {friend.phone}
                </p>
                {consents[index] ? (
                  <p className="text-xs text-neutral-400">
                    {t(`profile.consent.${consents[index]}`)}
                  </p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('profile.removeFriend', { name: friend.name })}
                onClick={() => void store(friends.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canSync ? (
        <SenderNameChoice
          editor={senderName}
          onSave={() => {
            const choice = senderNameToSave();
            if (choice) void store(friends, choice);
          }}
          isSaving={sync.isPending}
        />
      ) : null}
      {form ? (
        <form
          className="mt-4 space-y-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <TextField
            label={t('profile.friendName')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            maxLength={100}
          />
          <TextField
            label={t('profile.friendPhone')}
            type="tel"
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.target.value })}
            placeholder={t('verify.phonePlaceholder')}
            maxLength={32}
          />
          <div>
            <label htmlFor={relationshipId} className="mb-1 block text-sm font-semibold">
              {t('profile.relationship')}
            </label>
            <select
              id={relationshipId}
              value={form.relationship}
              onChange={(e) => setForm({ ...form, relationship: e.target.value })}
              className={inputClassName}
            >
              <option value="" disabled>
                {t('profile.chooseRelationship')}
              </option>
              {RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {t(`relationships.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <Button type="submit">{t('profile.addFriend')}</Button>
            <Button variant="outline" onClick={() => setForm(null)}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      ) : friends.length < MAX_OLIVE_BRANCH_FRIENDS ? (
        <Button className="mt-4 w-full" variant="secondary" onClick={() => setForm(EMPTY)}>
          <UserPlus aria-hidden />
          {t('profile.addFriend')}
        </Button>
      ) : (
        <p className="mt-3 text-sm text-neutral-400">
          {t('profile.circleFull', { max: MAX_OLIVE_BRANCH_FRIENDS })}
        </p>
      )}
    </Card>
  );
}
