import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key per-IP limits count by: an IPv6 customer holds a whole /64, so that prefix; IPv4-mapped as
 * IPv4; anything not an address (a forged forwarding header) shares one bucket.
 */
export function clientKeyOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const plain = ip.toLowerCase().startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return 'invalid';
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(missing, 0)).fill('0'), ...right].map((part) => part.padStart(4, '0'));
}
