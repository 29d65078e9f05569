/**
 * IPv4 and IPv6 addresses as BigInt values: strict parsing that names what is wrong and at which column, and the
 * standard text forms (dotted decimal; IPv6 compressed per RFC 5952 and exploded). Shared by the CIDR calculator
 * and the IP address converter.
 */
import { ToolError } from './tool-error';

export type IpVersion = 4 | 6;

export interface IpAddress {
  version: IpVersion;
  value: bigint;
  /** An IPv6 zone (scope id) after '%', e.g. 'eth0'. */
  zone?: string;
}

/** Bits in an address of each version. */
export const IP_BITS: Readonly<Record<IpVersion, number>> = { 4: 32, 6: 128 };

export const IP_MESSAGES = {
  invalidTitle: 'Invalid IP address',
  empty: 'Type an IPv4 address (192.168.1.10) or an IPv6 address (2001:db8::1).',
  /** Where in the text (1-based column), appended to a reason. */
  column: (column: number) => ` (column ${column})`,
} as const;

/** A fault in an address, `offset` characters into the text that holds it (0-based; the message says 1-based). */
export class IpFault extends ToolError {
  readonly offset: number;

  constructor(reason: string, offset: number, title: string = IP_MESSAGES.invalidTitle) {
    super(title, `${reason}${IP_MESSAGES.column(offset + 1)}.`, { line: 1, column: offset + 1 });
    this.offset = offset;
  }
}

/** Moves a fault of a piece of a larger text (a line, a word) to its place in that text. */
export function faultAt(error: unknown, line: number, startColumn: number): never {
  if (error instanceof IpFault) {
    const column = startColumn + error.offset;
    const reason = error.description!.replace(/ \(column \d+\)\.$/, '');
    throw new ToolError(error.title, `${reason} (line ${line}, column ${column}).`, { line, column });
  }
  throw error;
}

const DECIMAL_OCTET = /^(0|[1-9]\d{0,2})$/;

/** A dotted-decimal IPv4 address (four parts 0-255, no leading zeros: Python's `ipaddress` rule). */
export function parseIpv4(text: string, offset = 0): bigint {
  const parts = text.split('.');
  if (parts.length !== 4)
    throw new IpFault(`An IPv4 address has 4 parts separated by dots; "${text}" has ${parts.length}`, offset);
  let value = 0n;
  let at = offset;
  parts.forEach((part, index) => {
    const nth = `Part ${index + 1}`;
    if (part === '') throw new IpFault(`${nth} is empty`, at);
    if (!/^\d+$/.test(part)) {
      const bad = part.search(/\D/);
      const what = part.length === 1 ? `${nth} is "${part}"` : `${nth} "${part}" has "${part[bad]}"`;
      throw new IpFault(`${what}, not a digit`, at + bad);
    }
    if (!DECIMAL_OCTET.test(part)) {
      if (part.startsWith('0')) throw new IpFault(`${nth} "${part}" has a leading zero (octal or decimal?)`, at);
      throw new IpFault(`${nth} "${part}" is past 255`, at);
    }
    if (Number(part) > 255) throw new IpFault(`${nth} "${part}" is past 255`, at);
    value = (value << 8n) | BigInt(part);
    at += part.length + 1;
  });
  return value;
}

const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/** The 16-bit groups of one side of '::' (its last group may be an IPv4 address: two groups). */
function ipv6Groups(text: string, offset: number, last: boolean): number[] {
  if (text === '') return [];
  const groups: number[] = [];
  let at = offset;
  const pieces = text.split(':');
  pieces.forEach((piece, index) => {
    if (last && index === pieces.length - 1 && piece.includes('.')) {
      const v4 = parseIpv4(piece, at);
      groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      return;
    }
    if (piece === '') throw new IpFault('An empty group (a lone ":" or ":::")', at);
    if (!HEX_GROUP.test(piece)) {
      const bad = piece.search(/[^0-9a-f]/i);
      if (bad >= 0) throw new IpFault(`Group "${piece}" has "${piece[bad]}", not a hex digit`, at + bad);
      throw new IpFault(`Group "${piece}" has more than 4 hex digits`, at);
    }
    groups.push(parseInt(piece, 16));
    at += piece.length + 1;
  });
  return groups;
}

