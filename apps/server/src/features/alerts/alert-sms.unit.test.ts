import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SmsSendError } from '../../platform/sms/sms-provider';
import { alertSmsBody, contactsOnlySmsBody, textContacts } from './alert-sms';

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

describe('the SMS to trusted contacts who are not users', () => {
  it('names the product, quotes the location and links the point on a map', () => {
    expect(alertSmsBody(alert)).toBe(
      'RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help at 200 W Olive Ave, Burbank. Map: https://www.google.com/maps?q=34.1808,-118.309',
    );
  });

  it('names the sender by the name they chose in Profile (issue 31)', () => {
    expect(alertSmsBody(alert, 'Maya')).toBe(
      'RED ZONE ALERT: Maya (who listed you as a trusted contact in Red Zone) needs help at 200 W Olive Ave, Burbank. Map: https://www.google.com/maps?q=34.1808,-118.309',
    );
  });

  it('with no position, says so, or quotes where they say they are (issue 31)', () => {
    expect(contactsOnlySmsBody('Maya', undefined)).toBe(
      'RED ZONE ALERT: Maya (who listed you as a trusted contact in Red Zone) needs help. Their phone could not share where they are yet.',
    );
    expect(contactsOnlySmsBody(undefined, 'Olive Ave & 3rd, Burbank')).toBe(
      'RED ZONE ALERT: someone who listed you as a trusted contact in Red Zone needs help. They say they are at: Olive Ave & 3rd, Burbank. Map search: https://www.google.com/maps?q=Olive%20Ave%20%26%203rd%2C%20Burbank',
    );
  });

  it('shortens a very long location', () => {
    const body = alertSmsBody({ ...alert, location: 'x'.repeat(500) });
    expect(body).toContain(`${'x'.repeat(199)}…`);
    expect(body).not.toContain('x'.repeat(200));
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
      body: alertSmsBody(alert),
      alertId: alert.id,
    });
    expect(sent).toEqual(['+13105550101']);
    expect(count).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('5550100');
    expect(JSON.stringify(lines)).toContain('a1');
  });
});
