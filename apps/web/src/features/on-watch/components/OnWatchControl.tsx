import {
  LOCATION_MAX_AGE_MS,
  LOCATION_TIMEOUT_MS,
  ON_WATCH_DURATIONS_HOURS,
} from '@redzone/contract';
import { Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import {
  GEOLOCATION_FAILURE_KEYS,
  GeolocationError,
  getCurrentPosition,
} from '../../../lib/geolocation';
import { setLastPosition } from '../../../lib/position-store';
import { useNow } from '../../../lib/use-now';
import { endWatch, startWatch, useWatchUntil } from '../on-watch-store';
import { useEndTimeText } from '../use-end-time-text';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A session of being on watch (a protest, an evening). Starting asks for the position
 * at once (the tap is what lets the browser ask), so the first report goes out now, not in 30 s.
 */
export function OnWatchControl() {
  const { t } = useTranslation();
  const until = useWatchUntil();
  const endText = useEndTimeText();
  const now = useNow(MINUTE_MS);
  const selectId = useId();
  const [hours, setHours] = useState<number>(ON_WATCH_DURATIONS_HOURS[1]);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      const fix = await getCurrentPosition({
        enableHighAccuracy: true,
        timeout: LOCATION_TIMEOUT_MS,
        maximumAge: LOCATION_MAX_AGE_MS,
      });
      setLastPosition(fix);
      startWatch(Date.now() + hours * HOUR_MS);
    } catch (error) {
      const reason = error instanceof GeolocationError ? error.reason : 'unavailable';
      setProblem(t(GEOLOCATION_FAILURE_KEYS[reason]));
    } finally {
      setStarting(false);
    }
  };

  if (until !== null) {
    return (
      <Card className="border-green-600 bg-green-950 p-4 text-green-50">
        <p role="status" className="flex items-center gap-2 text-lg font-extrabold">
          <Eye className="size-5" aria-hidden />
          {t('onWatch.on')}
        </p>
        <p className="mt-1 text-sm">{t('onWatch.until', { time: endText(until) })}</p>
        <p className="mt-1 text-xs text-green-200">{t('onWatch.keepOpen')}</p>
        <Button variant="outline" className="mt-3 w-full" onClick={endWatch}>
          {t('onWatch.end')}
        </Button>
      </Card>
    );
  }

  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 text-base font-bold">
        <Eye className="size-5" aria-hidden />
        {t('onWatch.title')}
      </h2>
      <p className="mt-1 text-sm text-neutral-300">{t('onWatch.explain')}</p>
      <label htmlFor={selectId} className="mt-3 block text-sm font-semibold">
        {t('onWatch.endLabel')}
      </label>
      <select
        id={selectId}
        value={hours}
        onChange={(event) => setHours(Number(event.target.value))}
        className="mt-1 min-h-11 w-full rounded-lg border border-neutral-700 bg-neutral-900 px-3 text-base"
      >
        {ON_WATCH_DURATIONS_HOURS.map((option) => (
          <option key={option} value={option}>
            {t('onWatch.forHours', { count: option, time: endText(now + option * HOUR_MS) })}
          </option>
        ))}
      </select>
      {problem !== null ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-amber-300">
          {problem}
        </p>
      ) : null}
      <Button className="mt-3 w-full" onClick={() => void start()} disabled={starting}>
        {t('onWatch.start')}
      </Button>
    </Card>
  );
}
