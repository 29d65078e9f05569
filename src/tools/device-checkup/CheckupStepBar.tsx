/** The step's bar, kept at the bottom of the window over a long test: progress, the verdict, Back and Next. */
import type { ReactNode } from 'react';
import { CHECKUP_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';

interface CheckupStepBarProps {
  at: number;
  count: number;
  name: string;
  /** The verdict's choice (see `VerdictChoice`). */
  children: ReactNode;
  onBack: () => void;
  onNext: () => void;
}

export function CheckupStepBar({ at, count, name, children, onBack, onNext }: CheckupStepBarProps) {
  return (
    <div
      data-testid="checkup-step-bar"
      // Right padding on a phone: the chat tab sits at the window's right edge.
      className="sticky bottom-0 z-20 -mx-1 flex flex-col gap-3 rounded-t-xl border border-slate-200 bg-white/95 p-3 pr-12 shadow-lg backdrop-blur md:pr-3 dark:border-slate-700 dark:bg-slate-900/95"
    >
      <div
        role="progressbar"
        aria-label={T.progress}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={at + 1}
        aria-valuetext={T.stepHeading(at + 1, count, name)}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${((at + 1) / count) * 100}%` }} />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {children}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onBack} disabled={at === 0}>
            {T.back}
          </Button>
          <Button onClick={onNext}>{at + 1 === count ? T.finish : T.next}</Button>
        </div>
      </div>
    </div>
  );
}
