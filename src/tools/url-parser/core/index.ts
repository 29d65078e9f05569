import { fault } from './faults';

export { fault, type UrlParserFaults } from './faults';

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

/** Parses an absolute URL with the WHATWG URL parser (the browser's own); throws the fault `invalidUrl`. */
export function parseUrl(input: string): ParsedUrl {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw fault('invalidUrl');
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
