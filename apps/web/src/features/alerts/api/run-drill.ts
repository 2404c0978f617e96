import { type DrillAnswer, DrillAnswerSchema, type DrillBody } from '@redzone/contract';
import { apiRequest } from '../../../lib/api-client';

/** Issue 29: whom a real alert from here would reach now; the server tells nobody. */
export const runDrill = (body: DrillBody): Promise<DrillAnswer> =>
  apiRequest('/api/alerts/drill', { method: 'POST', body, schema: DrillAnswerSchema });
