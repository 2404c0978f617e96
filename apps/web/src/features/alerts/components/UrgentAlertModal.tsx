import { intlLocale } from '../../../lib/intl-locale';
import {
  ALERT_PHRASE,
  ALERT_VIBRATION_PATTERN,
  compassPoint,
  distanceMiles,
  URGENT_AUDIO_REPEAT_MS,
  URGENT_FLASH_MS,
  URGENT_SPEECH_RATE,
  URGENT_SPEECH_REPEATS,
  type Alert,
} from '@redzone/contract';
import { MapPin, Users } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { vibrate } from '../../../lib/device';
import { useLastPosition } from '../../../lib/position-store';
import { cancelSpeech, speak } from '../../../lib/speech';
import { cn } from '../../../lib/cn';
import { numberFormat } from '../../../lib/intl-format';
import { shownDescription } from '../shown-description';
import { SomeoneOnTheWay } from './AcknowledgementCounts';

interface UrgentAlertModalProps {
  alert: Alert;
  onRespond: (alert: Alert) => void;
  onDismiss: (alert: Alert) => void;
}

/** Closer than this (about 15 yards), which way is noise from the phones' fixes. */
const MILES_WITHOUT_DIRECTION = 0.01;

/**
 * P1 §2/§4: the full-screen urgent alert. The background flashes for 10 s; the phrase is spoken
 * three times at rate 0.9 and again after 10 s; the device vibrates. Closing cancels all of it.
 */
export function UrgentAlertModal({ alert, onRespond, onDismiss }: UrgentAlertModalProps) {
  const { t, i18n } = useTranslation();
  const position = useLastPosition();
  const [flashing, setFlashing] = useState(true);
  const phrase = t('alert.phrase', { defaultValue: ALERT_PHRASE });
  const miles = position ? distanceMiles(position, alert) : null;
  const milesNumber =
    miles === null
      ? null
      : numberFormat(intlLocale(i18n.resolvedLanguage), {
          maximumFractionDigits: 2,
        }).format(miles);
  // Which way as well as how far: the place's name is only a town and a ZIP code.
  const milesText =
    position === null || miles === null || milesNumber === null
      ? null
      : miles < MILES_WITHOUT_DIRECTION
        ? t('alert.milesAway', { miles: milesNumber })
        : t('alert.milesAwayToward', {
            miles: milesNumber,
            direction: t(`alert.directions.${compassPoint(position, alert)}`),
          });

  useEffect(() => {
    const spokenText = `${phrase}. ${alert.location}`;
    const sayAll = () => {
      for (let i = 0; i < URGENT_SPEECH_REPEATS; i += 1)
        speak(spokenText, { rate: URGENT_SPEECH_RATE });
    };
    sayAll();
    vibrate(ALERT_VIBRATION_PATTERN);
    const stopFlash = setTimeout(() => setFlashing(false), URGENT_FLASH_MS);
    const repeat = setTimeout(
      () => speak(spokenText, { rate: URGENT_SPEECH_RATE }),
      URGENT_AUDIO_REPEAT_MS,
    );
    return () => {
      clearTimeout(stopFlash);
      clearTimeout(repeat);
      cancelSpeech();
    };
  }, [alert.id, alert.location, phrase]);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onDismiss(alert)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className={cn(
            'fixed inset-0 z-[90] flex flex-col items-center justify-center gap-5 overflow-y-auto p-6 text-center text-white',
            flashing ? 'animate-[urgent-flash_0.8s_ease-in-out_infinite] bg-red-700' : 'bg-red-800',
          )}
        >
          <DialogPrimitive.Title className="text-4xl font-black tracking-wide">
            {phrase}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="flex items-start gap-2 text-xl font-semibold">
            <MapPin className="mt-1 size-6 shrink-0" aria-hidden />
            {alert.location}
          </DialogPrimitive.Description>
          {milesText !== null ? <p className="text-lg font-bold">{milesText}</p> : null}
          {alert.description ? (
            <p className="max-w-md text-base text-red-50">
              {shownDescription(alert.description, t)}
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-base">
            <Users className="size-5" aria-hidden />
            {t('alert.observerCount', { count: alert.observersCount })}
          </p>
          <SomeoneOnTheWay observersCount={alert.observersCount} />
          <div className="mt-2 grid w-full max-w-sm gap-3">
            <Button
              size="lg"
              className="bg-white text-red-700 hover:bg-red-50"
              onClick={() => onRespond(alert)}
            >
              {t('alert.respond')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white text-white hover:bg-red-900"
              onClick={() => onDismiss(alert)}
            >
              {t('alert.dismiss')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
