import type { LlmConfig } from '../../config';
import type { ChatModel } from './chat-model';
import { createOpenAiChatModel } from './openai-chat-model';

/** The configured model, or null: the legal assistant then answers from its corpus alone. */
export function createChatModel(config: LlmConfig, timeoutMs?: number): ChatModel | null {
  return config === null ? null : createOpenAiChatModel({ ...config, timeoutMs });
}
