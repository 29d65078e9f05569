import { FileText, X } from 'lucide-react';
import { formatBytes } from '../../core/shared/format';
import { Button } from '../components/Button';
import { runMainAction } from '../components/mainAction';
import { TextEditor } from '../components/TextEditor';
import { TextField } from '../components/TextField';
import { textFor, type KitOptions, type ToolDeclaration } from './declaration';
import { KIT_MESSAGES } from './messages';
import type { KitRun } from './useKitRun';
import type { KitState } from './useKitState';

/** A large chosen file: the worker reads it when the action runs, so the page never holds its text. */
export function FileInfo({ file, onClear }: { file: File; onClear: () => void }) {
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

/** The declared input: the editor, or a one-line field (Enter runs the main action), with its hint under it. */
export function KitInputControl<O extends KitOptions<O>>({
  declaration,
  state,
  conversion,
}: {
  declaration: ToolDeclaration<O>;
  state: KitState<O>;
  conversion: KitRun<O>['conversion'];
}) {
  const { input: declared } = declaration;
  const { options } = state;
  const label = textFor(declared.label, options);
  const placeholder = textFor(declared.placeholder, options);
  return (
    <>
      {declared.kind === 'field' ? (
        <TextField
          label={label}
          value={state.input}
          onChange={state.setInput}
          placeholder={placeholder}
          error={conversion.error}
          inputMode={declared.inputMode?.(options)}
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
          lineNumbers={declared.lineNumbers}
          language={declared.language?.(options)}
          error={conversion.error}
          errorAt={conversion.errorAt}
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
