import { PIN_TRIES_WINDOW_MS } from '@redzone/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import type { PinAnswer } from '../lib/pin-answer';
import { PinField } from './ui/pin-field';

/**
 * Asks for the stop PIN before an act it guards (stopping, ending, erasing, silencing). The
 * server decides (`check`); whatever PIN it accepts, stop or duress, this screen goes on the
 * same way, so nothing here can tell them apart. A wrong PIN does nothing.
 */
export function PinPrompt({
  check,
  onAccepted,
  onCancel,
  label,
  submitLabel,
  keepLabel,
}: {
  check: (pin: string) => Promise<PinAnswer>;
  /** The PIN goes along: the act it guards may send it again (an end after a stop). */
  onAccepted: (pin: string, answer: Extract<PinAnswer, { kind: 'accepted' }>) => void;
  onCancel: () => void;
  label?: string | undefined;
  submitLabel?: string;
  keepLabel?: string;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    const typed = pin;
    try {
      const answer = await check(typed);
      setPin('');
      if (answer.kind === 'accepted') {
        onAccepted(typed, answer);
        return;
      }
      setProblem(
        {
          wrong: () => t('recorder.pin.wrong'),
          wait: () => t('recorder.pin.wait', { minutes: PIN_TRIES_WINDOW_MS / 60_000 }),
          busy: () => t('recorder.pin.busy'),
          offline: () => t('recorder.pin.offline'),
        }[answer.kind](),
      );
    } catch {
      setProblem(t('recorder.pin.failed'));
    } finally {
      setIsChecking(false);
    }
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
      {problem === null ? null : (
        <p role="alert" className="text-sm text-amber-300">
          {problem}
        </p>
      )}
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
