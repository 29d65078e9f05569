import { useRef, useState } from 'react';
import { formatRate, refreshSummary } from './reading';
import { REFRESH_RATE_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { MotionPanel } from './MotionPanel';
import { useRefreshRun } from './useRefreshRun';
import { ReadingTile } from '../../ui/tools/shared/hardware/ReadingTile';

export default function RefreshRateTest(_props: ToolViewProps) {
  const [running, setRunning] = useState(false);
  const graph = useRef<HTMLCanvasElement>(null);
  const m = useRefreshRun(running, graph);
  useCheckupSummary(refreshSummary(m));
  const none = running ? REFRESH_RATE_TEXTS.measuring : REFRESH_RATE_TEXTS.notYet;
  return (
    <>
      <Panel title={REFRESH_RATE_TEXTS.title}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{REFRESH_RATE_TEXTS.intro}</p>
        <div>
          <Button variant={running ? 'secondary' : 'primary'} onClick={() => setRunning((on) => !on)}>
            {running ? REFRESH_RATE_TEXTS.stop : REFRESH_RATE_TEXTS.start}
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <ReadingTile label={REFRESH_RATE_TEXTS.rate} value={m ? formatRate(m) : none} />
          <ReadingTile
            label={REFRESH_RATE_TEXTS.frameTime}
            value={m ? REFRESH_RATE_TEXTS.ms(m.frameMs.toFixed(2)) : none}
          />
          <ReadingTile label={REFRESH_RATE_TEXTS.frames} value={m ? String(m.frames) : none} />
          <ReadingTile label={REFRESH_RATE_TEXTS.dropped} value={m ? String(m.dropped) : none} />
        </dl>
        <canvas
          ref={graph}
          role="img"
          aria-label={m ? REFRESH_RATE_TEXTS.graphLabel(m.medianMs.toFixed(2)) : REFRESH_RATE_TEXTS.graphEmpty}
          className="h-32 w-full rounded-lg bg-slate-900"
        />
      </Panel>
      <MotionPanel />
    </>
  );
}
