/**
 * XML ⇄ JSON with fast-xml-parser. XML → JSON: attributes as prefixed keys, text under a text key, repeated elements
 * as arrays (or every element as an array), values as text or typed, or the keep-order form (fast-xml-parser's
 * `preserveOrder`). Faults come from `xmlFault` (src/core/shared/xml-well-formed.ts), at their line and column; entities are checked
 * first (./entities): nothing is ever fetched and expansion is bounded. JSON → XML: the same forms read back, checked
 * first (./write) so that what is written is well-formed XML.
 */
import { XMLBuilder, XMLParser, type X2jOptions } from 'fast-xml-parser';
import { formatCount } from '../../../core/shared/format';
import { converterActions } from '../../../core/shared/json-converter';
import { jsonTextOf } from '../../../core/shared/json-output';
import { nestingError } from '../../../core/shared/nesting';
import { atLineAndColumn } from '../../../core/shared/syntax-fault';
import { ToolError } from '../../../core/shared/tool-error';
import { parseJsonText } from '../../../core/shared/json/parse';
import { xmlDepth, xmlFault } from '../../../core/shared/xml-well-formed';
import { planEntities } from './entities';
import { XML_JSON_MESSAGES } from './messages';
import { checkDocument, checkOrderedDocument } from './write';

import type { XmlJsonOptions } from './options';

export { XML_JSON_MESSAGES } from './messages';
export { type XmlJsonOptions, XML_JSON_DEFAULTS } from './options';

/**
 * Levels of element nesting read and written: fast-xml-parser's builder and its object form recurse per level.
 * Deeper XML is refused by the XML formatter's depth scan before parsing, deeper JSON by the converters' own scan.
 */
export const XML_JSON_NESTING_LIMIT = 500;

/**
 * Entity bounds (fast-xml-parser's, on the document's own entities): characters added by expansion, expansions,
 * declarations, and one entity's size. A "billion laughs" never gets this far (nested entities are refused first);
 * these stop its flat form, one big entity used many times.
 */
export const ENTITY_LIMITS = {
  maxExpandedLength: 1_000_000,
  maxTotalExpansions: 100_000,
  maxEntityCount: 1_000,
  maxEntitySize: 100_000,
} as const;

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A text as a typed value: true and false as booleans, a number as a number where JSON writes it back the same
 * (so '1.0', '007' and '12345678901234567890' stay strings: converting back gives the XML as it was); else null,
 * which keeps the text.
 */
function typedValue(text: string): boolean | number | null {
  if (text === 'true' || text === 'false') return text === 'true';
  if (!JSON_NUMBER.test(text)) return null;
  const number = Number(text);
  return String(number) === text ? number : null;
}

function parserOptions(options: XmlJsonOptions): X2jOptions {
  const typed = options.values === 'typed';
  return {
    ignoreAttributes: false,
    attributeNamePrefix: options.attributePrefix,
    textNodeName: options.textKey,
    preserveOrder: options.keepOrder,
    // Mixed content keeps its spaces in the keep-order form ('Press <kbd>Ctrl</kbd> and'); blank nodes go after.
    trimValues: !options.keepOrder,
    parseTagValue: false,
    parseAttributeValue: false,
    ...(typed && {
      tagValueProcessor: (_name: string, value: string) => typedValue(value),
      attributeValueProcessor: (_name: string, value: string, path: string) =>
        path.startsWith('?') ? null : typedValue(value),
    }),
    isArray: (name: string, _path: unknown, _leaf: boolean, attribute: boolean) =>
      options.arrays === 'always' && !attribute && !name.startsWith('?'),
    // Numeric character references decoded, and no HTML entity names (this is XML).
    htmlEntities: {} as unknown as boolean,
    processEntities: { enabled: true, ...ENTITY_LIMITS, appliesTo: 'external' },
    maxNestedTags: XML_JSON_NESTING_LIMIT,
  } as X2jOptions;
}

