import { CIDR_DEFAULTS, CIDR_MESSAGES, runCidr, type CidrOptions } from './core';
import { runCidrInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

const INPUTS: Readonly<Record<string, { label: string; placeholder: string }>> = {
  details: { label: 'Network', placeholder: '192.168.1.10/24, 10.0.0.0 255.255.0.0 or 2001:db8::/48' },
  split: { label: 'Network to split', placeholder: '10.0.0.0/24 or 2001:db8::/48' },
  range: { label: 'Address range', placeholder: '10.0.0.5 - 10.0.0.200' },
  merge: { label: 'Networks to merge', placeholder: 'One a line, or split by commas:\n10.0.0.0/25\n10.0.0.128/25' },
  contains: { label: 'Network', placeholder: '10.0.0.0/8 or 2001:db8::/32' },
};

const listOutput = (id: string, label: string, fileName: string) => ({ id, label, fileName, wrap: false });

/**
 * The CIDR / subnet calculator: a network's figures and binary view, splitting, a range as CIDRs, merging, and
 * whether an address is in a network. One network is a fraction of a millisecond of BigInt work, on the page; a long
 * list to merge goes to the worker (at most MERGE_LIMIT networks), and a split lists at most SPLIT_LIST_LIMIT
 * subnets (see the core's README).
 */
export const cidrCalculator: ToolDeclaration<CidrOptions> = {
  input: {
    label: (_options, action) => INPUTS[action].label,
    placeholder: (_options, action) => INPUTS[action].placeholder,
  },
  defaults: CIDR_DEFAULTS,
  options: {
    split: {
      kind: 'text',
      label: 'Split into',
      placeholder: '4 or /26',
      maxChars: 40,
      actions: ['split'],
    },
    address: {
      kind: 'text',
      label: 'Address to look for',
      placeholder: '10.1.2.3',
      maxChars: 60,
      actions: ['contains'],
    },
  },
  actions: [
    {
      id: 'details',
      label: 'Calculate',
      jobLabel: 'Calculating',
      blank: CIDR_MESSAGES.blank,
      outputs: [
        { id: 'details', tab: 'Details', label: 'Details', view: 'structured' },
        { id: 'binary', tab: 'Binary', label: 'Binary view', wrap: false },
      ],
    },
    {
      id: 'split',
      label: 'Split',
      jobLabel: 'Splitting',
      blank: CIDR_MESSAGES.blank,
      outputs: [listOutput('subnets', 'Subnets', 'subnets.txt')],
    },
    {
      id: 'range',
      label: 'Range to CIDR',
      jobLabel: 'Summarising',
      blank: CIDR_MESSAGES.rangeShape,
      outputs: [listOutput('cidrs', 'CIDR blocks', 'cidrs.txt')],
    },
    {
      id: 'merge',
      label: 'Merge',
      jobLabel: 'Merging',
      blank: CIDR_MESSAGES.blank,
      outputs: [listOutput('cidrs', 'Merged networks', 'merged.txt')],
    },
    {
      id: 'contains',
      label: 'Contains',
      jobLabel: 'Checking',
      blank: CIDR_MESSAGES.blank,
      outputs: [{ id: 'answer', label: 'Answer' }],
    },
  ],
  run: {
    here: (action, text, options) => runCidr(action, text, options),
    inWorker: (action, text, options, job) => runCidrInWorker(action, text, options, job),
    // Measured in Node on the shared machine: a merge reads 20,000 networks (300-450 KB) in 0.4-1.2 s, about 2-3 ms
    // per 1,000 characters; one network's figures take 0.5 ms. On the page as you type up to 5,000 characters (some
    // 15 ms), in the worker on the button beyond.
    workerFromChars: 5_000,
    liveUpToChars: 5_000,
  },
  examples: EXAMPLES,
};

export default cidrCalculator;
