import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * Why the server will not send to this endpoint, or null. Browsers' push services are https
 * hosts with names; an address, localhost or a credential in the URL would let a subscriber make
 * the server post to a machine of their choosing (server-side request forgery). Tests alone
 * (NODE_ENV=test) may name the plain-http push service stand-in on 127.0.0.1.
 */
export function pushEndpointProblem(
  endpoint: string,
  options: { allowLoopbackHttp: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (url.protocol === 'http:' && options.allowLoopbackHttp && url.hostname === '127.0.0.1') {
    return null;
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || host === 'localhost' || !host.includes('.')) {
    return "must name a push service's host";
  }
  return null;
}

/** RFC 8291 §3.1: the browser's key must be a point on P-256, or nothing can be encrypted for it. */
export function isP256PublicKey(base64url: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
