/**
 * YAML ⇄ JSON with the `yaml` package (YAML 1.2, core schema: `no`, `on` and `yes` stay strings). YAML → JSON reads
 * every document of the text, resolves anchors, aliases and merge keys (`<<`), and writes one JSON value, or with
 * several documents an array of them or JSON Lines. JSON → YAML writes block style with the chosen indent, quotes
 * and line width. Aliases are bounded twice: the package's alias budget (MAX_ALIAS_COUNT) and the JSON's size
 * (`jsonTextOf`), so a "billion laughs" is refused in milliseconds.
 */
import {
  parseAllDocuments,
  stringify,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
} from 'yaml';
import { converterActions } from '../../../core/shared/json-converter';
import { jsonTextOf } from '../../../core/shared/json-output';
import type { ToolError } from '../../../core/shared/tool-error';
import { parseJsonText } from '../../../core/shared/json/parse';
import { yamlDepth } from './depth';
import { fault } from './faults';

import type { YamlOptions } from './options';

export { type YamlOptions, YAML_DEFAULTS } from './options';

/**
 * The yaml package's alias budget: an alias resolved adds its anchor's node count times its uses, past this it
 * stops. The package's default is 100; real files (CI configs with an anchor merged into a hundred jobs) need more,
 * and the JSON's size bound (`jsonTextOf`) catches what passes it.
 */
export const MAX_ALIAS_COUNT = 10_000;

/**
 * Levels of nesting read and written. The yaml package recurses per level: in a cold Chromium worker flow collections
 * ('[' × n) overflowed between 300 and 400 levels (Node: about 820), block mappings passed 700. Deeper YAML is refused
 * by a cheap estimate before parsing (./depth): at 30,000 levels V8 aborted the process rather than overflow.
 */
export const YAML_NESTING_LIMIT = 200;

const READ_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.2',
  merge: true,
  stringKeys: true,
  uniqueKeys: true,
  logLevel: 'silent',
};

/** The first error of a document, as a ToolError at its line and column. */
function documentError(doc: Document.Parsed): ToolError | null {
  const [error] = doc.errors;
  if (!error) return null;
  // The message's first line, without the ' at line L, column C:' the position says.
  const reason = error.message.split('\n', 1)[0].replace(/ at line \d+, column \d+:?$/, '');
  if (/maximum call stack/i.test(reason)) throw new RangeError(reason);
  const start = error.linePos?.[0];
  const at = start ? { line: start.line, column: start.col } : undefined;
  return fault('invalid', { reason, ...at }, at);
}

/** A document's value with aliases and merge keys resolved; the package's alias budget said as ours. */
function valueOf(doc: Document.Parsed): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    if (/excessive alias count/i.test(error.message)) throw fault('aliasBomb', { limit: MAX_ALIAS_COUNT });
    throw fault('unresolvedAlias', {});
  }
}

/** YAML text as JSON: one document as its value; several as an array or JSON Lines; none as null. */
export function yamlToJson(text: string, { indent, documents }: Pick<YamlOptions, 'indent' | 'documents'>): string {
  const docs = parseAllDocuments(text, READ_OPTIONS);
  const list = Array.isArray(docs) ? docs : [];
  for (const doc of list) {
    const error = documentError(doc);
    if (error) throw error;
  }
  const values = list.length === 0 ? [null] : list.map(valueOf);
  return jsonTextOf(values, indent, values.length > 1 && documents === 'lines' ? 'lines' : 'one');
}

const STRING_TYPE = { plain: 'PLAIN', single: 'QUOTE_SINGLE', double: 'QUOTE_DOUBLE' } as const;

/** JSON text as block-style YAML. */
export function jsonToYaml(
  text: string,
  { yamlIndent, quotes, lineWidth }: Pick<YamlOptions, 'yamlIndent' | 'quotes' | 'lineWidth'>,
): string {
  const value = parseJsonText(text);
  return stringify(value, {
    indent: Number(yamlIndent),
    lineWidth: Number(lineWidth),
    defaultStringType: STRING_TYPE[quotes],
    defaultKeyType: 'PLAIN',
    // Strings that YAML 1.1 readers (PyYAML, older tools) would take for booleans or dates ('no', '2024-01-01') are
    // quoted, so the YAML means the same to them.
    compat: 'yaml-1.1',
    // JSON has no shared objects; equal ones stay written out, never turned into anchors and aliases.
    aliasDuplicateObjects: false,
  });
}

/** Both directions, as the worker runs them and the examples test them. */
export const YAML_ACTIONS = converterActions<YamlOptions>({
  name: 'YAML',
  ids: { toJson: 'yaml-to-json', fromJson: 'json-to-yaml' },
  toJson: yamlToJson,
  fromJson: jsonToYaml,
  nestingLimit: YAML_NESTING_LIMIT,
  depthOf: yamlDepth,
});
