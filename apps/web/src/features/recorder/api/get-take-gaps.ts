import { type GapRecord, parseGapLine } from '@redzone/contract';
import { useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { toApiError } from '../../../lib/api-client';

const encoder = new TextEncoder();

/**
 * A take's gaps as the server holds them: its gaps layer, one line per gap. A line that is not a
 * gap is left out here (the verifier names it); the server never takes one.
 */
export async function getTakeGaps(url: string): Promise<GapRecord[]> {
  const response = await fetch(`${env.apiBaseUrl}${url}`, { credentials: 'include' });
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return text.split(/(?<=\n)/).flatMap((line) => parseGapLine(encoder.encode(line)) ?? []);
}

/** The take's gaps, once its gaps layer is on the server; nothing to ask without one. */
export function useTakeGaps(url: string | null) {
  return useQuery({
    queryKey: ['take-gaps', url],
    queryFn: () => getTakeGaps(url ?? ''),
    enabled: url !== null,
    staleTime: 30_000,
  });
}
