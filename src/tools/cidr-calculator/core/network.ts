/**
 * A network as the calculator reads it: an address with a prefix (`10.1.2.3/24`, `2001:db8::/32`), a netmask or
 * hostmask after the slash or a space (`10.1.2.0 255.255.255.0`, Python's `ipaddress` takes both), or a bare address
 * (a /32 or /128). Host bits may be set: the address is kept, its network worked out.
 */
import { IP_BITS, IpFault, formatIp, parseIp, parseIpv4, type IpVersion } from '../../../core/shared/ip-address';
import { CIDR_MESSAGES } from './messages';

export interface Network {
  version: IpVersion;
  /** The address as typed (host bits and all). */
  address: bigint;
  prefix: number;
  /** The network address and the last address of the network. */
  start: bigint;
  end: bigint;
}

/** All ones in `bits` bits. */
export const ones = (bits: number): bigint => (1n << BigInt(bits)) - 1n;

/** The netmask of a prefix. */
export const maskOf = (version: IpVersion, prefix: number): bigint =>
  ones(IP_BITS[version]) ^ ones(IP_BITS[version] - prefix);

/** The network of `address` with `prefix`. */
export function networkOf(version: IpVersion, address: bigint, prefix: number): Network {
  const host = ones(IP_BITS[version] - prefix);
  const start = address & ~host & ones(IP_BITS[version]);
  return { version, address, prefix, start, end: start | host };
}

/** The prefix of a contiguous netmask (or hostmask), or -1 when its ones are not contiguous. */
function prefixOfMask(mask: bigint): number {
  for (let prefix = 0; prefix <= 32; prefix++) {
    const netmask = maskOf(4, prefix);
    if (mask === netmask || mask === (netmask ^ ones(32))) return prefix;
  }
  return -1;
}

/** The prefix after the slash or space: a length, or (IPv4) a netmask or hostmask. */
function parsePrefix(text: string, version: IpVersion, offset: number): number {
  const bits = IP_BITS[version];
  if (/^\d{1,3}$/.test(text) && !/^0\d/.test(text)) {
    const prefix = Number(text);
    if (prefix <= bits) return prefix;
    throw new IpFault(CIDR_MESSAGES.prefixPast(text, version, bits), offset);
  }
  if (version === 4 && text.includes('.')) {
    const prefix = prefixOfMask(parseIpv4(text, offset));
    if (prefix >= 0) return prefix;
    throw new IpFault(CIDR_MESSAGES.notMask(text), offset);
  }
  throw new IpFault(CIDR_MESSAGES.badPrefix(text, bits), offset);
}

/** A network in any of the accepted forms, `offset` characters into its line (for the fault's column). */
export function parseNetwork(text: string, offset = 0): Network {
  const lead = text.length - text.trimStart().length;
  const trimmed = text.trim();
  const split = /[/\s]+/.exec(trimmed);
  const addressText = split ? trimmed.slice(0, split.index) : trimmed;
  const address = parseIp(addressText, offset + lead);
  if (address.zone !== undefined) throw new IpFault(CIDR_MESSAGES.zone, offset + lead + addressText.indexOf('%'));
  if (!split) return networkOf(address.version, address.value, IP_BITS[address.version]);
  const prefixAt = split.index + split[0].length;
  const prefix = parsePrefix(trimmed.slice(prefixAt), address.version, offset + lead + prefixAt);
  return networkOf(address.version, address.value, prefix);
}

/** `10.0.0.0/8`: a network in CIDR form. */
export const cidrText = ({ version, start, prefix }: Pick<Network, 'version' | 'start' | 'prefix'>) =>
  `${formatIp({ version, value: start })}/${prefix}`;
