import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

/** The PINs as the web app sends them: typed digits, over TLS, never kept on the phone. */
export function putPins(
  app: App,
  who: TestSession,
  body: { pins: { stop: string; duress: string | null } | null; currentPin?: string },
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

/** Stop PIN typed to stop a recording (POST /api/me/pins/check). */
export function checkPin(app: App, who: TestSession, pin: string, alertId?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/me/pins/check',
    payload: alertId === undefined ? { pin } : { pin, alertId },
    ...asSession(who),
  });
}
