/** A 1-based line and column in a text, as parsers report them and editors show them. */
export interface TextPosition {
  line: number;
  column: number;
  /** Which of a tool's inputs, where it has two (the key of the kit option shown as the second editor). */
  input?: string;
}

/** How many line feeds a text holds. */
function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/**
 * Follows the line and column through a text that arrives in slices (a stream, a file), so that a fault found in
 * one slice is placed in the whole text. Passing a slice costs one scan for line feeds.
 */
export class TextCursor {
  /** Characters passed so far, and where the current line starts among them. */
  private offset = 0;
  private lineStart = 0;

  /** `line`: the line the text starts on (a piece of a larger text, cut at a line's start). */
  constructor(private line = 1) {}

  /** Moves past a slice. */
  pass(slice: string): void {
    const lastBreak = slice.lastIndexOf('\n');
    if (lastBreak !== -1) {
      this.line += countLines(slice);
      this.lineStart = this.offset + lastBreak + 1;
    }
    this.offset += slice.length;
  }

  /** Where `slice[index]` is in the whole text, for the slice that comes next (not yet passed). */
  positionIn(slice: string, index: number): TextPosition {
    const before = slice.slice(0, index);
    const lastBreak = before.lastIndexOf('\n');
    if (lastBreak === -1) return { line: this.line, column: this.offset + index - this.lineStart + 1 };
    return { line: this.line + countLines(before), column: index - lastBreak };
  }
}
