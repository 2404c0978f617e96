import { type ChatMessage, type Citation, LEGAL_MESSAGE_MAX } from '@redzone/contract';

/** A chat message as the page shows it: the spec's fields, plus the answer's sources. */
export interface LawOfficeMessage extends ChatMessage {
  citations: Citation[];
  /** True for the greeting, which is never sent back to the server (P2 §7). */
  isGreeting?: boolean;
  /** True for an answer composed on the device because the service could not be reached. */
  isOffline?: boolean;
  /**
   * An answer in parts: the first part to read during a stop, the rest for behind
   * "More", and the disclaimer. Absent when the server sent one whole text.
   */
  parts?: { summary: string; more: string; disclaimer: string };
}

export function newMessage(
  role: ChatMessage['role'],
  content: string,
  extra: Partial<Pick<LawOfficeMessage, 'citations' | 'isGreeting' | 'isOffline' | 'parts'>> = {},
): LawOfficeMessage {
  return {
    id: crypto.randomUUID(),
    role,
    content,
    timestamp: new Date().toISOString(),
    citations: extra.citations ?? [],
    ...(extra.isGreeting ? { isGreeting: true } : {}),
    ...(extra.isOffline ? { isOffline: true } : {}),
    ...(extra.parts ? { parts: extra.parts } : {}),
  };
}

/** The parts of a reply, when the server sent all three; undefined otherwise. */
export function replyParts(reply: {
  summary?: string;
  more?: string;
  disclaimer?: string;
}): LawOfficeMessage['parts'] {
  const { summary, more, disclaimer } = reply;
  if (summary === undefined || more === undefined || disclaimer === undefined) return undefined;
  return { summary, more, disclaimer };
}

/** P2 §7: the conversation so far, greeting excluded, as the server reads it. */
export function conversationHistory(messages: readonly LawOfficeMessage[]) {
  return messages
    .filter((message) => !message.isGreeting)
    .map(({ role, content }) => ({ role, content: content.slice(0, LEGAL_MESSAGE_MAX) }));
}

/** What may be sent: trimmed, and nothing when only white space is left. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim().slice(0, LEGAL_MESSAGE_MAX);
  return trimmed.length > 0 ? trimmed : null;
}
