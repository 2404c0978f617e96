import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The push services browsers subscribe with (Chrome and Edge through FCM, Firefox, Safari, legacy
 * Edge): a host is one of these or a subdomain of one.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isPushServiceHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/**
 * Why the server will not send to this endpoint, or null. A subscriber names the URL the server
 * posts to, so any host would let them make it post to a machine of their choosing (server-side
 * request forgery): only known push services on port 443 over https. Outside
 * production (`allowLocalhost`) localhost is accepted too, over http and on any port, so tests run
 * a stand-in push service.
 */
export function pushEndpointProblem(
  endpoint: string,
  options: { allowLocalhost: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  if (url.username !== '' || url.password !== '') return 'must not carry a user name or password';
  if (options.allowLocalhost && LOCAL_HOSTS.has(url.hostname)) {
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'must be an http(s) URL';
  }
  if (url.protocol !== 'https:') return 'must be an https:// URL';
  // An empty port is the scheme's default: 443 for https.
  if (url.port !== '' && url.port !== '443') return 'must use port 443';
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 || !isPushServiceHost(url.hostname)) {
    return "must name a known push service's host";
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
