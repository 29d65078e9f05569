/**
 * Search over the bundled IANA HTTP status codes: a code (404), a class (4xx, or a first digit) or words found in a
 * code's name, meaning or advice (every word must match). Codes matched by name come before those matched by meaning.
 */
import { STATUS_CODES, type StatusCode } from './codes';
import { fault } from './faults';

export { fault, type HttpStatusFaults } from './faults';
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

/** The codes a search finds, best first; a ToolError when none does or the search is too long. */
export function findStatusCodes(input: string): StatusCode[] {
  const query = input.trim();
  if (query.length > MAX_QUERY_CHARS) throw fault('tooLong', { max: MAX_QUERY_CHARS });
  const found = searchStatusCodes(query);
  if (found.length === 0) throw fault('noMatch', { query });
  return found;
}
