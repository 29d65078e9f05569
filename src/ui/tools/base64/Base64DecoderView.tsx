import { useState } from 'react';
import { TEXT_LIMIT_BYTES, fileNameFor, type DecodedFile as Decoded } from '../../../core/tools/base64';
import { formatBytes } from '../../../core/shared/format';
import { decodeText } from '../../../workers/base64';
import { Button } from '../../components/Button';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { useWorkerJob } from '../../components/useWorkerJob';
import { CodecInput } from '../shared/codec/CodecInput';
import { notifyToolError } from '../shared/notifyToolError';
import { DecodedFile } from './DecodedFile';
import { OutputPane } from '../../components/OutputPane';

/** Base64 or a data URL back to text and to a downloadable file (with an image preview), decoded in a worker. */
export function Base64DecoderView() {
  const [input, setInput] = useState('');
  // `id` counts decodes, so a new result starts with a fresh file name.
  const [decoded, setDecoded] = useState<(Decoded & { id: number }) | null>(null);
  const job = useWorkerJob();

  const decode = async () => {
    try {
      const result = await job.run((signal, onProgress) => decodeText(input, { signal, onProgress }));
      if (result) setDecoded((previous) => ({ ...result, id: (previous?.id ?? 0) + 1 }));
    } catch (error) {
      setDecoded(null);
      notifyToolError(error);
    }
  };

  const clear = () => {
    job.reset();
    setInput('');
    setDecoded(null);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <CodecInput
          label="Base64 or data URL to decode"
          value={input}
          onChange={setInput}
          placeholder="SGVsbG8sIFdvcmxkIQ== or data:image/png;base64,iVBORw0KGgo…"
          actionLabel="Decode"
          onAction={() => void decode()}
          busy={job.busy}
          actions={
            <Button variant="ghost" onClick={clear} disabled={!input && !decoded}>
              Clear
            </Button>
          }
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Standard and URL-safe alphabets both work; spaces, line breaks and missing padding are ignored.
        </p>
        {/* Base64 text is ASCII, so characters read are bytes read. */}
        <JobStatus state={job.state} label="Decoding" onCancel={job.cancel} bytes />
      </Panel>
      {decoded && (
        <>
          <Panel>
            {decoded.text !== null ? (
              <OutputPane label="Decoded text" value={decoded.text} />
            ) : (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                {decoded.file.size > TEXT_LIMIT_BYTES
                  ? `The result is ${formatBytes(decoded.file.size)}, too big to show as text. Download it as a file below.`
                  : 'The result is binary data, not UTF-8 text. Download it as a file below.'}
              </p>
            )}
          </Panel>
          <Panel title="As a file">
            <DecodedFile
              key={decoded.id}
              blob={decoded.file}
              mimeType={decoded.mimeType}
              suggestedName={fileNameFor(decoded.mimeType)}
            />
          </Panel>
        </>
      )}
    </div>
  );
}
