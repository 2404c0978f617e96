import {
  ALERT_FALLBACK_LOCATION,
  ALERT_LOCATION_MAX_AGE_MS,
  ALERT_LOCATION_TIMEOUT_MS,
  ALERT_PHRASE,
  ALERT_SUCCESS_TOAST_MS,
  ALERT_VIBRATION_PATTERN,
  CONFIRMATION_PAUSE_MS,
  CONFIRMATION_REPEATS,
  CONFIRMATION_SPEECH_PITCH,
  CONFIRMATION_SPEECH_RATE,
  CONFIRMATION_SPOKEN_SUFFIX,
  formatCoordinates,
  vipMarker,
  VIP_TONES_HZ,
} from '@redzone/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { playTones, vibrate } from '../../lib/device';
import { getCurrentPosition } from '../../lib/geolocation';
import { setLastPosition } from '../../lib/position-store';
import { serverErrorText } from '../../lib/server-error-text';
import { speak } from '../../lib/speech';
import { useCreateAlert } from './api/create-alert';
import { useEndAlert } from './api/end-alert';
import { reverseGeocode } from './api/reverse-geocode';
import { getEmergency, setEmergency, type Emergency } from './emergency-store';

/** A failed fetch (no network) rejects with a TypeError; an HTTP answer is an ApiError. */
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError);

async function locate(): Promise<{ latitude: number; longitude: number; address: string }> {
  try {
    const fix = await getCurrentPosition({
      enableHighAccuracy: true,
      timeout: ALERT_LOCATION_TIMEOUT_MS,
      maximumAge: ALERT_LOCATION_MAX_AGE_MS,
    });
    setLastPosition(fix);
    const address = navigator.onLine ? await reverseGeocode(fix) : formatCoordinates(fix);
    return { latitude: fix.latitude, longitude: fix.longitude, address };
  } catch {
    // P1 §8: location failure falls back to the Burbank area.
    return { ...ALERT_FALLBACK_LOCATION };
  }
}

/**
 * The emergency flow of P1 §4: locate, post, confirm (toast, speech, vibration, VIP tones), and
 * end. Offline, the emergency is active locally and posted when the network returns.
 */
export function useEmergencyActions({ contactCount }: { contactCount: number }) {
  const { t } = useTranslation();
  const { mutateAsync: createAlert } = useCreateAlert();
  const { mutateAsync: endAlert } = useEndAlert();

  const confirmSent = useCallback(
    (isVip: boolean) => {
      toast({
        title: t('alert.sentTitle'),
        description: t('alert.sentDescription'),
        variant: 'success',
        duration: ALERT_SUCCESS_TOAST_MS,
      });
      const phrase = `${t('alert.phrase', { defaultValue: ALERT_PHRASE })} ${t('alert.sentSpoken', { defaultValue: CONFIRMATION_SPOKEN_SUFFIX })}`;
      for (let i = 0; i < CONFIRMATION_REPEATS; i += 1) {
        setTimeout(
          () => speak(phrase, { rate: CONFIRMATION_SPEECH_RATE, pitch: CONFIRMATION_SPEECH_PITCH }),
          i * CONFIRMATION_PAUSE_MS,
        );
      }
      vibrate(ALERT_VIBRATION_PATTERN);
      if (isVip) playTones(VIP_TONES_HZ);
    },
    [t],
  );

  const post = useCallback(
    async (emergency: Emergency) => {
      try {
        const alert = await createAlert({
          latitude: emergency.latitude,
          longitude: emergency.longitude,
          location: emergency.address,
          description: emergency.description,
        });
        if (getEmergency()?.startedAt !== emergency.startedAt) return;
        setEmergency({ ...emergency, status: 'active', alert, pendingPost: false });
        confirmSent(alert.isVip);
      } catch (error) {
        if (isNetworkFailure(error)) {
          setEmergency({ ...emergency, status: 'active', pendingPost: true });
          toast({
            title: t('alert.offlineTitle'),
            description: t('alert.offlineDescription'),
            variant: 'destructive',
          });
          return;
        }
        setEmergency(null);
        toast({
          title: t('alert.failedTitle'),
          description: serverErrorText(error, t('alert.failedDescription')),
          variant: 'destructive',
        });
      }
    },
    [createAlert, confirmSent, t],
  );

  const activate = useCallback(async () => {
    if (getEmergency()) return;
    const startedAt = Date.now();
    const marker = contactCount > 0 ? ` ${vipMarker(contactCount)}` : '';
    const sending: Emergency = {
      status: 'sending',
      startedAt,
      latitude: ALERT_FALLBACK_LOCATION.latitude,
      longitude: ALERT_FALLBACK_LOCATION.longitude,
      address: '',
      description: `${t('alert.defaultDescription')}${marker}`,
      alert: null,
      pendingPost: false,
    };
    setEmergency(sending);
    const place = await locate();
    const located = { ...sending, ...place };
    if (!navigator.onLine) {
      setEmergency({ ...located, status: 'active', pendingPost: true });
      toast({
        title: t('alert.offlineTitle'),
        description: t('alert.offlineDescription'),
        variant: 'destructive',
      });
      return;
    }
    setEmergency(located);
    await post(located);
  }, [contactCount, post, t]);

  const end = useCallback(async () => {
    const emergency = getEmergency();
    if (!emergency) return;
    if (emergency.alert) {
      try {
        await endAlert(emergency.alert.id);
      } catch {
        // Ending is local first: the person said they are safe. An alert the server could not
        // end (offline) leaves the lists when it expires.
      }
    }
    setEmergency(null);
    toast({ title: t('alert.endedTitle'), description: t('alert.endedDescription') });
  }, [endAlert, t]);

  // The offline departure: a pending alert is posted as soon as the network returns.
  useEffect(() => {
    const retry = () => {
      const emergency = getEmergency();
      if (!emergency?.pendingPost) return;
      // Marked as sending first, so a second trigger does not post it twice.
      const sending = { ...emergency, status: 'sending' as const, pendingPost: false };
      setEmergency(sending);
      void post(sending);
    };
    window.addEventListener('online', retry);
    if (navigator.onLine) retry();
    return () => window.removeEventListener('online', retry);
  }, [post]);

  return { activate, end };
}
