import type { App } from '../app';
import { asSession, type TestSession } from './phone-sessions';

export function askLawOffice(
  app: App,
  who: TestSession | null,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/legal/chat',
    payload: { context: 'emergency_legal_consultation', conversationHistory: [], ...payload },
    headers,
    ...(who ? asSession(who) : {}),
  });
}
