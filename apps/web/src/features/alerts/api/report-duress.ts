import { DuressAnswerSchema } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Issue 29: the duress PIN was entered. The server texts the confirmed trusted contacts once; a
 * failure is retried a few times and never shows on the (lying) screen.
 */
export async function reportDuress(alertId: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await apiRequest(`/api/alerts/${encodeURIComponent(alertId)}/duress`, {
        method: 'POST',
        schema: DuressAnswerSchema,
      });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 2_000 * (attempt + 1)));
    }
  }
}
