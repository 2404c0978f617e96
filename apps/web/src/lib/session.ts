import { SessionSchema, STORAGE_KEYS, type Session } from '@redzone/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const sessionKeys = { all: ['/api/session'] as const };

/** The server mints the anonymous id into an httpOnly cookie; the same id is kept locally. */
export async function getSession(): Promise<Session> {
  const session = await apiRequest('/api/session', { schema: SessionSchema });
  try {
    window.localStorage.setItem(STORAGE_KEYS.userId, session.userId);
  } catch {
    // Storage refused: the cookie alone still identifies this device.
  }
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: getSession });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
