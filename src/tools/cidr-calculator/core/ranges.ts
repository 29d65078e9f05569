/**
 * A range of addresses as the fewest CIDR blocks (Python's `summarize_address_range`), and a list of networks
 * merged into the fewest (Python's `collapse_addresses`, each IP version on its own, IPv4 first).
 */
import { IP_BITS, faultAt, parseIp, type IpVersion } from '../../../core/shared/ip-address';
import { ToolError } from '../../../core/shared/tool-error';
import { cidrText, parseNetwork, type Network } from './network';
import { CIDR_MESSAGES } from './messages';

/** Networks merged at once, at most: 100,000 take some 2-6 s in the worker (see README). */
export const MERGE_LIMIT = 100_000;

interface Block {
  start: bigint;
  prefix: number;
}

/** The fewest blocks covering [first, last] exactly: the largest aligned block at each step. */
export function summarizeRange(version: IpVersion, first: bigint, last: bigint): Block[] {
  const bits = IP_BITS[version];
  const blocks: Block[] = [];
  let start = first;
  while (start <= last) {
    // The block's size: the lowest set bit of `start` (alignment), shrunk until it ends within the range.
    let size = start === 0n ? bits : (start & -start).toString(2).length - 1;
    while (size > 0 && start + (1n << BigInt(size)) - 1n > last) size--;
    blocks.push({ start, prefix: bits - size });
    start += 1n << BigInt(size);
  }
  return blocks;
}

const RANGE_SPLIT = /^\s*(\S+)\s*(?:-|–|\s+to\s+|\s+)\s*(\S+)\s*$/;

/** "first - last" (or "first last", "first to last") as the fewest CIDRs, one a line. */
export function rangeToCidrs(text: string): { cidrs: string; note: string } {
  const match = RANGE_SPLIT.exec(text.replace(/\s+/g, ' '));
  // An IPv6 address holds no '-': split on the first dash that is not inside either address.
  if (!match) throw new ToolError(CIDR_MESSAGES.rangeTitle, CIDR_MESSAGES.rangeShape);
  const [, firstText, lastText] = match;
  const line = text.replace(/\s+/g, ' ');
  const first = parseIp(firstText, line.indexOf(firstText));
  const last = parseIp(lastText, line.lastIndexOf(lastText));
  if (first.version !== last.version) throw new ToolError(CIDR_MESSAGES.rangeTitle, CIDR_MESSAGES.rangeVersions);
  if (last.value < first.value)
    throw new ToolError(CIDR_MESSAGES.rangeTitle, CIDR_MESSAGES.rangeBackwards(firstText, lastText));
  const blocks = summarizeRange(first.version, first.value, last.value);
  const cidrs = blocks.map((block) => cidrText({ version: first.version, ...block }));
  const count = last.value - first.value + 1n;
  return {
    cidrs: `${cidrs.join('\n')}\n`,
    note: CIDR_MESSAGES.rangeNote(blocks.length, count.toLocaleString('en-US')),
  };
}

/** The networks of a list: one a line, or several on a line split by commas or spaces (a fault names its line). */
function readNetworks(text: string): { networks: Network[]; notes: string[] } {
  const networks: Network[] = [];
  const notes: string[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const word of lineText.matchAll(/[^\s,;]+/g)) {
      if (networks.length >= MERGE_LIMIT)
        throw new ToolError(CIDR_MESSAGES.rangeTitle, CIDR_MESSAGES.mergeTooMany(MERGE_LIMIT.toLocaleString('en-US')));
      let network: Network;
      try {
        network = parseNetwork(word[0]);
      } catch (error) {
        faultAt(error, index + 1, word.index + 1);
      }
      if (network.address !== network.start && notes.length < 5)
        notes.push(CIDR_MESSAGES.hostBits(index + 1, word[0], cidrText(network)));
      networks.push(network);
    }
  });
  return { networks, notes };
}

/** One version's networks merged: sorted by start, each absorbed or joined, then each span summarised. */
function collapse(version: IpVersion, networks: readonly Network[]): string[] {
  const sorted = [...networks].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const spans: [bigint, bigint][] = [];
  for (const { start, end } of sorted) {
    const last = spans[spans.length - 1];
    if (last && start <= last[1] + 1n) last[1] = end > last[1] ? end : last[1];
    else spans.push([start, end]);
  }
  return spans.flatMap(([from, to]) =>
    summarizeRange(version, from, to).map((block) => cidrText({ version, ...block })),
  );
}

/** A list of networks merged into the fewest that cover exactly the same addresses. */
export function mergeNetworks(text: string): { cidrs: string; note: string } {
  const { networks, notes } = readNetworks(text);
  if (networks.length === 0) throw new ToolError(CIDR_MESSAGES.rangeTitle, CIDR_MESSAGES.blank);
  const merged = [4, 6].flatMap((version) =>
    collapse(
      version as IpVersion,
      networks.filter((network) => network.version === version),
    ),
  );
  const note = [CIDR_MESSAGES.mergeNote(networks.length, merged.length), ...notes].join(' ');
  return { cidrs: `${merged.join('\n')}\n`, note };
}
