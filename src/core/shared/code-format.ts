/**
 * What the Prettier-based formatters (HTML, CSS, and any other code formatter) share: their options, how
 * those become Prettier's, and how a parse error becomes the tool's ToolError with the spec's title.
 */
import type { Options } from 'prettier';
import type { FaultMaker } from './fault-words';
import { nestingError, isStackOverflow } from './nesting';
import { requireText } from './require-text';
import { prettierSyntaxFault, type SyntaxFault } from './syntax-fault';
import type { TextPosition } from './text-position';
import { reasonFault, ToolError, type ReasonFault, type ReasonParams } from './tool-error';

export type CodeIndent = '2' | '4' | 'tab';
export type PrintWidth = '80' | '100' | '120';

export interface CodeFormatOptions {
  indent: CodeIndent;
  /** Prettier's line length: it breaks lines longer than this. */
  printWidth: PrintWidth;
}

export const DEFAULT_CODE_FORMAT: CodeFormatOptions = { indent: '2', printWidth: '80' };

/** Both outputs of one Format: the formatted text and the minified one. */
export interface FormattedMinified<T = string> {
  formatted: T;
  minified: T;
}

/** A formatter's faults: empty input and a parse failure (the tool's codes), and its nesting limit. */
export interface CodeFormatterFaults {
  /** e.g. 'Please enter CSS code to format' */
  empty: () => ToolError;
  /** e.g. 'Invalid CSS syntax' */
  invalid: ReasonFault;
  /** For refuseMediaUrlLeftOpen, where the formatter reads CSS. */
  mediaUrlLeftOpen?: (at: TextPosition) => ToolError;
  /** The nesting its printer and minifier take (measured in a browser worker, cold); deeper is refused as such. */
  nestingLimit?: number;
}

/** The faults a Prettier-based formatter's core has (its words: src/ui/words/code-format.ts). */
export interface CodeSyntaxFaults {
  empty: object;
  invalid: ReasonParams;
  /** A media query Prettier would never finish (prettier-hangs.ts). */
  mediaUrlLeftOpen: { line: number; column: number };
}

/** A formatter's faults for formatAndMinify, from its fault maker. */
export const codeFormatterFaults = (
  fault: FaultMaker<CodeSyntaxFaults, ToolError>,
  nestingLimit?: number,
): Required<Omit<CodeFormatterFaults, 'nestingLimit'>> & CodeFormatterFaults => ({
  empty: () => fault('empty'),
  invalid: (params, at) => fault('invalid', params, at),
  mediaUrlLeftOpen: (at) => fault('mediaUrlLeftOpen', { line: at.line, column: at.column }, at),
  nestingLimit,
});

/** Prettier's layout options for ours. */
export const prettierLayout = ({ indent, printWidth }: CodeFormatOptions): Options => ({
  useTabs: indent === 'tab',
  tabWidth: indent === 'tab' ? 2 : Number(indent),
  printWidth: Number(printWidth),
});

/**
 * Formats and minifies `text` (neither may throw anything but a ToolError): empty input is refused first, and
 * a parse error from either becomes `faults.invalid` with the parser's reason and position.
 */
export async function formatAndMinify(
  text: string,
  faults: CodeFormatterFaults,
  format: (text: string) => Promise<string>,
  minify: (text: string) => Promise<string>,
): Promise<FormattedMinified> {
  requireText(text, faults.empty);
  const formatted = await refuseSyntaxErrors(() => format(text), faults.invalid, faults.nestingLimit);
  const minified = await refuseSyntaxErrors(() => minify(text), faults.invalid, faults.nestingLimit);
  return { formatted, minified };
}

/**
 * Runs `parse` (a parser or printer call on the user's text, nothing of ours); what it throws on bad input
 * becomes the tool's fault `invalid` with the reason and, when known, where. Prettier throws SyntaxErrors with
 * a position for most faults, but also PostCSS's CssSyntaxError and plain Errors ('Unbalanced parenthesis',
 * 'Unexpected PostCSS node type') for some; a TypeError or ReferenceError is a bug and goes through as it is.
 */
export async function refuseSyntaxErrors<T>(
  parse: () => Promise<T>,
  invalid: ReasonFault,
  nestingLimit?: number,
): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    // Deep but valid input overflows the parser's stack: a limit of the tool, never "invalid".
    if (isStackOverflow(error)) throw nestingError('format', nestingLimit ?? 0);
    const fault = prettierSyntaxFault(error) ?? postcssFault(error) ?? otherFault(error);
    if (!fault) throw error;
    throw reasonFault(invalid, fault.reason, fault.at);
  }
}

interface PostcssError {
  name: 'CssSyntaxError';
  reason: string;
  line?: number;
  column?: number;
}

/** PostCSS's own error (1-based line and column, and its reason without the file name). */
function postcssFault(error: unknown): SyntaxFault | null {
  if (!(error instanceof Error) || error.name !== 'CssSyntaxError') return null;
  const { reason, line, column } = error as unknown as PostcssError;
  const at = Number.isInteger(line) && Number.isInteger(column) ? { line: line!, column: column! } : undefined;
  return { reason: reason || 'Syntax error', at };
}

/** Any other error a parser throws on bad input: its first line. */
function otherFault(error: unknown): SyntaxFault | null {
  if (!(error instanceof Error) || error instanceof TypeError || error instanceof ReferenceError) return null;
  if (error instanceof ToolError) return null;
  return { reason: error.message.split('\n', 1)[0].trim().slice(0, 200) || 'Syntax error' };
}
