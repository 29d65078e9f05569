import { BASES, DEFAULT_FROM_BASE, DEFAULT_TO_BASE, WORKER_FROM_CHARS, convertBase, type Base } from './core';
import { BASE_NAMES, baseHint, CONVERSION_ERROR_TITLE, INVALID_BASE_INPUT } from './words';
import { convertNumberInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';

type BaseValue = `${Base}`;
export type NumberBaseOptions = { from: BaseValue; to: BaseValue };

const CHOICES = BASES.map((base) => ({ value: `${base}` as const, label: `${BASE_NAMES[base]} (${base})` }));
const toBase = (value: BaseValue) => Number(value) as Base;
/** Bases written with decimal digits only get the phone's number pad. */
const DIGITS_ONLY: readonly BaseValue[] = ['2', '8', '10'];
const PLACEHOLDERS: Partial<Record<BaseValue, string>> = { '16': 'FF', '2': '1010' };

/**
 * The number base converter: whole numbers of any size between bases 2 to 36, exactly. Short numbers convert as
 * you type; longer than WORKER_FROM_CHARS digits, in the worker on Convert (tens of ms of BigInt work), with Cancel.
 * Swap Bases exchanges the bases and moves the result into the input, clearing the output (spec section 4).
 */
export const numberBaseConverter: ToolDeclaration<NumberBaseOptions> = {
  input: {
    kind: 'field',
    label: 'Number',
    placeholder: ({ from }) => PLACEHOLDERS[from] ?? '255',
    inputMode: ({ from }) => (DIGITS_ONLY.includes(from) ? 'numeric' : 'text'),
    hint: ({ from }) =>
      `Valid characters for base ${from}: ${baseHint(toBase(from))}. A leading '-' makes it negative; numbers of any size convert exactly.`,
  },
  // Option names and values as the view's own links had them (`from: 16` still opens: see useKitState).
  defaults: { from: `${DEFAULT_FROM_BASE}`, to: `${DEFAULT_TO_BASE}` },
  options: {
    from: { kind: 'select', label: 'From base', choices: CHOICES },
    to: { kind: 'select', label: 'To base', choices: CHOICES },
  },
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      // The field names the problem; the notice (the core's ToolError) says what to check.
      fieldError: () => INVALID_BASE_INPUT,
      faultTitle: CONVERSION_ERROR_TITLE,
      outputs: [{ id: 'output', tab: 'Result', label: ({ to }) => `Result (base ${to})`, copyLabel: 'Copy Result' }],
    },
  ],
  all: { option: 'to', label: 'All bases', empty: 'Type a number to see it in every base.' },
  run: {
    here: (_action, text, { from, to }) => ({ outputs: { output: convertBase(text, toBase(from), toBase(to)) } }),
    inWorker: async (_action, text, { from, to }, job) => ({
      outputs: { output: await convertNumberInWorker(text, toBase(from), toBase(to), job) },
    }),
    // convertsInWorker: more than WORKER_FROM_CHARS characters go to the worker.
    workerFromChars: WORKER_FROM_CHARS + 1,
    liveUpToChars: WORKER_FROM_CHARS,
  },
  swap: {
    label: 'Swap Bases',
    options: ({ from, to }) => ({ from: to, to: from }),
    output: 'clear',
  },
  examples: [
    { name: 'A byte in binary', input: '255', expect: { output: '11111111' } },
    {
      name: 'A color channel from hexadecimal',
      input: '0xC0FFEE',
      options: { from: '16', to: '10' },
      expect: { output: '12648430' },
    },
    {
      name: 'A negative number in base 36',
      input: '-123456789',
      options: { to: '36' },
      expect: { output: '-21I3V9' },
    },
    {
      name: '2^64 in hexadecimal',
      input: '18446744073709551616',
      options: { to: '16' },
      expect: { output: '10000000000000000' },
    },
  ],
};

export default numberBaseConverter;
