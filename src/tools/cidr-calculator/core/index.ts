/**
 * The CIDR / subnet calculator: a network's figures, splitting it, a range as CIDRs, merging CIDRs, and whether an
 * address is in a network. IPv4 and IPv6, exact (BigInt), checked against Python's `ipaddress`.
 */
import { formatIp, groupDigits, parseIp } from '../../../core/shared/ip-address';
import { structuredOutputs, type Structured } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { binaryView, networkDetails } from './details';
import { cidrText, parseNetwork } from './network';
import { CIDR_MESSAGES } from './messages';
import { mergeNetworks, rangeToCidrs } from './ranges';
import { splitNetwork } from './split';

export { CIDR_MESSAGES } from './messages';
export { MERGE_LIMIT } from './ranges';
export { SPLIT_LIST_LIMIT } from './split';

export interface CidrOptions {
  /** How to split: a count ("4") or a new prefix ("/26"). */
  split: string;
  /** The address looked for by Contains. */
  address: string;
}

export const CIDR_DEFAULTS: CidrOptions = { split: '4', address: '' };

/** An action's outputs by id, and a note under one of them. */
export interface CidrResult {
  outputs: Record<string, string>;
  notes?: Record<string, string>;
  structured?: Record<string, Structured>;
}

/** The one network of the input (a fault's column counts from the line's start). */
function oneNetwork(text: string) {
  const trimmed = text.trim();
  if (trimmed === '') throw new ToolError(CIDR_MESSAGES.invalidTitle, CIDR_MESSAGES.blank);
  return parseNetwork(text.replace(/^\s*\n/, ''));
}

/** Whether the option's address is in the network, and which address of it. */
function contains(text: string, addressText: string): string {
  const network = oneNetwork(text);
  const typed = addressText.trim();
  if (typed === '') throw new ToolError(CIDR_MESSAGES.invalidTitle, CIDR_MESSAGES.containsBlank);
  const address = parseIp(typed);
  const cidr = cidrText(network);
  const shown = formatIp(address);
  if (address.version !== network.version) return CIDR_MESSAGES.otherVersion(shown, address.version, cidr);
  if (address.value < network.start || address.value > network.end) return CIDR_MESSAGES.notContains(shown, cidr);
  return CIDR_MESSAGES.contains(
    shown,
    cidr,
    groupDigits(address.value - network.start + 1n),
    groupDigits(network.end - network.start + 1n),
  );
}

/** Every action, by id: what the page and the examples run. */
export function runCidr(action: string, text: string, options: CidrOptions): CidrResult {
  switch (action) {
    case 'split': {
      const { subnets, note } = splitNetwork(oneNetwork(text), options.split);
      return { outputs: { subnets }, notes: { subnets: note } };
    }
    case 'range': {
      const { cidrs, note } = rangeToCidrs(text);
      return { outputs: { cidrs }, notes: { cidrs: note } };
    }
    case 'merge': {
      const { cidrs, note } = mergeNetworks(text);
      return { outputs: { cidrs }, notes: { cidrs: note } };
    }
    case 'contains':
      return { outputs: { answer: `${contains(text, options.address)}\n` } };
    default: {
      const network = oneNetwork(text);
      const { outputs, structured } = structuredOutputs({ details: networkDetails(network) });
      return { outputs: { ...outputs, binary: binaryView(network) }, structured };
    }
  }
}
