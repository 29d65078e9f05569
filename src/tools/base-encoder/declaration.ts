import { BASE_ENCODER_ACTIONS, BASE_ENCODER_DEFAULTS, type BaseEncoderOptions, type BaseFormat } from './core';
import { runBaseEncoderFileInWorker, runBaseEncoderInWorker } from './in-worker';
import type { BaseEncoderOutcome } from './task';
import type { KitResult, ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { notTextNote } from './words';

const FORMAT_LABELS: Record<BaseFormat, string> = {
  base32: 'Base32 (RFC 4648)',
  base32hex: 'Base32hex (RFC 4648)',
  crockford: "Crockford's Base32",
  base58: 'Base58 (Bitcoin)',
  base58check: 'Base58Check',
  ascii85: 'Ascii85 (Adobe)',
  z85: 'Z85 (ZeroMQ)',
  base45: 'Base45 (RFC 9285)',
};

/** What each format reads when decoding: the hint under the input. */
const ALPHABETS: Record<BaseFormat, string> = {
  base32: 'A-Z and 2-7, = padding optional; lower case and white space are accepted.',
  base32hex: '0-9 and A-V, = padding optional; lower case and white space are accepted.',
  crockford: '0-9 and A-Z without I, L, O, U (read as 1, 1, 0); any case, hyphens passed over.',
  base58: '1-9, A-Z and a-z without 0, O, I and l; up to 4,096 characters.',
  base58check: 'Base58 whose last 4 bytes are a double SHA-256 checksum (Bitcoin addresses, WIF keys).',
  ascii85: "'!' to 'u' and 'z', inside <~ ~> or not; white space passed over.",
  z85: '0-9, a-z, A-Z and .-:+=^!/*?&<>()[]{}@%$#, 5 characters for 4 bytes.',
  base45: '0-9, A-Z and space $ % * + - . / : (the space is a character).',
};

const outcomeResult = ({ output, notText, bytes }: BaseEncoderOutcome): KitResult => ({
  outputs: { output },
  notes: notText === undefined ? undefined : { output: notTextNote(notText) },
  downloads: bytes && { output: bytes },
});

/** Text that is plainly Ascii85: the Adobe delimiters around it. */
const isAdobeAscii85 = (text: string) => /^\s*<~[!-uz\s]*~>\s*$/.test(text);

/**
 * Base32, Base58, Ascii85, Z85 and Base45 in both directions, in the tool's worker (@scure/base and ours). A file's
 * bytes are encoded, or its text decoded, in the worker; decoded bytes download as they are.
 */
export const baseEncoder: ToolDeclaration<BaseEncoderOptions> = {
  input: {
    label: (_options, action) => (action === BASE_ENCODER_ACTIONS.decode ? 'Encoded text' : 'Text to encode (UTF-8)'),
    placeholder: (_options, action) =>
      action === BASE_ENCODER_ACTIONS.decode ? 'Paste Base32, Base58, Ascii85, Z85 or Base45' : 'Type or paste text',
    hint: ({ format }) => `${FORMAT_LABELS[format]}: ${ALPHABETS[format]}`,
  },
  file: {
    accept: '',
    name: 'a file (its bytes to encode, or encoded text to decode)',
    inWorkerFromBytes: 0,
  },
  defaults: BASE_ENCODER_DEFAULTS,
  options: {
    format: {
      kind: 'select',
      label: 'Format',
      choices: (Object.keys(FORMAT_LABELS) as BaseFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] })),
    },
  },
  actions: [
    {
      id: BASE_ENCODER_ACTIONS.encode,
      label: 'Encode',
      jobLabel: 'Encoding',
      outputs: [{ id: 'output', label: ({ format }) => FORMAT_LABELS[format], fileName: 'encoded.txt' }],
    },
    {
      id: BASE_ENCODER_ACTIONS.decode,
      label: 'Decode',
      jobLabel: 'Decoding',
      outputs: [{ id: 'output', label: 'Decoded', fileName: 'decoded.bin' }],
    },
  ],
  run: {
    // What the examples' unit test runs (the page runs the worker).
    core: async (action, text, options) => {
      const { runBaseEncoder } = await import('./core');
      const { output, notText, bytes } = runBaseEncoder(action, text, options);
      return outcomeResult({ output, notText, bytes: bytes && new Blob([bytes]) });
    },
    inWorker: async (action, text, options, job) =>
      outcomeResult(await runBaseEncoderInWorker(action, text, options, job)),
    fileInWorker: async (action, file, options, job) =>
      outcomeResult(await runBaseEncoderFileInWorker(action, file, options, job)),
    // Linear formats run at tens of MB/s; Base58 is capped at 4,096 characters: live as you type up to here.
    liveUpToChars: 100_000,
  },
  // Pasted `<~ … ~>` is Ascii85 to decode; other encoded text is not told apart from plain text.
  handOffAction: (text) => (isAdobeAscii85(text) ? BASE_ENCODER_ACTIONS.decode : undefined),
  handOff: (text, options) => (isAdobeAscii85(text) ? { ...options, format: 'ascii85' } : options),
  examples: EXAMPLES,
};

export default baseEncoder;
