/**
 * SVG optimisation with svgo 4 (its browser entry: no Node built-ins), our options made into its configuration by
 * `svgoConfig`. svgo's parser errors become ours with their line and column; anything else svgo throws on odd
 * input (a plugin's fault, a too-deep document) becomes our "Could not optimise" error, never an uncaught one.
 */
import { optimize } from 'svgo/browser';
import { isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { messageOf, ToolError } from '../../../core/shared/tool-error';
import { svgoConfig } from './config';
import { fault } from './faults';
import type { SvgOptions } from './options';
import { utf8Length, type SvgSizes } from './stats';

export { SVG_DEFAULTS, type SvgOptions, type SvgOutputStyle } from './options';
export { PRESET_PLUGINS, PRESET_PLUGIN_NAMES, type PresetPluginName } from './plugins';
export { percentSaved, utf8Length, type SvgSizes } from './stats';
export { svgoConfig, removeExternalRefs } from './config';

/**
 * The largest SVG taken, in characters: svgo holds the text, its tree and the output at once, some 10 times the
 * text; a 5 MB SVG took 14-19 s in a Chromium worker on a busy 2-core machine (README).
 */
export const MAX_SVG_CHARS = 32 * 1024 * 1024;

interface SvgoParserFault {
  name: 'SvgoParserError';
  reason: string;
  line: number;
  column: number;
}

const isParserFault = (error: unknown): error is SvgoParserFault =>
  error instanceof Error && error.name === 'SvgoParserError' && 'reason' in error && 'line' in error;

/** svgo's failure as ours: a parse fault at its line and column, anything else as "could not optimise". */
function svgError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  if (isStackOverflow(error)) return nestingError('optimise', SVG_NESTING_LIMIT);
  if (isParserFault(error)) {
    const at = error.line > 0 ? { line: error.line, column: Math.max(error.column, 1) } : undefined;
    const said = error.reason.replace(/\.$/, '');
    const reason = said.charAt(0).toUpperCase() + said.slice(1);
    return fault('invalid', { reason, ...at }, at);
  }
  return fault('failed', { reason: messageOf(error) });
}

/**
 * Levels of element nesting taken: svgo's plugins walk the tree per level and per pass, so its time grows faster
 * than the depth (in Node, 300 levels took 0.08 s, 1,000 levels 1.2 s, 3,000 levels minutes). Real drawings nest a
 * few dozen levels.
 */
export const SVG_NESTING_LIMIT = 500;

const TAG = /<(\/?)[A-Za-z][^<>]*?(\/?)>/g;

/** The deepest element nesting, counted over the tags without parsing (comments may count; it only guards). */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, selfClosing] of text.matchAll(TAG)) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

export interface OptimizedSvg {
  output: string;
  sizes: SvgSizes;
}

/** Optimises an SVG document; throws our ToolError on one svgo cannot read or past MAX_SVG_CHARS. */
export function optimizeSvg(text: string, options: SvgOptions): OptimizedSvg {
  if (text.length > MAX_SVG_CHARS) throw fault('tooLarge', { limit: MAX_SVG_CHARS });
  if (nestingDepth(text) > SVG_NESTING_LIMIT) throw nestingError('optimise', SVG_NESTING_LIMIT);
  let output: string;
  try {
    output = optimize(text, svgoConfig(options)).data;
  } catch (error) {
    throw svgError(error);
  }
  // svgo writes no final newline when pretty; a file ends with one.
  if (options.output === 'pretty' && output !== '' && !output.endsWith('\n')) output += '\n';
  return { output, sizes: { before: utf8Length(text), after: utf8Length(output) } };
}
