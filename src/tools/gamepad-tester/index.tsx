import { useState } from 'react';
import { gamepadSummary } from './reading';
import { GAMEPAD_TESTER_TEXTS as T } from './words';
import { Panel } from '../../ui/components/Panel';
import { SliderInput } from '../../ui/components/SliderInput';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { PadCard } from './PadCard';
import { useGamepads } from './useGamepads';

/** The deadzone games commonly start from. */
const DEFAULT_DEADZONE = 0.1;

export default function GamepadTester(_props: ToolViewProps) {
  const [deadzone, setDeadzone] = useState(DEFAULT_DEADZONE);
  const { supported, pads } = useGamepads(deadzone);
  useCheckupSummary(gamepadSummary(pads));
  return (
    <div className="flex flex-col gap-4">
      <Panel title={T.title}>
        {!supported && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
            {T.unsupported}
          </p>
        )}
        {supported && pads.length === 0 && (
          <div
            role="status"
            className="flex flex-col gap-1 rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-600"
          >
            <p className="text-base font-semibold text-slate-900 dark:text-white">{T.waiting}</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">{T.waitingHelp}</p>
          </div>
        )}
        <SliderInput label={T.deadzone} value={deadzone} min={0} max={0.5} step={0.01} onChange={setDeadzone} />
        <p className="text-xs text-slate-500 dark:text-slate-400">{T.deadzoneHelp}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.privacy}</p>
      </Panel>
      {pads.map((pad) => (
        <PadCard key={pad.index} pad={pad} deadzone={deadzone} />
      ))}
    </div>
  );
}
