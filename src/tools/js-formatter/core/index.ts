/**
 * The JavaScript formatter: Prettier (standalone, babel or typescript parser) formats, terser minifies, and the
 * same parser validates. The libraries are loaded on first use (the worker's own chunks), never with the page.
 */
import type { Plugin } from 'prettier';
import { prettierSyntaxFault, type SyntaxFault } from '../../../core/shared/syntax-fault';
import { isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { fault } from './faults';

export type JsIndent = '2' | '4' | '8';
/** 'javascript' parses ES2024 and JSX (babel); 'typescript' parses TypeScript and TSX. */
export type JsSyntax = 'javascript' | 'typescript';

export interface JsFormatOptions {
  indent: JsIndent;
  syntax: JsSyntax;
}

/**
 * The nesting Format, Minify and Validate take: Prettier, Babel and terser recurse per level, and in a browser
 * worker whose code is not optimised yet (the first run) Prettier overflowed the stack from about 190 levels of
 * arrays (measured in Chromium; warm, and in Node, some 1,850). Deeper input is refused as such, never as invalid.
 */
export const JS_NESTING_LIMIT = 100;

const PARSER: Record<JsSyntax, 'babel' | 'typescript'> = { javascript: 'babel', typescript: 'typescript' };

interface Prettier {
  format: typeof import('prettier/standalone').format;
  plugins: Plugin[];
}

const PARSER_PLUGINS: Record<JsSyntax, () => Promise<Plugin>> = {
  javascript: () => import('prettier/plugins/babel'),
  // 900 KB: fetched only when TypeScript is chosen.
  typescript: () => import('prettier/plugins/typescript'),
};

const prettier: Partial<Record<JsSyntax, Promise<Prettier>>> = {};
/** Prettier and the syntax's parser, fetched together the first time that syntax is used. */
const loadPrettier = (syntax: JsSyntax) =>
  (prettier[syntax] ??= Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/estree'),
    PARSER_PLUGINS[syntax](),
  ]).then(([standalone, estree, parser]) => ({ format: standalone.format, plugins: [parser, estree as Plugin] })));

/** The parser's fault in a failed Prettier run; a failure that is not a syntax error has no reason to show. */
const faultOf = (error: unknown): SyntaxFault => prettierSyntaxFault(error) ?? { reason: 'Syntax error' };

/** A fault's parameters: the parser's reason and place, or none when the failure was not a parse error. */
const paramsOf = (found: SyntaxFault | null) =>
  found ? { reason: found.reason, ...(found.at && { line: found.at.line, column: found.at.column }) } : {};

/** Formats with Prettier at the chosen indent; bad input is the spec's formatting error, at the parser's fault. */
export async function formatJs(text: string, { indent, syntax }: JsFormatOptions): Promise<string> {
  requireText(text, () => fault('emptyFormat'));
  const { format, plugins } = await loadPrettier(syntax);
  try {
    return await format(text, { parser: PARSER[syntax], plugins, tabWidth: Number(indent) });
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('format', JS_NESTING_LIMIT);
    const found = prettierSyntaxFault(error);
    throw fault('format', paramsOf(found), found?.at);
  }
}

/** Parses with the chosen syntax's parser; bad input is the spec's validation error with the reason and position. */
export async function validateJs(text: string, syntax: JsSyntax): Promise<void> {
  requireText(text, () => fault('emptyValidate'));
  const { plugins } = await loadPrettier(syntax);
  const parser = plugins[0].parsers?.[PARSER[syntax]];
  if (!parser) throw new Error(`No ${PARSER[syntax]} parser`);
  try {
    // The parsers read no option they need here (Prettier's own defaults apply).
    await parser.parse(text, {} as Parameters<typeof parser.parse>[1]);
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('validate', JS_NESTING_LIMIT);
    const found = faultOf(error);
    throw fault('validate', { reason: found.reason, ...paramsOf(found) }, found.at);
  }
}

/** terser's parse error: 1-based line, 0-based column. */
interface TerserParseError {
  message: string;
  line: number;
  col: number;
}

const isTerserParseError = (error: unknown): error is TerserParseError =>
  error instanceof Error && typeof (error as { line?: unknown }).line === 'number';

/** terser's reason and position ('Unexpected token: punc (;)' at 2:9), or null for a failure that is not a parse error. */
const terserFault = (error: unknown): SyntaxFault | null =>
  isTerserParseError(error) ? { reason: error.message, at: { line: error.line, column: error.col + 1 } } : null;

let terser: Promise<typeof import('terser')> | undefined;
const loadTerser = () => (terser ??= import('terser'));

/**
 * Minifies with terser (compress and mangle, modern output). Code is read as a script, as browsers run a
 * plain <script>; only code that parses solely as a module (import, export, top-level await) is minified as one,
 * since a module's unused top-level names may be dropped and a script's are globals others may use.
 */
export async function minifyJs(text: string): Promise<string> {
  requireText(text, () => fault('emptyMinify'));
  const { minify } = await loadTerser();
  const run = (module: boolean) =>
    minify(text, { module, ecma: 2020, compress: { ecma: 2020 }, format: { ecma: 2020 } });
  let output: Awaited<ReturnType<typeof run>>;
  try {
    output = await run(false);
  } catch (asScript) {
    try {
      output = await run(true);
    } catch (asModule) {
      if (isStackOverflow(asScript) || isStackOverflow(asModule)) throw nestingError('minify', JS_NESTING_LIMIT);
      const found = terserFault(asScript);
      throw fault('minify', paramsOf(found), found?.at);
    }
  }
  return output.code ?? '';
}
