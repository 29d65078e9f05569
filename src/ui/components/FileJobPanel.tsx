import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../core/shared/format';
import type { JobOptions } from '../../workers/tool-pool';
import { useInitialFiles } from './initialInput';
import { notifyToolError } from './notifyToolError';
import { Button } from './Button';
import { downloadBlob } from './download';
import { FileDrop } from './FileDrop';
import { JobStatus } from './JobStatus';
import { Panel } from './Panel';
import { useResultFile } from './useResultFile';
import { useWorkerJob } from './useWorkerJob';

/** The panel's words, from the tool's messages table. */
export interface FileJobTexts {
  heading: string;
  hint: string;
  dropFile: string;
  clearFile: string;
  working: string;
  done: string;
  download: string;
  ready: (name: string, size: string) => string;
}

export interface FileJobAction {
  id: string;
  label: string;
}

interface FileJobPanelProps {
  texts: FileJobTexts;
  actions: readonly FileJobAction[];
  /** The action on the file in a worker: its result, on disk (workers/result-file) or in a Blob. */
  run: (action: string, file: File, job: JobOptions) => Promise<Blob>;
  /** The download's name for the file and action. */
  outputName: (name: string, action: string) => string;
  /** The action that fits a chosen file best (gzip's magic number → Decompress): its button comes first. */
  suggest?: (file: File) => Promise<string | undefined>;
  /** A line under the result (the ratio and the speed), from the input, the output and the time taken. */
  resultNote?: (input: File, output: Blob, ms: number) => string;
}

interface Made {
  blob: Blob;
  name: string;
  note?: string;
}

/** The work's result and how long it took. */
async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const began = performance.now();
  const value = await work;
  return { value, ms: performance.now() - began };
}

/**
 * Files of any size through a tool's worker to a download (Encrypt / Decrypt, Gzip): a drop zone, one button per
 * action, progress with Cancel, and the result offered only once the whole job passed (a failure offers nothing).
 */
export function FileJobPanel({ texts, actions, run, outputName, suggest, resultNote }: FileJobPanelProps) {
  const job = useWorkerJob();
  const [file, setFile] = useState<File | null>(null);
  const [suggested, setSuggested] = useState<string | undefined>();
  const [result, setResult] = useResultFile<Made>();

  const start = (action: string) => {
    if (!file) return;
    setResult(null);
    job
      .run((signal, onProgress) => timed(run(action, file, { signal, onProgress })))
      .then((made) => {
        if (!made) return;
        const note = resultNote?.(file, made.value, made.ms);
        setResult({ blob: made.value, name: outputName(file.name, action), note });
      })
      .catch((error: unknown) => notifyToolError(error));
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setSuggested(undefined);
    job.reset();
    if (chosen && suggest) void suggest(chosen).then((action) => setSuggested(action));
  };
  useInitialFiles(([dropped]) => dropped && choose(dropped)); // a file dropped on the home page and offered here
  const ordered = suggested
    ? [...actions].sort((a, b) => Number(b.id === suggested) - Number(a.id === suggested))
    : actions;

  return (
    // Untitled, as the kit's cards above it are (one card template a page): its heading is inside.
    <Panel>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{texts.heading}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{texts.hint}</p>
      <FileDrop
        onFiles={([chosen]) => choose(chosen)}
        label={texts.dropFile}
        loaded={file}
        onClear={() => choose(null)}
        clearLabel={texts.clearFile}
      />
      <div className="flex flex-wrap gap-3">
        {ordered.map((action, i) => (
          <Button
            key={action.id}
            variant={i === 0 ? 'primary' : 'secondary'}
            onClick={() => start(action.id)}
            disabled={!file || job.busy}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <JobStatus
        state={job.state}
        label={texts.working}
        onCancel={job.cancel}
        bytes
        keepLine
        doneText={texts.done}
        testId="file-job-status"
      />
      {result && (
        <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="file-result">
          <span>{texts.ready(result.name, formatBytes(result.blob.size))}</span>
          {result.note && <span className="text-slate-600 dark:text-slate-300">{result.note}</span>}
          <Button onClick={() => downloadBlob(result.blob, result.name)}>
            <Download aria-hidden className="size-4" /> {texts.download}
          </Button>
        </div>
      )}
    </Panel>
  );
}
