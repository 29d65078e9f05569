import { useState } from 'react';
import { requireText } from '../../../core/shared/require-text';
import { HTML_DECODE_BLANK, HTML_ENCODE_BLANK, decodeHtml, encodeHtml } from '../../../core/tools/html-entities';
import { Toggle } from '../../components/Toggle';
import { CodecView } from '../shared/codec/CodecView';

/** The HTML entity encoder and decoder. Output is always shown as plain text, never rendered. */
export function HtmlCodecView({ direction }: { direction: 'encode' | 'decode' }) {
  const [nonAscii, setNonAscii] = useState(false);
  if (direction === 'decode') {
    return (
      <CodecView
        inputLabel="HTML entities to decode"
        inputPlaceholder={'&lt;p&gt;Caf&eacute; &amp; cr&#232;me&lt;/p&gt;'}
        actionLabel="Decode"
        outputLabel="Decoded text"
        run={(input) => {
          requireText(input, HTML_DECODE_BLANK);
          return decodeHtml(input);
        }}
      />
    );
  }
  return (
    <CodecView
      inputLabel="HTML to encode"
      inputPlaceholder={'<p class="note">Tom & Jerry\'s</p>'}
      actionLabel="Encode"
      outputLabel="Encoded HTML"
      run={(input) => {
        requireText(input, HTML_ENCODE_BLANK);
        return encodeHtml(input, { nonAscii });
      }}
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
