import { TriangleAlert } from 'lucide-react';
import { DEAD_PIXEL_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';

/** Off; showing the photosensitivity warning; flashing (only ever after the warning's Start). */
export type ExerciserState = 'off' | 'warning' | 'on';

export function ExerciserPanel({
  state,
  onChange,
  onStart,
}: {
  state: ExerciserState;
  onChange: (state: ExerciserState) => void;
  onStart: () => void;
}) {
  return (
    <Panel title={DEAD_PIXEL_TEXTS.exerciser}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{DEAD_PIXEL_TEXTS.exerciserIntro}</p>
      {state === 'off' && (
        <div>
          <Button variant="secondary" onClick={() => onChange('warning')}>
            {DEAD_PIXEL_TEXTS.exerciserOpen}
          </Button>
        </div>
      )}
      {state === 'warning' && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
        >
          <p className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-100">
            <TriangleAlert aria-hidden className="size-5 shrink-0" />
            {DEAD_PIXEL_TEXTS.warningTitle}
          </p>
          <p className="text-sm text-amber-900 dark:text-amber-100">{DEAD_PIXEL_TEXTS.warning}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" onClick={onStart}>
              {DEAD_PIXEL_TEXTS.exerciserStart}
            </Button>
            <Button variant="secondary" onClick={() => onChange('off')}>
              {DEAD_PIXEL_TEXTS.exerciserCancel}
            </Button>
          </div>
        </div>
      )}
      {state === 'on' && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{DEAD_PIXEL_TEXTS.exerciserRunning}</p>
          <div>
            <Button variant="secondary" onClick={() => onChange('off')}>
              {DEAD_PIXEL_TEXTS.exerciserStop}
            </Button>
          </div>
        </>
      )}
    </Panel>
  );
}
