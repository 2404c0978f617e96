import { ApiErrorBodySchema, errorMessageFor, STORAGE_KEYS } from '@redzone/contract';
import type { z } from 'zod';
import { env } from '../config/env';

/**
 * A non-2xx answer. `message` follows the spec's convention ("<status>: <body or status text>",
 * P1 §7); `code` and `serverMessage` come from the server's `{ error, code }` body when present,
 * so screens can show a translated message by code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Validates the response; without it the parsed JSON is returned as is. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/**
 * The app's language, not the browser's: `<html lang>` follows the language in use (i18n). Read
 * from the page so this module stays free of i18n's start-up, for code running outside a page
 * (workers, node tests), which sends none.
 */
function appLanguage(): string | null {
  return typeof document === 'undefined' ? null : document.documentElement.lang || null;
}

const SESSION_PATH = '/api/session';
const SESSION_REQUIRED = 'session_required';
let startingSession: Promise<void> | null = null;

/** GET /api/session, once however many requests wait for it; it sets the session cookie. */
function sessionStarted(): Promise<void> {
  startingSession ??= fetch(`${env.apiBaseUrl}${SESSION_PATH}`, { credentials: 'include' })
    .then(() => undefined)
    .finally(() => {
      startingSession = null;
    });
  return startingSession;
}

function currentUserId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userId);
  } catch {
    return null;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let code: string | null = null;
  let serverMessage: string | null = null;
  try {
    const body = ApiErrorBodySchema.safeParse(JSON.parse(text));
    if (body.success) {
      code = body.data.code;
      serverMessage = body.data.error;
    }
  } catch {
    // Not JSON: the message keeps the raw text, per the spec's convention.
  }
  return new ApiError(
    response.status,
    errorMessageFor(response.status, text, response.statusText),
    code,
    serverMessage,
  );
}

/** The one way the web app talks to the API: cookies always, JSON type only with a body. */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  const userId = currentUserId();
  // Sent because the spec's calls carry it; the server authorises from the cookie only.
  if (userId) headers['user-id'] = userId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The law office answers in it when a question's words do not tell.
  const language = appLanguage();
  if (language !== null) headers['accept-language'] ??= language;

  const send = () =>
    fetch(`${env.apiBaseUrl}${path}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  let response = await send();
  if (!response.ok) {
    const error = await toApiError(response);
    // A first visit asks for several things at once, and the session cookie comes from one of
    // them (GET /api/session): whatever got there first is asked again once the session exists,
    // rather than showing "could not be loaded" to someone who just arrived. The server did
    // nothing with the refused request, so sending it again is safe.
    if (error.code !== SESSION_REQUIRED || path === SESSION_PATH) throw error;
    await sessionStarted();
    response = await send();
    if (!response.ok) throw await toApiError(response);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text.length > 0 ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}
