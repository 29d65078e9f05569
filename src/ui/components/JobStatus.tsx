import { useEffect, useState } from 'react';
import { Button } from './Button';
import { ProgressBar } from './ProgressBar';
import { useLiveProgress, type LiveProgress } from './liveProgress';
import type { JobState } from './useWorkerJob';

interface JobStatusProps {
  state: JobState;
  /** e.g. 'Encoding': shown as 'Encoding…' while the job runs without progress, and the progress bar's name. */
  label: string;
  /** The progress bar's name when it differs from `label`, e.g. 'Hashing file'. */
  progressLabel?: string;
  /** Cancel for a running job; without it a job running without progress offers no Cancel. */
  onCancel?: () => void;
  /** Accessible name of the progress bar's Cancel button, e.g. 'Cancel hashing'. */
  cancelLabel?: string;
  /** Show bytes and MB/s (jobs whose progress counts bytes). */
  bytes?: boolean;
  /** Offered after a cancel, e.g. 'Encode again'. */
  retry?: { label: string; onRetry: () => void };
  /** Show a running job without progress only once it has run this long (no flash for quick jobs). */
  revealAfterMs?: number;
  /** The read-out once the job is done, e.g. 'Hashed 5.0 MB in 1.20 s'; nothing when absent. */
  doneText?: string;
  /** When the job fails, an alert with this title and the error's message; nothing when absent. */
  errorTitle?: string;
  /** Keep the status line in the page even when it is empty (a stable live region, e.g. for tests). */
  keepLine?: boolean;
  testId?: string;
}

/** The id of the running job once it has run `delayMs`, so a quick job never flashes a read-out. */
function useRevealedRun(state: JobState, delayMs: number): number | null {
  const runId = state.status === 'running' ? state.id : null;
  const [revealed, setRevealed] = useState<number | null>(null);
  useEffect(() => {
    if (runId === null || !delayMs) return;
    const timer = setTimeout(() => setRevealed(runId), delayMs);
    return () => clearTimeout(timer);
  }, [runId, delayMs]);
  return revealed;
}

type LiveBarProps = Pick<JobStatusProps, 'onCancel' | 'cancelLabel' | 'bytes'> & { live: LiveProgress; label: string };

/** The progress bar of a running job: the one part of the view each progress report re-renders. */
function LiveProgressBar({ live, label, bytes, onCancel, cancelLabel }: LiveBarProps) {
  const progress = useLiveProgress(live)!;
  return (
    <ProgressBar
      label={label}
      fraction={progress.fraction}
      bytesDone={bytes ? progress.bytesDone : undefined}
      bytesTotal={bytes ? progress.bytesTotal : undefined}
      elapsedSeconds={bytes ? progress.seconds : undefined}
      onCancel={onCancel}
      cancelLabel={cancelLabel}
    />
  );
}

/** The status line's text, or null when there is nothing to say. */
function lineText(state: JobState, label: string, doneText: string | undefined, hidden: boolean): string | null {
  if (state.status === 'running') return state.progress || hidden ? null : `${label}…`;
  if (state.status === 'cancelled') return 'Cancelled';
  if (state.status === 'done') return doneText ?? null;
  return null;
}

function JobError({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 p-3 text-sm text-red-700 dark:border-red-800 dark:text-red-300"
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
    </div>
  );
}

/**
 * A worker job's read-out: progress with Cancel while it runs, 'Cancelled' (and a retry) after the user stops
 * it, and, when asked for, a line once it is done and an alert when it fails.
 */
export function JobStatus(props: JobStatusProps) {
  const { state, label, onCancel, bytes = false, retry, revealAfterMs = 0, doneText, errorTitle } = props;
  const revealedRun = useRevealedRun(state, revealAfterMs);
  const progress = state.status === 'running' ? state.progress : null;
  const hidden = state.status === 'running' && revealAfterMs > 0 && revealedRun !== state.id;
  const text = lineText(state, label, doneText, hidden);
  return (
    <>
      {progress && (
        <LiveProgressBar
          live={progress}
          label={props.progressLabel ?? label}
          bytes={bytes}
          onCancel={onCancel}
          cancelLabel={props.cancelLabel}
        />
      )}
      {(text !== null || props.keepLine) && (
        <div className="flex flex-wrap items-center gap-2">
          <p
            role="status"
            data-testid={props.testId ?? 'job-status'}
            data-state={state.status}
            className="text-sm text-slate-600 dark:text-slate-300"
          >
            {text}
          </p>
          {state.status === 'running' && text !== null && onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          {state.status === 'cancelled' && retry && (
            <Button variant="ghost" className="!px-2 !py-1" onClick={retry.onRetry}>
              {retry.label}
            </Button>
          )}
        </div>
      )}
      {state.status === 'error' && errorTitle && <JobError title={errorTitle} message={state.message} />}
    </>
  );
}
