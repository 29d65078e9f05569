import { CircleCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TextPosition } from '../../../core/shared/text-position';
import type { ToolError } from '../../../core/shared/tool-error';
import type { FormatterAction, FormatterOutcome } from '../../../workers/formatter-task';
import type { JobOptions } from '../../../workers/text-job';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { JobStatus } from '../../components/JobStatus';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { Tabs } from '../../components/Tabs';
import { TextEditor, type EditorLanguage } from '../../components/TextEditor';
import { notify } from '../../notify';
import { OutOfDate } from './OutOfDate';
import { useConversion } from './useConversion';
import { oneOf } from '../../../core/site/share-checks';
import type { ShareValue } from '../../../core/site/share-link';
import { shareField, shareFieldsOf, useShareableState, type ShareChecks } from './shareable';

const ACTIONS: readonly FormatterAction[] = ['format', 'minify', 'validate'];

/** One of the three actions as a tool declares it, with the spec's words. */
export interface ActionDeclaration<O> {
  /** The tab's and the button's label, e.g. 'Format'. */
  label: string;
  /** The job's name while it runs, e.g. 'Formatting'. */
  jobLabel: string;
  /** The core's message for blank input (shown as it is). */
  empty: string;
  /** The text beside the field when the input is refused (the position of the fault is added). */
  fieldError: (error: ToolError) => string;
  /** The notice after an asked-for run succeeds; none when absent. */
  success?: string;
  /** Format and Minify: the output's label and download name for the current options. */
  output?: (options: O) => { label: string; fileName: string };
  /** Validate: the words shown when the input is valid. */
  valid?: string;
}

/** A formatter with Format, Minify and Validate on one input, declared once per tool (JavaScript, XML). */
export interface FormatterDeclaration<O extends { [K in keyof O]: ShareValue }> {
  inputLabel: string;
  placeholder: string;
  /** Syntax colours of the input and the output for the current options. */
  language: (options: O) => EditorLanguage;
  /** The file types the upload takes, e.g. '.xml,.svg'. */
  accept: string;
  dropLabel: string;
  initialOptions: O;
  /** The checks a share link's options must pass. */
  shareChecks: ShareChecks<O>;
  /** The options as values: a result made with other ones is out of date. */
  optionValues: (options: O) => readonly (string | number | boolean)[];
  /** The option controls shown on an action's tab. */
  optionControls: (action: FormatterAction, options: O, onChange: (options: O) => void) => ReactNode;
  actions: Record<FormatterAction, ActionDeclaration<O>>;
  /** The options for an uploaded file, from its name (e.g. TypeScript for .ts); the same ones when absent. */
  optionsForFile?: (name: string, options: O) => O;
  /** Load Example: the text for the current options and the notice it shows, if any. */
  example: { text: (options: O) => string; loaded?: string };
  /** Runs an action in the tool's worker. */
  run: (action: FormatterAction, text: string, options: O, job: JobOptions) => Promise<FormatterOutcome>;
  /** Up to this many characters the current action runs as you type (in the worker); longer, on its button. */
  liveUpToChars: number;
}

/** An action's outcome, with the action it answers (a result of another tab's action is not shown). */
type Outcome = FormatterOutcome & { action: FormatterAction };

/** 'text (line 3, column 5)': where the fault is, for the text beside the field. */
export const withPosition = (text: string, at: TextPosition | undefined) =>
  at ? `${text} (line ${at.line}, column ${at.column})` : text;

/**
 * The shared screen of the formatters with three actions on one input (JavaScript, XML): the input with upload
 * and Load Example, tabs Format / Minify / Validate each with its options and button, and the result below.
 * Short input runs the selected action as you type, in the worker, quietly; the buttons show the notices and move
 * the editor to a fault. Long input runs on the button, with progress and Cancel; the result is marked out of date
 * until then.
 */
