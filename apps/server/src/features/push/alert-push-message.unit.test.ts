import { AlertPushMessageSchema, PUSH_ALERT_URL } from '@redzone/contract';
import { describe, expect, it } from 'vitest';
import { alertPushMessage } from './alert-push-message';

/** What one aes128gcm record of 4096 bytes carries once its header, tag and padding are off. */
const PUSH_PLAINTEXT_MAX_BYTES = 4096 - 86 - 16 - 1;

const alert = {
  id: '6f1c2d4e-0000-4000-8000-000000000001',
  latitude: 34.18,
  longitude: -118.31,
  isVip: true,
};

describe('an alert push message', () => {
  it('carries a declarative notification that opens the alerts on the app’s own address, naming the alert seen', () => {
    const message = AlertPushMessageSchema.parse(
      alertPushMessage(
        { ...alert, location: '200 W Olive Ave, Burbank', description: 'Stop' },
        'https://redzone.example',
      ),
    );
    expect(message.web_push).toBe(8030);
    expect(message.notification).toEqual({
      title: message.title,
      body: '200 W Olive Ave, Burbank',
      navigate: `https://redzone.example${PUSH_ALERT_URL}?seen=${alert.id}`,
      tag: alert.id,
      lang: 'en',
      requireInteraction: true,
    });
  });

  it('fits one push record with the longest place and description, in three-byte characters', () => {
    const long = '警'.repeat(1000);
    const message = alertPushMessage(
      { ...alert, location: long, description: long },
      'https://a-long-public-address-for-red-zone.example.org',
    );
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(
      PUSH_PLAINTEXT_MAX_BYTES,
    );
  });
});
