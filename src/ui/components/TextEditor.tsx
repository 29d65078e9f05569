import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import type { EditorHandle, EditorLanguage, EditorOptions, TextPosition } from './editor/codemirror';
import { fieldBaseClass } from './FieldFrame';
import { runMainAction } from './mainAction';

type EditorModule = typeof import('./editor/codemirror');
type EditorSettings = Pick<EditorOptions, 'attributes' | 'readOnly' | 'disabled' | 'lineNumbers' | 'wrap'>;

let editorModule: Promise<EditorModule> | undefined;
/** CodeMirror is its own chunk, fetched the first time a text editor mounts (never for pages without one). */
const loadEditor = () => (editorModule ??= import('./editor/codemirror'));

/** Characters of the value the stand-in shows before the editor loads (it is only a stand-in). */
const STAND_IN_CHARS = 10_000;

/** Characters a wrapped line holds, roughly, in a half-width editor: enough to size a box, not to lay out text. */
const CHARS_PER_ROW = 64;

/**
 * The rows a text takes, between `min` and `max`: its lines, a long one counted as the rows it wraps to.
 */
export function rowsFor(whole: string, min: number, max: number, wrap = true): number {
  // Wrapped, no more than `max` rows of characters can matter: a 50 MB paste is read no further than a short one.
  const text = wrap ? whole.slice(0, max * CHARS_PER_ROW) : whole;
  let rows = 0;
  for (let start = 0; rows < max;) {
    const end = text.indexOf('\n', start);
    const length = (end < 0 ? text.length : end) - start;
    rows += wrap ? Math.max(1, Math.ceil(length / CHARS_PER_ROW)) : 1;
    if (end < 0) break;
    start = end + 1;
  }
  return Math.min(max, Math.max(min, rows));
}

export interface TextEditorProps {
  /** Visible label; it is also the editor's accessible name. */
  label: string;
  value: string;
  /** Called with the whole text after each change. Without it the editor is read-only (an output). */
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Height in lines of text (the box can be resized taller); with `minRows`, the most it grows to. */
  rows?: number;
  /** Sizes the box to its text, from this many lines up to `rows` (an example's few lines, not a screenful). */
  minRows?: number;
  /** Inline error shown under the field (and announced). */
  error?: string;
  /** Accessible description (e.g. that the result is out of date); aria-describedby cannot reach into the editor's shadow root. */
  description?: string;
  disabled?: boolean;
  /** Show line numbers in a gutter. */
  lineNumbers?: boolean;
  /** Wrap long lines (default true). */
  wrap?: boolean;
  /** Syntax highlighting, folding (Ctrl+Shift+[ / ]) for this language; plain text without. */
  language?: EditorLanguage;
  /** Where the input fails to parse: the editor moves its cursor there, scrolls to it and marks the line. */
  errorAt?: TextPosition | null;
  /**
   * Stretches of the text to highlight, [from, to) in UTF-16 units of the value (a regex's matches): each is marked,
   * neighbours in two alternating shades; they follow edits until the next ones are given.
   */
  marks?: readonly (readonly [number, number])[];
  /** Extra classes for the box. */
  className?: string;
}

export type { EditorLanguage, TextPosition };

/**
 * The field's focus ring: `:focus-visible` inside the editor's shadow root, which no selector outside it can see
 * (`has-focus-visible` on the frame never matched). Focus events cross the shadow boundary, so the frame asks the
 * shadow root's focused element itself.
 */
function useFocusRingThroughShadow() {
  const [shown, setShown] = useState(false);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const inner = event.target.shadowRoot?.activeElement ?? event.target;
    setShown(inner.matches(':focus-visible'));
  };
  return { shown, onFocus, onBlur: () => setShown(false) };
}

/**
 * A labelled multi-line text field for inputs and read-only outputs that stays fast on huge text
 * (CodeMirror 6 draws only the lines on screen). The prerendered page, and the first moments before
 * the editor's chunk arrives, show a light read-only stand-in with the same label.
 *
 * `onChange` receives the whole text, but the editor never re-reads its document into a string: the
 * string is the previous one with each edit applied, so a keystroke in 50 MB stays cheap. Passing
 * back the value it reported does nothing; passing a different value (e.g. '' on Clear) replaces the text.
 */
