import type { BatchResult } from './batch';

/** About how many characters a piece of a long text holds (a pasted piece, a block a worker transforms). */
export const PIECE_CHARS = 1 << 20;

/** Ends a piece after a line break near `size` (else at `size`, never between \r and \n or inside a surrogate pair). */
function pieceEnd(text: string, start: number, size: number): number {
  const limit = start + size;
  if (limit >= text.length) return text.length;
  const lineEnd = text.lastIndexOf('\n', limit - 1);
  if (lineEnd >= start + size / 2) return lineEnd + 1;
  const code = text.charCodeAt(limit - 1);
  return code === 13 || (code >= 0xd800 && code <= 0xdbff) ? limit - 1 : limit;
}

/** `text` in pieces of about `size` characters, each ending after a line break where there is one near. */
export function* textPieces(text: string, size = PIECE_CHARS): Generator<string> {
  for (let start = 0; start < text.length;) {
    const end = pieceEnd(text, start, size);
    yield text.slice(start, end);
    start = end;
  }
}

/** A transform of text: the output, or a batch result (lines that failed are kept and listed). */
export type TextTransform = (text: string) => string | BatchResult;

const LINE_BREAK = /\r\n|\n|\r/g;

/**
 * Applies a line-local transform (one whose output for a text is the concatenation of its outputs for the
 * text's lines, as every codec here is) to a text given block by block, in order; each block must end after a
 * line break (as `textPieces` cuts them) so line numbers add up. A worker pushes one block at a time and
 * reports progress (and answers the pool's pings) between blocks.
 */
export class BlockTransform {
  /** The output of each block, in order (their concatenation is the whole output). */
  readonly parts: string[] = [];
  /** 1-based numbers of the lines that failed, across the whole text. */
  readonly failedLines: number[] = [];
  private linesBefore = 0;

  constructor(private readonly transform: TextTransform) {}

  push(block: string): void {
    const result = this.transform(block);
    if (typeof result === 'string') this.parts.push(result);
    else {
      this.parts.push(result.output);
      for (const line of result.failedLines) this.failedLines.push(line + this.linesBefore);
    }
    this.linesBefore += block.match(LINE_BREAK)?.length ?? 0;
  }
}

/** `transform` applied block by block to the whole text (what a worker does, in one call). */
export function transformInBlocks(text: string, transform: TextTransform, blockChars = PIECE_CHARS): BlockTransform {
  const blocks = new BlockTransform(transform);
  for (const block of textPieces(text, blockChars)) blocks.push(block);
  return blocks;
}
