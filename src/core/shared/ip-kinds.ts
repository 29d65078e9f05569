/**
 * What kind of address a network or address is (private, loopback, documentation…), from the IANA special-purpose
 * address registries (IPv4 and IPv6). The most specific range that holds the whole network names it.
 */
import { IP_BITS, parseIpv4, parseIpv6, type IpVersion } from './ip-address';

interface KindRange {
  version: IpVersion;
  start: bigint;
  prefix: number;
  kind: string;
}

const range = (version: IpVersion, cidr: string, kind: string): KindRange => {
  const [address, prefix] = cidr.split('/');
  const start = version === 4 ? parseIpv4(address) : parseIpv6(address).value;
  return { version, start, prefix: Number(prefix), kind };
};

const v4 = (cidr: string, kind: string) => range(4, cidr, kind);
const v6 = (cidr: string, kind: string) => range(6, cidr, kind);

/** Most specific first: the first range holding the network names it. */
const RANGES: readonly KindRange[] = [
  v4('0.0.0.0/32', 'Unspecified (0.0.0.0)'),
  v4('255.255.255.255/32', 'Limited broadcast'),
  v4('192.0.2.0/24', 'Documentation (TEST-NET-1, RFC 5737)'),
  v4('198.51.100.0/24', 'Documentation (TEST-NET-2, RFC 5737)'),
  v4('203.0.113.0/24', 'Documentation (TEST-NET-3, RFC 5737)'),
  v4('192.0.0.0/24', 'IETF protocol assignments (RFC 6890)'),
  v4('192.88.99.0/24', '6to4 relay anycast (deprecated, RFC 7526)'),
  v4('198.18.0.0/15', 'Benchmarking (RFC 2544)'),
  v4('169.254.0.0/16', 'Link-local (RFC 3927)'),
  v4('192.168.0.0/16', 'Private (RFC 1918)'),
  v4('172.16.0.0/12', 'Private (RFC 1918)'),
  v4('100.64.0.0/10', 'Shared address space, carrier-grade NAT (RFC 6598)'),
  v4('10.0.0.0/8', 'Private (RFC 1918)'),
  v4('127.0.0.0/8', 'Loopback (RFC 1122)'),
  v4('0.0.0.0/8', '"This network" (RFC 1122)'),
  v4('224.0.0.0/4', 'Multicast (RFC 5771)'),
  v4('240.0.0.0/4', 'Reserved for future use (RFC 1112)'),
  v4('0.0.0.0/0', 'Public (global unicast)'),
  v6('::/128', 'Unspecified (::)'),
  v6('::1/128', 'Loopback (::1)'),
  v6('::ffff:0:0/96', 'IPv4-mapped (RFC 4291)'),
  v6('64:ff9b::/96', 'NAT64 well-known prefix (RFC 6052)'),
  v6('64:ff9b:1::/48', 'NAT64 local use (RFC 8215)'),
  v6('100::/64', 'Discard-only (RFC 6666)'),
  v6('2001:db8::/32', 'Documentation (RFC 3849)'),
  v6('3fff::/20', 'Documentation (RFC 9637)'),
  v6('2001:10::/28', 'ORCHID (deprecated, RFC 4843)'),
  v6('2001:20::/28', 'ORCHIDv2 (RFC 7343)'),
  v6('2001::/32', 'Teredo (RFC 4380)'),
  v6('2001::/23', 'IETF protocol assignments (RFC 2928)'),
  v6('2002::/16', '6to4 (RFC 3056)'),
  v6('fc00::/7', 'Unique local (RFC 4193)'),
  v6('fe80::/10', 'Link-local (RFC 4291)'),
  v6('fec0::/10', 'Site-local (deprecated, RFC 3879)'),
  v6('ff00::/8', 'Multicast (RFC 4291)'),
  v6('2000::/3', 'Global unicast'),
  v6('::/0', 'Reserved by the IETF'),
];

/** Whether the network `start/prefix` lies wholly inside `range`. */
const inside = (start: bigint, prefix: number, { start: from, prefix: size, version }: KindRange) =>
  prefix >= size && start >> BigInt(IP_BITS[version] - size) === from >> BigInt(IP_BITS[version] - size);

/** Whether `range` lies inside the network `start/prefix`. */
const holds = (start: bigint, prefix: number, entry: KindRange) =>
  entry.prefix > prefix && inside(entry.start, prefix, { ...entry, start, prefix });

/** A kind without its reference: 'Private (RFC 1918)' → 'Private'. */
const shortKind = (kind: string) => kind.replace(/ \(.*$/, '');

/**
 * The kind of the network `start/prefix` (an address is a /32 or /128): the most specific range holding it; a wider
 * network holding special ranges says so ('Mixed: …').
 */
export function ipKind(version: IpVersion, start: bigint, prefix = IP_BITS[version]): string {
  if (prefix === 0) return 'Every address (the default route)';
  const ranges = RANGES.filter((entry) => entry.version === version);
  const holder = ranges.find((entry) => inside(start, prefix, entry))!;
  // Single addresses (0.0.0.0, ::1) inside a wider network do not make it mixed.
  const within = ranges.filter(
    (entry) => entry !== holder && entry.prefix < IP_BITS[version] && holds(start, prefix, entry),
  );
  if (within.length === 0) return holder.kind;
  const names = [...new Set(within.map((entry) => shortKind(entry.kind)))];
  const shown = names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '');
  return `Mixed: ${shortKind(holder.kind)}, holding ${shown}`;
}
