import {
  type Alert,
  ALERT_PHRASE,
  type AlertPushMessage,
  PUSH_ALERT_URL,
  PUSH_DESCRIPTION_MAX,
  PUSH_LOCATION_MAX,
  PUSH_SEEN_PARAM,
} from '@redzone/contract';

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * What the service worker shows: the alert phrase as title, the place, a short description; and
 * the same as a declarative notification for browsers that show it without the worker, opening
 * the alerts on `origin` (the app's public address).
 */
export function alertPushMessage(
  alert: Pick<Alert, 'id' | 'location' | 'description' | 'latitude' | 'longitude' | 'isVip'>,
  origin: string,
): AlertPushMessage {
  const location = cut(alert.location, PUSH_LOCATION_MAX);
  return {
    type: 'alert.created',
    alertId: alert.id,
    title: ALERT_PHRASE,
    location,
    description: cut(alert.description, PUSH_DESCRIPTION_MAX),
    latitude: alert.latitude,
    longitude: alert.longitude,
    isVip: alert.isVip,
    url: PUSH_ALERT_URL,
    web_push: 8030,
    notification: {
      // The alert phrase stays English in both languages (the spec keeps it so).
      title: ALERT_PHRASE,
      body: location,
      // Opened by the browser itself: the page it opens says the alert was seen.
      navigate: seenUrl(alert.id, origin),
      tag: alert.id,
      lang: 'en',
      requireInteraction: true,
    },
  };
}

/** The alerts page, naming the alert its declarative notification was tapped for. */
function seenUrl(alertId: string, origin: string): string {
  const url = new URL(PUSH_ALERT_URL, origin);
  url.searchParams.set(PUSH_SEEN_PARAM, alertId);
  return url.href;
}

/** RFC 8030 §5.4 topic: at most 32 base64url characters; a UUID without its dashes is 32. */
export function alertPushTopic(alertId: string): string | undefined {
  const topic = alertId.replaceAll('-', '');
  return /^[A-Za-z0-9_-]{1,32}$/.test(topic) ? topic : undefined;
}
