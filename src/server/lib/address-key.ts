import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client under. One IPv6 subscriber is usually given a whole
 * /64 (RFC 6177) and picks addresses in it at will, so an IPv6 client is counted by its /64;
 * an IPv4 address (an IPv4-mapped IPv6 one included) is one client. Anything else (a proxy's
 * header that is no address) is its own key, as before.
 */
export function addressKey(address: string): string {
  // A zone ("fe80::1%eth0") names the local interface, not the client.
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain)) return address;
  const groups = expandIPv6(plain.toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" and a dotted IPv4 tail expanded. */
function expandIPv6(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
