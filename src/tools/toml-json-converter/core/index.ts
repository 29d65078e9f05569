/**
 * TOML ⇄ JSON with smol-toml (TOML 1.0). TOML → JSON writes dates and times as ISO 8601 strings (see README: an
 * offset date-time keeps its offset, local ones have none); JSON → TOML refuses what TOML cannot hold, by its JSON
 * path: null anywhere, and a top level that is not an object.
 */
import { parse, stringify, TomlError } from 'smol-toml';
import { converterActions } from '../../../core/shared/json-converter';
import { jsonPath } from '../../../core/shared/json-path';
import { jsonTextOf } from '../../../core/shared/json-output';
import { nestingError } from '../../../core/shared/nesting';
import type { ToolError } from '../../../core/shared/tool-error';
import { parseJsonText } from '../../../core/shared/json/parse';
import { fault, type JsonKind } from './faults';

import type { TomlOptions } from './options';

export { type TomlOptions, TOML_DEFAULTS } from './options';

/**
 * Levels of nesting read and written (arrays and inline tables; smol-toml recurses per level and stops at its
 * `maxDepth`). In Node its parser overflowed between 3,000 and 30,000 levels; in a cold Chromium worker 499 levels
 * converted both ways.
 */
export const TOML_NESTING_LIMIT = 500;

const PREFIX = 'Invalid TOML document: ';

/** smol-toml's error as ours: its reason (first line, without its prefix) at its line and column. */
function tomlError(error: TomlError): ToolError {
  const reason = error.message.split('\n', 1)[0].replace(PREFIX, '');
  if (/excessively nested/.test(reason)) return nestingError('convert', TOML_NESTING_LIMIT);
  const at = error.line > 0 && error.column > 0 ? { line: error.line, column: error.column } : undefined;
  return fault('invalid', { reason, ...(at && { line: at.line, column: at.column }) }, at);
}

/** TOML text as JSON (dates and times as ISO strings). */
export function tomlToJson(text: string, { indent }: TomlOptions): string {
  let value: unknown;
  try {
    value = parse(text, { maxDepth: TOML_NESTING_LIMIT });
  } catch (error) {
    if (error instanceof TomlError) throw tomlError(error);
    throw error;
  }
  return jsonTextOf([value], indent);
}

/** The path of the first null in a JSON value, or null when it has none (depth is bounded before this runs). */
function firstNull(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (value === null) return path;
  if (typeof value !== 'object') return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [i, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const found = firstNull(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

const kindOf = (value: unknown) =>
  (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value) as JsonKind;

/** JSON text as TOML; what TOML cannot hold is refused with its JSON path. */
export function jsonToToml(text: string): string {
  const value = parseJsonText(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fault('notTable', { kind: kindOf(value) });
  const nullPath = firstNull(value);
  if (nullPath) throw fault('nullAt', { path: jsonPath(nullPath) });
  return stringify(value, { maxDepth: TOML_NESTING_LIMIT }).trimEnd() + '\n';
}

/** Both directions, as the worker runs them and the examples test them. */
export const TOML_ACTIONS = converterActions<TomlOptions>({
  name: 'TOML',
  ids: { toJson: 'toml-to-json', fromJson: 'json-to-toml' },
  toJson: tomlToJson,
  fromJson: jsonToToml,
  nestingLimit: TOML_NESTING_LIMIT,
});
