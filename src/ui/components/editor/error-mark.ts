/** The editor's mark on the line of a parse error, and the jump to it. */
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { TextPosition } from '../../../core/shared/text-position';

export type { TextPosition };

const setErrorLine = StateEffect.define<number | null>();
const errorLine = Decoration.line({ class: 'cm-errorLine' });

/** The marked line's decoration; it follows edits and goes on the next mark or clear. */
export const errorMark = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      next = effect.value === null ? Decoration.none : Decoration.set([errorLine.range(effect.value)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * Moves the cursor to `at` (clamped to the text), scrolls it into the middle, marks its line and focuses the
 * editor, so the fix can be typed at once (and the browser does not put its own caret back on focus); null unmarks.
 */
export function markError(view: EditorView, at: TextPosition | null) {
  if (!at) return view.dispatch({ effects: setErrorLine.of(null) });
  const doc = view.state.doc;
  const line = doc.line(Math.min(Math.max(1, Math.round(at.line)), doc.lines));
  const pos = Math.min(line.from + Math.max(0, Math.round(at.column) - 1), line.to);
  view.dispatch({
    selection: { anchor: pos },
    effects: [setErrorLine.of(line.from), EditorView.scrollIntoView(pos, { y: 'center' })],
  });
  view.focus();
}
