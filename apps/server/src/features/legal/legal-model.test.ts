import { LegalChatResponseSchema } from '@redzone/contract';
import { answerLegalQuestion, LEGAL_DISCLAIMER, LEGAL_DISCLAIMER_ES } from '@redzone/legal';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { askLawOffice } from '../../test/legal';
import { sample, scrape, TEST_METRICS_TOKEN } from '../../test/metrics';
import {
  completion,
  type OpenAiStandIn,
  STAND_IN_LLM_API_KEY,
  STAND_IN_LLM_MODEL,
  startOpenAiStandIn,
} from '../../test/openai-stand-in';
import { startVerifiedSession, type TestSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';

/** Short, so the hanging model is given up on quickly; the real default is 15 s. */
const TEST_MODEL_TIMEOUT_MS = 500;

const QUESTION = {
  message: 'Can I record audio of the police?',
  userLocation: { state: 'Texas' },
  conversationHistory: [
    { role: 'user', content: 'I am watching a traffic stop.' },
    { role: 'assistant', content: 'Keep a safe distance.' },
  ],
} as const;

const engineAnswer = answerLegalQuestion({
  message: QUESTION.message,
  state: QUESTION.userLocation.state,
  conversationHistory: QUESTION.conversationHistory,
});

describeApi('law office chat with a model (LLM_BASE_URL)', () => {
  let standIn: OpenAiStandIn;
  let app: App;
  let asker: TestSession;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    app = await createTestApp(
      {
        LLM_BASE_URL: standIn.baseUrl,
        LLM_MODEL: STAND_IN_LLM_MODEL,
        LLM_API_KEY: STAND_IN_LLM_API_KEY,
        METRICS_TOKEN: TEST_METRICS_TOKEN,
      },
      { llmTimeoutMs: TEST_MODEL_TIMEOUT_MS },
    );
    asker = await startVerifiedSession(app);
  });
  beforeEach(() => {
    standIn.received.length = 0;
    standIn.answerWith(completion('A model answer.'));
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  async function ask() {
    const response = await askLawOffice(app, asker, QUESTION);
    expect(response.statusCode, response.body).toBe(200);
    return LegalChatResponseSchema.parse(response.json());
  }

  it("answers with the model's text, the engine's citations and the disclaimer line", async () => {
    standIn.answerWith(
      completion('Yes. Texas is a one-party consent state (Tex. Penal Code § 16.02(c)(4)).'),
    );
    const body = await ask();
    expect(body.response).toBe(
      `Yes. Texas is a one-party consent state (Tex. Penal Code § 16.02(c)(4)).\n\n${LEGAL_DISCLAIMER}`,
    );
    expect(body.citations).toEqual(engineAnswer.citations);
  });

  it('keeps a single disclaimer when the model adds its own copy', async () => {
    standIn.answerWith(completion(`You may record openly.\n\n${LEGAL_DISCLAIMER}`));
    const body = await ask();
    expect(body.response.split(LEGAL_DISCLAIMER)).toHaveLength(2);
    expect(body.response.trimEnd().split('\n').at(-1)).toBe(LEGAL_DISCLAIMER);
  });

  it('sends the retrieved passages with their citations, the conversation and the key', async () => {
    await ask();
    expect(standIn.received).toHaveLength(1);
    const [request] = standIn.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${STAND_IN_LLM_API_KEY}`);
    expect(request?.body.model).toBe(STAND_IN_LLM_MODEL);
    const messages = request?.body.messages ?? [];
    const system = messages[0]?.content ?? '';
    expect(messages[0]?.role).toBe('system');
    expect(system).toMatch(/Use ONLY the numbered passages/);
    expect(system).toContain('Answer in English.');
    expect(system).toContain("The person's state: Texas.");
    for (const passage of engineAnswer.passages) expect(system).toContain(passage.text);
    expect(system).toContain('Turner v. Lieutenant Driver (848 F.3d 678 (5th Cir. 2017))');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'I am watching a traffic stop.' },
      { role: 'assistant', content: 'Keep a safe distance.' },
      { role: 'user', content: QUESTION.message },
    ]);
  });

  it('tells the model to answer in Spanish and gives it the Spanish passages', async () => {
    const message = '¿Puedo grabar audio de la policía?';
    standIn.answerWith(
      completion('Sí. Texas es un estado de consentimiento de una de las partes.'),
    );
    const response = await askLawOffice(app, asker, { message, userLocation: { state: 'Texas' } });
    const body = LegalChatResponseSchema.parse(response.json());
    expect(body.response).toBe(
      `Sí. Texas es un estado de consentimiento de una de las partes.\n\n${LEGAL_DISCLAIMER_ES}`,
    );
    const system = standIn.received[0]?.body.messages?.[0]?.content ?? '';
    expect(system).toMatch(/Answer in Spanish/);
    const spanish = answerLegalQuestion({ message, state: 'Texas' });
    for (const passage of spanish.passages) expect(system).toContain(passage.text);
    expect(system).toContain('Texas: como estado de consentimiento de una de las partes');
  });

  it('counts questions by how they were answered, and times the answers (GET /metrics)', async () => {
    const counts = async () => {
      const text = await scrape(app);
      const of = (name: string, answer: string) => sample(text, name, { answer }) ?? 0;
      return {
        model: of('redzone_legal_questions_total', 'model'),
        modelFailed: of('redzone_legal_questions_total', 'model_failed'),
        timedModel: of('redzone_legal_answer_seconds_count', 'model'),
        timedFailed: of('redzone_legal_answer_seconds_count', 'model_failed'),
      };
    };
    const before = await counts();
    await ask();
    standIn.answerWith({ status: 500, body: { error: { message: 'overloaded' } } });
    await ask();
    expect(await counts()).toEqual({
      model: before.model + 1,
      modelFailed: before.modelFailed + 1,
      timedModel: before.timedModel + 1,
      timedFailed: before.timedFailed + 1,
    });
  });

  it('keeps the engine’s answer, without asking the model, when the corpus does not cover the question or a state must be asked', async () => {
    for (const [message, expected] of [
      [
        'Can police tow my car from my driveway?',
        /^That question is not covered by our legal library/,
      ],
      ['Is it a crime to refuse to tell a cop my name?', /^Which state are you in\?/],
    ] as const) {
      const response = await askLawOffice(app, asker, { message });
      const body = LegalChatResponseSchema.parse(response.json());
      expect(body.response, message).toMatch(expected);
      expect(body.response, message).toBe(answerLegalQuestion({ message }).response);
    }
    expect(standIn.received).toHaveLength(0);
  });

  describe('falls back to the default engine', () => {
    it('when the model answers 500', async () => {
      standIn.answerWith({ status: 500, body: { error: { message: 'overloaded' } } });
      const body = await ask();
      expect(body).toEqual({
        response: engineAnswer.response,
        citations: engineAnswer.citations,
        summary: engineAnswer.summary,
        more: engineAnswer.more,
        disclaimer: LEGAL_DISCLAIMER,
      });
    });

    it('when the model does not answer in time', async () => {
      standIn.answerWith('hang');
      const started = Date.now();
      const body = await ask();
      expect(Date.now() - started).toBeLessThan(TEST_MODEL_TIMEOUT_MS + 5_000);
      expect(body.response).toBe(engineAnswer.response);
      expect(standIn.received).toHaveLength(1);
    });

    it.each([
      ['no choices', { choices: [] }],
      ['an empty message', { choices: [{ message: { role: 'assistant', content: '  ' } }] }],
      ['not a completion', 'not json at all'],
    ])('when the reply has %s', async (_, reply) => {
      standIn.answerWith({ status: 200, body: reply });
      const body = await ask();
      expect(body.response).toBe(engineAnswer.response);
      expect(body.citations).toEqual(engineAnswer.citations);
    });
  });
});
