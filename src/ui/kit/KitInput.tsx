import { FileText, X } from 'lucide-react';
import type { ClipboardEvent } from 'react';
import { formatBytes } from '../../core/shared/format';
import { Button } from '../components/Button';
import { FileDropTarget } from '../components/FileDrop';
import { runMainAction } from '../components/mainAction';
import { TextEditor } from '../components/TextEditor';
import {
  editorOptionKeys,
  isSecretInput,
  inputTextFor,
  placedFor,
  textFor,
  type AnyOptionField,
  type KitOptions,
  type ToolDeclaration,
} from './declaration';
import { KitField } from './KitMaskedField';
import { KitMakerButton } from './KitMakerButton';
import { KIT_MESSAGES } from './messages';
import type { KitRun } from './useKitRun';
import type { KitState } from './useKitState';

/** What the file card says of a large file: ready, being read, or done. */
export type FileStage = 'ready' | 'running' | 'done';

/**
 * Up to this many characters a one-line field stays a field. A browser lays out an <input>'s whole line again on
 * every change of its style or value: with a megabyte in it (a million-digit number) each took 200-650 ms of CPU, so a
 * longer value opens in the editor, which draws only what is on screen (issue 26).
 */
export const FIELD_MAX_CHARS = 10_000;

/**
 * A paste that would make the field's value longer than FIELD_MAX_CHARS goes straight to the state (so the <input>
 * never holds it): the view then shows the editor in the field's place.
 */
function pasteLongIntoState(event: ClipboardEvent<HTMLInputElement>, setInput: (text: string) => void) {
  const { value, selectionStart, selectionEnd } = event.currentTarget;
  const pasted = event.clipboardData.getData('text/plain');
  const next = value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length);
  if (next.length <= FIELD_MAX_CHARS) return;
  event.preventDefault();
  setInput(next);
}

/**
 * A large chosen file, in the editor's place: its name, size and stage (the worker reads it when the action runs,
 * so the page never holds its text; progress and Cancel sit by the action's button).
 */
function FileCard({ file, stage, label, action, onClear }: FileCardProps) {
  const stageText =
    stage === 'running'
      ? KIT_MESSAGES.fileRunning(action.jobLabel)
      : stage === 'done'
        ? KIT_MESSAGES.fileDone
        : KIT_MESSAGES.fileReady(action.label);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
      <div
        data-testid="kit-file-card"
        data-stage={stage}
        className="flex min-h-72 flex-col items-center justify-center gap-2 rounded-lg border border-slate-300 bg-slate-50 p-6 text-center dark:border-slate-600 dark:bg-slate-800/60"
      >
        <FileText aria-hidden className="size-8 text-slate-500 dark:text-slate-400" />
        <p className="font-medium break-all text-slate-900 dark:text-white" data-testid="kit-file-info">
          {KIT_MESSAGES.fileNameAndSize(file.name, formatBytes(file.size))}
        </p>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {stageText}
        </p>
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" /> {KIT_MESSAGES.clearFile}
        </Button>
      </div>
    </div>
  );
}

interface FileCardProps {
  file: File;
  stage: FileStage;
  /** The input's label: the card stands where the editor was. */
  label: string;
  action: { label: string; jobLabel: string };
  onClear: () => void;
}

interface KitInputProps<O extends KitOptions<O>> {
  declaration: ToolDeclaration<O>;
  state: KitState<O>;
  conversion: KitRun<O>['conversion'];
}