export function FormatMinifyValidate<O extends { [K in keyof O]: ShareValue }>({
  declaration,
}: {
  declaration: FormatterDeclaration<O>;
}) {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState(declaration.initialOptions);
  const [tab, setTab] = useState(0);
  const action = ACTIONS[tab];
  useShareableState({
    input,
    setInput,
    options: {
      ...shareFieldsOf(options, setOptions, declaration.shareChecks),
      action: shareField(action, (next) => setTab(ACTIONS.indexOf(next)), oneOf(ACTIONS)),
    },
  });
  const declared = declaration.actions[action];
  const inputs = [input, action, ...declaration.optionValues(options)];
  const runAction = async (signal: AbortSignal, onProgress: JobOptions['onProgress']): Promise<Outcome> => ({
    ...(await declaration.run(action, input, options, { signal, onProgress })),
    action,
  });
  const conversion = useConversion<Outcome>({
    success: declared.success,
    fieldError: (error) => (error.title === declared.empty ? error.title : declared.fieldError(error)),
    live: {
      inputs,
      computeInWorker: (signal, onProgress) =>
        input.trim() === '' ? Promise.resolve(null) : runAction(signal, onProgress),
      canRun: () => input.length <= declaration.liveUpToChars,
    },
  });
  const { job, result } = conversion;
  const current = result?.action === action ? result : null;
  const language = declaration.language(options);
  const output = declared.output?.(options);

  const act = () => void conversion.convertInWorker(runAction);
  const open = async (file: File) => {
    const text = await file.text();
    if (declaration.optionsForFile) setOptions(declaration.optionsForFile(file.name, options));
    setInput(text);
  };
  const loadExample = () => {
    setInput(declaration.example.text(options));
    if (declaration.example.loaded) notify.success(declaration.example.loaded);
  };
  const clear = () => {
    job.reset();
    setInput('');
    conversion.clear(['', action, ...declaration.optionValues(options)]);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <TextEditor
          label={declaration.inputLabel}
          value={input}
          onChange={setInput}
          placeholder={declaration.placeholder}
          rows={14}
          lineNumbers
          language={language}
          error={conversion.error}
          errorAt={conversion.errorAt}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={loadExample}>
            Load Example
          </Button>
          <Button variant="ghost" onClick={clear} disabled={input === '' && result === null}>
            Clear
          </Button>
        </div>
        <FileDrop
          onFiles={([file]) => void open(file)}
          accept={declaration.accept}
          label={declaration.dropLabel}
          hint="Read on your device, never uploaded."
        />
        <Tabs
          label="Action"
          selectedIndex={tab}
          onChange={setTab}
          tabs={ACTIONS.map((id) => ({
            label: declaration.actions[id].label,
            content: (
              <div className="flex flex-wrap items-end gap-4">
                {declaration.optionControls(id, options, setOptions)}
                <Button mainAction onClick={act} disabled={input === '' || job.busy}>
                  {declaration.actions[id].label}
                </Button>
              </div>
            ),
          }))}
        />
        <JobStatus
          state={job.state}
          label={declared.jobLabel}
          onCancel={job.cancel}
          revealAfterMs={300}
          keepLine
          testId="formatter-status"
        />
      </Panel>
      <Panel>
        <OutOfDate
          show={conversion.outOfDate && current !== null}
          invalid={conversion.error !== ''}
          action={declared.label}
        />
        {output ? (
          <OutputPane
            label={output.label}
            value={current?.output ?? ''}
            fileName={output.fileName}
            rows={14}
            language={action === 'minify' ? undefined : language}
            lineNumbers
            wrap={action !== 'minify'}
          />
        ) : (
          <ValidityNote valid={current !== null && !conversion.outOfDate} text={declared.valid ?? ''} />
        )}
      </Panel>
    </div>
  );
}

/** Validate's result: the words when the input is valid (a fault shows beside the input instead). */
function ValidityNote({ valid, text }: { valid: boolean; text: string }) {
  return (
    <div role="status" data-testid="validity" className="min-h-6 text-sm">
      {valid && (
        <p className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
          <CircleCheck aria-hidden className="size-4" />
          {text}
        </p>
      )}
    </div>
  );
}
