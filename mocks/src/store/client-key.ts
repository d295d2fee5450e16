/**
 * The key per-client limits count under (call.client is the address the server in front saw). An IPv4
 * address is itself, also when written IPv4-mapped (::ffff:1.2.3.4, as a dual-stack socket reports
 * it). An IPv6 address counts by its /64: one subscriber's network, whose 2^64 addresses whoever holds
 * it can rotate through at will, so a per-address limit would limit nothing. Anything else ('local' in
 * the page itself) is kept as it is.
 */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

export function clientKey(address: string): string {
  // A zone id (fe80::1%eth0) names the interface, not the client.
  const a = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(a);
  if (mapped) return mapped[1]!;
  if (!a.includes(':')) return a;
  const [head = '', tail] = a.split('::', 2);
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = groups(tail);
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  const prefix = [...front, ...zeros, ...back].slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
