import type { TFunction } from 'i18next';
import {
  type AlertReach,
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
  VIP_TONES_HZ,
} from '@redzone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { playTones, vibrate } from '../../lib/device';
import {
  GEOLOCATION_FAILURE_KEYS,
  GeolocationError,
  getCurrentPosition,
} from '../../lib/geolocation';
import { setLastPosition } from '../../lib/position-store';
import { serverErrorText } from '../../lib/server-error-text';
import { useSession } from '../../lib/session';
import { speak } from '../../lib/speech';
import { alertContactsOnly } from './api/alert-contacts-only';
import { useCreateAlert } from './api/create-alert';
import { alertKeys } from './api/get-alerts';
import {
  type EmergencyPlace,
  getEmergency,
  setEmergency,
  updateEmergency,
} from './emergency-store';
import { endUntilDone } from './pending-ends';

/**
 * No answer at all (a failed fetch rejects with a TypeError) or a server that could not answer:
 * both may pass, so the alert waits and is sent again.
 */
const mayPass = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/**
 * The phone's real position, or why there is none (no stand-in). Its address is the coordinates
 * until the server names the place as it stores the alert: asking for the name first cost the
 * alert a round trip (decision 093).
 */
async function locate(): Promise<EmergencyPlace | GeolocationError> {
  try {
    const fix = await getCurrentPosition({
      enableHighAccuracy: true,
      timeout: ALERT_LOCATION_TIMEOUT_MS,
      maximumAge: ALERT_LOCATION_MAX_AGE_MS,
    });
    setLastPosition(fix);
    return { latitude: fix.latitude, longitude: fix.longitude, address: formatCoordinates(fix) };
  } catch (error) {
    return error instanceof GeolocationError ? error : new GeolocationError('unavailable');
  }
}

/**
 * What the delivery needs from the page. No Profile name: the server's texts carry no words
 * anyone typed (decision 041), so the name stays on the phone (decision 066).
 */
export interface DeliveryInputs {
  isPhoneVerified: boolean;
}

/**
 * Sends the alert part of the emergency in progress, from wherever it is: posts it, or with no
 * position alerts the trusted contacts alone. Safe to call again at any time (the network came
 * back, the phone was verified): it does only what is still missing.
 */
