import { lineAt, type LineIndex } from './core';
import { wordDiff, type Ranges } from './core/words';
import type { DiffOutput } from './in-worker';

/** A tab is drawn up to this many columns wide (the browser's default tab-size). */
const TAB_COLUMNS = 8;

/**
 * The columns the text's widest line takes in a monospace font, at most (a tab counted at its widest), in one pass
 * over the line starts and the tabs.
 */
export function widestLine(text: string, index: LineIndex): number {
  let widest = 0;
  let line = 0;
  let tabs = 0;
  const close = () => {
    widest = Math.max(widest, index.starts[line + 1] - index.starts[line] - 1 + tabs * (TAB_COLUMNS - 1));
    tabs = 0;
    line++;
  };
  for (let at = text.indexOf('\t'); at !== -1; at = text.indexOf('\t', at + 1)) {
    while (line < index.count && index.starts[line + 1] <= at) close();
    tabs++;
  }
  while (line < index.count) close();
  return widest;
}

/** Both texts of a finished diff, read a line at a time as rows come on screen. */
export class DiffLines {
  private readonly old: LineIndex;
  private readonly new: LineIndex;
  private readonly words = new Map<string, ReturnType<typeof wordDiff>>();
  private widestColumns: number | undefined;

  constructor(
    private readonly oldText: string,
    private readonly newText: string,
    output: DiffOutput,
  ) {
    this.old = output.oldLines;
    this.new = output.newLines;
  }

  /** Each text's line count and whether it lacks a final newline that counts (a file's). */
  get ends(): readonly [LineIndex, LineIndex] {
    return [this.old, this.new];
  }

  /** The columns the widest line of either text takes (measured once, when first asked). */
  get widest(): number {
    this.widestColumns ??= Math.max(widestLine(this.oldText, this.old), widestLine(this.newText, this.new));
    return this.widestColumns;
  }

  oldLine(i: number): string {
    return lineAt(this.oldText, this.old, i);
  }

  newLine(j: number): string {
    return lineAt(this.newText, this.new, j);
  }

  /** The changed words of old line i against new line j (computed once, when first on screen). */
  changedWords(i: number, j: number): { old: Ranges; new: Ranges } | null {
    const key = `${i}:${j}`;
    if (!this.words.has(key)) this.words.set(key, wordDiff(this.oldLine(i), this.newLine(j)));
    return this.words.get(key) ?? null;
  }
}
