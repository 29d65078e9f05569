import { lineAt, type LineIndex } from '../../../core/tools/code-diff';
import { wordDiff, type Ranges } from '../../../core/tools/code-diff/words';
import type { DiffOutput } from '../../../workers/code-diff';

/** Both texts of a finished diff, read a line at a time as rows come on screen. */
export class DiffLines {
  private readonly old: LineIndex;
  private readonly new: LineIndex;
  private readonly words = new Map<string, ReturnType<typeof wordDiff>>();

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
