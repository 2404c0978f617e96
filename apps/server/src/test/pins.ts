import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { type DevicePinHashes, PIN_DEVICE_ITERATIONS } from '@redzone/contract';
import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

/** What the web app's recorder-pins.ts hands the server: PBKDF2-SHA-256 hashes, one salt. */
export function devicePins(stop: string, duress: string | null = null): DevicePinHashes {
  const salt = randomBytes(16);
  const hash = (pin: string) =>
    pbkdf2Sync(pin, salt, PIN_DEVICE_ITERATIONS, 32, 'sha256').toString('base64');
  return {
    salt: salt.toString('base64'),
    iterations: PIN_DEVICE_ITERATIONS,
    stop: hash(stop),
    duress: duress === null ? null : hash(duress),
  };
}

export function putPins(
  app: App,
  who: TestSession,
  body: { pins: DevicePinHashes | null; currentPin?: string },
) {
  return app.inject({ method: 'PUT', url: '/api/me/pins', payload: body, ...asSession(who) });
}

export function endAlertWithPin(app: App, who: TestSession, alertId: string, pin: string) {
  return app.inject({
    method: 'POST',
    url: `/api/alerts/${alertId}/end`,
    payload: { pin },
    ...asSession(who),
  });
}
