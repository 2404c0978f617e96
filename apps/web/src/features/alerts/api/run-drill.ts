import { type DrillAnswer, DrillAnswerSchema, type DrillBody } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Whom a real alert from here would reach now; the server tells nobody. It answers only about
 * where the phone says it is, so the position is reported first, as an observer's is.
 */
export async function runDrill(body: DrillBody): Promise<DrillAnswer> {
  await apiRequest('/api/observer/location', { method: 'PUT', body });
  return apiRequest('/api/alerts/drill', { method: 'POST', body, schema: DrillAnswerSchema });
}
