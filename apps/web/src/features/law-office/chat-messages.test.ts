import { describe, expect, it } from 'vitest';
import { conversationHistory, newMessage, sendableText } from './chat-messages';

describe('law office messages', () => {
  it('sends the history without the greeting', () => {
    const messages = [
      newMessage('assistant', 'Hello', { isGreeting: true }),
      newMessage('user', 'Can I record?'),
      newMessage('assistant', 'Yes, openly.', {
        citations: [{ title: 'Glik v. Cunniffe', citation: '655 F.3d 78' }],
      }),
    ];
    expect(conversationHistory(messages)).toEqual([
      { role: 'user', content: 'Can I record?' },
      { role: 'assistant', content: 'Yes, openly.' },
    ]);
  });

  it('never sends an empty or blank message', () => {
    expect(sendableText('')).toBeNull();
    expect(sendableText('   \n\t')).toBeNull();
    expect(sendableText('  hi ')).toBe('hi');
  });

  it('gives each message an id and an ISO timestamp', () => {
    const message = newMessage('user', 'hi');
    expect(message.id).toMatch(/[0-9a-f-]{36}/);
    expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
  });
});
