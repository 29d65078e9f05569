import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { BUTTONS, CHATTER_DEFAULT_MS, WHEEL_DIRECTIONS, chatterGaps, type MouseStats } from './core';
import { summaryOf } from './summary';
import { MOUSE_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { SliderInput } from '../../ui/components/SliderInput';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { useMouseCapture } from './useMouseCapture';

const T = MOUSE_TEXTS;

function Figure({
  label,
  name,
  value,
  lit,
  wide,
}: {
  label: string;
  name: string;
  value: string;
  lit?: boolean;
  wide?: boolean;
}) {
  return (
    <div
      className={`flex flex-col gap-0.5 rounded-lg px-3 py-2 ${wide ? 'col-span-2' : ''} ${lit ? 'bg-emerald-100 dark:bg-emerald-950' : 'bg-slate-50 dark:bg-slate-800/60'}`}
    >
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd aria-label={name} className="font-mono text-sm text-slate-900 dark:text-slate-100">
        {value}
      </dd>
    </div>
  );
}

function Counts({
  stats,
  hz,
  peakHz,
  raw,
}: {
  stats: MouseStats;
  hz: number | null;
  peakHz: number | null;
  raw: boolean;
}) {
  const mode = stats.deltaMode === null ? T.notYet : (T.deltaModes[stats.deltaMode] ?? String(stats.deltaMode));
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.buttons}</h3>
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-3">
          {BUTTONS.map((b) => (
            <Figure
              key={b}
              label={T.buttonNames[b]}
              name={T.presses(T.buttonNames[b])}
              value={String(stats.presses[b])}
              lit={stats.presses[b] > 0}
            />
          ))}
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.wheel}</h3>
        <dl className="grid grid-cols-2 gap-2">
          {WHEEL_DIRECTIONS.map((d) => (
            <Figure
              key={d}
              label={T.wheelNames[d]}
              name={T.wheelSteps(T.wheelNames[d])}
              value={String(stats.wheel[d])}
              lit={stats.wheel[d] > 0}
            />
          ))}
          <Figure label={T.deltaMode} name={T.deltaMode} value={mode} wide />
        </dl>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.polling}</h3>
        <dl className="grid grid-cols-2 gap-2">
          <Figure label={T.pollingNow} name={T.polling} value={hz === null ? T.notYet : T.pollingHz(hz)} />
          <Figure label={T.pollingPeak} name={T.pollingPeak} value={peakHz === null ? T.notYet : T.pollingHz(peakHz)} />
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {T.pollingHint} {T.pollingSource(raw)}
        </p>
      </section>
    </div>
  );
}

function ClickGaps({ stats, threshold }: { stats: MouseStats; threshold: number }) {
  const recent = stats.gaps.slice(-12).reverse();
  const flagged = chatterGaps(stats, threshold).length;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{T.clicks}</h3>
      <dl>
        <Figure label={T.chatter} name={T.chatter} value={T.chatterCount(flagged)} lit={false} />
      </dl>
      {recent.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.clicksHint}</p>
      ) : (
        <ul aria-label={T.clicks} className="flex flex-wrap gap-2 font-mono text-xs">
          {recent.map((g) => (
            <li
              key={g.id}
              className={`rounded px-2 py-1 ${g.gap < threshold ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
            >
              {T.gap(T.buttonNames[g.button], Math.round(g.gap))}
              {g.gap < threshold && <span className="sr-only">, {T.chatterFlag}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function MouseTester(_props: ToolViewProps) {
  const area = useRef<HTMLButtonElement>(null);
  const [threshold, setThreshold] = useState(CHATTER_DEFAULT_MS);
  const { stats, hz, peakHz, raw, reset } = useMouseCapture(area);
  useCheckupSummary(summaryOf(stats, hz, threshold));

  return (
    <Panel
      actions={
        <Button variant="secondary" onClick={reset}>
          <RotateCcw aria-hidden className="size-4" />
          {T.reset}
        </Button>
      }
    >
      <button
        ref={area}
        type="button"
        // A click target first of all, reached and left by keyboard like any button; named by its text, which says
        // what it does and how to leave it.
        className="flex min-h-56 w-full cursor-crosshair flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-6 text-center select-none focus-ring focus:border-indigo-500 dark:border-slate-600 dark:bg-slate-800/50"
      >
        <span className="font-semibold text-slate-800 dark:text-slate-100">{T.area}</span>
        <span className="max-w-prose text-sm text-slate-700 dark:text-slate-200">{T.areaPrompt}</span>
      </button>
      <Counts stats={stats} hz={hz} peakHz={peakHz} raw={raw} />
      <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
        <ClickGaps stats={stats} threshold={threshold} />
        <SliderInput
          label={T.threshold}
          value={threshold}
          min={10}
          max={200}
          step={5}
          unit={T.ms}
          onChange={setThreshold}
        />
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-300">{T.privacy}</p>
    </Panel>
  );
}
