import { formatBytes } from '../../core/shared/format';
import {
  BASE64_WORKER_FROM_CHARS,
  MIME_LINE_LENGTH,
  TEXT_LIMIT_BYTES,
  decodeWhole,
  encodeText,
  fileNameFor,
  type DecodedFile,
} from './core';
import { decodeTextInWorker, encodeTextInWorker } from './in-worker';
import { BASE64_TEXTS } from './words';
import type { KitResult, ToolDeclaration } from '../../ui/kit/declaration';
import { toEncodeOptions, type Base64Settings } from './settings';

/** The encoder's one action (its id, not a visible word): the option controls show the options declared for it. */
export const ENCODE_ACTION = 'encode';

/**
 * The Base64 encoder's Text tab: the UTF-8 bytes of the text to Base64 (the spec's message for invalid Unicode).
 * Its options are the encoder's, shared with the File tab. Examples checked against Node's Buffer.
 */
export const base64TextEncoder: ToolDeclaration<Base64Settings> = {
  input: {
    label: 'Text to encode',
    placeholder: 'Hello, World! Café, 😀 and every other character are encoded as UTF-8.',
  },
  defaults: { urlSafe: false, mime: false, padding: true },
  options: {
    urlSafe: { kind: 'toggle', label: 'URL-safe', description: 'RFC 4648 §5: - and _ instead of + and /' },
    mime: {
      kind: 'toggle',
      label: 'MIME line wrapping',
      description: `Lines of ${MIME_LINE_LENGTH} characters (RFC 2045)`,
    },
    padding: { kind: 'toggle', label: 'Padding', description: 'Trailing = to a multiple of 4' },
  },
  actions: [
    {
      id: ENCODE_ACTION,
      label: 'Encode',
      jobLabel: 'Encoding',
      outputs: [{ id: 'output', label: 'Base64', fileName: 'text.base64.txt' }],
    },
  ],
  run: {
    here: (_action, text, settings) => ({ outputs: { output: encodeText(text, toEncodeOptions(settings)) } }),
    inWorker: async (_action, text, settings, job) => ({
      outputs: { output: await encodeTextInWorker(text, toEncodeOptions(settings), job) },
    }),
    workerFromChars: BASE64_WORKER_FROM_CHARS,
    liveUpToChars: BASE64_WORKER_FROM_CHARS - 1,
  },
  examples: [
    {
      name: 'Text with accents and an emoji',
      input: 'Hello, World! Café 😀',
      expect: { output: 'SGVsbG8sIFdvcmxkISBDYWbDqSDwn5iA' },
    },
    {
      name: 'URL-safe, without padding',
      input: 'ÿþ?>~ subjects?',
      options: { urlSafe: true, padding: false },
      expect: { output: 'w7_Dvj8-fiBzdWJqZWN0cz8' },
    },
  ],
};

/** Why decoded bytes show no text: binary, or past what the page shows as text. */
const whyNoText = (file: Blob) =>
  file.size > TEXT_LIMIT_BYTES ? BASE64_TEXTS.tooBigForText(formatBytes(file.size)) : BASE64_TEXTS.binaryResult;

/** Decoded bytes as the kit's result: their text (none for binary bytes, and why), and the bytes Download saves. */
export const decodedResult = ({ text, file, mimeType }: DecodedFile): KitResult => ({
  outputs: { output: text ?? '' },
  notes: text === null ? { output: whyNoText(file) } : undefined,
  downloads: { output: file },
  fileNames: { output: fileNameFor(mimeType) },
});

/**
 * The Base64 decoder: Base64 or a data URL back to text, and to the bytes as a file named by their type (the As a file
 * tab previews an image). The encoder's Text tab and this are one kit screen, so the pair share a layout.
 */
export const base64TextDecoder: ToolDeclaration<Record<never, never>> = {
  input: {
    label: BASE64_TEXTS.decodeInputLabel,
    placeholder: BASE64_TEXTS.decodePlaceholder,
    hint: BASE64_TEXTS.decodeNote,
  },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'decode',
      label: BASE64_TEXTS.decode,
      jobLabel: BASE64_TEXTS.decoding,
      outputs: [{ id: 'output', label: BASE64_TEXTS.decodedText, fileName: 'decoded.bin' }],
    },
  ],
  run: {
    here: (_action, text) => decodedResult(decodeWhole(text)),
    inWorker: async (_action, text, _options, job) => decodedResult(await decodeTextInWorker(text, job)),
    workerFromChars: BASE64_WORKER_FROM_CHARS,
    liveUpToChars: BASE64_WORKER_FROM_CHARS - 1,
  },
  examples: [
    // The encoder's examples read back (any alphabet and padding decode), then a data URL.
    ...base64TextEncoder.examples.map(({ name, input, expect }) => ({
      name,
      input: expect === 'valid' ? '' : expect.output,
      expect: { output: input },
    })),
    {
      name: 'A data URL of plain text',
      input: 'data:text/plain;charset=utf-8;base64,SGVsbG8sIFdvcmxkIQ==',
      expect: { output: 'Hello, World!' },
    },
  ],
};
