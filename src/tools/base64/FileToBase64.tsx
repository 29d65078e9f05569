import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TextResult } from '../../core/shared/text-result';
import { fault, isPreviewableImage } from './core';
import { BASE64_TEXTS } from './words';
import { ToolError } from '../../core/shared/tool-error';
import { encodeFileInWorker } from './in-worker';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { Select } from '../../ui/components/Select';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { ImagePreview } from '../../ui/tools/shared/codec/ImagePreview';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { toEncodeOptions, type Base64Settings } from './settings';
import { OutputPane } from '../../ui/components/OutputPane';
import { Panel } from '../../ui/components/Panel';

export type FileOutputFormat = 'base64' | 'dataUrl';

const FORMATS = [
  { value: 'base64', label: BASE64_TEXTS.formatBase64 },
  { value: 'dataUrl', label: BASE64_TEXTS.formatDataUrl },
] as const;

interface FileToBase64Props {
  file: File | null;
  onFile: (file: File | null) => void;
  format: FileOutputFormat;
  onFormat: (format: FileOutputFormat) => void;
  settings: Base64Settings;
  /** The encoder's option controls, shown above the file. */
  options: ReactNode;
}

/** Any file to Base64 or a data URL, read and encoded in workers so big files keep the page responsive. */
export function FileToBase64({ file, onFile, format, onFormat, settings, options }: FileToBase64Props) {
  const job = useWorkerJob();
  const [attempt, setAttempt] = useState(0);
  const { run, reset } = job;
  // A result belongs to the request that made it: a new file, format, option or retry hides the old one.
  const request = useMemo(() => ({ file, format, settings, attempt }), [file, format, settings, attempt]);
  const [encoded, setEncoded] = useState<{ request: typeof request; output: TextResult } | null>(null);
  const output = encoded?.request === request ? encoded.output : null;

  useEffect(() => {
    const { file, format, settings } = request;
    if (!file) {
      reset();
      return;
    }
    const encoding = {
      ...toEncodeOptions(settings),
      dataUrl: format === 'dataUrl' ? { mimeType: file.type } : undefined,
    };
    run((signal, onProgress) => encodeFileInWorker(file, encoding, { signal, onProgress }))
      .then((result) => result && setEncoded({ request, output: result }))
      .catch((error: unknown) =>
        // A file that cannot be read (moved, permissions) is reported like any encoding failure.
        notifyToolError(error instanceof ToolError ? error : fault('encode')),
      );
  }, [request, run, reset]);

  const baseName = file?.name ?? BASE64_TEXTS.defaultBaseName;
  return (
    <div className="flex flex-col gap-6">
      <Panel>
        {options}
        <FileDrop
          onFiles={([f]) => onFile(f)}
          label={BASE64_TEXTS.dropFile}
          hint={BASE64_TEXTS.dropFileHint}
          loaded={file && { name: file.name, size: file.size, detail: file.type || BASE64_TEXTS.unknownType }}
          onClear={() => onFile(null)}
          clearLabel={BASE64_TEXTS.removeFile}
        />
        <Select label={BASE64_TEXTS.output} value={format} options={FORMATS} onChange={onFormat} />
        {format === 'dataUrl' && (
          <p className="text-xs text-slate-500 dark:text-slate-400">{BASE64_TEXTS.dataUrlNote}</p>
        )}
        <JobStatus
          state={job.state}
          label={BASE64_TEXTS.encoding}
          onCancel={job.cancel}
          bytes
          retry={{ label: BASE64_TEXTS.encodeAgain, onRetry: () => setAttempt((n) => n + 1) }}
        />
        {file && isPreviewableImage(file.type) && <ImagePreview blob={file} alt={BASE64_TEXTS.previewOf(file.name)} />}
      </Panel>
      <Panel>
        <OutputPane
          label={format === 'dataUrl' ? BASE64_TEXTS.dataUrl : BASE64_TEXTS.formatBase64}
          value={output ?? ''}
          fileName={BASE64_TEXTS.outputFileName(baseName, format === 'dataUrl')}
        />
      </Panel>
    </div>
  );
}
