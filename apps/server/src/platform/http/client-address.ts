import { isIPv4, isIPv6 } from 'node:net';

/** "::ffff:192.0.2.1", how a dual-stack socket names an IPv4 client. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, "::" expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  let left = split(head);
  let right = tail === undefined ? [] : split(tail);
  // A trailing dotted quad stands for the last two groups.
  const toGroups = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes('.')) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  left = toGroups(left);
  right = toGroups(right);
  const missing = 8 - left.length - right.length;
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

function ipv4Network(address: string, prefix: number): string {
  const value = address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const size = 2 ** (32 - prefix);
  const network = Math.floor(value / size) * size;
  const parts = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${parts.join('.')}/${prefix}`;
}

function unmapped(address: string): string {
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/**
 * The unit per-address limits count: an IPv4 address (or, with `ipv4Prefix`, its network of
 * that many bits, where one machine can hold a range), or an IPv6 /64, the smallest block a
 * home or phone is given, so one device cannot pose as 2^64 clients.
 */
export function addressGroup(address: string, ipv4Prefix = 32): string {
  const plain = unmapped(address);
  if (isIPv4(plain)) return ipv4Prefix >= 32 ? plain : ipv4Network(plain, ipv4Prefix);
  const groups = ipv6Groups(plain);
  if (groups === null) return plain;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * An address as logs may keep it: an IPv4 /24 or an IPv6 /48, enough to see
 * a flood from one network, not enough to name the person behind a request.
 */
export function truncatedAddress(address: string): string {
  const plain = unmapped(address);
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = ipv6Groups(plain);
  if (groups === null) return 'unknown';
  return `${groups.slice(0, 3).join(':')}::/48`;
}
