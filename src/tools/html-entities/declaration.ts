import { HTML_WORKER_FROM_CHARS, htmlTransform, type HtmlCodecSettings } from './core';
import { HTML_BLANK } from './words';
import { transformHtmlInWorker } from './in-worker';
import { codecRunner, CODEC_OUTPUT } from '../../ui/kit/codec';
import type { KitOptions, ToolDeclaration } from '../../ui/kit/declaration';

type Direction = HtmlCodecSettings['direction'];

const WORDS = {
  encode: {
    input: 'HTML to encode',
    placeholder: '<p class="note">Tom & Jerry\'s</p>',
    action: 'Encode',
    job: 'Encoding',
    output: 'Encoded HTML',
    fileName: 'encoded.html.txt',
  },
  decode: {
    input: 'HTML entities to decode',
    placeholder: '&lt;p&gt;Caf&eacute; &amp; cr&#232;me&lt;/p&gt;',
    action: 'Decode',
    job: 'Decoding',
    output: 'Decoded text',
    fileName: 'decoded.txt',
  },
} as const;

type CodecParts<O extends KitOptions<O>> = Pick<ToolDeclaration<O>, 'defaults' | 'options' | 'examples'> & {
  /** Whether non-ASCII characters become numeric entities (an encoder's option). */
  nonAscii: (options: O) => boolean;
};

/** The HTML entity encoder or decoder. The output is always shown as plain text, never rendered. */
export function htmlCodec<O extends KitOptions<O>>(direction: Direction, parts: CodecParts<O>): ToolDeclaration<O> {
  const words = WORDS[direction];
  const settings = (options: O): HtmlCodecSettings => ({ direction, nonAscii: parts.nonAscii(options) });
  return {
    input: { label: words.input, placeholder: words.placeholder },
    defaults: parts.defaults,
    options: parts.options,
    actions: [
      {
        id: direction,
        label: words.action,
        jobLabel: words.job,
        blank: HTML_BLANK[direction],
        outputs: [{ id: CODEC_OUTPUT, label: words.output, fileName: words.fileName }],
      },
    ],
    run: codecRunner(
      (options) => htmlTransform(settings(options)),
      (text, options, job) => transformHtmlInWorker(text, settings(options), job),
      HTML_WORKER_FROM_CHARS,
    ),
    examples: parts.examples,
  };
}
