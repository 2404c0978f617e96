/** Parent -> server. */
export interface Start {
  sessionSecret: string;
  /** Identities to store as phone-verified: the alert senders. */
  senderIds: string[];
}

/** Server -> parent. */
export type FromServer =
  { kind: 'ready'; port: number } | { kind: 'memory'; rss: number; heapUsed: number };
