import { useState } from 'react';
import {
  HTML_WORKER_FROM_CHARS,
  htmlBlankMessage,
  htmlTransform,
  type HtmlCodecSettings,
} from '../../../core/tools/html-entities';
import { transformHtmlInWorker } from '../../../workers/html-entities';
import { Toggle } from '../../components/Toggle';
import { isBoolean } from '../../../core/site/share-checks';
import { CodecView, type Codec } from '../shared/codec/CodecView';
import { shareField } from '../shared/shareable';

/** The HTML entity encoder and decoder. Output is always shown as plain text, never rendered. */
export function HtmlCodecView({ direction }: { direction: HtmlCodecSettings['direction'] }) {
  const [nonAscii, setNonAscii] = useState(false);
  const settings: HtmlCodecSettings = { direction, nonAscii: direction === 'encode' && nonAscii };
  const codec: Codec = {
    transform: htmlTransform(settings),
    inWorker: (text, job) => transformHtmlInWorker(text, settings, job),
    workerFromChars: HTML_WORKER_FROM_CHARS,
    settings: [settings.nonAscii],
    blank: htmlBlankMessage(direction),
  };
  if (direction === 'decode') {
    return (
      <CodecView
        inputLabel="HTML entities to decode"
        inputPlaceholder={'&lt;p&gt;Caf&eacute; &amp; cr&#232;me&lt;/p&gt;'}
        actionLabel="Decode"
        jobLabel="Decoding"
        outputLabel="Decoded text"
        fileName="decoded.txt"
        codec={codec}
      />
    );
  }
  return (
    <CodecView
      inputLabel="HTML to encode"
      inputPlaceholder={'<p class="note">Tom & Jerry\'s</p>'}
      actionLabel="Encode"
      jobLabel="Encoding"
      outputLabel="Encoded HTML"
      fileName="encoded.html.txt"
      codec={codec}
      shareOptions={{ nonAscii: shareField(nonAscii, setNonAscii, isBoolean) }}
      options={
        <Toggle
          label="Encode non-ASCII characters"
          description={'Write é, € or 😀 as numeric entities (&#233;) for ASCII-only pages'}
          checked={nonAscii}
          onChange={setNonAscii}
        />
      }
    />
  );
}