/** The declared input: the editor, or a one-line field (Enter runs the main action), with its hint under it. */
function KitInputControl<O extends KitOptions<O>>({ declaration, state, conversion }: KitInputProps<O>) {
  const { input: declared } = declaration;
  const { options } = state;
  const action = declaration.actions[state.actionIndex].id;
  const label = inputTextFor(declared.label, options, action);
  const placeholder = inputTextFor(declared.placeholder, options, action);
  return (
    <>
      {declared.kind === 'field' && state.input.length <= FIELD_MAX_CHARS ? (
        <KitField
          secret={isSecretInput(declared, state.input)}
          label={label}
          value={state.input}
          onChange={state.setInput}
          placeholder={placeholder}
          error={conversion.error}
          inputMode={declared.inputMode?.(options)}
          onPaste={(event) => pasteLongIntoState(event, state.setInput)}
          onKeyDown={(event) => {
            // Ctrl-Enter is the page's own shortcut; Enter while composing (an IME) picks a character.
            if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            runMainAction(event.currentTarget);
          }}
        />
      ) : (
        <TextEditor
          label={label}
          value={state.input}
          onChange={state.setInput}
          placeholder={placeholder}
          rows={14}
          minRows={6}
          lineNumbers={declared.lineNumbers}
          language={declared.language?.(options, action)}
          error={conversion.errorInput ? undefined : conversion.error}
          errorAt={conversion.errorAt?.input ? null : (conversion.errorAt ?? conversion.result?.at ?? null)}
          marks={conversion.error === '' ? conversion.result?.marks : undefined}
        />
      )}
      {declared.hint && (
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="input-hint">
          {textFor(declared.hint, options)}
        </p>
      )}
    </>
  );
}

interface KitInputAreaProps<O extends KitOptions<O>> extends KitInputProps<O> {
  action: { label: string; jobLabel: string };
  fileStage: FileStage;
  onFile: (file: File) => void;
  onClear: () => void;
}

/**
 * The options shown as more input editors (a diff's right side), each under the input, with its own faults and its
 * maker's button; those declared for other actions (or not `when`) are hidden.
 */
function KitEditorOptions<O extends KitOptions<O>>({ declaration, state, conversion }: KitInputProps<O>) {
  const { options } = state;
  const action = declaration.actions[state.actionIndex].id;
  return editorOptionKeys(declaration.options).map((key) => {
    const field = declaration.options[key] as AnyOptionField<O>;
    if (field.kind !== 'text' || !placedFor(field, action, options)) return null;
    const mine = conversion.errorAt?.input === key;
    const editor = (
      <TextEditor
        key={key}
        label={textFor(field.label, options)}
        value={options[key] as string}
        onChange={(text) => state.setOptions({ ...options, [key]: text })}
        placeholder={field.placeholder && textFor(field.placeholder, options)}
        rows={14}
        minRows={6}
        lineNumbers={declaration.input.lineNumbers}
        language={field.language?.(options)}
        error={mine ? conversion.error : undefined}
        errorAt={mine ? conversion.errorAt : null}
      />
    );
    if (!field.maker || !placedFor(field.maker, action, options)) return editor;
    return (
      <div key={key} className="flex flex-col">
        {editor}
        <KitMakerButton maker={field.maker} options={options} onChange={state.setOptions} />
      </div>
    );
  });
}

/** The input half's body: the editor (a file dropped onto it opens), or a large file's card in its place. */
export function KitInputArea<O extends KitOptions<O>>(props: KitInputAreaProps<O>) {
  const { declaration, state } = props;
  const { file } = state;
  const body = file ? (
    <FileCard
      file={file}
      stage={props.fileStage}
      label={inputTextFor(declaration.input.label, state.options, declaration.actions[state.actionIndex].id)}
      action={props.action}
      onClear={props.onClear}
    />
  ) : (
    <KitInputControl declaration={declaration} state={state} conversion={props.conversion} />
  );
  const more = <KitEditorOptions declaration={declaration} state={state} conversion={props.conversion} />;
  if (!declaration.file)
    return (
      <>
        {body}
        {more}
      </>
    );
  return (
    <>
      <FileDropTarget
        label={KIT_MESSAGES.dropToOpen(declaration.file.name)}
        onFiles={([chosen]) => props.onFile(chosen)}
      >
        {body}
      </FileDropTarget>
      {more}
    </>
  );
}
