import type { CheckPinBody } from '@redzone/contract';
import { ApiError } from '../../lib/api-client';
import { checkPin } from './api/check-pin';

/**
 * A Stop whose PIN could not be checked (no network) is taken at once; the server still has to
 * hear it, since a duress PIN tells the trusted contacts. The PIN stays in this page's memory
 * only, never in storage, and is sent when the network returns and every 30 s until the server
 * answers; a reload forgets it.
 */
const waiting: CheckPinBody[] = [];
let timer: ReturnType<typeof setInterval> | null = null;
const RETRY_MS = 30_000;

async function sendWaiting(): Promise<void> {
  for (const body of [...waiting]) {
    try {
      await checkPin(body);
    } catch (error) {
      // No answer, or one the server could not give: try again later.
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) continue;
    }
    waiting.splice(waiting.indexOf(body), 1);
  }
  if (waiting.length === 0 && timer !== null) {
    clearInterval(timer);
    timer = null;
    window.removeEventListener('online', onOnline);
  }
}

function onOnline() {
  void sendWaiting();
}

export function checkPinLater(body: CheckPinBody): void {
  waiting.push(body);
  if (timer !== null) return;
  timer = setInterval(() => void sendWaiting(), RETRY_MS);
  window.addEventListener('online', onOnline);
}
