import { useState } from 'react';
import { formatBytes } from '../../../core/shared/format';
import {
  BASE64_TEXTS,
  BASE64_WORKER_FROM_CHARS,
  TEXT_LIMIT_BYTES,
  decodeWhole,
  fileNameFor,
  type DecodedFile as Decoded,
} from '../../../core/tools/base64';
import { decodeTextInWorker } from '../../../workers/base64';
import { Button } from '../../components/Button';
import { JobStatus } from '../../components/JobStatus';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { CodecInput } from '../shared/codec/CodecInput';
import { OutOfDate } from '../shared/OutOfDate';
import { useConversion } from '../shared/useConversion';
import { DecodedFile } from './DecodedFile';
import { useShareableState } from '../shared/shareable';

/** What the decoded bytes are when they are not shown as text. */
function NotText({ decoded }: { decoded: Decoded }) {
  return (
    <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
      {decoded.file.size > TEXT_LIMIT_BYTES
        ? BASE64_TEXTS.tooBigForText(formatBytes(decoded.file.size))
        : BASE64_TEXTS.binaryResult}
    </p>
  );
}

/**
 * Base64 or a data URL back to text and to a downloadable file (with an image preview). Short input decodes as
 * you type; long input decodes in a worker on Decode, with progress and Cancel, and is marked out of date until then.
 */
export function Base64DecoderView() {
  const [input, setInput] = useState('');
  useShareableState({ input, setInput });
  const long = input.length >= BASE64_WORKER_FROM_CHARS;
  const conversion = useConversion<Decoded>({
    live: { inputs: [input], compute: () => (input.trim() === '' ? null : decodeWhole(input)), canRun: () => !long },
  });
  const { job, result: decoded } = conversion;

  const decode = () =>
    long
      ? void conversion.convertInWorker((signal, onProgress) => decodeTextInWorker(input, { signal, onProgress }))
      : conversion.convert(() => decodeWhole(input));

  const clear = () => {
    job.reset();
    setInput('');
    conversion.clear(['']);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title={BASE64_TEXTS.inputPanel}>
        <CodecInput
          label={BASE64_TEXTS.decodeInputLabel}
          value={input}
          onChange={setInput}
          placeholder={BASE64_TEXTS.decodePlaceholder}
          actionLabel={BASE64_TEXTS.decode}
          onAction={decode}
          busy={job.busy}
          error={conversion.error}
          actions={
            <Button variant="ghost" onClick={clear} disabled={!input && !decoded}>
              {BASE64_TEXTS.clear}
            </Button>
          }
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">{BASE64_TEXTS.decodeNote}</p>
        {/* Base64 text is ASCII, so characters read are bytes read. */}
        <JobStatus state={job.state} label={BASE64_TEXTS.decoding} onCancel={job.cancel} bytes revealAfterMs={300} />
      </Panel>
      <Panel title={BASE64_TEXTS.resultPanel}>
        <OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action={BASE64_TEXTS.decode} />
        {decoded && decoded.text === null ? (
          <NotText decoded={decoded} />
        ) : (
          <OutputPane label={BASE64_TEXTS.decodedText} value={decoded?.text ?? ''} />
        )}
      </Panel>
      {decoded && (
        <Panel title={BASE64_TEXTS.asAFile}>
          <DecodedFile
            key={decoded.mimeType}
            blob={decoded.file}
            mimeType={decoded.mimeType}
            suggestedName={fileNameFor(decoded.mimeType)}
          />
        </Panel>
      )}
    </div>
  );
}
