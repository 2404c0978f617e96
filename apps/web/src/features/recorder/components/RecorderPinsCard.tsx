import type { DevicePinHashes } from '@redzone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { serverErrorText } from '../../../lib/server-error-text';
import { pinsKeys, usePinsStatus } from '../api/get-pins-status';
import { putPins } from '../api/put-pins';
import {
  checkPin,
  clearPins,
  derivePins,
  hasDuressPin,
  hasStopPin,
  PIN_PATTERN,
  storePins,
} from '../recorder-pins';
import { PinField } from './PinField';

/**
 * Issue 29: Profile's stop and duress PINs. Optional: with a stop PIN, stopping a recording or
 * ending an alert asks for it; a duress PIN pretends to stop while the recording goes on. Kept
 * here and on the server (as hashes); changing or removing them needs the current stop PIN, so
 * whoever holds the phone cannot just remove them first.
 */
export function RecorderPinsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const server = usePinsStatus();
  const [isSet, setIsSet] = useState(() => hasStopPin());
  const [hasDuress, setHasDuress] = useState(() => hasDuressPin());
  const [current, setCurrent] = useState('');
  const [stop, setStop] = useState('');
  const [duress, setDuress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const needsCurrent = isSet || server.data?.hasStopPin === true;

  /** Checked here first when this phone holds the PINs: a wrong one costs no server try. */
  async function isCurrentRight(): Promise<boolean> {
    if (!needsCurrent) return true;
    const isRight = PIN_PATTERN.test(current) && (!isSet || (await checkPin(current)) === 'stop');
    if (!isRight) setProblem(t('recorder.pins.wrongCurrent'));
    return isRight;
  }

  /** Whether the change may be kept on this phone. */
  async function sendToServer(pins: DevicePinHashes | null): Promise<boolean> {
    try {
      const status = await putPins(needsCurrent ? { pins, currentPin: current } : { pins });
      queryClient.setQueryData(pinsKeys.all, status);
      return true;
    } catch (error) {
      if (error instanceof ApiError) {
        const isWrong = error.code === 'pin_wrong' || error.code === 'pin_required';
        setProblem(
          isWrong
            ? t('recorder.pins.wrongCurrent')
            : serverErrorText(error, t('recorder.pins.failed')),
        );
        return false;
      }
      // Offline: first PINs are kept here and uploaded at the next start; a change needs the server.
      if (!needsCurrent && pins !== null) return true;
      setProblem(t('recorder.pins.offline'));
      return false;
    }
  }

  async function run(change: () => Promise<void>) {
    setIsBusy(true);
    try {
      await change();
    } finally {
      setIsBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!PIN_PATTERN.test(stop) || (duress !== '' && !PIN_PATTERN.test(duress))) {
      setProblem(t('recorder.pins.digits'));
      return;
    }
    if (duress === stop) {
      setProblem(t('recorder.pins.differ'));
      return;
    }
    if (!(await isCurrentRight())) return;
    const pins = await derivePins(stop, duress === '' ? null : duress);
    if (!(await sendToServer(pins))) return;
    storePins(pins);
    setCurrent('');
    setStop('');
    setDuress('');
    setProblem(null);
    setIsSet(true);
    setHasDuress(duress !== '');
    toast({ title: t('recorder.pins.saved'), variant: 'success' });
  }

  async function remove() {
    if (!(await isCurrentRight()) || !(await sendToServer(null))) return;
    clearPins();
    setCurrent('');
    setProblem(null);
    setIsSet(false);
    setHasDuress(false);
    toast({ title: t('recorder.pins.removed') });
  }

  return (
    <Card aria-labelledby="recorder-pins-title">
      <CardTitle id="recorder-pins-title">
        <KeyRound className="mr-2 inline size-5" aria-hidden />
        {t('recorder.pins.title')}
      </CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('recorder.pins.intro')}</p>
      <p role="status" className="mt-2 text-sm font-semibold">
        {needsCurrent
          ? t(hasDuress ? 'recorder.pins.bothSet' : 'recorder.pins.stopSet')
          : t('recorder.pins.none')}
      </p>
      <form onSubmit={(event) => void run(() => save(event))} className="mt-3 space-y-2">
        {needsCurrent ? (
          <PinField
            label={t('recorder.pins.currentField')}
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        ) : null}
        <PinField
          label={t('recorder.pins.stopField')}
          autoComplete="new-password"
          value={stop}
          onChange={(event) => setStop(event.target.value)}
          required
        />
        <PinField
          label={t('recorder.pins.duressField')}
          autoComplete="new-password"
          value={duress}
          onChange={(event) => setDuress(event.target.value)}
        />
        {problem === null ? null : (
          <p role="alert" className="text-sm text-amber-300">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={isBusy}>
            {t('recorder.pins.save')}
          </Button>
          {needsCurrent ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() => void run(remove)}
            >
              {t('recorder.pins.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