export function TextEditor({
  label,
  value,
  onChange,
  placeholder,
  rows = 8,
  minRows,
  error,
  description,
  disabled = false,
  lineNumbers = false,
  wrap = true,
  language,
  errorAt = null,
  marks,
  className = '',
}: TextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [mod, setMod] = useState<EditorModule | null>(null);
  const focusRing = useFocusRingThroughShadow();
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  /** The text the editor holds as last given to it or reported by it. */
  const current = useRef(value);
  const latest = useRef({ onChange });

  // aria-label, not aria-labelledby: the editor is in a shadow root, which ids outside it cannot reach.
  const attributes: Record<string, string> = { 'aria-label': label };
  if (placeholder) attributes['aria-placeholder'] = placeholder;
  if (error) attributes['aria-invalid'] = 'true';
  if (description) attributes['aria-description'] = description;
  const configKey = JSON.stringify({ attributes, readOnly: !onChange, disabled, lineNumbers, wrap });
  const settings = useRef(configKey);
  const initial = useRef({ language, errorAt, marks });

  useLayoutEffect(() => {
    latest.current = { onChange };
  });

  useEffect(() => {
    let live = true;
    loadEditor().then(
      (loaded) => live && setMod(loaded),
      () => undefined, // Offline or a failed chunk: the read-only stand-in stays.
    );
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (!mod || !host.current) return;
    const options: EditorOptions = {
      ...(JSON.parse(settings.current) as EditorSettings),
      parent: host.current,
      value: current.current,
      onChange: (next) => {
        current.current = next;
        latest.current.onChange?.(next);
      },
      // CodeMirror takes Ctrl-Enter (Cmd-Enter) itself, so the page's shortcut is run from here (see mainAction.ts).
      onSubmit: () => runMainAction(host.current),
      language: initial.current.language,
    };
    const editor = mod.createEditor(options);
    handle.current = editor;
    if (initial.current.errorAt) editor.showError(initial.current.errorAt);
    if (initial.current.marks) editor.setMarks(initial.current.marks);
    return () => {
      handle.current = null;
      editor.destroy();
    };
  }, [mod]);

  useLayoutEffect(() => {
    if (settings.current === configKey) return;
    settings.current = configKey;
    handle.current?.configure(JSON.parse(configKey) as EditorSettings);
  }, [configKey]);

  useLayoutEffect(() => {
    if (value === current.current) return;
    current.current = value;
    handle.current?.setValue(value);
  }, [value]);

  useLayoutEffect(() => {
    initial.current.language = language;
    handle.current?.setLanguage(language);
  }, [language]);

  // After the value's effect: the position refers to the text the editor now holds.
  const errorLine = errorAt?.line;
  const errorColumn = errorAt?.column;
  useLayoutEffect(() => {
    const at = errorLine === undefined || errorColumn === undefined ? null : { line: errorLine, column: errorColumn };
    initial.current.errorAt = at;
    handle.current?.showError(at);
  }, [errorLine, errorColumn]);

  // After the value's effect, as the error's: the stretches are of the text the editor now holds.
  useLayoutEffect(() => {
    initial.current.marks = marks;
    handle.current?.setMarks(marks ?? []);
  }, [marks]);

  const shownRows = minRows === undefined ? rows : rowsFor(value || (placeholder ?? ''), minRows, rows, wrap);
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </span>
      <div
        className={`relative w-full resize-y overflow-hidden ${fieldBaseClass} ${focusRing.shown ? 'outline-2 outline-offset-2 outline-indigo-500' : ''} ${disabled ? 'opacity-60' : ''} ${className}`}
        style={{ height: `calc(${shownRows * 1.25 + 1}rem + 2px)` }}
        data-text-editor={mod ? 'ready' : 'loading'}
        onFocus={focusRing.onFocus}
        onBlur={focusRing.onBlur}
      >
        {mod ? (
          <div ref={host} className="h-full" />
        ) : (
          // The stand-in is not the field yet: unlabelled, so nothing takes it for the editor.
          <div className="h-full overflow-auto break-words whitespace-pre-wrap">{value.slice(0, STAND_IN_CHARS)}</div>
        )}
        {value === '' && placeholder && (
          <div
            aria-hidden
            // With line numbers the text starts after the gutter (one digit wide while the field is empty).
            className={`pointer-events-none absolute top-2 right-3 overflow-hidden text-slate-500 dark:text-slate-400 ${lineNumbers ? 'left-[3.4rem]' : 'left-3'}`}
          >
            {placeholder}
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
