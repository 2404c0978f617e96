import { LLM_REQUEST_TIMEOUT_MS } from '@redzone/contract';
import { z } from 'zod';
import type { ChatModel } from './chat-model';

/** The part of an OpenAI-compatible chat completion we read. */
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

/**
 * Low temperature: the model restates retrieved law, so inventiveness is a defect. Its reply is
 * bounded so a runaway model cannot hold the request for long or flood the chat.
 */
const TEMPERATURE = 0.2;
const MAX_TOKENS = 700;

export class ChatModelError extends Error {
  override name = 'ChatModelError';
}

/**
 * POST {baseUrl}/chat/completions, the API OpenAI, vLLM, Ollama, llama.cpp and most hosts speak.
 * The whole exchange, body included, must finish within the timeout.
 */
export function createOpenAiChatModel(options: {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs?: number;
}): ChatModel {
  const { baseUrl, model, apiKey, timeoutMs = LLM_REQUEST_TIMEOUT_MS } = options;
  return {
    async complete(messages) {
      const response = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey === null ? {} : { authorization: `Bearer ${apiKey}` }),
        },
        body: JSON.stringify({ model, messages, temperature: TEMPERATURE, max_tokens: MAX_TOKENS }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new ChatModelError(`Model API answered ${response.status}`);
      }
      const parsed = CompletionSchema.safeParse(await response.json());
      if (!parsed.success) throw new ChatModelError('Model API reply has no message text');
      return parsed.data.choices[0]?.message.content.trim() ?? '';
    },
  };
}
