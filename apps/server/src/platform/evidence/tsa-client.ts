import { timeStampRequest, tokenOfResponse } from './rfc3161';

/** A time-stamping authority that does not answer in this long is skipped this time. */
const TSA_TIMEOUT_MS = 10_000;

/** Asks one RFC 3161 authority (HTTP transport, RFC 3161 section 3.4) to stamp a SHA-256 value. */
export async function requestTimestamp(url: string, sha256Hex: string): Promise<Buffer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: timeStampRequest(sha256Hex),
    signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return tokenOfResponse(Buffer.from(await response.arrayBuffer()));
}
