import { afterAll, beforeAll, describe, it } from 'vitest';
import { openFirefoxPhone } from './firefox-phone';
import type { Phone } from './phone';
import { homeRenders, lawOfficeAnswers, switchesToSpanishAndBack, verifyPhone } from './smoke';
import { startTestServer, type TestServer } from './test-server';

const BURBANK = { latitude: 34.1808, longitude: -118.309 };

describe('Firefox ESR', () => {
  let server: TestServer;
  let phone: Phone;
  beforeAll(async () => {
    server = await startTestServer();
    phone = await openFirefoxPhone({ baseUrl: server.baseUrl, place: BURBANK });
  });
  afterAll(async () => {
    await phone?.close();
    await server?.stop();
  });

  it('renders Home with the alert button', () => homeRenders(phone));
  it('speaks Spanish from the header switch, and English again', () =>
    switchesToSpanishAndBack(phone));
  it('verifies a phone with the code from the SMS outbox', () => verifyPhone(phone));
  it('answers a question in the Law Office, with citations', () => lawOfficeAnswers(phone));
});
