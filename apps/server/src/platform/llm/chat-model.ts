/** One message of an OpenAI-style chat. */
export interface ChatModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * A language model that writes a reply to a conversation. Rejects on any failure (network,
 * status, timeout, a reply without text): callers fall back to an answer of their own.
 */
export interface ChatModel {
  complete(messages: ChatModelMessage[]): Promise<string>;
}
