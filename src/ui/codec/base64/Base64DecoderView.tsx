import { useMemo, useState } from 'react';
import { concatBytes, decodeSliced, fileNameFor, sniffMimeType, utf8OrNull } from '../../../core/base64';
import { formatBytes } from '../../../core/format';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { CodecInput } from '../CodecInput';
import { notifyCodecError } from '../notifyCodecError';
import { DecodedFile } from './DecodedFile';
import { JobProgress } from './JobProgress';
import { LongOutput } from './LongOutput';
import { useSlicedJob } from './useSlicedJob';

/** Results bigger than this are offered as a file only: a text area of tens of MB would crawl. */
const TEXT_LIMIT_BYTES = 16 * 1024 * 1024;

interface Decoded {
  /** Counts decodes, so a new result starts with a fresh file name. */
  id: number;
  blob: Blob;
  /** UTF-8 text, or null for binary data (or text too big to show). */
  text: string | null;
  mimeType: string;
}

/** Base64 or a data URL back to text and to a downloadable file (with an image preview). */
export function Base64DecoderView() {
  const [input, setInput] = useState('');
  const [decoded, setDecoded] = useState<Decoded | null>(null);
  const job = useSlicedJob();
  const textParts = useMemo(() => (decoded?.text != null ? [decoded.text] : []), [decoded]);

  const decode = async () => {
    try {
      const parts = await job.run((signal, onProgress) => decodeSliced(input, { signal, onProgress }));
      if (!parts) return;
      const text = parts.size <= TEXT_LIMIT_BYTES ? utf8OrNull(concatBytes(parts.chunks)) : null;
      const head = concatBytes(parts.chunks.slice(0, 1)).subarray(0, 4096);
      const mimeType = parts.mimeType || sniffMimeType(head, text ?? utf8OrNull(head));
      setDecoded((previous) => ({ id: (previous?.id ?? 0) + 1, blob: new Blob(parts.chunks as BlobPart[], { type: mimeType || 'application/octet-stream' }), text, mimeType }));
    } catch (error) {
      setDecoded(null);
      notifyCodecError(error);
    }
  };

  const clear = () => {
    job.cancel();
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
          onAction={decode}
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
        {job.progress && job.progress.total > job.progress.done && (
          <JobProgress progress={job.progress} label="Decoding" onCancel={job.cancel} bytes={false} />
        )}
      </Panel>
      {decoded && (
        <>
          <Panel>
            {decoded.text !== null ? (
              <LongOutput label="Decoded text" parts={textParts} />
            ) : (
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                {decoded.blob.size > TEXT_LIMIT_BYTES
                  ? `The result is ${formatBytes(decoded.blob.size)}, too big to show as text. Download it as a file below.`
                  : 'The result is binary data, not UTF-8 text. Download it as a file below.'}
              </p>
            )}
          </Panel>
          <Panel title="As a file">
            <DecodedFile key={decoded.id} blob={decoded.blob} mimeType={decoded.mimeType} suggestedName={fileNameFor(decoded.mimeType)} />
          </Panel>
        </>
      )}
    </div>
  );
}
