/**
 * JSONPath with JSONPath-Plus in its safe mode: filters (`?(@.price < 10)`) are read by its own interpreter
 * (jsep), never by eval or new Function, so it runs under the site's Content-Security-Policy.
 */
import { JSONPath } from 'jsonpath-plus';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { ToolError } from '../../../core/shared/tool-error';
import { JSON_QUERY_MESSAGES as M } from './messages';

const CLOSERS: Readonly<Record<string, string>> = { '[': ']', '(': ')' };
const NAMES: Readonly<Record<string, string>> = {
  '[': 'The bracket',
  '(': 'The parenthesis',
  "'": 'The string',
  '"': 'The string',
};

/** A place in the one-line query: 'at column 5'. */
const atColumn = (column: number) => ` (column ${column})`;

/**
 * Brackets, parentheses and quotes checked before the path runs, since JSONPath-Plus reads an unclosed one
 * leniently (`$.a[` selects `$.a`): the first one left open, or a closer without its opener, by its column.
 */
export function checkJsonPathSyntax(path: string): void {
  const open: { char: string; at: number }[] = [];
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char === "'" || char === '"') {
      const end = path.indexOf(char, i + 1);
      if (end === -1) throw new ToolError(M.invalidJsonPath, M.unclosed(NAMES[char]) + atColumn(i + 1));
      i = end;
    } else if (char in CLOSERS) open.push({ char, at: i });
    else if (char === ']' || char === ')') {
      const last = open.pop();
      if (!last || CLOSERS[last.char] !== char)
        throw new ToolError(M.invalidJsonPath, M.unexpected(`'${char}'`) + atColumn(i + 1));
    }
  }
  const left = open.pop();
  if (left) throw new ToolError(M.invalidJsonPath, M.unclosed(NAMES[left.char]) + atColumn(left.at + 1));
}

/** How many characters JSONPath-Plus adds to a filter before `@…` (it renames `@` to `_$_v`, `@root` to `_$_root`). */
function grownBy(filter: string, upTo: number): number {
  let grown = 0;
  for (const match of filter.slice(0, upTo).matchAll(/@(parentProperty|parent|property|root|path)?/g))
    grown += match[1] ? 2 : 3;
  return grown;
}

/** The column in the path of jsep's 'at character N' in the first filter (its text as JSONPath-Plus rewrote it). */
function filterColumn(path: string, message: string): number | undefined {
  const character = /at character (\d+)/.exec(message);
  const filterAt = /\[\?\(?/.exec(path);
  if (!character || !filterAt) return undefined;
  const start = filterAt.index + filterAt[0].length;
  const filter = path.slice(start);
  const index = Number(character[1]);
  // Walk the original filter until the rewritten text reaches jsep's index.
  for (let i = 0; i <= filter.length; i++) if (i + grownBy(filter, i) >= index) return start + 1 + i;
  return undefined;
}

/** Where the bracket opened at `open` closes (quotes and nested brackets skipped), or -1. */
function closingBracket(path: string, open: number): number {
  let depth = 0;
  for (let i = open; i < path.length; i++) {
    const char = path[i];
    if (char === "'" || char === '"') i = path.indexOf(char, i + 1);
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return i;
    if (i === -1) return -1;
  }
  return -1;
}

/**
 * RFC 9535 writes a filter without parentheses (`[?@.price < 10]`), JSONPath-Plus with them (`[?(@.price < 10)]`),
 * and reads the RFC's form as matching nothing: it is given the parentheses.
 */
export function withFilterParentheses(path: string): string {
  let out = '';
  let from = 0;
  for (let at = path.indexOf('[?', from); at !== -1; at = path.indexOf('[?', from)) {
    const close = closingBracket(path, at);
    if (close === -1) break;
    const filter = path.slice(at + 2, close);
    out += path.slice(from, at) + (filter.trimStart().startsWith('(') ? `[?${filter}]` : `[?(${filter})]`);
    from = close + 1;
  }
  return out + path.slice(from);
}

/** JSONPath-Plus's own words, without its 'jsonPath: ' prefix and the rewritten names of `@`. */
const cleaned = (message: string) =>
  message
    .replace(/^jsonPath: /, '')
    .replaceAll('_$_v', '@')
    .replace(/_\$_(\w+)/g, '@$1');

/** Every value the path selects in the parsed document, as an array. */
export function selectJsonPath(json: unknown, path: string): unknown[] {
  if (path.trim() === '') throw new ToolError(M.emptyJsonPath);
  checkJsonPathSyntax(path);
  try {
    const found: unknown[] | undefined = JSONPath({
      path: withFilterParentheses(path),
      json: json as object,
      eval: 'safe',
      wrap: true,
    });
    return found ?? [];
  } catch (error) {
    if (error instanceof RangeError) throw new ToolError(M.invalidJsonPath, M.tooDeep);
    const message = cleaned(error instanceof Error ? error.message : String(error));
    const column = filterColumn(path, message);
    throw new ToolError(
      M.invalidJsonPath,
      column ? `${message.replace(/ at character \d+/, '')}${atColumn(column)}` : message,
    );
  }
}

/** The results as JSON text: one array of every match, indented unless compact. */
export function jsonPathQuery(text: string, path: string, compact: boolean): string {
  if (text.trim() === '') throw new ToolError(M.emptyDocument);
  const json = parseJsonInput(text, M.invalidJson);
  const results = selectJsonPath(json, path);
  try {
    return JSON.stringify(results, null, compact ? undefined : 2);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ToolError(M.queryFailed, /string length/i.test(error.message) ? M.resultTooLarge : M.tooDeep);
  }
}
