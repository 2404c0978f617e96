import { ALERT_PHRASE, ALERT_VIBRATION_PATTERN, type AlertPushMessage } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { acknowledgePath, alertNotification } from './alert-notification';

const message: AlertPushMessage = {
  type: 'alert.created',
  alertId: '6f1c2d4e-0000-4000-8000-000000000001',
  title: 'RED ZONE ALERT',
  location: '200 W Olive Ave, Burbank',
  description: 'Traffic stop',
  latitude: 34.18,
  longitude: -118.31,
  isVip: false,
  url: '/alerts',
  web_push: 8030,
  notification: {
    title: 'RED ZONE ALERT',
    body: '200 W Olive Ave, Burbank',
    navigate: 'https://redzone.example/alerts',
    tag: '6f1c2d4e-0000-4000-8000-000000000001',
    lang: 'en',
    requireInteraction: true,
  },
};

describe('the alert notification', () => {
  it('shows the title and location it was sent, tagged by alert, until the person acts', () => {
    const { title, options } = alertNotification(message);
    expect(title).toBe('RED ZONE ALERT');
    expect(options).toMatchObject({
      body: '200 W Olive Ave, Burbank',
      tag: message.alertId,
      requireInteraction: true,
      vibrate: [...ALERT_VIBRATION_PATTERN],
      data: { url: '/alerts', alertId: message.alertId },
    });
  });

  it('still alerts when the message cannot be read, with the alert phrase and the alerts page', () => {
    const { title, options } = alertNotification(null);
    expect(title).toBe(ALERT_PHRASE);
    expect(options.data.url).toBe('/alerts');
    expect(options.tag).toBeUndefined();
  });

  it('never leads a tap off this site', () => {
    for (const url of ['https://example.com/alerts', '//example.com/alerts', 'javascript:0']) {
      expect(alertNotification({ ...message, url }).options.data.url).toBe('/alerts');
    }
  });

  it('acknowledges the alert it names when tapped, and nothing else', () => {
    const { options } = alertNotification(message);
    expect(acknowledgePath(options.data)).toBe(`/api/alerts/${message.alertId}/acknowledge`);
    expect(acknowledgePath(alertNotification(null).options.data)).toBeNull();
    expect(acknowledgePath({ url: '/alerts', alertId: '../phone/send' })).toBeNull();
  });
});
