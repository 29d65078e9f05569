/**
 * The XML formatter: fast-xml-parser's validator finds a fault and its line and column, Prettier's XML plugin
 * formats, and a small scanner (./minify) minifies. Prettier is loaded on first use (the worker's own chunk).
 */
import type { Plugin } from 'prettier';
import { TextCursor } from '../../../core/shared/text-position';
import { isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { ToolError } from '../../../core/shared/tool-error';
import { xmlDepth, xmlFault } from '../../../core/shared/xml-well-formed';
import { minifyWellFormedXml } from './minify';

export type XmlIndent = '2' | '4' | 'tab';

export interface XmlOptions {
  indent: XmlIndent;
  /** Minify drops comments (the default) or keeps them. */
  keepComments: boolean;
}

export const XML_MESSAGES = {
  emptyFormat: 'Please enter XML to format',
  emptyMinify: 'Please enter XML to minify',
  emptyValidate: 'Please enter XML to validate',
  formatTitle: 'XML Formatting Error',
  formatNotice: 'Failed to format XML. Please check your input.',
  minifyTitle: 'XML Minification Error',
  validateTitle: 'XML Validation Error',
  validateNotice: 'XML syntax is invalid. Please check your input.',
  structureField: 'Invalid XML structure. Please check your input.',
  validateField: 'XML validation failed. Please check your input for syntax errors.',
  valid: 'XML is valid',
  entitiesTitle: 'Entities not expanded',
  entities: (line: number, column: number) =>
    `The DOCTYPE declares entities (line ${line}, column ${column}), which the formatter does not expand: an external one would load a file or URL, which it never does, and nested ones grow without bound (a "billion laughs"). Its inline declarations are not formatted either: remove the part in [ ] to format the rest.`,
  subsetTitle: 'DOCTYPE not formatted',
  subset: (line: number, column: number) =>
    `The DOCTYPE's inline declarations (line ${line}, column ${column}) are not formatted: remove the part in [ ] to format the rest.`,
} as const;

/** Throws the spec's validation error at the fault; passes well-formed XML. */
export function validateXml(text: string): void {
  requireText(text, XML_MESSAGES.emptyValidate);
  const fault = xmlFault(text);
  if (fault) throw new ToolError(XML_MESSAGES.validateTitle, XML_MESSAGES.validateNotice, fault.at);
}

/** Minifies well-formed XML (see ./minify); a fault is the spec's minification error at its position. */
export function minifyXml(text: string, { keepComments }: Pick<XmlOptions, 'keepComments'>): string {
  requireText(text, XML_MESSAGES.emptyMinify);
  const fault = xmlFault(text);
  if (fault) throw new ToolError(XML_MESSAGES.minifyTitle, undefined, fault.at);
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
  requireText(text, XML_MESSAGES.emptyFormat);
  const fault = xmlFault(text);
  if (fault) throw new ToolError(XML_MESSAGES.formatTitle, XML_MESSAGES.formatNotice, fault.at);
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
    throw new ToolError(XML_MESSAGES.formatTitle, XML_MESSAGES.formatNotice);
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
  throw entity
    ? new ToolError(XML_MESSAGES.entitiesTitle, XML_MESSAGES.entities(at.line, at.column), at)
    : new ToolError(XML_MESSAGES.subsetTitle, XML_MESSAGES.subset(at.line, at.column), at);
}

/**
 * The nesting Format takes: Prettier's XML plugin recurses per element, and in a browser worker whose code is not
 * optimised yet (the first run) it overflowed the stack from about 170 levels (measured in Chromium; warm, and in
 * Node, some 1,800). Minify and Validate are loops of our own and the validator's, and take any depth.
 */
export const XML_NESTING_LIMIT = 100;
