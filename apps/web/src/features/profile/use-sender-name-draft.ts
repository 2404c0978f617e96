import type { SenderNameChoice, SenderNameSetting } from '@redzone/contract';
import { useState } from 'react';
import { useSenderName } from './api/get-sender-name';
import { useProfile } from './profile-store';
import {
  choiceOf,
  draftOf,
  isSameChoice,
  type SenderNameDraft,
  suggestedDraft,
} from './sender-name-draft';

export interface SenderNameEditor {
  /** What the server holds; undefined while it loads or without a verified phone. */
  saved: SenderNameSetting | undefined;
  /** null until the saved choice is known. */
  draft: SenderNameDraft | null;
  setDraft(draft: SenderNameDraft): void;
  isSaved: boolean;
  /** The first name typed cannot go into a text, and the person tried to save it. */
  isRefused: boolean;
  /**
   * The choice to send with the next save of the circle: undefined while unknown, null when the
   * first name is refused (then nothing may be saved, and the refusal shows).
   */
  take(): SenderNameChoice | undefined | null;
}

/** The editor's copy of how texts name the person: the saved choice, or what is offered. */
export function useSenderNameDraft(canSync: boolean): SenderNameEditor {
  const profile = useProfile();
  const { data: saved } = useSenderName(canSync);
  const [edited, setEdited] = useState<SenderNameDraft | null>(null);
  const [isRefused, setIsRefused] = useState(false);
  const offered =
    saved === undefined
      ? null
      : saved.choice === null
        ? suggestedDraft(profile.name, saved.verifiedNumber)
        : draftOf(saved.choice);
  const draft = edited ?? offered;
  const choice = draft === null ? undefined : choiceOf(draft);
  return {
    saved,
    draft,
    setDraft(next) {
      setEdited(next);
      setIsRefused(false);
    },
    isSaved:
      choice !== undefined &&
      choice !== 'invalid' &&
      saved !== undefined &&
      isSameChoice(choice, saved.choice),
    isRefused,
    take() {
      if (choice !== 'invalid') return choice;
      setIsRefused(true);
      return null;
    },
  };
}
