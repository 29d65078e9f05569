import { useState } from 'react';
import { ToolError } from '../../../core/shared/tool-error';
import {
  URL_BATCH_DECODE_ERROR,
  URL_ENCODE_ERROR,
  URL_WORKER_FROM_CHARS,
  urlTransform,
  type UrlCodecSettings,
  type UrlEncodeMode,
} from '../../../core/tools/url-encoding';
import { transformUrlInWorker } from '../../../workers/url-encoding';
import { Select } from '../../components/Select';
import { Toggle } from '../../components/Toggle';
import { isBoolean, oneOf } from '../../../core/site/share-checks';
import { CodecView, type Codec } from '../shared/codec/CodecView';
import { shareField } from '../shared/shareable';

const MODES = [
  { value: 'component', label: 'Component (query value, path segment)' },
  { value: 'strict', label: "Component, RFC 3986 strict (also ! ' ( ) *)" },
  { value: 'full', label: 'Full URL (keeps : / ? # & =)' },
] as const;

/** The URL encoder and decoder: one screen, two directions. */
export function UrlCodecView({ direction }: { direction: UrlCodecSettings['direction'] }) {
  const [batch, setBatch] = useState(false);
  const [mode, setMode] = useState<UrlEncodeMode>('component');
  const [plus, setPlus] = useState(false);
  const encoding = direction === 'encode';

  const settings: UrlCodecSettings = { direction, batch, mode, plus };
  const codec: Codec = {
    transform: urlTransform(settings),
    inWorker: (text, job) => transformUrlInWorker(text, settings, job),
    workerFromChars: URL_WORKER_FROM_CHARS,
    settings: [batch, mode, plus],
    batchError: () =>
      encoding
        ? new ToolError(URL_ENCODE_ERROR.title, URL_ENCODE_ERROR.description)
        : new ToolError(URL_BATCH_DECODE_ERROR),
  };

  return (
    <CodecView
      inputLabel={
        encoding
          ? batch
            ? 'Text to encode (one per line)'
            : 'Text to encode'
          : batch
            ? 'URLs to decode (one per line)'
            : 'URL to decode'
      }
      inputPlaceholder={
        encoding ? 'https://example.com/search?q=café & crème' : 'https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9'
      }
      actionLabel={encoding ? 'Encode' : 'Decode'}
      jobLabel={encoding ? 'Encoding' : 'Decoding'}
      outputLabel={encoding ? 'Encoded' : 'Decoded'}
      fileName={encoding ? 'encoded.txt' : 'decoded.txt'}
      codec={codec}
      shareOptions={{
        batch: shareField(batch, setBatch, isBoolean),
        plus: shareField(plus, setPlus, isBoolean),
        ...(encoding && { mode: shareField(mode, setMode, oneOf(MODES.map((m) => m.value))) }),
      }}
      options={
        <>
          {encoding && <Select label="Encode as" value={mode} options={MODES} onChange={setMode} />}
          <div className="grid gap-3 sm:grid-cols-2">
            <Toggle
              label="Batch mode"
              description="Each line on its own, trimmed"
              checked={batch}
              onChange={setBatch}
            />
            <Toggle
              label={encoding ? "Spaces as '+'" : "'+' as space"}
              description="HTML form encoding (application/x-www-form-urlencoded)"
              checked={plus}
              onChange={setPlus}
            />
          </div>
        </>
      }
    />
  );
}
