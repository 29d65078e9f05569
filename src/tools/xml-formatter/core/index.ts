/**
 * The XML formatter: fast-xml-parser's validator finds a fault and its line and column, Prettier's XML plugin
 * formats, and a small scanner (./minify) minifies. Prettier is loaded on first use (the worker's own chunk).
 */
import type { Plugin } from 'prettier';
import { TextCursor } from '../../../core/shared/text-position';
import { isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { xmlDepth, xmlFault } from '../../../core/shared/xml-well-formed';
import { fault } from './faults';
import { minifyWellFormedXml } from './minify';

export type XmlIndent = '2' | '4' | 'tab';

export interface XmlOptions {
  indent: XmlIndent;
  /** Minify drops comments (the default) or keeps them. */
  keepComments: boolean;
}

/** Throws the spec's validation error at the fault; passes well-formed XML. */
export function validateXml(text: string): void {
  requireText(text, () => fault('emptyValidate'));
  const found = xmlFault(text);
  if (found) throw fault('validate', {}, found.at);
}

/** Minifies well-formed XML (see ./minify); a fault is the spec's minification error at its position. */
export function minifyXml(text: string, { keepComments }: Pick<XmlOptions, 'keepComments'>): string {
  requireText(text, () => fault('emptyMinify'));
  const found = xmlFault(text);
  if (found) throw fault('minify', {}, found.at);
  return minifyWellFormedXml(text, { keepComments });
}

let prettier: Promise<{ format: typeof import('prettier/standalone').format; xml: Plugin }> | undefined;
const loadPrettier = () =>
  (prettier ??= Promise.all([import('prettier/standalone'), import('@prettier/plugin-xml')]).then(
    ([standalone, xml]) => ({ format: standalone.format, xml: xml.default }),
  ));

/**
 * Formats with Prettier's XML plugin, one element per line (whitespace around text is not kept). The plugin's
 * errors carry no position, so the validator runs first and says where the fault is.
 */
export async function formatXml(text: string, { indent }: Pick<XmlOptions, 'indent'>): Promise<string> {
  requireText(text, () => fault('emptyFormat'));
  const found = xmlFault(text);
  if (found) throw fault('format', {}, found.at);
  refuseInternalSubset(text);
  // Well-formed, so its depth is exact: refused before Prettier's plugin, which recurses per level.
  if (xmlDepth(text) > XML_NESTING_LIMIT) throw nestingError('format', XML_NESTING_LIMIT);
  const { format, xml } = await loadPrettier();
  try {
    return await format(text, {
      parser: 'xml',
      plugins: [xml],
      tabWidth: indent === 'tab' ? 2 : Number(indent),
      useTabs: indent === 'tab',
      printWidth: 120,
      xmlWhitespaceSensitivity: 'ignore',
    });
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('format', XML_NESTING_LIMIT);
    throw fault('format');
  }
}

/** A DOCTYPE's internal subset ('<!DOCTYPE a [ … ]>'), and an entity declared in it. */
const INTERNAL_SUBSET = /<!DOCTYPE[^>[]*\[/i;
const ENTITY_DECLARATION = /<!ENTITY/;

/**
 * Prettier's XML plugin formats no internal subset; one that declares entities (an XXE, a "billion laughs") is said
 * as the XML ⇄ JSON converter says it: not expanded, and why. Refused at the first entity, else at the subset.
 */
function refuseInternalSubset(text: string) {
  const subset = INTERNAL_SUBSET.exec(text);
  if (!subset) return;
  const entity = ENTITY_DECLARATION.exec(text.slice(subset.index));
  const index = entity ? subset.index + entity.index : subset.index + subset[0].length - 1;
  const at = new TextCursor().positionIn(text, index);
  throw fault(entity ? 'entities' : 'subset', { line: at.line, column: at.column }, at);
}

/**
 * The nesting Format takes: Prettier's XML plugin recurses per element, and in a browser worker whose code is not
 * optimised yet (the first run) it overflowed the stack from about 170 levels (measured in Chromium; warm, and in
 * Node, some 1,800). Minify and Validate are loops of our own and the validator's, and take any depth.
 */
export const XML_NESTING_LIMIT = 100;
