import { LLM_HISTORY_MAX_CHARS } from '@redzone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../test/create-test-app';
import { askLawOffice } from '../../test/legal';
import {
  completion,
  type OpenAiStandIn,
  STAND_IN_LLM_API_KEY,
  STAND_IN_LLM_MODEL,
  startOpenAiStandIn,
} from '../../test/openai-stand-in';
import { startVerifiedSession } from '../../test/phone-sessions';
import { describeApi } from '../../test/test-database';
import { recentHistory } from './legal-prompt';

describe('the conversation sent to the model', () => {
  it('keeps the newest turns within the character cap, cutting the oldest kept one', () => {
    const turns = [
      { role: 'user', content: 'a'.repeat(LLM_HISTORY_MAX_CHARS) },
      { role: 'assistant', content: 'b'.repeat(1_000) },
      { role: 'user', content: 'c'.repeat(2_000) },
    ];
    const kept = recentHistory(turns);
    expect(kept.map((turn) => turn.content.length)).toEqual([
      LLM_HISTORY_MAX_CHARS - 3_000,
      1_000,
      2_000,
    ]);
    expect(kept.reduce((sum, turn) => sum + turn.content.length, 0)).toBe(LLM_HISTORY_MAX_CHARS);
  });
});

describeApi('the law office model budget per number', () => {
  let standIn: OpenAiStandIn;
  let app: App;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    standIn.answerWith(completion('A model answer.'));
    app = await createTestApp({
      LLM_BASE_URL: standIn.baseUrl,
      LLM_MODEL: STAND_IN_LLM_MODEL,
      LLM_API_KEY: STAND_IN_LLM_API_KEY,
      LLM_QUESTIONS_PER_DAY: '2',
    });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('sends the model no more than the budget, then answers from the corpus', async () => {
    const asker = await startVerifiedSession(app);
    const history = Array.from({ length: 10 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: 'x'.repeat(3_900),
    }));
    for (let i = 0; i < 3; i += 1) {
      const answer = await askLawOffice(app, asker, {
        // With its state: a question that must first ask for one is answered without the model.
        message: 'Can I record the police in Texas?',
        conversationHistory: history,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect(standIn.received).toHaveLength(2);
    const sent = JSON.stringify(standIn.received[0]);
    const historySent = (sent.match(/x{100,}/g) ?? []).join('');
    expect(historySent.length).toBe(LLM_HISTORY_MAX_CHARS);
  });
});
