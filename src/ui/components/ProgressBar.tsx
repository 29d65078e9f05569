import { formatBytes, formatRate } from '../../core/shared/format';
import { Button } from './Button';

interface ProgressBarProps {
  /** 0..1 */
  fraction: number;
  /** Bytes processed so far (for the size and MB/s read-outs). */
  bytesDone?: number;
  /** Total bytes of the job, shown as 'done of total' when given. */
  bytesTotal?: number;
  /** Seconds since the job started (for MB/s). */
  elapsedSeconds?: number;
  label?: string;
  onCancel?: () => void;
  /** Accessible name of the Cancel button when several jobs share a page. */
  cancelLabel?: string;
}

/** Shared progress read-out for long jobs: percentage, bytes, MB/s and a Cancel button. */
export function ProgressBar({
  fraction,
  bytesDone,
  bytesTotal,
  elapsedSeconds,
  label = 'Progress',
  onCancel,
  cancelLabel,
}: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const rate = bytesDone !== undefined && elapsedSeconds !== undefined ? formatRate(bytesDone, elapsedSeconds) : '';
  const bytes =
    bytesDone === undefined
      ? ''
      : bytesTotal === undefined
        ? formatBytes(bytesDone)
        : `${formatBytes(bytesDone)} of ${formatBytes(bytesTotal)}`;
  return (
    <div className="flex items-center gap-3 [contain:content]">
      <div className="flex-1">
        <div className="mb-1 flex justify-between text-xs text-slate-600 dark:text-slate-300">
          <span>
            {label}: {percent}%{bytes && ` · ${bytes}`}
          </span>
          {rate && <span data-testid="progress-rate">{rate}</span>}
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} aria-label={cancelLabel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
