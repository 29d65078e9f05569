import { URL_WORKER_FROM_CHARS, fault, urlTransform, type UrlCodecSettings } from './core';
import { transformUrlInWorker } from './in-worker';
import { codecRunner, CODEC_OUTPUT } from '../../ui/kit/codec';
import type { ToolDeclaration } from '../../ui/kit/declaration';
// The family's fault words: loaded with either tool's screen, which loads this declaration.
import './words';

type Direction = UrlCodecSettings['direction'];
type UrlOptions = Omit<UrlCodecSettings, 'direction'>;

const MODES = [
  { value: 'component', label: 'Component (query value, path segment)' },
  { value: 'strict', label: "Component, RFC 3986 strict (also ! ' ( ) *)" },
  { value: 'full', label: 'Full URL (keeps : / ? # & =)' },
] as const;

const WORDS = {
  encode: {
    input: (batch: boolean) => (batch ? 'Text to encode (one per line)' : 'Text to encode'),
    placeholder: 'https://example.com/search?q=café & crème',
    action: 'Encode',
    job: 'Encoding',
    output: 'Encoded',
    plus: "Spaces as '+'",
  },
  decode: {
    input: (batch: boolean) => (batch ? 'URLs to decode (one per line)' : 'URL to decode'),
    placeholder: 'https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9',
    action: 'Decode',
    job: 'Decoding',
    output: 'Decoded',
    plus: "'+' as space",
  },
} as const;

const batchError = (direction: Direction) => () => fault(direction === 'encode' ? 'encode' : 'batchDecode');

/** The URL encoder or decoder: one declaration, two directions. */
export function urlCodec(
  direction: Direction,
  examples: ToolDeclaration<UrlOptions>['examples'],
): ToolDeclaration<UrlOptions> {
  const words = WORDS[direction];
  const settings = (options: UrlOptions): UrlCodecSettings => ({ ...options, direction });
  return {
    input: { label: ({ batch }) => words.input(batch), placeholder: words.placeholder },
    defaults: { batch: false, mode: 'component', plus: false },
    options: {
      mode: { kind: 'select', label: 'Encode as', choices: MODES, when: () => direction === 'encode' },
      batch: { kind: 'toggle', label: 'Batch mode', description: 'Each line on its own, trimmed' },
      plus: {
        kind: 'toggle',
        label: words.plus,
        description: 'HTML form encoding (application/x-www-form-urlencoded)',
      },
    },
    actions: [
      {
        id: direction,
        label: words.action,
        jobLabel: words.job,
        outputs: [{ id: CODEC_OUTPUT, label: words.output, fileName: `${direction}d.txt` }],
        batchError: batchError(direction),
      },
    ],
    run: codecRunner(
      (options) => urlTransform(settings(options)),
      (text, options, job) => transformUrlInWorker(text, settings(options), job),
      URL_WORKER_FROM_CHARS,
    ),
    examples,
  };
}
