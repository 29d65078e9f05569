/**
 * A network's figures: network, netmask, wildcard, broadcast, host range and count, kind, and a binary view.
 * Hosts follow Python's `ipaddress.hosts()`: IPv4 leaves out the network and broadcast addresses, IPv6 only the
 * network address (the subnet-router anycast, RFC 4291); a /31 (RFC 3021) and a /127 (RFC 6164) are two hosts,
 * a /32 or /128 one.
 */
import { IP_BITS, explodeIpv6, formatIp, groupDigits, type IpVersion } from '../../../core/shared/ip-address';
import { ipKind } from '../../../core/shared/ip-kinds';
import { alignedRows, recordOf, rowsOf, type Structured } from '../../../core/shared/structured';
import { cidrText, maskOf, ones, type Network } from './network';

export interface HostRange {
  first: bigint;
  last: bigint;
  count: bigint;
}

/** The usable host addresses of a network (see the module's note). */
export function hostRange({ version, prefix, start, end }: Network): HostRange {
  const bits = IP_BITS[version];
  if (prefix >= bits - 1) return { first: start, last: end, count: end - start + 1n };
  if (version === 4) return { first: start + 1n, last: end - 1n, count: end - start - 1n };
  return { first: start + 1n, last: end, count: end - start };
}

/** A count with separators, and as a power of two where it is one and large ('65,536 (2^16)'). */
export function countText(count: bigint): string {
  const digits = groupDigits(count);
  const power = count.toString(2).length - 1;
  return count > 1024n && count === 1n << BigInt(power) ? `${digits} (2^${power})` : digits;
}

const show = (version: IpVersion, value: bigint) => formatIp({ version, value });

function edgeNote({ version, prefix }: Network): string | undefined {
  const bits = IP_BITS[version];
  if (prefix === bits) return 'A single address';
  if (prefix === bits - 1)
    return version === 4
      ? 'A point-to-point link (RFC 3021): both addresses are hosts, no broadcast'
      : 'A point-to-point link (RFC 6164): both addresses are hosts';
  return undefined;
}

/** The rows of the figures, as label and value. */
function detailRows(network: Network): [string, string][] {
  const { version, address, prefix, start, end } = network;
  const hosts = hostRange(network);
  const mask = maskOf(version, prefix);
  const v4 = version === 4;
  const rows: [string, string][] = [
    ['Address', show(version, address)],
    ['Network', cidrText(network)],
    ['Netmask', show(version, mask)],
    ['Wildcard', show(version, mask ^ ones(IP_BITS[version]))],
    ['Broadcast', v4 ? (prefix >= 31 ? 'none' : show(4, end)) : 'none (IPv6 has no broadcast)'],
    ['First host', show(version, hosts.first)],
    ['Last host', show(version, hosts.last)],
    ['Hosts', countText(hosts.count)],
    ['Addresses', countText(end - start + 1n)],
    ['Type', ipKind(version, start, prefix)],
  ];
  if (!v4) rows.splice(1, 0, ['Expanded', explodeIpv6(address)]);
  const note = edgeNote(network);
  if (note) rows.push(['Note', note]);
  return rows;
}

/** The figures of a network, as a record (its aligned text puts one a line). */
export const networkDetails = (network: Network): Structured => recordOf(rowsOf(detailRows(network)));

/** Bits in groups: octets with dots (IPv4), 16-bit groups with colons (IPv6). */
function bitsOf(version: IpVersion, value: bigint): string {
  const size = version === 4 ? 8 : 16;
  const bits = value.toString(2).padStart(IP_BITS[version], '0');
  const groups = bits.match(new RegExp(`.{${size}}`, 'g'))!;
  return groups.join(version === 4 ? '.' : ':');
}

/** The address, netmask, network and last address in binary, with the network bits marked under them. */
export function binaryView(network: Network): string {
  const { version, address, prefix, start, end } = network;
  const width = IP_BITS[version];
  const size = version === 4 ? 8 : 16;
  // The marker line: '^' under each network bit, spaces under the separators.
  const marks = Array.from({ length: width }, (_, i) => (i < prefix ? '^' : ' '));
  const marker = marks
    .map((mark, i) => (i > 0 && i % size === 0 ? ` ${mark}` : mark))
    .join('')
    .trimEnd();
  const rows: [string, string][] = [
    ['Address', bitsOf(version, address)],
    ['Netmask', bitsOf(version, maskOf(version, prefix))],
    ['Network', bitsOf(version, start)],
    ['Last', bitsOf(version, end)],
    [`Prefix /${prefix}`, marker],
  ];
  return `${alignedRows(rowsOf(rows)).join('\n')}\n`;
}
