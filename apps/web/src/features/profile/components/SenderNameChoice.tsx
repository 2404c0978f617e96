import { FIRST_NAME_MAX_LENGTH, type SenderNameKind } from '@redzone/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { SenderNameEditor } from '../use-sender-name-draft';

const KINDS: readonly SenderNameKind[] = ['firstName', 'phone', 'nobody'];

/**
 * How Red Zone's texts to the contacts name the person, offered where contacts are added: the
 * confirmation text a new contact gets carries it, and so does every alert text after.
 */
export function SenderNameChoice({
  editor,
  onSave,
  isSaving,
}: {
  editor: SenderNameEditor;
  onSave: () => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const groupName = useId();
  const { draft, saved } = editor;
  if (draft === null || saved === undefined) return null;
  const number = saved.verifiedNumber;
  const label = (kind: SenderNameKind) =>
    kind === 'phone'
      ? number === null
        ? t('profile.senderName.noPhone')
        : t('profile.senderName.phone', { number })
      : t(`profile.senderName.${kind}`);
  return (
    <fieldset className="mt-3 rounded-lg bg-neutral-950 p-3">
      <legend className="float-left mb-1 w-full text-sm font-semibold">
        {t('profile.senderName.legend')}
      </legend>
      <p className="clear-both text-xs text-neutral-400">{t('profile.senderName.why')}</p>
      <div className="mt-2 space-y-1">
        {KINDS.map((kind) => (
          <div key={kind}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name={groupName}
                value={kind}
                checked={draft.kind === kind}
                disabled={kind === 'phone' && number === null}
                onChange={() => editor.setDraft({ ...draft, kind })}
                className="size-5 accent-red-600"
              />
              {label(kind)}
            </label>
            {kind === 'firstName' && draft.kind === 'firstName' ? (
              <div className="mb-2 ml-8">
                <TextField
                  label={t('profile.senderName.firstNameField')}
                  description={t('profile.senderName.firstNameRule', {
                    max: FIRST_NAME_MAX_LENGTH,
                  })}
                  value={draft.firstName}
                  onChange={(e) => editor.setDraft({ ...draft, firstName: e.target.value })}
                  maxLength={FIRST_NAME_MAX_LENGTH}
                  autoComplete="given-name"
                  aria-invalid={editor.isRefused}
                />
                {editor.isRefused ? (
                  <p role="alert" className="mt-2 text-sm text-red-300">
                    {t('profile.senderName.refused', { max: FIRST_NAME_MAX_LENGTH })}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ))}
      </div>
      <p className="mt-2 text-sm text-neutral-300">
        {saved.choice === null
          ? t('profile.senderName.notChosen')
          : saved.shownAs === null
            ? t('profile.senderName.nowSomeone')
            : t('profile.senderName.nowNamed', { who: saved.shownAs })}
      </p>
      {editor.isSaved ? null : (
        <Button className="mt-2" size="sm" variant="secondary" onClick={onSave} disabled={isSaving}>
          {t('profile.senderName.save')}
        </Button>
      )}
    </fieldset>
  );
}
