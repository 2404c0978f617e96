import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { clearPins, hasDuressPin, hasStopPin, PIN_PATTERN, setPins } from '../recorder-pins';
import { PinField } from './PinField';

/**
 * Issue 29: Profile's stop and duress PINs. Optional: with a stop PIN, stopping a recording asks
 * for it; a duress PIN pretends to stop while the recording goes on.
 */
export function RecorderPinsCard() {
  const { t } = useTranslation();
  const [isSet, setIsSet] = useState(() => hasStopPin());
  const [hasDuress, setHasDuress] = useState(() => hasDuressPin());
  const [stop, setStop] = useState('');
  const [duress, setDuress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

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
    await setPins(stop, duress === '' ? null : duress);
    setStop('');
    setDuress('');
    setProblem(null);
    setIsSet(true);
    setHasDuress(duress !== '');
    toast({ title: t('recorder.pins.saved'), variant: 'success' });
  }

  return (
    <Card aria-labelledby="recorder-pins-title">
      <CardTitle id="recorder-pins-title">
        <KeyRound className="mr-2 inline size-5" aria-hidden />
        {t('recorder.pins.title')}
      </CardTitle>
      <p className="mt-2 text-sm text-neutral-300">{t('recorder.pins.intro')}</p>
      <p role="status" className="mt-2 text-sm font-semibold">
        {isSet
          ? t(hasDuress ? 'recorder.pins.bothSet' : 'recorder.pins.stopSet')
          : t('recorder.pins.none')}
      </p>
      <form onSubmit={(event) => void save(event)} className="mt-3 space-y-2">
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
          <Button type="submit" size="sm">
            {t('recorder.pins.save')}
          </Button>
          {isSet ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                clearPins();
                setIsSet(false);
                setHasDuress(false);
                toast({ title: t('recorder.pins.removed') });
              }}
            >
              {t('recorder.pins.remove')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
