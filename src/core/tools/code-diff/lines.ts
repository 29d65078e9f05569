/**
 * A text as lines without copying it: `starts[i]` is where line i begins, and line i ends one character
 * before `starts[i + 1]` (its '\n'). `starts[count]` is one past the end as if the text ended in a newline,
 * so the same slice works for a last line that has none.
 */
export interface LineIndex {
  starts: Int32Array;
  count: number;
  /** The text is not empty and does not end with '\n' (GNU: '\ No newline at end of file'). */
  noFinalNewline: boolean;
}

export function indexLines(text: string): LineIndex {
  if (text === '') return { starts: new Int32Array([0]), count: 0, noFinalNewline: false };
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  const noFinalNewline = !text.endsWith('\n');
  if (noFinalNewline) count++;
  const starts = new Int32Array(count + 1);
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
  starts[count] = text.length + (noFinalNewline ? 1 : 0);
  return { starts, count, noFinalNewline };
}

/** Line i of the text (without its newline). */
export function lineAt(text: string, index: LineIndex, i: number): string {
  return text.slice(index.starts[i], index.starts[i + 1] - 1);
}
