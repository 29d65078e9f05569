import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BASE64_ENCODE_ERROR, encodeBlob, isPreviewableImage } from '../../../core/base64';
import { CodecError } from '../../../core/codec/error';
import { formatBytes } from '../../../core/format';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { Select } from '../../components/Select';
import { ImagePreview } from '../ImagePreview';
import { notifyCodecError } from '../notifyCodecError';
import { toEncodeOptions, type Base64Settings } from './Base64Options';
import { JobProgress } from './JobProgress';
import { LongOutput } from './LongOutput';
import { useSlicedJob } from './useSlicedJob';

export type FileOutputFormat = 'base64' | 'dataUrl';

const FORMATS = [
  { value: 'base64', label: 'Base64' },
  { value: 'dataUrl', label: 'Data URL (data:type;base64,…)' },
] as const;

interface FileToBase64Props {
  file: File | null;
  onFile: (file: File | null) => void;
  format: FileOutputFormat;
  onFormat: (format: FileOutputFormat) => void;
  settings: Base64Settings;
}

/** Any file to Base64 or a data URL, read and encoded slice by slice so big files keep the page responsive. */
export function FileToBase64({ file, onFile, format, onFormat, settings }: FileToBase64Props) {
  const job = useSlicedJob();
  const [output, setOutput] = useState<string[] | null>(null);
  const { run } = job;

  useEffect(() => {
    setOutput(null);
    if (!file) return;
    const options = { ...toEncodeOptions(settings), dataUrl: format === 'dataUrl' };
    run((signal, onProgress) => encodeBlob(file, options, { signal, onProgress }))
      .then((parts) => parts && setOutput(parts))
      .catch((error: unknown) =>
        // A file that cannot be read (moved, permissions) is reported like any encoding failure.
        notifyCodecError(error instanceof CodecError ? error : new CodecError(BASE64_ENCODE_ERROR.title, BASE64_ENCODE_ERROR.description)),
      );
  }, [file, format, settings, run]);

  const baseName = file?.name ?? 'file';
  return (
    <div className="flex flex-col gap-4">
      <FileDrop onFiles={([f]) => onFile(f)} label="Drop a file here or click to choose" hint="Any type, any size. The file is read on your device and never uploaded." />
      <Select label="Output" value={format} options={FORMATS} onChange={onFormat} />
      {format === 'dataUrl' && (
        <p className="text-xs text-slate-500 dark:text-slate-400">Data URLs always use the standard alphabet on one line, whatever the options above.</p>
      )}
      {file && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          <span>
            <span className="font-medium">{file.name}</span> · {formatBytes(file.size)} · {file.type || 'unknown type'}
          </span>
          <Button variant="ghost" onClick={() => onFile(null)} aria-label="Remove file">
            <X aria-hidden className="size-4" /> Clear
          </Button>
        </div>
      )}
      {job.progress && <JobProgress progress={job.progress} label="Encoding" onCancel={() => onFile(null)} bytes />}
      {file && isPreviewableImage(file.type) && <ImagePreview blob={file} alt={`Preview of ${file.name}`} />}
      {output && (
        <LongOutput
          label={format === 'dataUrl' ? 'Data URL' : 'Base64'}
          parts={output}
          fileName={`${baseName}.${format === 'dataUrl' ? 'dataurl' : 'base64'}.txt`}
        />
      )}
    </div>
  );
}
