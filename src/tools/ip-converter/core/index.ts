/**
 * The IP address converter: an IPv4 address in any of its written forms (dotted decimal, integer, hex, binary,
 * octal-dotted), an IPv6 address (any RFC 4291 form) or a MAC address (colon, dash, dot, bare), shown in every
 * other form, with the reverse DNS name, the IPv4-mapped and 6to4 forms, and a MAC's EUI-64 interface id.
 */
import {
  compressIpv6,
  explodeIpv6,
  formatIpv4,
  ipv6GroupsOf,
  parseIpv4,
  parseIpv6,
  reversePointer,
  type IpAddress,
} from '../../../core/shared/ip-address';
import { ipKind } from '../../../core/shared/ip-kinds';
import { fault, type FormRow, type IpConverterFaults } from './faults';

export { fault, type FormKey, type FormRow, type MacKind } from './faults';

const MAX_IPV4 = 0xffffffffn;

type Placed<K extends keyof IpConverterFaults> = Omit<IpConverterFaults[K], 'column'>;

/** The fault `key`, `offset` characters into the text (0-based). */
const faultAt = <K extends Exclude<keyof IpConverterFaults, 'blank'>>(key: K, params: Placed<K>, offset: number) =>
  fault(key, { ...params, column: offset + 1 } as IpConverterFaults[K] & object, { line: 1, column: offset + 1 });

/** A whole number in one base (already checked to be made of its digits), at most MAX_IPV4. */
function ipv4Number(text: string, digits: string, radix: number, offset: number): bigint {
  const prefix = radix === 16 ? '0x' : radix === 2 ? '0b' : '';
  const value = BigInt(`${prefix}${digits}`);
  if (value > MAX_IPV4) throw faultAt('pastIpv4', { text }, offset);
  return value;
}

/** Dotted with every part octal (a leading 0: 0300.0250.01.012), as inet_aton reads it. */
function octalDotted(parts: readonly string[], offset: number): bigint {
  let value = 0n;
  let at = offset;
  parts.forEach((part, i) => {
    if (/[89]/.test(part)) throw faultAt('octalDigit', { part, index: i + 1 }, at + part.search(/[89]/));
    const octet = parseInt(part, 8);
    if (octet > 255) throw faultAt('octalPast', { part, index: i + 1 }, at);
    value = (value << 8n) | BigInt(octet);
    at += part.length + 1;
  });
  return value;
}

/** An IPv4 address in one of its forms, or null when the text is none of them. */
function readIpv4(text: string, offset: number): bigint | null {
  const hex = /^0x(.+)$/i.exec(text);
  if (hex) {
    const bad = hex[1].search(/[^0-9a-f]/i);
    if (bad >= 0) throw faultAt('hexDigit', { text, char: hex[1][bad] }, offset + 2 + bad);
    return ipv4Number(text, hex[1], 16, offset);
  }
  const binary = /^0b(.+)$/i.exec(text);
  if (binary) {
    const bad = binary[1].search(/[^01]/);
    if (bad >= 0) throw faultAt('binaryDigit', { text, char: binary[1][bad] }, offset + 2 + bad);
    return ipv4Number(text, binary[1], 2, offset);
  }
  if (/^\d+$/.test(text)) {
    if (/^0\d/.test(text)) throw faultAt('leadingZero', { text }, offset);
    return ipv4Number(text, text, 10, offset);
  }
  if (!/^[\d.]+$/.test(text) || !text.includes('.')) return null;
  const parts = text.split('.');
  if (parts.length === 4 && parts.every((part) => /^[01]{8}$/.test(part))) return BigInt(`0b${parts.join('')}`);
  if (parts.length === 4 && parts.every((part) => /^0\d*$/.test(part)) && parts.some((part) => part.length > 1))
    return octalDotted(parts, offset);
  const zeroed = parts.findIndex((part) => /^0\d/.test(part));
  if (zeroed >= 0 && parts.length === 4)
    throw faultAt(
      'leadingZero',
      { text: parts[zeroed] },
      offset + parts.slice(0, zeroed).join('.').length + (zeroed ? 1 : 0),
    );
  return parseIpv4(text, offset);
}

const MAC_SEPARATED = /^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i;
const MAC_DOTTED = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const MAC_BARE = /^[0-9a-f]{12}$/i;
/** Text shaped like a MAC address that is not a valid one (5 pairs, a bad digit): worth its own message. */
const MAC_LIKE = /^[0-9a-z]{2}([:-])(?:[0-9a-z]{2}\1){2,6}[0-9a-z]{2}$/i;

/** A MAC address's 48 bits, or null when the text is not written as one. */
function readMac(text: string): bigint | null {
  if (MAC_SEPARATED.test(text) || MAC_DOTTED.test(text) || MAC_BARE.test(text))
    return BigInt(`0x${text.replace(/[:.-]/g, '')}`);
  return null;
}

const hex = (value: bigint, digits: number) => `0x${value.toString(16).toUpperCase().padStart(digits, '0')}`;

/** Bits in groups: octets split by dots (IPv4), 16-bit groups by colons (IPv6). */
const bits = (value: bigint, width: number, size: number, separator: string) =>
  value
    .toString(2)
    .padStart(width, '0')
    .match(new RegExp(`.{${size}}`, 'g'))!
    .join(separator);

