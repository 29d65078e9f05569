import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../core/shared/format';
import { Button } from '../../components/Button';
import { downloadBlob } from '../../components/download';
import { JobStatus } from '../../components/JobStatus';
import { TextField } from '../../components/TextField';
import { useWorkerJob, type Job } from '../../components/useWorkerJob';
import { SHARED_TEXTS } from './messages';
import { notifyToolError } from '../../components/notifyToolError';

interface BulkDownloadProps {
  /** What is generated, plural, e.g. 'UUIDs'. */
  noun: string;
  max: number;
  defaultCount: number;
  /** The worker job that writes `count` lines into a text file. */
  generate: (count: number) => Job<Blob>;
  fileName: (count: number) => string;
  /** Why bulk generation is unavailable with the current settings, if it is. */
  unavailable?: string;
}

/** Parses the count box: whole numbers from 1 to `max`, else null. */
const parseCount = (text: string, max: number) => {
  const n = Number(text.replace(/[\s,_]/g, ''));
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/** Generates many lines in a worker, with progress and Cancel, and saves them as a .txt file. */
export function BulkDownload({ noun, max, defaultCount, generate, fileName, unavailable }: BulkDownloadProps) {
  const [countText, setCountText] = useState(String(defaultCount));
  const [made, setMade] = useState<number | null>(null);
  const job = useWorkerJob();
  const count = parseCount(countText, max);

  const start = () => {
    if (count === null) return;
    setMade(null);
    job
      .run(generate(count))
      .then((blob) => {
        if (!blob) return;
        setMade(count);
        downloadBlob(blob, fileName(count));
      })
      .catch(notifyToolError);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <TextField
            label={SHARED_TEXTS.howMany(noun)}
            value={countText}
            onChange={setCountText}
            inputMode="numeric"
            error={count === null ? SHARED_TEXTS.wholeNumberUpTo(formatCount(max)) : undefined}
          />
        </div>
        <Button mainAction onClick={start} disabled={count === null || job.busy || Boolean(unavailable)}>
          <Download aria-hidden className="size-4" /> {SHARED_TEXTS.generateAndDownload}
        </Button>
      </div>
      {unavailable && <p className="text-sm text-slate-600 dark:text-slate-300">{unavailable}</p>}
      <JobStatus
        state={job.state}
        label={SHARED_TEXTS.generating(noun)}
        onCancel={job.cancel}
        cancelLabel={SHARED_TEXTS.cancelGenerating(noun)}
        retry={{ label: SHARED_TEXTS.generateAgain, onRetry: start }}
        doneText={
          made !== null && job.state.status === 'done'
            ? SHARED_TEXTS.generatedIn(formatCount(made), noun, job.state.seconds.toFixed(2))
            : undefined
        }
        keepLine
      />
    </div>
  );
}
