/**
 * The CodeMirror 6 side of TextEditor, loaded on demand as its own chunk (see TextEditor.tsx).
 * CodeMirror draws only the lines on screen, so megabytes of text never freeze the page the way a
 * <textarea> does. The editor lives in a shadow root: there CodeMirror's styles go into a constructable
 * stylesheet (adoptedStyleSheets), which the site's Content-Security-Policy allows; in the document it
 * would add a <style> element, which the policy refuses.
 */
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, Prec, type Extension, type Text } from '@codemirror/state';
import { EditorView, keymap, lineNumbers as lineNumberGutter } from '@codemirror/view';

export interface EditorOptions {
  parent: HTMLElement;
  value: string;
  /** Called with the whole text after each change (cheap: built from the previous string, see `KnownText`). */
  onChange: (value: string) => void;
  /** Ctrl+Enter / Cmd+Enter. */
  onSubmit: () => void;
  attributes: Record<string, string>;
  readOnly: boolean;
  disabled: boolean;
  lineNumbers: boolean;
  wrap: boolean;
}

export interface EditorHandle {
  /** Replaces the text (when the value comes from outside, e.g. Clear); no onChange. */
  setValue(value: string): void;
  configure(options: Pick<EditorOptions, 'attributes' | 'readOnly' | 'disabled' | 'lineNumbers' | 'wrap'>): void;
  focus(): void;
  destroy(): void;
}

/** CodeMirror counts a line break as one character and joins lines with '\n'. */
const normalise = (text: string) => (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text);

const theme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'transparent', color: 'inherit' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': { padding: '0', caretColor: 'currentColor' },
  '.cm-line': { padding: '0' },
  '.cm-gutters': { backgroundColor: 'transparent', color: '#64748b', borderRight: '1px solid #cbd5e1' },
  ':host-context(.dark) & .cm-gutters': { color: '#94a3b8', borderRightColor: '#475569' },
  '.cm-lineNumbers .cm-gutterElement': { padding: '0 0.5rem 0 0' },
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
  const config = new Compartment();

  const pasteWholeDoc = (view: EditorView, event: ClipboardEvent): boolean => {
    if (view.state.readOnly || !event.clipboardData) return false;
    const { ranges, main } = view.state.selection;
    if (ranges.length !== 1 || main.from !== 0 || main.to !== view.state.doc.length) return false;
    // Pasting over everything (or into an empty editor): the new text is the pasted string itself.
    const text = normalise(event.clipboardData.getData('text/plain'));
    event.preventDefault();
    const insert = view.state.toText(text);
    known = { doc: insert, str: text };
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert },
      selection: { anchor: text.length },
      userEvent: 'input.paste',
      scrollIntoView: true,
    });
    return true;
  };

  const shadow = options.parent.shadowRoot ?? options.parent.attachShadow({ mode: 'open' });
  const view = new EditorView({
    parent: shadow,
    root: shadow,
    state: EditorState.create({
      doc: options.value,
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
        keymap.of([...defaultKeymap, ...historyKeymap]),
        EditorView.domEventHandlers({ paste: (event, view) => pasteWholeDoc(view, event) }),
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
          if (!settingValue) options.onChange(known.str);
        }),
        config.of(settings(options)),
      ],
    }),
  });
  known = { doc: view.state.doc, str: normalise(options.value) };
  // Like a textarea's value: the whole text, read from the editable element (the browser tests read it
  // this way, since CodeMirror puts only the lines on screen in the DOM).
  Object.defineProperty(view.contentDOM, 'value', { get: () => known.str });

  return {
    setValue(value) {
      const text = normalise(value);
      const insert = view.state.toText(text);
      known = { doc: insert, str: text };
      settingValue = true;
      try {
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert } });
      } finally {
        settingValue = false;
      }
    },
    configure(next) {
      view.dispatch({ effects: config.reconfigure(settings(next)) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
