import { useEffect, useState } from 'react';
import { Button } from './Button';
import { ProgressBar } from './ProgressBar';
import type { JobState } from './useWorkerJob';

interface JobStatusProps {
  state: JobState;
  /** e.g. 'Encoding': the progress bar's name, and 'Encoding…' before the first report. */
  label: string;
  onCancel: () => void;
  /** Show bytes and MB/s (jobs whose progress counts bytes). */
  bytes?: boolean;
  /** Offered after a cancel, e.g. 'Encode again'. */
  retry?: { label: string; onRetry: () => void };
  /** Show a running job without progress only once it has run this long (no flash for quick jobs). */
  revealAfterMs?: number;
}

/** A worker job's read-out: progress with Cancel while it runs, 'Cancelled' after the user stops it. */
export function JobStatus({ state, label, onCancel, bytes = false, retry, revealAfterMs = 0 }: JobStatusProps) {
  const running = state.status === 'running';
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    setRevealed(false);
    if (!running || !revealAfterMs) return;
    const timer = setTimeout(() => setRevealed(true), revealAfterMs);
    return () => clearTimeout(timer);
  }, [running, revealAfterMs]);

  if (state.status === 'running' && state.progress) {
    const { fraction, bytesDone, bytesTotal, seconds } = state.progress;
    return (
      <ProgressBar
        label={label}
        fraction={fraction}
        bytesDone={bytes ? bytesDone : undefined}
        bytesTotal={bytes ? bytesTotal : undefined}
        elapsedSeconds={bytes ? seconds : undefined}
        onCancel={onCancel}
      />
    );
  }
  if (state.status === 'idle' || (running && revealAfterMs > 0 && !revealed)) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" data-testid="job-status" className="text-sm text-slate-600 dark:text-slate-300">
        {state.status === 'running' ? `${label}…` : 'Cancelled'}
      </p>
      {state.status === 'running' ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        retry && (
          <Button variant="ghost" className="!px-2 !py-1" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        )
      )}
    </div>
  );
}
