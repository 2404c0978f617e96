import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOfflineGeocoder } from '../../platform/geo/reverse-geocoder';
import { SmsSendError } from '../../platform/sms/sms-provider';
import {
  alertEndedSmsBody,
  alertSmsBody,
  contactsOnlySmsBody,
  duressWithoutAlertSmsBody,
  textContacts,
} from './alert-sms';

const alert = {
  id: 'a1',
  location: '200 W Olive Ave, Burbank',
  description: '',
  latitude: 34.1808,
  longitude: -118.309,
  observersCount: 0,
  createdAt: '2026-01-02T03:04:05.000Z',
  userId: 'user-1-a',
  radiusYards: 100,
  isVip: true,
  status: 'active' as const,
};

const geocoder = createOfflineGeocoder();

describe('the SMS to trusted contacts who are not users', () => {
  it('names the product, the place from the coordinates by the server itself, and the coordinates', () => {
    expect(alertSmsBody(alert, geocoder, null)).toMatch(
      /^RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help near Burbank, CA \d{5}, at 34\.18080, -118\.30900\.$/,
    );
  });

  it('carries no text anyone typed and no link', () => {
    const typed = { ...alert, location: 'Click https://evil.example now' };
    const body = alertSmsBody(typed, geocoder, null);
    expect(body).not.toMatch(/https?:|evil|Click/);
    expect(contactsOnlySmsBody(null)).toBe(
      'RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help. Their phone could not share where they are yet.',
    );
  });

  it("ends with the server's own watch link when there is one", () => {
    const typed = { ...alert, location: 'Click https://evil.example now' };
    const body = alertSmsBody(typed, geocoder, null, 'https://redzone.example/watch#a1.mac');
    expect(body).toMatch(/\. Watch live: https:\/\/redzone\.example\/watch#a1\.mac$/);
    expect(body).not.toMatch(/evil|Click/);
  });

  it('names the person as they chose, in every text to their contacts', () => {
    expect(alertSmsBody({ latitude: 0, longitude: 0 }, geocoder, 'María')).toBe(
      'RED ZONE ALERT: María, who listed you as a trusted contact in Red Zone, needs help at 0.00000, 0.00000.',
    );
    expect(duressWithoutAlertSmsBody('(213) 555-0123')).toMatch(
      /^Red Zone - DURESS: \(213\) 555-0123, who listed you as a trusted contact in Red Zone, entered their duress PIN: /,
    );
    expect(alertEndedSmsBody('María')).toBe(
      'Red Zone: María, who listed you as a trusted contact in Red Zone, ended their alert. Their footage is kept on the server.',
    );
    expect(contactsOnlySmsBody('María')).toMatch(/^RED ZONE ALERT: María, who listed you/);
  });

  it('gives the coordinates alone outside the US data', () => {
    expect(alertSmsBody({ latitude: 0, longitude: 0 }, geocoder, null)).toBe(
      'RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help at 0.00000, 0.00000.',
    );
  });

  it('logs a failed send without the number and does not fail', async () => {
    const lines: unknown[] = [];
    const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const sent: string[] = [];
    const sms = {
      async send(to: string) {
        if (to === '+12135550100') throw new SmsSendError('Twilio refused the message: HTTP 400');
        sent.push(to);
      },
    };
    const count = await textContacts({ sms, log }, ['+12135550100', '+13105550101'], {
      body: alertSmsBody(alert, geocoder, null),
      alertId: alert.id,
    });
    expect(sent).toEqual(['+13105550101']);
    expect(count).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('5550100');
    expect(JSON.stringify(lines)).toContain('a1');
  });
});
