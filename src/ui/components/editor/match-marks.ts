/** Highlighted stretches of the text (a regex's matches), set from outside and carried along by edits. */
import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

type Stretch = readonly [number, number];

const setMarks = StateEffect.define<DecorationSet>();
const match = Decoration.mark({ class: 'cm-match' });
const otherMatch = Decoration.mark({ class: 'cm-match-other' });

/** The marks' decorations: mapped through each edit, replaced on the next `setMatchMarks`. */
export const matchMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) if (effect.is(setMarks)) next = effect.value;
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * Marks the stretches (sorted by start, as a regex finds them), clamped to the text; empty ones cannot be seen and
 * are left out. Neighbours alternate between two shades.
 */
export function setMatchMarks(view: EditorView, stretches: readonly Stretch[]) {
  const length = view.state.doc.length;
  const ranges = [];
  let shown = 0;
  for (const [from, to] of stretches) {
    const end = Math.min(to, length);
    if (from >= end) continue;
    ranges.push((shown++ % 2 ? otherMatch : match).range(from, end));
  }
  view.dispatch({ effects: setMarks.of(Decoration.set(ranges, true)) });
}
