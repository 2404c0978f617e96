/** A browser's push subscription as stored: where to send, and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessageOptions {
  /** RFC 8030 §5.2: how long the push service keeps the message for an offline device. */
  ttlSeconds: number;
  /** RFC 8030 §5.3. */
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** RFC 8030 §5.4: a newer undelivered message with the same topic replaces an older one. */
  topic?: string;
}

/**
 * What became of one message. `gone` (404 or 410) means the subscription has expired or the user
 * revoked it: the caller forgets it. Nothing here carries the endpoint, which is a capability.
 */
export type PushOutcome =
  | { kind: 'accepted' }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'failed'; reason: 'timed out' | 'unreachable' | 'not encryptable' };

/** Sends one encrypted Web Push message (RFC 8030, 8291, 8292); never throws. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushMessageOptions): Promise<PushOutcome>;
  /** Stops its threads and lets go of kept-alive connections, once every send has settled. */
  close?(): Promise<void>;
}
