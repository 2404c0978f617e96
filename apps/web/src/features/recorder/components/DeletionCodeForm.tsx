import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/**
 * An alert's or a complaint's recording is deleted only with the code the server texted to the
 * person's trusted contacts, so whoever holds this phone alone cannot erase it.
 */
export function DeletionCodeForm({
  message,
  isPending,
  onSubmit,
  onCancel,
}: {
  /** The server's words: where the code went, or why the last one was refused. */
  message: string;
  isPending: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded-lg border border-red-900 bg-red-950/40 p-3"
    >
      <p role="alert" className="text-sm">
        {message}
      </p>
      <TextField
        label={t('recordings.deletionCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={isPending}>
          {t('recordings.delete')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('recordings.cancel')}
        </Button>
      </div>
    </form>
  );
}
