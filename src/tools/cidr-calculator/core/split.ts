/**
 * Splitting a network into equal subnets, by a count (rounded up to a power of two) or by a new prefix. An IPv6
 * split can make 2^127 subnets: only the first SPLIT_LIST_LIMIT are listed, with a note giving the total.
 */
import { IP_BITS, groupDigits } from '../../../core/shared/ip-address';
import { ToolError } from '../../../core/shared/tool-error';
import { countText, hostRange } from './details';
import { cidrText, networkOf, type Network } from './network';
import { CIDR_MESSAGES } from './messages';

/** Subnets listed at most; beyond, a note says how many there are. */
export const SPLIT_LIST_LIMIT = 1024;

export interface SplitResult {
  subnets: string;
  note: string;
}

/** The new prefix that "4" (a count) or "/26" (a prefix) asks for, and the count asked, if any. */
function newPrefix(network: Network, text: string): { prefix: number; asked?: bigint } {
  const bits = IP_BITS[network.version];
  const fail = (description: string) => new ToolError(CIDR_MESSAGES.splitTitle, description);
  const trimmed = text.trim();
  const byPrefix = /^\/\s*(\d{1,3})$/.exec(trimmed);
  if (byPrefix) {
    const prefix = Number(byPrefix[1]);
    if (prefix > bits) throw fail(CIDR_MESSAGES.splitPast(prefix, bits));
    if (prefix <= network.prefix) throw fail(CIDR_MESSAGES.splitShorter(prefix, network.prefix));
    return { prefix };
  }
  if (!/^\d{1,40}$/.test(trimmed) || BigInt(trimmed) < 2n) throw fail(CIDR_MESSAGES.badSplit(trimmed));
  const asked = BigInt(trimmed);
  const extra = (asked - 1n).toString(2).length;
  if (network.prefix + extra > bits) {
    const most = countText(1n << BigInt(bits - network.prefix));
    throw fail(CIDR_MESSAGES.tooManyParts(groupDigits(asked), cidrText(network), most));
  }
  return { prefix: network.prefix + extra, asked };
}

/** The subnets of `network` that `how` asks for ("4" or "/26"), one CIDR a line, at most SPLIT_LIST_LIMIT. */
export function splitNetwork(network: Network, how: string): SplitResult {
  const { prefix, asked } = newPrefix(network, how);
  const bits = IP_BITS[network.version];
  const total = 1n << BigInt(prefix - network.prefix);
  const step = 1n << BigInt(bits - prefix);
  const shown = total < BigInt(SPLIT_LIST_LIMIT) ? Number(total) : SPLIT_LIST_LIMIT;
  const lines = Array.from({ length: shown }, (_, i) =>
    cidrText({ version: network.version, start: network.start + BigInt(i) * step, prefix }),
  );
  const first = networkOf(network.version, network.start, prefix);
  let note = CIDR_MESSAGES.splitNote(countText(total), prefix, `${countText(hostRange(first).count)} hosts`);
  if (asked !== undefined && asked !== total) note += CIDR_MESSAGES.roundedUp(groupDigits(asked), countText(total));
  note += '.';
  if (BigInt(shown) < total) note += ` ${CIDR_MESSAGES.listedFirst(groupDigits(BigInt(shown)), countText(total))}`;
  return { subnets: `${lines.join('\n')}\n`, note };
}
