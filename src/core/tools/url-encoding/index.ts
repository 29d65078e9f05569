import { mapLines, type BatchResult } from '../../shared/batch';
import { ToolError } from '../../shared/tool-error';

/** Spec section 8, word for word. */
export const URL_ENCODE_ERROR = {
  title: 'Encoding Error',
  description: 'Unable to encode text. Please check your input.',
} as const;
export const URL_DECODE_ERROR = 'Unable to decode text. Make sure it contains valid URL encoded characters';
export const URL_BATCH_DECODE_ERROR =
  'Unable to decode some URLs. Make sure they contain valid URL encoded characters.';

const encodeError = () => new ToolError(URL_ENCODE_ERROR.title, URL_ENCODE_ERROR.description);
const decodeError = () => new ToolError(URL_DECODE_ERROR);

/**
 * What to encode:
 * - 'component': a query value or path segment (encodeURIComponent): everything but A-Z a-z 0-9 - _ . ! ~ * ' ( )
 * - 'strict': component per RFC 3986 section 2.3, which also escapes ! ' ( ) *
 * - 'full': a whole URL (encodeURI, RFC 3986 flavour): keeps the reserved characters : / ? # [ ] @ ! $ & ' ( ) * + , ; =
 */
export type UrlEncodeMode = 'component' | 'strict' | 'full';

export interface UrlEncodeOptions {
  mode?: UrlEncodeMode;
  /** Write spaces as '+' (HTML form encoding, application/x-www-form-urlencoded). */
  spaceAsPlus?: boolean;
}

export interface UrlDecodeOptions {
  /** Read '+' as a space (HTML form encoding) before decoding. */
  plusAsSpace?: boolean;
}

const strictExtras = (s: string) => s.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Percent-encodes one string; throws the spec's encoding error on text that is not valid Unicode. */
export function encodeUrl(text: string, { mode = 'component', spaceAsPlus = false }: UrlEncodeOptions = {}): string {
  let encoded: string;
  try {
    // encodeURI escapes '[' and ']', yet RFC 3986 reserves them for IPv6 hosts: keep them.
    encoded = mode === 'full' ? encodeURI(text).replace(/%5B/g, '[').replace(/%5D/g, ']') : encodeURIComponent(text);
  } catch {
    throw encodeError(); // URIError: a lone surrogate
  }
  if (mode === 'strict') encoded = strictExtras(encoded);
  return spaceAsPlus ? encoded.replace(/%20/g, '+') : encoded;
}

/** Decodes every percent escape (UTF-8); throws the spec's decoding error on a malformed one. */
export function decodeUrl(text: string, { plusAsSpace = false }: UrlDecodeOptions = {}): string {
  try {
    return decodeURIComponent(plusAsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    throw decodeError();
  }
}

/** Batch mode: each line trimmed and encoded on its own. */
export function encodeUrlLines(input: string, options?: UrlEncodeOptions): BatchResult {
  return mapLines(input, (line) => encodeUrl(line, options));
}

/** Batch mode: each line trimmed and decoded; lines that fail stay as typed and are listed. */
export function decodeUrlLines(input: string, options?: UrlDecodeOptions): BatchResult {
  return mapLines(input, (line) => decodeUrl(line, options));
}
