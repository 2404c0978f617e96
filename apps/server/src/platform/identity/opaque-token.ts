import { createHmac } from 'node:crypto';

/** Characters of a token: 48 bits, enough to tell a page's few reporters apart. */
const TOKEN_LENGTH = 8;

/**
 * Per-object stand-ins for an internal id: the same person gets the same token
 * within one `scope` (one officer's reports) and unrelated tokens in any other, so a page can
 * tell its reporters apart without anyone linking a person's reports across pages.
 */
export type OpaqueTokens = (scope: string, internalId: string) => string;

export function createOpaqueTokens(secret: string): OpaqueTokens {
  return (scope, internalId) =>
    createHmac('sha256', secret)
      .update(`opaque-token\0${scope}\0${internalId}`)
      .digest('base64url')
      .slice(0, TOKEN_LENGTH);
}