export function useAlertDelivery() {
  const { t } = useTranslation();
  const { mutateAsync: createAlert } = useCreateAlert();
  // A phone the server says is not verified: its alert would be refused, so it is not sent, and
  // the person reads that nobody is being alerted from the first second, not "Alerting…".
  const knownUnverified = useSession().data?.isPhoneVerified === false;
  const isKnownUnverified = useRef(knownUnverified);
  useEffect(() => {
    isKnownUnverified.current = knownUnverified;
  }, [knownUnverified]);

  const confirmSent = useCallback(
    (isVip: boolean, reach: AlertReach) => {
      toast({
        title: t('alert.sentTitle'),
        description: reachText(t, reach),
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

  /**
   * With no position: the trusted contacts alone, once. Nothing typed goes with it: the server's
   * text carries no one's words (decision 041); a typed place goes in the phone's own SMS.
   */
  const alertContacts = useCallback(async (startedAt: number, inputs: DeliveryInputs) => {
    const emergency = getEmergency();
    if (emergency?.startedAt !== startedAt || emergency.place !== null) return;
    if (!inputs.isPhoneVerified || !navigator.onLine) return;
    const status = emergency.contactsOnly?.status;
    if (status === 'sending' || status === 'sent') return;
    updateEmergency(startedAt, { contactsOnly: { status: 'sending', contactsTexted: 0 } });
    try {
      const { contactsTexted } = await alertContactsOnly({});
      updateEmergency(startedAt, { contactsOnly: { status: 'sent', contactsTexted } });
    } catch (error) {
      // A refusal (no circle on the server, the limit) is final; no answer is tried again.
      updateEmergency(startedAt, {
        contactsOnly: { status: mayPass(error) ? 'failed' : 'refused', contactsTexted: 0 },
      });
    }
  }, []);

  const deliver = useCallback(
    async (startedAt: number, inputs: DeliveryInputs) => {
      const emergency = getEmergency();
      if (emergency?.startedAt !== startedAt) return;
      if (emergency.delivery === 'sent' || emergency.delivery === 'sending') return;
      if (emergency.place === null) {
        updateEmergency(startedAt, { delivery: 'needs_location' });
        await alertContacts(startedAt, inputs);
        return;
      }
      const sayOffline = () => {
        updateEmergency(startedAt, { delivery: 'queued' });
        // Once: the panel keeps saying it while the alert waits.
        if (emergency.delivery === 'queued') return;
        toast({
          title: t('alert.offlineTitle'),
          description: t('alert.offlineDescription'),
          variant: 'destructive',
        });
      };
      if (isKnownUnverified.current && !inputs.isPhoneVerified) {
        updateEmergency(startedAt, { delivery: 'needs_verification' });
        return;
      }
      if (!navigator.onLine) {
        sayOffline();
        return;
      }
      updateEmergency(startedAt, { delivery: 'sending', refusal: null });
      try {
        const { reach, ...alert } = await createAlert({
          latitude: emergency.place.latitude,
          longitude: emergency.place.longitude,
          location: emergency.place.address,
          description: emergency.description,
        });
        // Ended while it was on its way: the server's copy ends too. The place now reads as
        // the server named it.
        const place = { ...emergency.place, address: alert.location };
        if (!updateEmergency(startedAt, { delivery: 'sent', alert, reach, place })) {
          void endUntilDone(alert.id, endedWhileSending.get(startedAt));
          endedWhileSending.delete(startedAt);
          return;
        }
        confirmSent(alert.isVip, reach);
      } catch (error) {
        if (mayPass(error)) {
          sayOffline();
          return;
        }
        const code = error instanceof ApiError ? error.code : null;
        if (code === 'phone_verification_required' || code === 'session_required') {
          updateEmergency(startedAt, { delivery: 'needs_verification' });
          return;
        }
        // The server refused a built-in stand-in position: no place is known, so the
        // person is asked for one and the contacts alone are texted, as with location refused.
        if (code === 'location_unknown') {
          updateEmergency(startedAt, { place: null, delivery: 'needs_location' });
          await alertContacts(startedAt, inputs);
          return;
        }
        updateEmergency(startedAt, {
          delivery: 'refused',
          refusal: serverErrorText(error, t('alert.failedDescription')),
        });
      }
    },
    [alertContacts, createAlert, confirmSent, t],
  );

  const locateAndDeliver = useCallback(
    async (startedAt: number, inputs: DeliveryInputs) => {
      if (locatingFor === startedAt) return;
      locatingFor = startedAt;
      const place = await locate().finally(() => {
        locatingFor = null;
      });
      if (place instanceof GeolocationError) {
        updateEmergency(startedAt, { delivery: 'needs_location' });
        toast({ title: t(GEOLOCATION_FAILURE_KEYS[place.reason]), variant: 'destructive' });
      } else {
        updateEmergency(startedAt, { place });
      }
      await deliver(startedAt, inputs);
    },
    [deliver, t],
  );

  return { deliver, alertContacts, locateAndDeliver };
}

/** The emergency whose position is being asked for: one request at a time. */
let locatingFor: number | null = null;
/**
 * Emergencies ended before the server had their alert, by start time: the stop PIN given, kept
 * in memory only, so the alert is ended once it is created.
 */
const endedWhileSending = new Map<number, string | undefined>();

/** "No observers nearby right now. Your 1 trusted contact was texted." */
export function reachText(t: TFunction, reach: AlertReach) {
  const parts = [t(`alert.reachObservers.${reach.observersNearby}`)];
  if (reach.contactsInApp > 0) parts.push(t('alert.reachInApp', { count: reach.contactsInApp }));
  if (reach.contactsTexted > 0) parts.push(t('alert.reachTexted', { count: reach.contactsTexted }));
  return parts.join(' ');
}

/**
 * The emergency flow of P1 §4, with the order: the hold has already started the recorder;
 * here the alert is located and sent beside it, and nothing here can stop the recording.
 */
export function useEmergencyActions(inputs: DeliveryInputs) {
  const { t } = useTranslation();
  const { deliver, locateAndDeliver } = useAlertDelivery();
  const queryClient = useQueryClient();
  const { isPhoneVerified } = inputs;

  const activate = useCallback(async () => {
    if (getEmergency()) return;
    const startedAt = Date.now();
    setEmergency({
      startedAt,
      place: null,
      typedPlace: null,
      description: t('alert.defaultDescription'),
      delivery: 'locating',
      refusal: null,
      alert: null,
      reach: null,
      contactsOnly: null,
    });
    await locateAndDeliver(startedAt, { isPhoneVerified });
  }, [locateAndDeliver, isPhoneVerified, t]);

  /** Share my location: asks the phone again. */
  const shareLocation = useCallback(async () => {
    const emergency = getEmergency();
    if (emergency === null || emergency.delivery === 'locating') return;
    updateEmergency(emergency.startedAt, { delivery: 'locating' });
    await locateAndDeliver(emergency.startedAt, { isPhoneVerified });
  }, [locateAndDeliver, isPhoneVerified]);

  /**
   * Where the person says they are: put in the text their phone sends their contacts, never
   * broadcast as a position (the shipped data would turn it into a ZIP centre: decision 066).
   */
  const sayWhere = useCallback((typedPlace: string) => {
    const emergency = getEmergency();
    if (emergency === null) return;
    updateEmergency(emergency.startedAt, { typedPlace });
  }, []);

  /** Try again after a refusal or while waiting for the network. */
  const retry = useCallback(async () => {
    const emergency = getEmergency();
    if (emergency === null) return;
    updateEmergency(emergency.startedAt, { delivery: 'queued' });
    await deliver(emergency.startedAt, { isPhoneVerified });
  }, [deliver, isPhoneVerified]);

  /**
   * With a stop PIN set, `pin` is it: the server checks it. `landed`: the PIN's prompt ended it on
   * the server already, so it is not sent again (each send is a PIN try).
   */
  const end = useCallback(
    (pin?: string, landed = false) => {
      const emergency = getEmergency();
      if (!emergency) return;
      // Local first: the person said they are safe. The server's copy is ended now and again
      // until it lands (pending-ends.ts), and the screen says so while others still see it.
      setEmergency(null);
      toast({ title: t('alert.endedTitle'), description: t('alert.endedDescription') });
      if (landed) {
        void queryClient.invalidateQueries({ queryKey: alertKeys.all });
        return;
      }
      if (!emergency.alert) {
        endedWhileSending.set(emergency.startedAt, pin);
        return;
      }
      void endUntilDone(emergency.alert.id, pin).then((landed) => {
        void queryClient.invalidateQueries({ queryKey: alertKeys.all });
        if (landed) return;
        toast({
          title: t('alert.endPendingTitle'),
          description: t('alert.endPendingDescription'),
          variant: 'destructive',
        });
      });
    },
    [queryClient, t],
  );

  return { activate, shareLocation, sayWhere, retry, end };
}
