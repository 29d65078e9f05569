import { BASE64_WORKER_FROM_CHARS, MIME_LINE_LENGTH, encodeText } from '../../../core/tools/base64';
import { encodeTextInWorker } from '../../../workers/base64';
import type { ToolDeclaration } from '../../kit/declaration';
import { toEncodeOptions, type Base64Settings } from './Base64Options';

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
