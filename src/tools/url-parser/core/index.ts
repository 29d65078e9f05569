import type { Structured } from '../../../core/shared/structured';
import { ToolError } from '../../../core/shared/tool-error';
import { URL_PARSER_TEXTS as T } from '../words';

/** Spec section 8, word for word. */
export const INVALID_URL = 'Invalid URL format';

/** Spec section 3 (Parsed URL), with params as a list so repeated keys keep every value. */
export interface ParsedUrl {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
  /** User name and password of 'scheme://user:pass@host' ('' when absent). */
  username: string;
  password: string;
  /** Query parameters in order, decoded ('+' read as a space), repeated names kept. */
  params: Array<[name: string, value: string]>;
}

/** Parses an absolute URL with the WHATWG URL parser (the browser's own); throws 'Invalid URL format'. */
export function parseUrl(input: string): ParsedUrl {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new ToolError(INVALID_URL);
  }
  return {
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    origin: url.origin,
    username: decodeSafely(url.username),
    password: decodeSafely(url.password),
    params: [...url.searchParams],
  };
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

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
