/**
 * JSON to types with quicktype-core: TypeScript, Go, Rust, Python, C#, Java, Kotlin, Swift and JSON Schema from one
 * JSON sample. quicktype infers a field present in only some objects of an array as optional, merges alike objects
 * into one type and names types after their keys. Loaded in the tool's worker only (quicktype is a large library).
 */
import { InputData, jsonInputForTargetLanguage, quicktype, type RendererOptions } from 'quicktype-core';
import { isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { messageOf } from '../../../core/shared/tool-error';
import { jsonDepth, parseJsonInput } from '../../../core/shared/json/parse';
import { fault } from './faults';
import type { JsonTypesOptions } from './options';

export * from './options';

/**
 * Levels of nesting typed. quicktype recurses several times per level and names each level's type after its parents:
 * in Node 100 levels took 0.2 s, 300 levels 3.4 s, and 1,000 overflowed the stack.
 */
export const JSON_TYPES_NESTING_LIMIT = 100;

/** The longest JSON read: in Node quicktype typed 1.5 MB (20,000 alike objects) in 0.2 s, so this is seconds. */
export const JSON_TYPES_MAX_CHARS = 10_000_000;

/** quicktype's renderer options for the chosen target and style. */
function rendererOptions(options: JsonTypesOptions): RendererOptions {
  const justTypes = options.justTypes;
  switch (options.target) {
    case 'typescript':
      return { 'just-types': justTypes, 'prefer-types': options.tsStyle === 'types' };
    case 'python':
      return { 'just-types': justTypes, 'pydantic-base-model': options.pythonStyle === 'pydantic' };
    case 'csharp':
      return { 'just-types': justTypes, framework: options.csharpFramework };
    case 'kotlin':
      return { 'just-types': justTypes, framework: 'kotlinx' };
    case 'swift':
      return { 'just-types': justTypes, 'struct-or-class': options.swiftStyle };
    case 'go':
      // A whole file (package and imports), not a fragment without them.
      return justTypes ? { 'just-types-and-package': true, package: 'main' } : { package: 'main' };
    case 'java':
      return { 'just-types': justTypes };
    case 'rust':
      // Without quicktype's commented usage example: the types and their serde derives only.
      return { 'leading-comments': false };
    case 'schema':
      return {};
  }
}

/**
 * Whether date-time strings become the language's date type: not where the types describe JSON.parse's own result
 * (TypeScript, whose parse gives strings, never Date; Python dataclasses without helpers), elsewhere yes (Go's
 * time.Time, pydantic's datetime and the others read RFC 3339 strings themselves).
 */
const datesTyped = ({ target, justTypes, pythonStyle }: JsonTypesOptions) =>
  target !== 'typescript' && !(target === 'python' && justTypes && pythonStyle === 'dataclasses');

/**
 * Go's imports moved up to just after its package clause: for a top-level array quicktype writes the array's type
 * first and its `import` after it, which Go does not compile.
 */
export function goImportsFirst(code: string): string {
  const imports = code.match(/^import (?:"[^"\n]*"|\([^)]*\))\n/gm);
  if (!imports) return code;
  const rest = imports.reduce((text, line) => text.replace(line, ''), code);
  const packageClause = /^package \w+\n/m.exec(rest);
  const at = packageClause ? packageClause.index + packageClause[0].length : 0;
  const block = (packageClause ? '\n' : '') + imports.join('') + '\n';
  return (rest.slice(0, at) + block + rest.slice(at).replace(/^\n+/, '')).replace(/\n{3,}/g, '\n\n');
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The root type's name: the option, trimmed ('Root' when empty), an identifier. */
export function rootNameOf({ rootName }: Pick<JsonTypesOptions, 'rootName'>): string {
  const name = rootName.trim() || 'Root';
  if (!IDENTIFIER.test(name)) throw fault('badRootName');
  return name;
}

/** Checks the JSON before quicktype reads it: blank, too long, invalid (at its line and column), too deep. */
function checkJson(text: string): void {
  requireText(text, () => fault('blank'));
  if (text.length > JSON_TYPES_MAX_CHARS) throw fault('tooLong', { limit: JSON_TYPES_MAX_CHARS });
  parseJsonInput(text, (params, at) => fault('invalid', params, at));
  if (jsonDepth(text) > JSON_TYPES_NESTING_LIMIT) throw nestingError('generateTypes', JSON_TYPES_NESTING_LIMIT);
}

/** The types of a JSON sample in the chosen language. */
export async function jsonToTypes(text: string, options: JsonTypesOptions): Promise<string> {
  checkJson(text);
  const name = rootNameOf(options);
  let lines: string[];
  try {
    const input = jsonInputForTargetLanguage(options.target);
    await input.addSource({ name, samples: [text] });
    const inputData = new InputData();
    inputData.addInput(input);
    ({ lines } = await quicktype({
      inputData,
      lang: options.target,
      rendererOptions: rendererOptions(options),
      inferDateTimes: datesTyped(options),
    }));
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('generateTypes', JSON_TYPES_NESTING_LIMIT);
    throw fault('quicktype', { reason: messageOf(error) });
  }
  const written = lines.join('\n').trim();
  const output = options.target === 'go' ? goImportsFirst(written) : written;
  if (output === '') throw fault('noNamedType');
  return `${output}\n`;
}

/** The one action, as the worker runs it and the examples test it. */
export const JSON_TYPES_ACTIONS = {
  generate: jsonToTypes,
} as const;
