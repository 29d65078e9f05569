import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { arrowMove, PATTERNS, stageAction, stepPattern, type PatternId, type StageAction } from './core';
import { deadPixelSummary } from './summary';
import { DEAD_PIXEL_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { useFullscreen } from '../../ui/tools/shared/hardware/useFullscreen';
import { ExerciserPanel, type ExerciserState } from './ExerciserPanel';
import { FlashingSquare } from './FlashingSquare';
import { useBriefly } from './useBriefly';

/** Where the test area is: hidden, asking for fullscreen, or shown in the page because fullscreen was refused. */
type Mode = 'off' | 'entering' | 'fullscreen' | 'in-page';

export default function DeadPixelTest(_props: ToolViewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const [mode, setMode] = useState<Mode>('off');
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<PatternId>>(() => new Set());
  const [exerciser, setExerciser] = useState<ExerciserState>('off');
  // Fullscreen left by the browser (Esc, a gesture, the tab switching away) ends the test too.
  const running = mode === 'entering' || mode === 'in-page' || (mode === 'fullscreen' && fullscreen.active);
  const flashing = running && exerciser === 'on';
  const hintShown = useBriefly(`${running}-${index}`, 2000);
  useCheckupSummary(deadPixelSummary(seen));

  const show = (next: number) => {
    setIndex(next);
    const id = PATTERNS[next].id;
    setSeen((old) => (old.has(id) ? old : new Set(old).add(id)));
  };

  /** Shows the area first (synchronously, still inside the click), then asks for fullscreen on it. */
  const start = async (from: number) => {
    flushSync(() => {
      show(from);
      setMode('entering');
    });
    const entered = await fullscreen.enter();
    setMode(entered ? 'fullscreen' : 'in-page');
    stage.current?.focus();
    if (!entered) stage.current?.scrollIntoView({ block: 'nearest' });
  };

  const leave = () => {
    setMode('off');
    if (exerciser === 'on') setExerciser('off');
    void fullscreen.exit().then(() => controls.current?.querySelector('button')?.focus());
  };

  const act = (action: StageAction) => {
    if (action === 'leave') leave();
    else show(stepPattern(index, action === 'next' ? 1 : -1));
  };

  // The area's own listeners (it is an application area, not a control): steps on a click on the pattern itself,
  // and on keys, except the arrows the flashing square uses when it has the focus.
  const onStageKey = useEffectEvent((event: KeyboardEvent) => {
    const action = stageAction(event.key);
    if (!action || (event.target !== stage.current && arrowMove(event.key, false))) return;
    event.preventDefault();
    act(action);
  });
  const onStageClick = useEffectEvent((event: MouseEvent) => {
    if (event.target === stage.current) act('next');
  });
  useEffect(() => {
    const area = stage.current;
    if (!area) return;
    area.addEventListener('keydown', onStageKey);
    area.addEventListener('click', onStageClick);
    return () => {
      area.removeEventListener('keydown', onStageKey);
      area.removeEventListener('click', onStageClick);
    };
  }, []);

  const pattern = PATTERNS[index];
  const step = DEAD_PIXEL_TEXTS.step(index + 1, PATTERNS.length, DEAD_PIXEL_TEXTS.patterns[pattern.id]);
  return (
    <>
      <Panel title={DEAD_PIXEL_TEXTS.title}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{DEAD_PIXEL_TEXTS.intro}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{DEAD_PIXEL_TEXTS.keys}</p>
        <div ref={controls} className="flex flex-wrap items-center gap-3">
          <Button onClick={() => (running ? leave() : void start(0))}>
            {running ? DEAD_PIXEL_TEXTS.leave : DEAD_PIXEL_TEXTS.start}
          </Button>
          <span className="text-xs text-slate-500 dark:text-slate-400">{DEAD_PIXEL_TEXTS.startHint}</span>
        </div>
        {running && mode === 'in-page' && (
          <p className="text-sm text-amber-800 dark:text-amber-200">{DEAD_PIXEL_TEXTS.inPage}</p>
        )}
        <div
          ref={stage}
          role="application"
          tabIndex={-1}
          aria-label={DEAD_PIXEL_TEXTS.stageLabel}
          data-testid="pattern-area"
          data-pattern={pattern.id}
          hidden={!running}
          className="relative h-[75vh] w-full cursor-none overflow-hidden rounded-lg outline-none [&:fullscreen]:rounded-none"
          style={{ background: pattern.background }}
        >
          <p aria-live="polite" className="sr-only">
            {running ? step : ''}
          </p>
          {hintShown && (
            <p
              aria-hidden
              className="pointer-events-none absolute top-4 left-1/2 -translate-x-1/2 rounded-md bg-black/75 px-3 py-1.5 text-center text-sm text-white"
            >
              {step}
              <br />
              {DEAD_PIXEL_TEXTS.keys}
            </p>
          )}
          {flashing && <FlashingSquare stage={stage} />}
        </div>
      </Panel>
      <ExerciserPanel
        state={exerciser === 'on' && !running ? 'off' : exerciser}
        onChange={setExerciser}
        onStart={() => {
          setExerciser('on');
          if (running) stage.current?.focus();
          else void start(index);
        }}
      />
    </>
  );
}
