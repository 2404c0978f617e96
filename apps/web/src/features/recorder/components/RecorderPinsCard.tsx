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
import { PinField } from '../../../components/ui/pin-field';
import {
  hasStopPin,
  PIN_PATTERN,
  PIN_SUGGESTED_DIGITS,
  rememberStopPin,
} from '../../../lib/stop-pin';

/**
 * Profile's stop and duress PINs. Optional: with a stop PIN, stopping a recording, ending an
 * alert and anything that would erase footage or silence the contacts asks for it; a duress PIN
 * answers as if it worked while it does nothing and tells the contacts. Kept on the server only
 * (as slow hashes): this screen never says whether a duress PIN is set, since the phone may be in
 * someone else's hands. Changing or removing them needs the current stop PIN.
 */
export function RecorderPinsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const server = usePinsStatus();
  const isSet = server.data?.hasStopPin ?? hasStopPin();
  const [current, setCurrent] = useState('');
  const [stop, setStop] = useState('');
  const [duress, setDuress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function send(pins: { stop: string; duress: string | null } | null): Promise<boolean> {
    // Nothing the server could accept as the current PIN: said here, no try spent.
    if (isSet && !PIN_PATTERN.test(current)) {
      setProblem(t('recorder.pins.wrongCurrent'));
      return false;
    }
    setIsBusy(true);
    try {
      const status = await putPins(isSet ? { pins, currentPin: current } : { pins });
      queryClient.setQueryData(pinsKeys.all, status);
      rememberStopPin(status.hasStopPin);
      setCurrent('');
      setStop('');
      setDuress('');
      setProblem(null);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) setProblem(t('recorder.pins.offline'));
      else if (error.code === 'pin_wrong' || error.code === 'pin_required') {
        setProblem(t('recorder.pins.wrongCurrent'));
      } else if (error.code === 'phone_verification_required') {
        setProblem(t('recorder.pins.needsPhone'));
      } else setProblem(serverErrorText(error, t('recorder.pins.failed')));
      return false;
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
    if (await send({ stop, duress: duress === '' ? null : duress })) {
      toast({ title: t('recorder.pins.saved'), variant: 'success' });
    }
  }

  async function remove() {
    if (await send(null)) toast({ title: t('recorder.pins.removed') });
  }

  return (
    <Card aria-labelledby="recorder-pins-title">
      <CardTitle id="recorder-pins-title">
        <KeyRound className="mr-2 inline size-5" aria-hidden />
        {t('recorder.pins.title')}
      </CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('recorder.pins.intro')}</p>
      <p className="mt-2 text-sm text-neutral-400">{t('recorder.pins.takeBack')}</p>
      <p role="status" className="mt-2 text-sm font-semibold">
        {t(isSet ? 'recorder.pins.set' : 'recorder.pins.none')}
      </p>
      <form onSubmit={(event) => void save(event)} className="mt-3 space-y-2">
        {isSet ? (
          <PinField
            label={t('recorder.pins.currentField')}
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        ) : null}
        <PinField
          label={t('recorder.pins.stopField')}
          description={t('recorder.pins.suggest', { digits: PIN_SUGGESTED_DIGITS })}
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
          {isSet ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() => void remove()}
            >
              {t('recorder.pins.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
