import type { ReactNode } from 'react';
import { JobStatus } from '../components/JobStatus';
import { Panel } from '../components/Panel';
import { TOOL_RESULT } from '../components/reveal';
import { useExampleCycle } from '../components/useExampleCycle';
import type { TabItem } from '../components/Tabs';
import { notifyToolError } from '../components/notifyToolError';
import { OutOfDate, outOfDateText } from '../components/OutOfDate';
import type { KitOptions, KitResult, ToolDeclaration } from './declaration';
import { KitInputArea } from './KitInput';
import { allChoicesTab } from './KitAllChoices';
import { KitCheatSheets } from './KitCheatSheet';
import { KitChoiceTabs } from './KitOptionControls';
import { KitActionTabs, KitToolbar } from './KitToolbar';
import { KitMeter } from './KitMeter';
import { KitOutput } from './KitOutput';
import { useKitRun } from './useKitRun';
import { useKitState, type HeldOptions, type KitState } from './useKitState';

interface KitViewProps<O extends KitOptions<O>> {
  declaration: ToolDeclaration<O>;
  /**
   * More views of the result after the declared panes, from the text in the editor (null for a file), the action
   * chosen and the options (the CSV converter's Table previews CSV only, by its delimiter and header), and the
   * result shown (the SVG optimizer's Preview draws the input and the output side by side).
   */
  extraOutputTabs?: (text: string | null, action: string, options: O, result: KitResult | null) => TabItem[];
  /** The options, where the view holds them itself (shared with a screen of its own). */
  options?: HeldOptions<O>;
  /**
   * A panel of the tool's own under the input, from the text in the editor (null for a file), the action chosen
   * and the options (the Morse translator's player: Play, Stop and a light). `setInput` replaces the input's text
   * (the cron parser's field-by-field editor).
   */
  belowInput?: (text: string | null, action: string, options: O, setInput: (text: string) => void) => ReactNode;
}

/** Load Example: each press loads the next of the declared examples. */
function useExamples<O extends KitOptions<O>>(declaration: ToolDeclaration<O>, state: KitState<O>) {
  return useExampleCycle(declaration.examples, state.loadExample, declaration.exampleLoaded);
}

/**
 * The screen every kit tool shares, built from its declaration: the action's tabs where there are several, then the
 * input first (a file dropped onto it opens, a large one shows as a card in its place), then a toolbar (the options,
 * past four folded, the main action, Load Example, Open file, Clear, and a run's progress), and the result beside it
 * from 1024 px (below it on narrower screens).
 */
export function KitView<O extends KitOptions<O>>({
  declaration,
  extraOutputTabs,
  options: held,
  belowInput,
}: KitViewProps<O>) {
  const state = useKitState(declaration, held);
  const { action, conversion, result, act, clear, swap } = useKitRun(declaration, state);
  const examples = useExamples(declaration, state);
  const { job } = conversion;
  const { input, file, options } = state;
  const empty = input === '' && file === null;
  const outOfDate = conversion.outOfDate && result !== null;
  const all = allChoicesTab(declaration, action.id, file ? null : input, options);

  const openFile = (chosen: File) => {
    job.reset();
    // A refused file (not UTF-8, say) leaves the editor as it was and says why.
    state.openFile(chosen).catch((error: unknown) => notifyToolError(error));
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <Panel>
        <KitActionTabs declaration={declaration} actionIndex={state.actionIndex} onAction={state.setActionIndex} />
        <KitInputArea
          declaration={declaration}
          state={state}
          conversion={conversion}
          action={action}
          fileStage={job.busy ? 'running' : result !== null && !conversion.outOfDate ? 'done' : 'ready'}
          onFile={openFile}
          onClear={clear}
        />
        <KitToolbar
          declaration={declaration}
          options={options}
          onOptions={state.setOptions}
          actionIndex={state.actionIndex}
          run={() => void act()}
          canRun={!empty}
          busy={job.busy}
          swap={() => void swap()}
          loadExample={examples.load}
          exampleTitle={examples.title}
          openFile={openFile}
          clear={clear}
          canClear={!empty || result !== null}
          fieldError={conversion.errorInput ? { input: conversion.errorInput, message: conversion.error } : undefined}
          status={
            <JobStatus state={job.state} label={action.jobLabel} onCancel={job.cancel} revealAfterMs={300} keepLine />
          }
        />
        {/* A result's gauge sits under the input it measures (a password's strength under its field). */}
        {result?.meter && (
          <div className="mt-4">
            <KitMeter meter={result.meter} />
          </div>
        )}
        <KitCheatSheets fields={declaration.options} options={options} onChange={state.setOptions} action={action.id} />
        {belowInput && (
          <div className="mt-4">{belowInput(file ? null : input, action.id, options, state.setInput)}</div>
        )}
      </Panel>
      <div {...TOOL_RESULT} className="scroll-mt-20">
        <Panel>
          <KitChoiceTabs
            fields={declaration.options}
            options={options}
            onChange={state.setOptions}
            lastTab={all?.onOptionTabs ? all.tab : undefined}
          >
            {/* The marker's live region stays in the page, empty, without a gap above the output. */}
            <div className="flex flex-col [&>[aria-live]:not(:empty)]:mb-3">
              <OutOfDate show={outOfDate} invalid={conversion.error !== ''} action={action.label} />
              <KitOutput
                action={action}
                options={options}
                result={result}
                upToDate={!conversion.outOfDate}
                outOfDate={outOfDate ? outOfDateText(conversion.error !== '', action.label) : undefined}
                extraTabs={[
                  ...(extraOutputTabs?.(file ? null : input, action.id, options, result) ?? []),
                  ...(all && !all.onOptionTabs ? [all.tab] : []),
                ]}
              />
            </div>
          </KitChoiceTabs>
        </Panel>
      </div>
    </div>
  );
}
