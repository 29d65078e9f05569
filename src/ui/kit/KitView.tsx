import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../core/shared/format';
import { Button } from '../components/Button';
import { FileDrop } from '../components/FileDrop';
import { JobStatus } from '../components/JobStatus';
import { Panel } from '../components/Panel';
import type { TabItem } from '../components/Tabs';
import { TextEditor } from '../components/TextEditor';
import { notify } from '../notify';
import { OutOfDate } from '../tools/shared/OutOfDate';
import { textFor, type KitOptions, type ToolDeclaration } from './declaration';
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

/** A large chosen file: the worker reads it when the action runs, so the page never holds its text. */
function FileInfo({ file, onClear }: { file: File; onClear: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <FileText aria-hidden className="size-4 text-slate-500" />
      <p className="min-w-0 flex-1" data-testid="kit-file-info">
        {KIT_MESSAGES.fileInWorker(file.name, formatBytes(file.size))}
      </p>
      <Button variant="ghost" onClick={onClear}>
        <X aria-hidden className="size-4" /> {KIT_MESSAGES.clearFile}
      </Button>
    </div>
  );
}

/**
 * The screen every kit tool shares, built from its declaration: a toolbar (the action's tabs where there are
 * several, the options, the main action, Load Example, Clear) above the input editor and its file drop, and the
 * result beside it from 1024 px (below it on narrower screens).
 */
export function KitView<O extends KitOptions<O>>({ declaration, extraOutputTabs, options: held }: KitViewProps<O>) {
  const state = useKitState(declaration, held);
  const { action, conversion, result, act, clear } = useKitRun(declaration, state);
  const examples = useExamples(declaration, state);
  const { job } = conversion;
  const { input, file, options } = state;
  const empty = input === '' && file === null;

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
          loadExample={examples.load}
          exampleTitle={examples.title}
          clear={clear}
          canClear={!empty || result !== null}
        />
        <TextEditor
          label={textFor(declaration.input.label, options)}
          value={input}
          onChange={state.setInput}
          placeholder={textFor(declaration.input.placeholder, options)}
          rows={14}
          lineNumbers={declaration.input.lineNumbers}
          language={declaration.input.language?.(options)}
          error={conversion.error}
          errorAt={conversion.errorAt}
        />
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
          <OutOfDate
            show={conversion.outOfDate && result !== null}
            invalid={conversion.error !== ''}
            action={action.label}
          />
          <KitOutput
            action={action}
            options={options}
            result={result}
            upToDate={!conversion.outOfDate}
            extraTabs={extraOutputTabs?.(file ? null : input)}
          />
        </KitChoiceTabs>
      </Panel>
    </div>
  );
}
