/** A parsed URL as the page shows it. */
import type { Structured } from '../../core/shared/structured';
import type { ParsedUrl } from './core';
import { URL_PARSER_TEXTS as T } from './words';

/** The parts shown, in order; the user name and password only where the URL has them. */
const PARTS: ReadonlyArray<{ key: Exclude<keyof ParsedUrl, 'params'>; label: string; always: boolean }> = [
  { key: 'protocol', label: T.protocol, always: true },
  { key: 'hostname', label: T.hostname, always: true },
  { key: 'port', label: T.port, always: true },
  { key: 'pathname', label: T.pathname, always: true },
  { key: 'search', label: T.search, always: true },
  { key: 'hash', label: T.hash, always: true },
  { key: 'origin', label: T.origin, always: true },
  { key: 'username', label: T.username, always: false },
  { key: 'password', label: T.password, always: false },
];

/** A parsed URL as the page shows it: its parts as rows, then its query parameters as a table of name and value. */
export function urlParts(parsed: ParsedUrl): Structured {
  const rows = PARTS.filter((part) => part.always || parsed[part.key]).map(({ key, label }) => ({
    label,
    value: parsed[key],
  }));
  const heading = T.queryParameters(parsed.params.length);
  return [
    { kind: 'rows', rows },
    parsed.params.length
      ? { kind: 'table', heading, columns: [T.name, T.value], rows: parsed.params }
      : { kind: 'note', text: T.noParams },
  ];
}
