import { ProgressBar } from '../../components/ProgressBar';
import type { JobProgress as Progress } from './useSlicedJob';

/** The shared progress read-out of a sliced job, shown only once it has real work to report. */
export function JobProgress({ progress, label, onCancel, bytes }: { progress: Progress; label: string; onCancel: () => void; bytes: boolean }) {
  return (
    <ProgressBar
      label={label}
      fraction={progress.total ? progress.done / progress.total : 0}
      bytesDone={bytes ? progress.done : undefined}
      elapsedSeconds={bytes ? (progress.now - progress.startedAt) / 1000 : undefined}
      onCancel={onCancel}
    />
  );
}
