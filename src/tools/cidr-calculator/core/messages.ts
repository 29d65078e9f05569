/** The CIDR calculator's words (one table, for translation). */
import type { IpVersion } from '../../../core/shared/ip-address';

export const CIDR_MESSAGES = {
  invalidTitle: 'Invalid network',
  prefixPast: (text: string, version: IpVersion, bits: number) =>
    `The prefix /${text} is past /${bits}, the longest an IPv${version} network has`,
  notMask: (text: string) => `${text} is not a netmask: its one bits are not contiguous`,
  badPrefix: (text: string, bits: number) =>
    `"${text}" is not a prefix: write a length from 0 to ${bits}${bits === 32 ? ' or a netmask (255.255.255.0)' : ''}`,
  zone: 'A network has no zone: leave out the "%…"',
  blank: 'Type a network, e.g. 192.168.1.0/24 or 2001:db8::/32.',
  // Split
  splitTitle: 'Cannot split',
  badSplit: (text: string) => `"${text}" is neither a number of subnets (4) nor a prefix (/26)`,
  splitShorter: (prefix: number, net: number) =>
    `The new prefix /${prefix} is not longer than the network's /${net}: subnets must be smaller`,
  splitPast: (prefix: number, bits: number) => `The new prefix /${prefix} is past /${bits}`,
  tooManyParts: (count: string, net: string, most: string) =>
    `${count} subnets do not fit in ${net}: it splits into at most ${most}`,
  splitNote: (count: string, prefix: number, hosts: string) => `${count} subnets of /${prefix}, ${hosts} each`,
  roundedUp: (asked: string, made: string) => ` (${asked} asked: rounded up to ${made}, a power of two)`,
  listedFirst: (shown: string, total: string) => `Showing the first ${shown} of ${total} subnets.`,
  // Range and merge
  rangeTitle: 'Invalid range',
  rangeShape: 'Write a range as two addresses: 10.0.0.5 - 10.0.0.200',
  rangeVersions: 'The two ends of a range are both IPv4 or both IPv6',
  rangeBackwards: (first: string, last: string) => `The range ends before it starts: ${last} is before ${first}`,
  rangeNote: (count: number, addresses: string) =>
    `${count} network${count === 1 ? '' : 's'} cover the range exactly (${addresses} addresses).`,
  mergeTooMany: (limit: string) => `At most ${limit} networks are merged at once`,
  mergeNote: (from: number, to: number) =>
    `${from.toLocaleString('en-US')} network${from === 1 ? '' : 's'} merged into ${to.toLocaleString('en-US')}.`,
  hostBits: (line: number, typed: string, cidr: string) => `Line ${line}: ${typed} has host bits set, read as ${cidr}.`,
  // Contains
  containsBlank: 'Type the address to look for in the network.',
  contains: (address: string, cidr: string, index: string, total: string) =>
    `Yes: ${address} is in ${cidr} (address ${index} of ${total}).`,
  notContains: (address: string, cidr: string) => `No: ${address} is not in ${cidr}.`,
  otherVersion: (address: string, version: number, cidr: string) =>
    `No: ${address} is an IPv${version} address, and ${cidr} is not an IPv${version} network.`,
} as const;
