import {
  ALERT_PHRASE,
  ALERT_VIBRATION_PATTERN,
  type AlertPushMessage,
  PUSH_ALERT_URL,
} from '@redzone/contract';
import { ICONS } from '../../config/web-manifest';

/** The DOM types lack `vibrate`, which Chrome on Android honours for notifications. */
export interface AlertNotificationOptions extends NotificationOptions {
  vibrate: number[];
  /** The alert a tap acknowledges, when the message named one. */
  data: { url: string; alertId?: string };
}

export interface AlertNotification {
  title: string;
  options: AlertNotificationOptions;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Only a path on this site: a tap never leaves the app. */
function samePath(value: unknown): string {
  const path = text(value);
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : PUSH_ALERT_URL;
}

/**
 * The notification for an alert push (the decrypted message, or null when it could not be read).
 * Its words come from the server's message, so the worker has no language of its own; the title
 * falls back to the product's alert phrase, which the spec keeps in English in both languages.
 * Repeats of one alert share a tag and replace each other.
 */
export function alertNotification(message: unknown): AlertNotification {
  const fields: Partial<Record<keyof AlertPushMessage, unknown>> =
    typeof message === 'object' && message !== null ? message : {};
  const alertId = text(fields.alertId);
  return {
    title: text(fields.title) ?? ALERT_PHRASE,
    options: {
      body: text(fields.location) ?? '',
      ...(alertId === null ? {} : { tag: alertId }),
      requireInteraction: true,
      vibrate: [...ALERT_VIBRATION_PATTERN],
      icon: ICONS[0].src,
      data: { url: samePath(fields.url), ...(alertId === null ? {} : { alertId }) },
    },
  };
}

/** An alert id as the API takes it in a path: anything else from a message is not sent on. */
const ALERT_ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Where a tap on an alert's notification says it was seen, or null when the
 * notification named no alert. The worker posts it with the page's cookie (same origin).
 */
export function acknowledgePath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('alertId' in data)) return null;
  const { alertId } = data;
  return typeof alertId === 'string' && ALERT_ID.test(alertId)
    ? `/api/alerts/${alertId}/acknowledge`
    : null;
}
