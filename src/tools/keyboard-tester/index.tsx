import { Maximize, Minimize, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LAYOUTS, LAYOUT_IDS, type LayoutId } from './core';
import { summaryOf } from './summary';
import { KEYBOARD_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { useFullscreen } from '../../ui/tools/shared/hardware/useFullscreen';
import { KeyLog } from './KeyLog';
import { KeyboardDiagram } from './KeyboardDiagram';
import { Results } from './Results';
import { useKeyCapture } from './useKeyCapture';

const T = KEYBOARD_TEXTS;
const LAYOUT_OPTIONS = LAYOUT_IDS.map((id) => ({ value: id, label: T.layouts[id] }));

function instructionOf(focused: boolean, fullscreen: boolean, locked: boolean): string {
  if (locked) return T.captureLocked;
  if (fullscreen) return T.captureFullscreen;
  return focused ? T.captureFocused : T.capturePrompt;
}

export default function KeyboardTester(_props: ToolViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [layoutId, setLayoutId] = useState<LayoutId>('ansi');
  const [focused, setFocused] = useState(false);
  const [note, setNote] = useState('');
  const instructionId = useId();
  const fullscreen = useFullscreen(frame);
  const { stats, reset } = useKeyCapture(fullscreen.keysLocked);
  const layout = LAYOUTS[layoutId];
  useCheckupSummary(summaryOf(stats));

  const enterFullscreen = async () => {
    const entered = await fullscreen.enter({ lockKeys: true });
    const locks = typeof navigator !== 'undefined' && 'keyboard' in navigator;
    setNote(entered ? (locks ? '' : T.lockUnavailable) : T.fullscreenRefused);
    area.current?.focus();
  };

  return (
    <div
      ref={frame}
      className="[&:fullscreen]:overflow-auto [&:fullscreen]:bg-slate-100 [&:fullscreen]:p-6 dark:[&:fullscreen]:bg-slate-950"
    >
      <Panel
        title={T.title}
        actions={
          <>
            {fullscreen.active ? (
              <Button variant="secondary" onClick={() => void fullscreen.exit()}>
                <Minimize aria-hidden className="size-4" />
                {T.exitFullscreen}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void enterFullscreen()}>
                <Maximize aria-hidden className="size-4" />
                {T.fullscreen}
              </Button>
            )}
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden className="size-4" />
              {T.reset}
            </Button>
          </>
        }
      >
        <div className="max-w-xs">
          <Select label={T.layout} value={layoutId} options={LAYOUT_OPTIONS} onChange={setLayoutId} />
        </div>
        <div
          ref={area}
          tabIndex={0}
          // The page takes every key; focused here, a screen reader passes them through too (a field that edits no text).
          role="textbox"
          aria-readonly="true"
          aria-label={T.captureArea}
          aria-describedby={instructionId}
          className="flex min-h-20 items-center justify-center rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 p-4 text-center focus-ring focus:border-indigo-500 dark:border-slate-600 dark:bg-slate-800/50"
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        >
          <p id={instructionId} className="text-sm text-slate-700 dark:text-slate-200">
            {instructionOf(focused, fullscreen.active, fullscreen.keysLocked)}
          </p>
        </div>
        {note && (
          <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {note}
          </p>
        )}
        <KeyboardDiagram layout={layout} held={stats.held} tested={stats.tested} />
        <Results stats={stats} layout={layout} />
        <p className="text-xs text-slate-600 dark:text-slate-300">{T.privacy}</p>
      </Panel>
      <div className="mt-4">
        <Panel title={T.recent}>
          <KeyLog log={stats.log} />
        </Panel>
      </div>
    </div>
  );
}
