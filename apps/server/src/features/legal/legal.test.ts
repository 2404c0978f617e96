import {
  ApiErrorBodySchema,
  LEGAL_CHAT_RATE_LIMIT,
  LEGAL_CHAT_RATE_LIMIT_WINDOW_MS,
  LegalChatResponseSchema,
} from '@redzone/contract';
import { LEGAL_DISCLAIMER, LEGAL_DISCLAIMER_ES } from '@redzone/legal';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import { askLawOffice } from '../../test/legal';
import { startSession, startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

describeApi('law office chat (POST /api/legal/chat)', () => {
  let app: App;
  let verified: TestSession;
  // The rate-limit test moves the clock past the window and puts it back.
  let offsetMs = 0;

  beforeAll(async () => {
    app = await createTestApp(
      { METRICS_TOKEN: TEST_METRICS_TOKEN },
      { now: () => new Date(Date.now() + offsetMs) },
    );
    verified = await startVerifiedSession(app);
  });
  afterEach(() => {
    offsetMs = 0;
  });
  afterAll(() => app.close());

  async function answer(
    who: TestSession,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    const response = await askLawOffice(app, who, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    return LegalChatResponseSchema.parse(response.json());
  }

  describe('who may ask', () => {
    it('refuses a session whose phone is not verified with 403 and the JSON error', async () => {
      const response = await askLawOffice(app, await startSession(app), {
        message: 'Can I record the police?',
      });
      expect(response.statusCode).toBe(403);
      expect(ApiErrorBodySchema.parse(response.json())).toMatchObject({
        code: 'phone_verification_required',
      });
    });

    it('refuses a request without a session', async () => {
      const response = await askLawOffice(app, null, { message: 'Can I record the police?' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('what it accepts', () => {
    it.each([[''], ['   \n ']])('refuses the empty message %j with 400', async (message) => {
      const response = await askLawOffice(app, verified, { message });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json()).code).toBe('validation_failed');
    });

    it('refuses a body without a message', async () => {
      const response = await askLawOffice(app, verified, {});
      expect(response.statusCode).toBe(400);
    });
  });

  describe('answers', () => {
    it('answers a verified person with citations and ends with the disclaimer', async () => {
      const response = await askLawOffice(app, verified, {
        message: 'I got pulled over, what are my rights?',
        userLocation: { latitude: 34.05, longitude: -118.24, state: 'California' },
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const body = LegalChatResponseSchema.parse(response.json());
      expect(body.response).toMatch(/Vehicle Code 2806\.5/);
      expect(body.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER);
      expect(body.citations.length).toBeGreaterThan(0);
      expect(body.citations.map((c) => c.title)).toContain('Schneckloth v. Bustamonte');
      // The parts, for a client that shows "More"; `response` is the three joined.
      expect(body.summary).toBeDefined();
      expect(body.response).toBe(`${body.summary}\n\n${body.more}\n\n${body.disclaimer}`);
      expect(body.disclaimer).toBe(LEGAL_DISCLAIMER);
      for (const citation of body.citations) expect(citation.citation).not.toBe('');
    });

    it('gives Illinois and Texas their own rules on recording audio', async () => {
      const message = 'Can I record audio of the police?';
      const illinois = await answer(verified, { message, userLocation: { state: 'Illinois' } });
      const texas = await answer(verified, { message, userLocation: { state: 'Texas' } });
      expect(illinois.response).toMatch(
        /Illinois, never secretly: it is an all-party consent state/,
      );
      expect(illinois.citations.map((c) => c.citation)).toContain(
        '720 ILCS 5/14-1, 5/14-2, 5/14-4',
      );
      expect(illinois.citations.map((c) => c.title)).toContain('ACLU of Illinois v. Alvarez');
      expect(texas.response).toMatch(/Texas: as a one-party consent state/);
      expect(texas.citations.map((c) => c.citation)).toContain('Tex. Penal Code § 16.02(c)(4)');
      expect(texas.citations.map((c) => c.title)).not.toContain(
        'Illinois recording law (RCFP guide)',
      );
    });

    it('reads a follow-up against the conversation', async () => {
      const body = await answer(verified, {
        message: 'What about in Texas?',
        userLocation: { state: 'California' },
        conversationHistory: [
          { role: 'user', content: 'Can I record the police in Illinois?' },
          { role: 'assistant', content: 'About recording police in Illinois: ...' },
        ],
      });
      expect(body.response).toMatch(/^You may record police in Texas/);
      expect(body.citations.map((c) => c.title)).toContain('Turner v. Lieutenant Driver');
    });
  });

  describe('in Spanish', () => {
    const lastLine = (text: string) => text.trimEnd().split('\n').at(-1);

    it('answers a Spanish question in Spanish, citations as they are, Spanish disclaimer', async () => {
      const body = await answer(verified, {
        message: '¿Puedo grabar audio de la policía?',
        userLocation: { state: 'Illinois' },
      });
      expect(body.response).toMatch(/^Puede grabar a la policía en Illinois/);
      expect(body.response).toMatch(/es un estado de consentimiento de todas las partes/);
      expect(lastLine(body.response)).toBe(LEGAL_DISCLAIMER_ES);
      expect(body.citations.map((c) => c.title)).toContain('ACLU of Illinois v. Alvarez');
      expect(body.citations.map((c) => c.citation)).toContain('720 ILCS 5/14-1, 5/14-2, 5/14-4');
    });

    it('answers in the Accept-Language when the question does not tell', async () => {
      const spanish = await answer(
        verified,
        { message: 'Miranda?' },
        {
          'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
        },
      );
      expect(spanish.response).toMatch(/^La policía no tiene que leerle sus derechos/);
      expect(lastLine(spanish.response)).toBe(LEGAL_DISCLAIMER_ES);
      const english = await answer(verified, { message: 'Miranda?' });
      expect(english.response).toMatch(/^Police do not have to read you your rights/);
    });

    it("answers in the question's language over the Accept-Language", async () => {
      const body = await answer(
        verified,
        { message: 'Do I have to answer questions?' },
        {
          'accept-language': 'es-MX,es;q=0.9',
        },
      );
      expect(body.response).toMatch(/remain silent/);
      expect(lastLine(body.response)).toBe(LEGAL_DISCLAIMER);
    });
  });

  describe('rate limit', () => {
    it(`allows ${LEGAL_CHAT_RATE_LIMIT} questions per window, then 429 with Retry-After`, async () => {
      const limited = async () =>
        sample(await scrape(app), 'redzone_legal_questions_total', { answer: 'rate_limited' });
      const limitedBefore = await limited();
      const asker = await startVerifiedSession(app);
      for (let i = 0; i < LEGAL_CHAT_RATE_LIMIT; i += 1) {
        const response = await askLawOffice(app, asker, { message: 'Do I have to answer?' });
        expect(response.statusCode).toBe(200);
      }
      const refused = await askLawOffice(app, asker, { message: 'Do I have to answer?' });
      expect(refused.statusCode).toBe(429);
      expect(await limited()).toBe((limitedBefore ?? 0) + 1);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorBodySchema.parse(refused.json())).toMatchObject({
        code: 'rate_limited',
        error: expect.stringMatching(/at most 30 questions in 10 minutes/),
      });

      // Someone else is not held back, and the asker may go on once the window has passed.
      expect((await askLawOffice(app, verified, { message: 'And now?' })).statusCode).toBe(200);
      offsetMs = LEGAL_CHAT_RATE_LIMIT_WINDOW_MS;
      expect((await askLawOffice(app, asker, { message: 'Again?' })).statusCode).toBe(200);
    });
  });
});
