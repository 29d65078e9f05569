import type { ReactNode } from 'react';
import { BASE64_WORKER_FROM_CHARS, encodeText } from '../../../core/tools/base64';
import { encodeTextInWorker } from '../../../workers/base64';
import { CodecView, type Codec } from '../shared/codec/CodecView';
import type { ShareableField } from '../shared/shareable';
import { toEncodeOptions, type Base64Settings } from './Base64Options';

/** The codec of the Text tab: the UTF-8 bytes of the text to Base64 (the spec's message for invalid Unicode). */
function base64TextCodec(settings: Base64Settings): Codec {
  const options = toEncodeOptions(settings);
  return {
    transform: (text) => encodeText(text, options),
    inWorker: async (text, job) => ({ output: await encodeTextInWorker(text, options, job), failedLines: [] }),
    workerFromChars: BASE64_WORKER_FROM_CHARS,
    settings: [settings.urlSafe, settings.mime, settings.padding],
  };
}

interface TextToBase64Props {
  settings: Base64Settings;
  options: ReactNode;
  shareOptions: Readonly<Record<string, ShareableField>>;
}

export function TextToBase64({ settings, options, shareOptions }: TextToBase64Props) {
  return (
    <CodecView
      inputLabel="Text to encode"
      inputPlaceholder="Hello, World! Café, 😀 and every other character are encoded as UTF-8."
      actionLabel="Encode"
      jobLabel="Encoding"
      outputLabel="Base64"
      fileName="text.base64.txt"
      codec={base64TextCodec(settings)}
      options={options}
      shareOptions={shareOptions}
    />
  );
}
