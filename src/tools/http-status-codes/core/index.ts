/**
 * Search over the bundled IANA HTTP status codes: a code (404), a class (4xx, or a first digit) or words found in a
 * code's name, meaning or advice (every word must match). Codes matched by name come before those matched by meaning.
 */
import { rowsOf, type RowsBlock, type Structured } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { REGISTRY_DATE, STATUS_CODES, type StatusCode } from './codes';
import { HTTP_STATUS_MESSAGES as M } from '../words';

export { HTTP_STATUS_MESSAGES } from '../words';
export { REGISTRY_DATE, STATUS_CODES, type StatusCode } from './codes';

export const MAX_QUERY_CHARS = 200;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** How well a code matches: 3 its number, 2 every word in its name, 1 every word somewhere, 0 not at all. */
function scoreOf(status: StatusCode, query: string): number {
  const code = String(status.code);
  const compact = query.replace(/\s+/g, '').toLowerCase();
  if (/^\d{3}$/.test(compact)) return compact === code ? 3 : 0;
  const partial = /^(\d{1,2})(x{0,2})$/.exec(compact);
  if (partial) return code.startsWith(partial[1]) ? 3 : 0;
  const wanted = words(query);
  if (wanted.length === 0) return 0;
  const inName = words(status.name);
  const everywhere = words(`${status.name} ${status.meaning} ${status.whenToUse} ${status.rfc}`);
  const has = (haystack: string[], word: string) => haystack.some((w) => w.startsWith(word));
  if (wanted.every((word) => has(inName, word))) return 2;
  return wanted.every((word) => has(everywhere, word)) ? 1 : 0;
}

/** The codes matching a search, best first, then by code. */
export function searchStatusCodes(query: string): StatusCode[] {
  const scored = STATUS_CODES.map((status) => ({ status, score: scoreOf(status, query) }));
  return scored
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.status.code - b.status.code)
    .map(({ status }) => status);
}

/** One code as a record under its number and name: its reference and class, its meaning and when to use it. */
export const describeStatus = (status: StatusCode): RowsBlock => ({
  kind: 'rows',
  heading: `${status.code} ${status.name}`,
  name: String(status.code),
  rows: rowsOf([
    [M.reference, `${status.rfc} · ${M.classes[Math.floor(status.code / 100)]}`],
    [M.meaning, status.meaning],
    [M.whenToUse, status.whenToUse],
  ]),
});

export interface StatusSearch {
  output: Structured;
  note: string;
}

/** The search's result as text, with a note of how many codes it shows and the registry's date. */
export function findStatusCodes(input: string): StatusSearch {
  const query = input.trim();
  if (query.length > MAX_QUERY_CHARS) throw new ToolError(M.tooLongTitle, M.tooLong(MAX_QUERY_CHARS));
  const found = searchStatusCodes(query);
  if (found.length === 0) throw new ToolError(M.noMatchTitle, M.noMatch(query));
  return {
    output: found.map(describeStatus),
    note: M.found(found.length, STATUS_CODES.length, REGISTRY_DATE),
  };
}
