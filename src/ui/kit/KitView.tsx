import { useState } from 'react';
import { FileDrop } from '../components/FileDrop';
import { JobStatus } from '../components/JobStatus';
import { Panel } from '../components/Panel';
import type { TabItem } from '../components/Tabs';
import { notify } from '../notify';
import { OutOfDate, outOfDateText } from '../tools/shared/OutOfDate';
import type { KitOptions, ToolDeclaration } from './declaration';
import { FileInfo, KitInputControl } from './KitInput';
import { KitChoiceTabs } from './KitOptionControls';
import { KitToolbar } from './KitToolbar';
import { KitOutput } from './KitOutput';
import { KIT_MESSAGES } from './messages';
import { useKitRun } from './useKitRun';
import { useKitState, type HeldOptions, type KitState } from './useKitState';

interface KitViewProps<O extends KitOptions<O>> {
  declaration: ToolDeclaration<O>;
  /** More views of the result after the declared panes, from the text in the editor (null for a file). */
  extraOutputTabs?: (text: string | null) => TabItem[];
  /** The options, where the view holds them itself (shared with a screen of its own). */
  options?: HeldOptions<O>;
}

/** Load Example: each press loads the next of the declared examples. */
function useExamples<O extends KitOptions<O>>(declaration: ToolDeclaration<O>, state: KitState<O>) {
  const [next, setNext] = useState(0);
  const { examples } = declaration;
  const example = examples[next % examples.length];
  const load = () => {
    state.loadExample(example);
    setNext(next + 1);
    if (declaration.exampleLoaded) notify.success(declaration.exampleLoaded);
    else notify.success(KIT_MESSAGES.exampleLoaded, example.name);
  };
  return { load, title: KIT_MESSAGES.exampleTitle(example.name) };
}

/**
 * The screen every kit tool shares, built from its declaration: a toolbar (the action's tabs where there are
 * several, the options, the main action, Load Example, Clear) above the input editor and its file drop, and the
 * result beside it from 1024 px (below it on narrower screens).
 */
export function KitView<O extends KitOptions<O>>({ declaration, extraOutputTabs, options: held }: KitViewProps<O>) {
  const state = useKitState(declaration, held);
  const { action, conversion, result, act, clear, swap } = useKitRun(declaration, state);
  const examples = useExamples(declaration, state);
  const { job } = conversion;
  const { input, file, options } = state;
  const empty = input === '' && file === null;
  const outOfDate = conversion.outOfDate && result !== null;

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel>
        <KitToolbar
          declaration={declaration}
          options={options}
          onOptions={state.setOptions}
          actionIndex={state.actionIndex}
          onAction={state.setActionIndex}
          run={() => void act()}
          canRun={!empty}
          busy={job.busy}
          swap={() => void swap()}
          loadExample={examples.load}
          exampleTitle={examples.title}
          clear={clear}
          canClear={!empty || result !== null}
        />
        <KitInputControl declaration={declaration} state={state} conversion={conversion} />
        {file && <FileInfo file={file} onClear={clear} />}
        {declaration.file && (
          <FileDrop
            onFiles={([chosen]) => {
              job.reset();
              void state.openFile(chosen);
            }}
            accept={declaration.file.accept}
            label={declaration.file.label}
            hint={KIT_MESSAGES.fileHint}
          />
        )}
        <JobStatus state={job.state} label={action.jobLabel} onCancel={job.cancel} revealAfterMs={300} keepLine />
      </Panel>
      <Panel>
        <KitChoiceTabs fields={declaration.options} options={options} onChange={state.setOptions}>
          <OutOfDate show={outOfDate} invalid={conversion.error !== ''} action={action.label} />
          <KitOutput
            action={action}
            options={options}
            result={result}
            upToDate={!conversion.outOfDate}
            outOfDate={outOfDate ? outOfDateText(conversion.error !== '', action.label) : undefined}
            extraTabs={extraOutputTabs?.(file ? null : input)}
          />
        </KitChoiceTabs>
      </Panel>
    </div>
  );
}
