/**
 * The IP address converter: an IPv4 address in any of its written forms (dotted decimal, integer, hex, binary,
 * octal-dotted), an IPv6 address (any RFC 4291 form) or a MAC address (colon, dash, dot, bare), shown in every
 * other form, with the reverse DNS name, the IPv4-mapped and 6to4 forms, and a MAC's EUI-64 interface id.
 */
import {
  IpFault,
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
import { alignedText, recordOf, rowsOf, type Structured } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { IP_CONVERTER_MESSAGES as WORDS } from '../words';

export { IP_CONVERTER_MESSAGES } from '../words';

const MAX_IPV4 = 0xffffffffn;

const fault = (reason: string, offset: number) => new IpFault(reason, offset, WORDS.invalidTitle);

/** A whole number in one base (already checked to be made of its digits), at most MAX_IPV4. */
function ipv4Number(text: string, digits: string, radix: number, form: string, offset: number): bigint {
  const prefix = radix === 16 ? '0x' : radix === 2 ? '0b' : '';
  const value = BigInt(`${prefix}${digits}`);
  if (value > MAX_IPV4) throw fault(WORDS.pastIpv4(text, form), offset);
  return value;
}

/** Dotted with every part octal (a leading 0: 0300.0250.01.012), as inet_aton reads it. */
function octalDotted(parts: readonly string[], offset: number): bigint {
  let value = 0n;
  let at = offset;
  parts.forEach((part, i) => {
    if (/[89]/.test(part)) throw fault(WORDS.octalDigit(part, i + 1), at + part.search(/[89]/));
    const octet = parseInt(part, 8);
    if (octet > 255) throw fault(WORDS.octalPast(part, i + 1), at);
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
    if (bad >= 0) throw fault(WORDS.hexDigit(text, hex[1][bad]), offset + 2 + bad);
    return ipv4Number(text, hex[1], 16, 'number', offset);
  }
  const binary = /^0b(.+)$/i.exec(text);
  if (binary) {
    const bad = binary[1].search(/[^01]/);
    if (bad >= 0) throw fault(WORDS.binaryDigit(text, binary[1][bad]), offset + 2 + bad);
    return ipv4Number(text, binary[1], 2, 'number', offset);
  }
  if (/^\d+$/.test(text)) {
    if (/^0\d/.test(text)) throw fault(WORDS.leadingZero(text), offset);
    return ipv4Number(text, text, 10, 'number', offset);
  }
  if (!/^[\d.]+$/.test(text) || !text.includes('.')) return null;
  const parts = text.split('.');
  if (parts.length === 4 && parts.every((part) => /^[01]{8}$/.test(part))) return BigInt(`0b${parts.join('')}`);
  if (parts.length === 4 && parts.every((part) => /^0\d*$/.test(part)) && parts.some((part) => part.length > 1))
    return octalDotted(parts, offset);
  const zeroed = parts.findIndex((part) => /^0\d/.test(part));
  if (zeroed >= 0 && parts.length === 4)
    throw fault(WORDS.leadingZero(parts[zeroed]), offset + parts.slice(0, zeroed).join('.').length + (zeroed ? 1 : 0));
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

const table = (rows: readonly (readonly [string, string])[]): Structured => recordOf(rowsOf(rows));

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
export function ipv4Forms(value: bigint): Structured {
  const mapped = (0xffffn << 32n) | value;
  const sixToFour = compressIpv6((0x2002n << 112n) | (value << 80n));
  return table([
    ['Dotted decimal', formatIpv4(value)],
    ['Integer', value.toString()],
    ['Hex', hex(value, 8)],
    ['Binary', bits(value, 32, 8, '.')],
    ['Octal-dotted', octalDottedOf(value)],
    ['IPv4-mapped IPv6', `::ffff:${formatIpv4(value)}`],
    ['IPv4-mapped, hex', compressIpv6(mapped)],
    ['6to4 prefix', `${sixToFour}/48`],
    ['Reverse DNS (PTR)', reversePointer({ version: 4, value })],
    ['Type', ipKind(4, value)],
  ]);
}

/** The IPv4 address an IPv6 address carries (mapped, 6to4, NAT64), as a row. */
function embeddedIpv4(value: bigint): [string, string] | null {
  const low = formatIpv4(value & MAX_IPV4);
  if (value >> 32n === 0xffffn) return ['IPv4 (mapped)', low];
  if (value >> 32n === 0x64ff9b0000000000000000n) return ['IPv4 (NAT64)', low];
  if (value >> 112n === 0x2002n) return ['IPv4 (6to4)', formatIpv4((value >> 80n) & MAX_IPV4)];
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
export function ipv6Forms({ value, zone }: IpAddress): Structured {
  const rows: [string, string][] = [
    ['Compressed (RFC 5952)', compressIpv6(value)],
    ['Expanded', explodeIpv6(value)],
    ['Integer', value.toString()],
    ['Hex', hex(value, 32)],
    ['Binary', bits(value, 128, 16, ':')],
    ['Reverse DNS (PTR)', reversePointer({ version: 6, value })],
    ['Type', ipKind(6, value)],
  ];
  const ipv4 = embeddedIpv4(value);
  if (ipv4) rows.push(ipv4);
  if (value >> 32n === 0xffffn) rows.splice(1, 0, ['Mixed (RFC 5952 §5)', `::ffff:${ipv4![1]}`]);
  const mac = macOfInterfaceId(value);
  if (mac) rows.push(['MAC (from EUI-64)', mac]);
  if (zone !== undefined) rows.push(['Zone', zone]);
  return table(rows);
}

const pairs = (value: bigint) => value.toString(16).padStart(12, '0').match(/../g)!;
const colonMac = (value: bigint) => pairs(value).join(':');

/** The EUI-64 interface id of a MAC address: ff:fe in the middle, the universal/local bit flipped (RFC 4291). */
export function interfaceIdOf(mac: bigint): bigint {
  const flipped = mac ^ 0x020000000000n;
  return ((flipped >> 24n) << 40n) | (0xfffen << 24n) | (flipped & 0xffffffn);
}

/** Every form of a MAC address, with its EUI-64 interface id and link-local address. */
export function macForms(mac: bigint): Structured {
  const bare = pairs(mac).join('');
  const id = interfaceIdOf(mac);
  const first = Number(mac >> 40n);
  return table([
    ['Colon', colonMac(mac)],
    ['Dash', pairs(mac).join('-').toUpperCase()],
    ['Dot (Cisco)', bare.match(/.{4}/g)!.join('.')],
    ['Bare', bare],
    [
      'EUI-64 interface id',
      ipv6GroupsOf(id)
        .slice(4)
        .map((group) => group.toString(16))
        .join(':'),
    ],
    ['Link-local IPv6', compressIpv6((0xfe80n << 112n) | id)],
    ['Kind', `${first & 1 ? 'Multicast' : 'Unicast'}, ${first & 2 ? 'locally' : 'universally'} administered`],
  ]);
}

/** Any address the converter reads, in all its forms: a record. */
export function addressForms(input: string): Structured {
  const lead = input.length - input.trimStart().length;
  const text = input.trim();
  if (text === '') throw new ToolError(WORDS.invalidTitle, WORDS.blank);
  const space = text.search(/\s/);
  if (space >= 0) throw fault('An address has no spaces', lead + space);
  const mac = readMac(text);
  if (mac !== null) return macForms(mac);
  const macLike = MAC_LIKE.test(text) && !text.includes('::');
  if (text.includes(':')) {
    try {
      return ipv6Forms(parseIpv6(text, lead));
    } catch (error) {
      throw macLike ? fault(WORDS.macGroups(text), lead) : error;
    }
  }
  if (macLike) throw fault(WORDS.macGroups(text), lead);
  const ipv4 = readIpv4(text, lead);
  if (ipv4 !== null) return ipv4Forms(ipv4);
  throw fault(WORDS.unknown(text), lead);
}

/** Any address the converter reads, in all its forms, as aligned text (`Label: value` a line). */
export const convertAddress = (input: string): string => alignedText(addressForms(input));

/** The kit options the tool's screen passes to the core. */
export type IpConverterOptions = Record<string, never>;
