import { useRef, useSyncExternalStore } from 'react';
import { describePressure, describeSize, touchSummary } from './reading';
import { TOUCHSCREEN_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { useFullscreen } from '../../ui/tools/shared/hardware/useFullscreen';
import { useTouchSurface } from './useTouchSurface';
import { ReadingTile } from '../../ui/tools/shared/hardware/ReadingTile';

const never = () => () => {};
/** What the device says it supports, read in the browser only (the prerendered page knows no device). */
const useMaxTouchPoints = () =>
  useSyncExternalStore(
    never,
    () => navigator.maxTouchPoints ?? 0,
    () => null,
  );

export default function TouchscreenTest(_props: ToolViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const fullscreen = useFullscreen(frame);
  const { readings, clear } = useTouchSurface(canvas);
  const reported = useMaxTouchPoints();
  useCheckupSummary(
    touchSummary(readings.most, reported, { count: readings.filled, columns: readings.total || 1, rows: 1 }),
  );
  const T = TOUCHSCREEN_TEXTS;
  return (
    <Panel title={T.title}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{T.intro}</p>
      {reported === 0 && <p className="text-sm text-amber-800 dark:text-amber-200">{T.noTouch}</p>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void fullscreen.enter()}>{T.fullscreen}</Button>
        <Button variant="secondary" onClick={clear}>
          {T.clear}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <ReadingTile label={T.mostAtOnce} value={String(readings.most)} />
        <ReadingTile label={T.deviceReports} value={reported === null ? T.unknown : T.maxPoints(reported)} />
        <ReadingTile
          label={T.coverage}
          value={
            readings.total
              ? `${T.percent(readings.percent)} · ${T.cells(readings.filled, readings.total)}`
              : T.percent(0)
          }
        />
      </dl>
      <div ref={frame} className="relative h-[60vh] min-h-64 w-full overflow-hidden rounded-lg bg-slate-900">
        <canvas
          ref={canvas}
          tabIndex={0}
          aria-label={T.surfaceLabel}
          className="block h-full w-full touch-none select-none focus-ring"
        />
        {fullscreen.active && (
          <Button variant="secondary" className="absolute top-3 right-3" onClick={() => void fullscreen.exit()}>
            {T.leaveFullscreen}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm text-slate-700 dark:text-slate-200">
        <span className="font-medium">{T.touchesNow}</span>
        {': '}
        {readings.points.length === 0
          ? T.noTouches
          : readings.points
              .map((p) => `${T.pointLabel(p.id)} (${describeSize(p)}, ${describePressure(p.force)})`)
              .join('; ')}
      </div>
    </Panel>
  );
}
