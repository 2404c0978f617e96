import { EvidenceLogConsistencySchema, EvidenceLogTreeHeadSchema } from '@redzone/contract';
import { type LaterLog, LogRefusal } from './check-log-consistency';

/** A log that does not answer within this long is not waited for. */
const ANSWER_TIMEOUT_MS = 30_000;
const HTTP_SERVER_ERROR = 500;

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  if (response.status >= HTTP_SERVER_ERROR) {
    throw new Error(`${url.pathname} answered ${response.status}`);
  }
  // The log answered and would not give it: for a size it signed, that is a log that lost it.
  if (!response.ok) throw new LogRefusal(`${url.pathname} answered ${response.status}`);
  return response.json();
}

/**
 * The public evidence log at `origin` (the Red Zone server's address) as it stands now: its
 * latest signed tree head, and consistency proofs to it on demand. Nothing here is trusted: the
 * head's signature and every proof are checked like the bundle's own (check-log-consistency.ts).
 */
export async function fetchLaterLog(origin: string): Promise<LaterLog> {
  const head = EvidenceLogTreeHeadSchema.parse(
    await getJson(new URL('/api/evidence-log/tree-head', origin)),
  );
  return {
    head,
    async consistency(first) {
      const url = new URL('/api/evidence-log/consistency', origin);
      url.searchParams.set('first', String(first));
      url.searchParams.set('second', String(head.treeSize));
      return EvidenceLogConsistencySchema.parse(await getJson(url)).proof;
    },
  };
}
