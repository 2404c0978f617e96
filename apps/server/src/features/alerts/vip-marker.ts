import { vipMarker } from '@redzone/contract';

export const ANY_VIP_MARKER = /\s*OLIVE BRANCH VIP: \d+/g;

/**
 * P1 §3/§9: a VIP alert's description ends with `OLIVE BRANCH VIP: N`. The server's records
 * decide (DESIGN.md): a marker the client wrote is replaced by the server's count, and removed
 * from an alert that is not VIP, so no client can make another one play the VIP tones.
 */
export function describeWithVipMarker(description: string, contactCount: number): string {
  const plain = description.replace(ANY_VIP_MARKER, '').trim();
  if (contactCount === 0) return plain;
  const marker = vipMarker(contactCount);
  return plain.length === 0 ? marker : `${plain} ${marker}`;
}