/** fast-xml-parser's own refusals (entity bounds, nesting), reading or writing, in our words. */
function parseError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof ToolError) return error;
  const { message } = error;
  if (/nested tags/i.test(message)) return nestingError('convert', XML_JSON_NESTING_LIMIT);
  if (/Entity count/.test(message))
    return new ToolError(
      XML_JSON_MESSAGES.entityTitle,
      XML_JSON_MESSAGES.tooManyEntities(formatCount(ENTITY_LIMITS.maxEntityCount)),
    );
  if (/limit exceeded|exceeds maximum/i.test(message))
    return new ToolError(
      XML_JSON_MESSAGES.entityTitle,
      XML_JSON_MESSAGES.expansionLimit(formatCount(ENTITY_LIMITS.maxExpandedLength)),
    );
  return new ToolError(XML_JSON_MESSAGES.invalidTitle, message.split('\n', 1)[0]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The default form with each element's attributes before its children (fast-xml-parser puts them last). */
function attributesFirst(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => attributesFirst(item, prefix));
  if (!isRecord(value)) return value;
  const entries = Object.entries(value);
  const attributes = entries.filter(([key]) => key.startsWith(prefix));
  const rest = entries
    .filter(([key]) => !key.startsWith(prefix))
    .map(([key, item]) => [key, attributesFirst(item, prefix)]);
  return Object.fromEntries([...attributes, ...rest]);
}

/** The keep-order form without the whitespace-only text nodes between elements (the layout, not content). */
function withoutBlankNodes(nodes: unknown): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return (nodes as unknown[])
    .filter(
      (node) =>
        !(
          isRecord(node) &&
          Object.values(node).some((item) => typeof item === 'string' && item.trim() === '' && item !== '') &&
          Object.keys(node).length === 1
        ),
    )
    .map((node) =>
      isRecord(node)
        ? Object.fromEntries(
            Object.entries(node).map(([key, item]): [string, unknown] => [
              key,
              Array.isArray(item) ? withoutBlankNodes(item) : item,
            ]),
          )
        : node,
    );
}

/** XML text as JSON in the chosen form. */
export function xmlToJson(text: string, options: XmlJsonOptions): string {
  const fault = xmlFault(text);
  if (fault) throw new ToolError(XML_JSON_MESSAGES.invalidTitle, fault.reason + atLineAndColumn(fault.at), fault.at);
  const { added } = planEntities(text);
  const parser = new XMLParser(parserOptions(options));
  for (const [name, value] of Object.entries(added)) parser.addEntity(name, value);
  let value: unknown;
  try {
    value = parser.parse(text);
  } catch (error) {
    throw parseError(error);
  }
  return jsonTextOf(
    [options.keepOrder ? withoutBlankNodes(value) : attributesFirst(value, options.attributePrefix)],
    options.indent,
  );
}

const INDENT_BY = { '2': '  ', '4': '    ', tab: '\t', none: '' } as const;

/** JSON text as XML, in the form the options say (the one XML → JSON writes with them). */
export function jsonToXml(text: string, options: XmlJsonOptions): string {
  const value = parseJsonText(text);
  const form = { attributePrefix: options.attributePrefix, textKey: options.textKey };
  if (options.keepOrder) checkOrderedDocument(value, form);
  else checkDocument(value, form);
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: options.attributePrefix,
    textNodeName: options.textKey,
    preserveOrder: options.keepOrder,
    format: options.xmlIndent !== 'none',
    indentBy: INDENT_BY[options.xmlIndent],
    suppressEmptyNode: false,
    suppressBooleanAttributes: false,
    // Its depth counts from 0 and refuses at the bound: the limit's levels pass (the JSON's depth was checked).
    maxNestedTags: XML_JSON_NESTING_LIMIT + 1,
  });
  let xml: string;
  try {
    xml = builder.build(value);
  } catch (error) {
    throw parseError(error);
  }
  return xml.endsWith('\n') ? xml : `${xml}\n`;
}

/** Both directions, as the worker runs them and the examples test them. */
export const XML_JSON_ACTIONS = converterActions<XmlJsonOptions>({
  name: 'XML',
  ids: { toJson: 'xml-to-json', fromJson: 'json-to-xml' },
  toJson: xmlToJson,
  fromJson: jsonToXml,
  nestingLimit: XML_JSON_NESTING_LIMIT,
  depthOf: xmlDepth,
});
