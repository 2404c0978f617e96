import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { checkPin, type PinCheck } from '../recorder-pins';
import { PinField } from './PinField';

/**
 * Issue 29: with a stop PIN set, Stop asks for it. The stop PIN stops; the duress PIN is handed
 * back as `duress` (the screen then pretends to stop); a wrong one stops nothing.
 */
export function StopPinPrompt({
  onResult,
  onCancel,
  label,
  submitLabel,
  keepLabel,
}: {
  /** The PIN goes along: the server checks it again where it guards an act (ending an alert). */
  onResult: (result: Exclude<PinCheck, 'wrong'>, pin: string) => void;
  onCancel: () => void;
  /** What the PIN does here (stopping by default; ending the emergency on Home). */
  label?: string;
  submitLabel?: string;
  keepLabel?: string;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [isWrong, setIsWrong] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    const result = await checkPin(pin);
    setIsChecking(false);
    setPin('');
    if (result === 'wrong') {
      setIsWrong(true);
      return;
    }
    onResult(result, pin);
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-2 rounded-lg border border-neutral-700 bg-neutral-900 p-3"
    >
      <PinField
        label={label ?? t('recorder.pin.enter')}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        required
      />
      {isWrong ? (
        <p role="alert" className="text-sm text-amber-300">
          {t('recorder.pin.wrong')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={isChecking}>
          {submitLabel ?? t('recorder.stop')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {keepLabel ?? t('recorder.pin.keepRecording')}
        </Button>
      </div>
    </form>
  );
}
