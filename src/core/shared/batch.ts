import { ToolError } from './tool-error';

/** The result of a batch run: every line transformed, or kept as typed where it failed. */
export interface BatchResult {
  output: string;
  /** 1-based numbers of the lines that could not be transformed (left unchanged in the output). */
  failedLines: number[];
}

/**
 * Applies `transform` to each line of `input`, trimmed (spec: batch mode is per line, trimmed).
 * Blank lines stay blank so output lines match input lines one to one; a line whose transform
 * throws a ToolError is kept as typed and reported, so nothing the user entered is lost.
 */
export function mapLines(input: string, transform: (line: string) => string): BatchResult {
  const failedLines: number[] = [];
  const lines = input.split(/\r\n|\n|\r/).map((raw, index) => {
    const line = raw.trim();
    if (line === '') return '';
    try {
      return transform(line);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      failedLines.push(index + 1);
      return line;
    }
  });
  return { output: lines.join('\n'), failedLines };
}

/** Line numbers listed in a batch failure note before the rest are counted. */
const LISTED_LINES = 20;

/** 'Line 3 left unchanged.' / 'Lines 2, 5 left unchanged.' (a long list ends with 'and N more'). */
export function failedLinesNote(lines: readonly number[]): string {
  const listed = lines.slice(0, LISTED_LINES).join(', ');
  const more = lines.length > LISTED_LINES ? ` and ${lines.length - LISTED_LINES} more` : '';
  return `${lines.length === 1 ? 'Line' : 'Lines'} ${listed}${more} left unchanged.`;
}