/** Each octet in octal with a leading 0 (a zero octet stays 0), as inet_aton reads it. */
const octalDottedOf = (value: bigint) =>
  formatIpv4(value)
    .split('.')
    .map((octet) => (octet === '0' ? '0' : `0${Number(octet).toString(8)}`))
    .join('.');

/** Every form of an IPv4 address. */
export function ipv4Forms(value: bigint): FormRow[] {
  const mapped = (0xffffn << 32n) | value;
  const sixToFour = compressIpv6((0x2002n << 112n) | (value << 80n));
  return [
    ['dottedDecimal', formatIpv4(value)],
    ['integer', value.toString()],
    ['hex', hex(value, 8)],
    ['binary', bits(value, 32, 8, '.')],
    ['octalDotted', octalDottedOf(value)],
    ['mappedIpv6', `::ffff:${formatIpv4(value)}`],
    ['mappedHex', compressIpv6(mapped)],
    ['sixToFour', `${sixToFour}/48`],
    ['reverseDns', reversePointer({ version: 4, value })],
    ['type', ipKind(4, value)],
  ];
}

/** The IPv4 address an IPv6 address carries (mapped, 6to4, NAT64), as a row. */
function embeddedIpv4(value: bigint): FormRow | null {
  const low = formatIpv4(value & MAX_IPV4);
  if (value >> 32n === 0xffffn) return ['ipv4Mapped', low];
  if (value >> 32n === 0x64ff9b0000000000000000n) return ['ipv4Nat64', low];
  if (value >> 112n === 0x2002n) return ['ipv4SixToFour', formatIpv4((value >> 80n) & MAX_IPV4)];
  return null;
}

/** The MAC address an EUI-64 interface id (ff:fe in its middle) was made from. */
function macOfInterfaceId(value: bigint): string | null {
  const id = value & ((1n << 64n) - 1n);
  if (((id >> 24n) & 0xffffn) !== 0xfffen) return null;
  const mac = (((id >> 40n) ^ 0x020000n) << 24n) | (id & 0xffffffn);
  return colonMac(mac);
}

/** Every form of an IPv6 address. */
export function ipv6Forms({ value, zone }: IpAddress): FormRow[] {
  const rows: FormRow[] = [
    ['compressed', compressIpv6(value)],
    ['expanded', explodeIpv6(value)],
    ['integer', value.toString()],
    ['hex', hex(value, 32)],
    ['binary', bits(value, 128, 16, ':')],
    ['reverseDns', reversePointer({ version: 6, value })],
    ['type', ipKind(6, value)],
  ];
  const ipv4 = embeddedIpv4(value);
  if (ipv4) rows.push(ipv4);
  if (value >> 32n === 0xffffn) rows.splice(1, 0, ['mixed', `::ffff:${ipv4![1]}`]);
  const mac = macOfInterfaceId(value);
  if (mac) rows.push(['macOfEui64', mac]);
  if (zone !== undefined) rows.push(['zone', zone]);
  return rows;
}

const pairs = (value: bigint) => value.toString(16).padStart(12, '0').match(/../g)!;
const colonMac = (value: bigint) => pairs(value).join(':');

/** The EUI-64 interface id of a MAC address: ff:fe in the middle, the universal/local bit flipped (RFC 4291). */
export function interfaceIdOf(mac: bigint): bigint {
  const flipped = mac ^ 0x020000000000n;
  return ((flipped >> 24n) << 40n) | (0xfffen << 24n) | (flipped & 0xffffffn);
}

/** Every form of a MAC address, with its EUI-64 interface id and link-local address. */
export function macForms(mac: bigint): FormRow[] {
  const bare = pairs(mac).join('');
  const id = interfaceIdOf(mac);
  const first = Number(mac >> 40n);
  return [
    ['colon', colonMac(mac)],
    ['dash', pairs(mac).join('-').toUpperCase()],
    ['dot', bare.match(/.{4}/g)!.join('.')],
    ['bare', bare],
    [
      'interfaceId',
      ipv6GroupsOf(id)
        .slice(4)
        .map((group) => group.toString(16))
        .join(':'),
    ],
    ['linkLocal', compressIpv6((0xfe80n << 112n) | id)],
    ['kind', `${first & 1 ? 'multicast' : 'unicast'}-${first & 2 ? 'local' : 'universal'}`],
  ];
}

/** Any address the converter reads, in all its forms: a record. */
export function addressForms(input: string): FormRow[] {
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '') throw fault('blank');
  const space = text.search(/\s/);
  if (space >= 0) throw faultAt('space', {}, lead + space);
  const mac = readMac(text);
  if (mac !== null) return macForms(mac);
  const macLike = MAC_LIKE.test(text) && !text.includes('::');
  if (text.includes(':')) {
    try {
      return ipv6Forms(parseIpv6(text, lead));
    } catch (error) {
      throw macLike ? faultAt('macGroups', { text }, lead) : error;
    }
  }
  if (macLike) throw faultAt('macGroups', { text }, lead);
  const ipv4 = readIpv4(text, lead);
  if (ipv4 !== null) return ipv4Forms(ipv4);
  throw faultAt('unknown', { text }, lead);
}

/** The kit options the tool's screen passes to the core. */
export type IpConverterOptions = Record<string, never>;
