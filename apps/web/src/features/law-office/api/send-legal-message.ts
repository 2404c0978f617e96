import {
  type LegalChatBody,
  type LegalChatResponse,
  LegalChatResponseSchema,
} from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** P2 §7 POST /api/legal/chat. */
export function sendLegalMessage(body: LegalChatBody): Promise<LegalChatResponse> {
  return apiRequest('/api/legal/chat', { method: 'POST', body, schema: LegalChatResponseSchema });
}
