/**
 * A text as lines without copying it: `starts[i]` is where line i begins, and line i ends one character
 * before `starts[i + 1]` (its '\n'). `starts[count]` is one past the end as if the text ended in a newline,
 * so the same slice works for a last line that has none.
 */
export interface LineIndex {
  starts: Int32Array;
  count: number;
  /**
   * The text is not empty, does not end with '\n', and that counts (GNU: '\ No newline at end of file'):
   * its last line then equals only another such line, and the patch marks it.
   */
  noFinalNewline: boolean;
}

/**
 * In one pass over the text: room for lines of about 32 characters, grown when they are shorter.
 * `finalNewlineCounts` is true for a file, whose missing final newline GNU diff reports; typed or pasted text
 * (false) is read as if it ended with one, since an editor or the clipboard keeps or drops it at random.
 */
export function indexLines(text: string, finalNewlineCounts = true): LineIndex {
  if (text === '') return { starts: new Int32Array([0]), count: 0, noFinalNewline: false };
  let starts = new Int32Array((text.length >> 5) + 2);
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    if (line + 1 >= starts.length) starts = grown(starts);
    starts[line++] = at + 1;
  }
  const unterminated = !text.endsWith('\n');
  if (unterminated) starts[line++] = text.length + 1;
  return { starts: starts.subarray(0, line), count: line - 1, noFinalNewline: unterminated && finalNewlineCounts };
}

function grown(array: Int32Array) {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Line i of the text (without its newline). */
export function lineAt(text: string, index: LineIndex, i: number): string {
  return text.slice(index.starts[i], index.starts[i + 1] - 1);
}
