/**
 * The CodeMirror 6 side of TextEditor, loaded on demand as its own chunk (see TextEditor.tsx).
 * CodeMirror draws only the lines on screen, so megabytes of text never freeze the page the way a
 * <textarea> does. The editor lives in a shadow root: there CodeMirror's styles go into a constructable
 * stylesheet (adoptedStyleSheets), which the site's Content-Security-Policy allows; in the document it
 * would add a <style> element, which the policy refuses.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldKeymap } from '@codemirror/language';
import { search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Prec, type Extension, type Text } from '@codemirror/state';
import { EditorView, keymap, lineNumbers as lineNumberGutter } from '@codemirror/view';
import { PIECE_CHARS, textPieces } from '../../../core/shared/text-pieces';
import { errorMark, markError, type TextPosition } from './error-mark';
import { matchMarks, setMatchMarks } from './match-marks';
import type { EditorLanguage } from './languages';
import { Syntax } from './syntax';

export type { EditorLanguage } from './languages';
export type { TextPosition } from './error-mark';

/** A long paste goes in pieces this long: each takes a few milliseconds, and the young garbage stays small. */
const PASTE_PIECE_CHARS = 256 * 1024;

export interface EditorOptions {
  parent: HTMLElement;
  value: string;
  /** Called with the whole text after each change (cheap: built from the previous string, see `KnownText`). */
  onChange: (value: string) => void;
  /** Ctrl+Enter / Cmd+Enter (bound above the default keymap, whose Mod-Enter would insert a blank line). */
  onSubmit: () => void;
  attributes: Record<string, string>;
  readOnly: boolean;
  disabled: boolean;
  lineNumbers: boolean;
  wrap: boolean;
  /** Syntax highlighting and folding for this language (loaded on demand); none for plain text. */
  language?: EditorLanguage;
}

export interface EditorHandle {
  /** Replaces the text (when the value comes from outside, e.g. Clear); no onChange. */
  setValue(value: string): void;
  configure(options: Pick<EditorOptions, 'attributes' | 'readOnly' | 'disabled' | 'lineNumbers' | 'wrap'>): void;
  setLanguage(language: EditorLanguage | undefined): void;
  /** Puts the cursor on a (1-based) line and column, scrolls there and marks the line; null clears the mark. */
  showError(at: TextPosition | null): void;
  /** Highlights these stretches of the text ([from, to) offsets), in place of the ones before (see ./match-marks). */
  setMarks(marks: readonly (readonly [number, number])[]): void;
  focus(): void;
  destroy(): void;
}

/** CodeMirror counts a line break as one character and joins lines with '\n'. */
const normalise = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

/** Light and dark colours of the class highlighter's tokens (contrast at least 4.5:1 on the field's background and on the error line's). */
const tokenColours: Record<string, { color: string }> = Object.fromEntries(
  (
    [
      ['keyword', '#6d28d9', '#c4b5fd'],
      ['string', '#065f46', '#6ee7b7'],
      ['number', '#92400e', '#fcd34d'],
      ['bool', '#92400e', '#fcd34d'],
      ['atom', '#92400e', '#fcd34d'],
      ['literal', '#92400e', '#fcd34d'],
      ['comment', '#475569', '#94a3b8'],
      ['meta', '#475569', '#94a3b8'],
      ['propertyName', '#1d4ed8', '#93c5fd'],
      ['typeName', '#be123c', '#fda4af'],
      ['className', '#be123c', '#fda4af'],
      ['definition', '#155e75', '#67e8f9'],
      ['invalid', '#b91c1c', '#f87171'],
      // A diff's lines (the JSON diff's tree): added green, removed red; changed is an atom's amber.
      ['inserted', '#15803d', '#86efac'],
      ['deleted', '#b91c1c', '#fca5a5'],
    ] as const
  ).flatMap(([token, light, dark]): [string, { color: string }][] => [
    [`.tok-${token}`, { color: light }],
    [`:host-context(.dark) & .tok-${token}`, { color: dark }],
  ]),
);

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'transparent', color: 'inherit' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': { padding: '0', caretColor: 'currentColor' },
  '.cm-line': { padding: '0' },
  '.cm-gutters': { backgroundColor: 'transparent', color: '#64748b', borderRight: '1px solid #cbd5e1' },
  ':host-context(.dark) & .cm-gutters': { color: '#94a3b8', borderRightColor: '#475569' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 0.5rem 0 0' },
  '.cm-foldGutter .cm-gutterElement': { padding: '0 0.25rem', cursor: 'pointer' },
  '.cm-errorLine': { backgroundColor: '#fee2e2' },
  // A regex's matches: amber and sky shades in turn, so two matches side by side read as two.
  '.cm-match': { backgroundColor: '#fde68a', borderRadius: '2px' },
  '.cm-match-other': { backgroundColor: '#bae6fd', borderRadius: '2px' },
  ':host-context(.dark) & .cm-match': { backgroundColor: '#78350f' },
  ':host-context(.dark) & .cm-match-other': { backgroundColor: '#0c4a6e' },
  ':host-context(.dark) & .cm-errorLine': { backgroundColor: '#450a0a' },
  '.cm-panels': { backgroundColor: '#f1f5f9', color: 'inherit' },
  ':host-context(.dark) & .cm-panels': { backgroundColor: '#1e293b' },
  ...tokenColours,
});