/** An IPv6 address in any RFC 4291 form (with '::', an embedded IPv4 address, a '%zone'). */
export function parseIpv6(text: string, offset = 0): IpAddress {
  const percent = text.indexOf('%');
  const zone = percent >= 0 ? text.slice(percent + 1) : undefined;
  if (zone !== undefined && !/^[\w.-]+$/.test(zone))
    throw new IpFault('A zone after "%" is letters, digits, "_", "-" or "."', offset + percent);
  const body = percent >= 0 ? text.slice(0, percent) : text;
  const triple = body.indexOf(':::');
  if (triple >= 0) throw new IpFault('Three colons in a row (":::")', offset + triple);
  const gap = body.indexOf('::');
  if (gap >= 0 && body.indexOf('::', gap + 1) >= 0)
    throw new IpFault('"::" may appear only once', offset + body.indexOf('::', gap + 1));
  let groups: number[];
  if (gap < 0) {
    groups = ipv6Groups(body, offset, true);
    if (groups.length !== 8)
      throw new IpFault(`An IPv6 address has 8 groups (or "::"); this one has ${groups.length}`, offset);
  } else {
    const head = ipv6Groups(body.slice(0, gap), offset, false);
    const tail = ipv6Groups(body.slice(gap + 2), offset + gap + 2, true);
    if (head.length + tail.length > 7)
      throw new IpFault(
        `With "::" an IPv6 address has at most 7 other groups; this one has ${head.length + tail.length}`,
        offset + gap,
      );
    groups = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  }
  const value = groups.reduce((sum, group) => (sum << 16n) | BigInt(group), 0n);
  return zone === undefined ? { version: 6, value } : { version: 6, value, zone };
}

/** An IPv4 or IPv6 address, told apart by a ':'. */
export function parseIp(text: string, offset = 0): IpAddress {
  if (text === '') throw new IpFault(IP_MESSAGES.empty.replace(/\.$/, ''), offset);
  const space = text.search(/\s/);
  if (space >= 0) throw new IpFault('An address has no spaces', offset + space);
  if (text.includes(':')) return parseIpv6(text, offset);
  if (/^[\d.]+$/.test(text) || /^\d[\d.]*\./.test(text)) return { version: 4, value: parseIpv4(text, offset) };
  throw new IpFault(`"${text}" is neither an IPv4 address (dotted digits) nor an IPv6 address (with ":")`, offset);
}

/** Dotted decimal. */
export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** The eight 16-bit groups of an IPv6 value. */
export const ipv6GroupsOf = (value: bigint): number[] =>
  Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));

/** Every group in four lower-case hex digits (Python's `exploded`). */
export const explodeIpv6 = (value: bigint): string =>
  ipv6GroupsOf(value)
    .map((group) => group.toString(16).padStart(4, '0'))
    .join(':');

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups (the first of equals) as '::'. */
export function compressIpv6(value: bigint): string {
  const groups = ipv6GroupsOf(value);
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.start < 0) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

/** An address in its usual form: dotted decimal, or RFC 5952 (with its zone). */
export function formatIp({ version, value, zone }: IpAddress): string {
  if (version === 4) return formatIpv4(value);
  return zone === undefined ? compressIpv6(value) : `${compressIpv6(value)}%${zone}`;
}

/** The reverse DNS (PTR) name, without the final dot: Python's `reverse_pointer`. */
export function reversePointer({ version, value }: IpAddress): string {
  if (version === 4) return `${formatIpv4(value).split('.').reverse().join('.')}.in-addr.arpa`;
  const nibbles = value.toString(16).padStart(32, '0').split('').reverse();
  return `${nibbles.join('.')}.ip6.arpa`;
}

/** 1,234,567: a count with thousands separators (BigInt-exact). */
export function groupDigits(value: bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
