import { describe, expect, it } from 'vitest';
import {
  CreateAlertBodySchema,
  RespondToAlertBodySchema,
  VIP_MARKER_PATTERN,
  vipMarker,
} from './alerts';
import { CRIME_TYPE_LABELS, CRIME_TYPES, CreateVideoReportBodySchema } from './agencies';
import { CreateOfficerReportBodySchema, OFFICER_GRADES } from './officers';
import { PERMISSION_ITEMS } from './permissions';
import { SendCodeBodySchema, VerifyCodeBodySchema } from './phone';
import { LegalChatBodySchema } from './legal';
import { TrustedContactsBodySchema } from './profile';
import { PUSH_ENDPOINT_MAX_LENGTH, PushSubscriptionSchema } from './push';
import { StartRecordingUploadBodySchema } from './recordings';
import { PERMISSION_COUNT } from '../constants';

describe('alert schemas (P1 §3, §7)', () => {
  it('accepts the create payload and refuses out-of-range coordinates', () => {
    const body = { latitude: 34.18, longitude: -118.3, location: 'Burbank, CA', description: '' };
    expect(CreateAlertBodySchema.parse(body)).toEqual(body);
    expect(CreateAlertBodySchema.safeParse({ ...body, latitude: 91 }).success).toBe(false);
    expect(CreateAlertBodySchema.safeParse({ ...body, longitude: -181 }).success).toBe(false);
  });

  it('requires an ISO estimatedArrival to respond', () => {
    expect(
      RespondToAlertBodySchema.safeParse({ estimatedArrival: new Date().toISOString() }).success,
    ).toBe(true);
    expect(RespondToAlertBodySchema.safeParse({ estimatedArrival: 'soon' }).success).toBe(false);
  });

  it('writes and reads the OLIVE BRANCH VIP marker', () => {
    expect(`Help ${vipMarker(3)}`.match(VIP_MARKER_PATTERN)?.[1]).toBe('3');
  });
});

describe('video report (P1 §3)', () => {
  it('has a display label for every crime type, Illegal Search/Seizure included', () => {
    expect(Object.keys(CRIME_TYPE_LABELS).sort()).toEqual([...CRIME_TYPES].sort());
    expect(CRIME_TYPE_LABELS.illegal_search).toBe('Illegal Search/Seizure');
  });

  it('refuses a negative witness count and an empty description', () => {
    const body = {
      recordingId: 'r1',
      agencyId: 'a1',
      crimeType: 'other',
      incidentDate: '2026-11-20T10:00:00.000Z',
      officerBadgeNumber: null,
      officerName: null,
      incidentDescription: 'Stopped without reason',
      witnessCount: 0,
      isAnonymous: false,
    };
    expect(CreateVideoReportBodySchema.safeParse(body).success).toBe(true);
    expect(CreateVideoReportBodySchema.safeParse({ ...body, witnessCount: -1 }).success).toBe(
      false,
    );
    expect(
      CreateVideoReportBodySchema.safeParse({ ...body, incidentDescription: '  ' }).success,
    ).toBe(false);
  });
});

describe('officer reports (P2 §3)', () => {
  it('knows the six grades A+ to F and refuses others', () => {
    expect(OFFICER_GRADES).toEqual(['A+', 'A', 'B', 'C', 'D', 'F']);
    const base = { title: 'Stop', description: 'Polite', isAnonymous: false };
    expect(CreateOfficerReportBodySchema.safeParse({ ...base, rating: 'A+' }).success).toBe(true);
    expect(CreateOfficerReportBodySchema.safeParse({ ...base, rating: 'E' }).success).toBe(false);
  });
});

describe('phone verification (P2 §5)', () => {
  it('needs at least 10 characters to send and exactly 6 digits to verify', () => {
    expect(SendCodeBodySchema.safeParse({ phoneNumber: '555123456' }).success).toBe(false);
    expect(SendCodeBodySchema.safeParse({ phoneNumber: '(555) 123-4567' }).success).toBe(true);
    expect(
      VerifyCodeBodySchema.safeParse({ phoneNumber: '5551234567', verificationCode: '12345' })
        .success,
    ).toBe(false);
    expect(
      VerifyCodeBodySchema.safeParse({ phoneNumber: '5551234567', verificationCode: '123456' })
        .success,
    ).toBe(true);
  });
});

describe('legal chat (P2 §5)', () => {
  it('refuses an empty or whitespace message', () => {
    expect(LegalChatBodySchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(LegalChatBodySchema.safeParse({ message: 'Can I film police?' }).success).toBe(true);
  });
});

describe('trusted contacts (P2 §5, §9)', () => {
  const friend = { name: 'Ana', phone: '5551234567', relationship: 'Family' };

  it('allows at most 4 friends with a listed relationship', () => {
    expect(
      TrustedContactsBodySchema.safeParse({ contacts: [friend, friend, friend, friend] }).success,
    ).toBe(true);
    expect(
      TrustedContactsBodySchema.safeParse({ contacts: [friend, friend, friend, friend, friend] })
        .success,
    ).toBe(false);
    expect(
      TrustedContactsBodySchema.safeParse({ contacts: [{ ...friend, relationship: 'Boss' }] })
        .success,
    ).toBe(false);
  });
});

describe('permissions (P2 §3)', () => {
  it('lists nine required permissions', () => {
    expect(PERMISSION_ITEMS).toHaveLength(PERMISSION_COUNT);
    expect(PERMISSION_ITEMS.every((p) => p.required)).toBe(true);
  });
});

describe('push subscription (PushSubscription.toJSON())', () => {
  // A real P-256 point's and auth secret's lengths, in base64url as browsers write them.
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
    expirationTime: null,
    keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
  };

  it("accepts what a browser's subscription gives", () => {
    expect(PushSubscriptionSchema.parse(subscription)).toEqual(subscription);
    expect(PushSubscriptionSchema.safeParse({ ...subscription, expirationTime: 1 }).success).toBe(
      true,
    );
  });

  it('refuses keys of the wrong size or alphabet and endpoints that are not bounded URLs', () => {
    const refused = [
      { ...subscription, keys: { ...subscription.keys, p256dh: `A${'x'.repeat(86)}` } },
      { ...subscription, keys: { ...subscription.keys, p256dh: `B${'x'.repeat(85)}+` } },
      { ...subscription, keys: { ...subscription.keys, auth: 'a'.repeat(21) } },
      { ...subscription, endpoint: 'ftp://push.example.net/1' },
      {
        ...subscription,
        endpoint: `https://push.example.net/${'x'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`,
      },
      { endpoint: subscription.endpoint },
    ];
    for (const body of refused) expect(PushSubscriptionSchema.safeParse(body).success).toBe(false);
  });
});

describe('recording upload start', () => {
  const mimeTypeOk = (mimeType: string) =>
    StartRecordingUploadBodySchema.safeParse({ mimeType, alertId: null }).success;

  it("accepts the recorder's media types, parameters included", () => {
    for (const mimeType of ['video/webm', 'video/webm;codecs=vp8,opus', 'video/mp4; codecs=avc1']) {
      expect(mimeTypeOk(mimeType), mimeType).toBe(true);
    }
  });

  it('refuses one that cannot be sent back as a Content-Type header', () => {
    for (const mimeType of ['video/webm;a\nb', 'video/webm;a\u2028b', 'video/webm;a\u3000b']) {
      expect(mimeTypeOk(mimeType), JSON.stringify(mimeType)).toBe(false);
    }
  });
});