function settings(o: Pick<EditorOptions, 'attributes' | 'readOnly' | 'disabled' | 'lineNumbers' | 'wrap'>): Extension {
  const locked = o.readOnly || o.disabled;
  const attributes: Record<string, string> = { ...o.attributes, 'aria-multiline': 'true' };
  if (locked) attributes['aria-readonly'] = 'true';
  if (o.disabled) attributes['aria-disabled'] = 'true';
  // Already focusable (contenteditable), but said outright so checkers (axe's scrollable-region-focusable)
  // see that the scrolling box around a long text holds a focusable element.
  else attributes.tabindex = '0';
  return [
    EditorState.readOnly.of(locked),
    EditorView.editable.of(!o.disabled),
    EditorView.contentAttributes.of(attributes),
    o.lineNumbers ? lineNumberGutter() : [],
    o.wrap ? EditorView.lineWrapping : [],
  ];
}

export function createEditor(options: EditorOptions): EditorHandle {
  // The text as a JS string, kept in step with the document without ever calling doc.toString() on a
  // large document (hundreds of milliseconds for 50 MB): edits are applied to the previous string with
  // slice and concatenation, which V8 does in constant time (sliced and cons strings).
  let known: { doc: Text; str: string };
  let settingValue = false;
  /** A long paste going in piece by piece: onChange waits for the whole of it. */
  let pasting: PieceByPiece | null = null;
  const config = new Compartment();
  const pasteLock = new Compartment();
  const syntax = new Syntax();

  const pasteInPieces = (view: EditorView, event: ClipboardEvent): boolean => {
    if (view.state.readOnly || !event.clipboardData || view.state.selection.ranges.length !== 1) return false;
    const text = event.clipboardData.getData('text/plain');
    if (text.length <= PIECE_CHARS) return false; // CodeMirror's own paste of a megabyte is quick enough
    event.preventDefault();
    const { from, to } = view.state.selection.main;
    const replacesAll = from === 0 && to === view.state.doc.length && !text.includes('\r');
    pasting = new PieceByPiece(view, text, pasteLock, () => {
      pasting = null;
      // Pasted over everything: the text is the clipboard's string itself, flat. The string built piece by piece
      // is a rope, which V8 would flatten on the page's thread (a long task) the first time a job reads it.
      if (replacesAll) known = { doc: view.state.doc, str: text };
      options.onChange(known.str);
    });
    // Only now: the first piece's update must already see `pasting`, or it would report a partial text.
    pasting.start();
    return true;
  };

  /**
   * Puts a long text in place of the editor's, piece by piece (as a long paste): laid out at once, a long line took one
   * task of 230-1,300 ms (a megabyte on one line); in pieces each task lays out a quarter of a megabyte more.
   * Reports no change (the text came from outside) and ends with `known` the text itself, flat.
   */
  const fillInPieces = (view: EditorView, text: string) => {
    settingValue = true;
    try {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length }, selection: { anchor: 0 } });
    } finally {
      settingValue = false;
    }
    known = { doc: view.state.doc, str: '' };
    pasting = new PieceByPiece(view, text, pasteLock, () => {
      pasting = null;
      known = { doc: view.state.doc, str: text };
    });
    pasting.start();
  };

  const initialText = normalise(options.value);
  const shadow = options.parent.shadowRoot ?? options.parent.attachShadow({ mode: 'open' });
  const view = new EditorView({
    parent: shadow,
    root: shadow,
    state: EditorState.create({
      // A long text goes in after creation, in pieces (fillInPieces), as a long paste does.
      doc: goesInPieces(initialText) ? '' : initialText,
      extensions: [
        theme,
        history(),
        Prec.highest(
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                options.onSubmit();
                return true;
              },
            },
          ]),
        ),
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, ...foldKeymap]),
        search({ top: true }),
        EditorView.domEventHandlers({ paste: (event, view) => pasteInPieces(view, event) }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          const doc = update.state.doc;
          if (known.doc !== doc) {
            if (known.doc === update.startState.doc) {
              let str = '';
              let at = 0;
              update.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
                str += known.str.slice(at, fromA) + inserted.toString();
                at = toA;
              });
              known = { doc, str: str + known.str.slice(at) };
            } else {
              known = { doc, str: doc.toString() };
            }
          }
          if (!settingValue && !pasting) options.onChange(known.str);
        }),
        config.of(settings(options)),
        pasteLock.of([]),
        syntax.extension(),
        errorMark,
        matchMarks,
      ],
    }),
  });
  known = { doc: view.state.doc, str: view.state.doc.length ? initialText : '' };
  if (goesInPieces(initialText)) fillInPieces(view, initialText);
  // Like a textarea's value: the whole text, read from the editable element (the browser tests read it
  // this way, since CodeMirror puts only the lines on screen in the DOM).
  Object.defineProperty(view.contentDOM, 'value', { get: () => known.str });

  syntax.attach(view);
  syntax.set(options.language);

  return {
    setValue(value) {
      pasting?.stop();
      pasting = null;
      const text = normalise(value);
      if (view.inView && goesInPieces(text)) return fillInPieces(view, text);
      const insert = view.state.toText(text);
      known = { doc: insert, str: text };
      const replaced = view.state.update({ changes: { from: 0, to: view.state.doc.length, insert } });
      // Off screen, CodeMirror keeps the viewport it maps through the change, which for a replaced document is
      // the whole new text: every line would be drawn (a long task for 100,000 characters, and heavy layouts
      // after). A new view state (same configuration and history) starts from a screenful instead.
      if (!view.inView) return view.setState(replaced.state);
      settingValue = true;
      try {
        view.dispatch(replaced);
      } finally {
        settingValue = false;
      }
    },
    configure(next) {
      view.dispatch({ effects: config.reconfigure(settings(next)) });
    },
    setLanguage: (next) => syntax.set(next),
    showError: (at) => markError(view, at),
    setMarks: (marks) => setMatchMarks(view, marks),
    focus: () => view.focus(),
    destroy: () => {
      pasting?.stop();
      view.destroy();
    },
  };
}

