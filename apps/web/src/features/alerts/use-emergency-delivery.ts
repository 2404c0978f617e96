import { EMERGENCY_RETRY_MS } from '@redzone/contract';
import { useEffect, useRef } from 'react';
import { getEmergency, useEmergency } from './emergency-store';
import { type DeliveryInputs, useAlertDelivery } from './use-emergency-actions';

/**
 * Finishes the alert part of the emergency in progress from any page: when the network
 * returns, every few seconds while it waits (on one bar of signal a request fails while the
 * browser still says online), once the phone is verified, and after a reload mid-locate.
 */
export function useEmergencyDelivery(inputs: DeliveryInputs): void {
  const { deliver, alertContacts, locateAndDeliver } = useAlertDelivery();
  const startedAt = useEmergency()?.startedAt ?? null;
  const latest = useRef({ inputs, deliver, alertContacts, locateAndDeliver });
  useEffect(() => {
    latest.current = { inputs, deliver, alertContacts, locateAndDeliver };
  });
  const { isPhoneVerified } = inputs;

  useEffect(() => {
    if (startedAt === null) return;
    const step = () => {
      const emergency = getEmergency();
      if (emergency?.startedAt !== startedAt) return;
      const {
        inputs: now,
        deliver: send,
        alertContacts: text,
        locateAndDeliver: locate,
      } = latest.current;
      switch (emergency.delivery) {
        case 'queued':
          return void send(startedAt, now);
        case 'needs_verification':
          if (now.isPhoneVerified) void send(startedAt, now);
          return;
        case 'needs_location':
          if (emergency.contactsOnly?.status !== 'refused') void text(startedAt, now);
          return;
        case 'locating':
          return void locate(startedAt, now);
        default:
      }
    };
    step();
    window.addEventListener('online', step);
    const timer = window.setInterval(step, EMERGENCY_RETRY_MS);
    return () => {
      window.removeEventListener('online', step);
      window.clearInterval(timer);
    };
  }, [startedAt, isPhoneVerified]);
}