/**
 * Inserts a long paste a piece per task, each appended where the last ended. The first piece replaces the
 * selection; the rest carry no user event, so the history joins them to it and one undo takes the whole paste
 * back. The editor is read-only until the last piece is in, when the cursor goes to the end of the paste.
 */
/** Whether a text set from outside goes in piece by piece (one piece goes in at once). */
const goesInPieces = (text: string) => text.length > PASTE_PIECE_CHARS;

class PieceByPiece {
  private readonly pieces: Generator<string>;
  private at: number;
  private stopped = false;

  constructor(
    private readonly view: EditorView,
    text: string,
    private readonly lock: Compartment,
    private readonly done: () => void,
  ) {
    this.pieces = textPieces(text, PASTE_PIECE_CHARS);
    this.at = view.state.selection.main.from;
  }

  /** Replaces the selection by the first piece (locking the editor) and schedules the rest. */
  start() {
    const { from, to } = this.view.state.selection.main;
    this.view.dispatch({
      changes: { from, to, insert: this.next() },
      effects: this.lock.reconfigure(Prec.highest(EditorState.readOnly.of(true))),
      userEvent: 'input.paste',
    });
    this.schedule();
  }

  private next(): Text {
    const piece = this.pieces.next();
    const insert = this.view.state.toText(piece.done ? '' : normalise(piece.value));
    this.at += insert.length;
    return insert;
  }

  private schedule() {
    // A message, not setTimeout: nested timers wait at least 4 ms each, a quarter of a second over 50 MB.
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      if (!this.stopped) this.appendPiece();
    };
    port2.postMessage(null);
  }

  private appendPiece() {
    const from = this.at;
    const insert = this.next();
    if (insert.length) {
      this.view.dispatch({ changes: { from, insert } });
      this.schedule();
      return;
    }
    this.view.dispatch({
      selection: { anchor: this.at },
      effects: this.lock.reconfigure([]),
      scrollIntoView: true,
    });
    this.done();
  }

  /** Leaves the text as far as it got (the editor is going away or gets a new value). */
  stop() {
    this.stopped = true;
  }
}
