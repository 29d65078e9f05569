import { decodeBytes, concatBytes } from './decode';
import { TextCursor } from '../../../core/shared/text-position';
import { fault } from './faults';

/** Where the payload of a pasted Base64 text or data URL starts, and what it claims to be. */
export interface Base64Source {
  /** The media type of a data URL ('' when the input is plain Base64 or the URL names none). */
  mimeType: string;
  /** True when the payload is Base64 (plain input or ';base64' data URL), false for a percent-encoded data URL. */
  base64: boolean;
  /** Index in the input where the payload begins. */
  payloadStart: number;
}

const DATA_URL_HEAD = /^\s*data:([^,]*),/i;

/** Recognises a data URL ('data:[type][;params][;base64],payload'); anything else is plain Base64. */
export function locatePayload(input: string): Base64Source {
  const match = DATA_URL_HEAD.exec(input.slice(0, 1024));
  if (!match) return { mimeType: '', base64: true, payloadStart: 0 };
  const params = match[1].split(';').map((p) => p.trim());
  const base64 = params.length > 1 && params[params.length - 1].toLowerCase() === 'base64';
  const mimeType = params[0].toLowerCase();
  return { mimeType, base64, payloadStart: match[0].length };
}

/**
 * Bytes of a percent-encoded data URL payload ('%41bc' -> 'Abc'); other text is taken as UTF-8. `before` is the
 * text that precedes it in the input, so that an error's position is the input's.
 */
export function percentDecodeBytes(text: string, before = ''): Uint8Array {
  const chunks: Uint8Array[] = [];
  const encoder = new TextEncoder();
  let literalStart = 0;
  const flush = (end: number) => {
    if (end > literalStart) chunks.push(encoder.encode(text.slice(literalStart, end)));
  };
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '%') continue;
    const hex = text.slice(i + 1, i + 3);
    if (!/^[0-9a-f]{2}$/i.test(hex)) throw badEscape(text, i, before);
    flush(i);
    chunks.push(Uint8Array.of(parseInt(hex, 16)));
    i += 2;
    literalStart = i + 1;
  }
  flush(text.length);
  return concatBytes(chunks);
}

/** A percent-encoded payload without its surrounding whitespace, placed after `before` for errors. */
export function percentDecodePayload(payload: string, before: string): Uint8Array {
  const trimmed = payload.trim();
  return percentDecodeBytes(trimmed, before + payload.slice(0, payload.indexOf(trimmed)));
}

/** The decoding error for the '%' at `index` of a payload that follows `before`. */
function badEscape(text: string, index: number, before: string) {
  const cursor = new TextCursor();
  cursor.pass(before);
  const at = cursor.positionIn(text, index);
  return fault('badPercentEscape', { line: at.line, column: at.column }, at);
}

export interface DecodedPayload {
  bytes: Uint8Array;
  /** The data URL's media type, or '' for plain Base64. */
  mimeType: string;
}

/** Decodes plain Base64 or a data URL (Base64 or percent-encoded) into bytes. */
export function decodePayload(input: string): DecodedPayload {
  const source = locatePayload(input);
  const before = input.slice(0, source.payloadStart);
  const payload = input.slice(source.payloadStart);
  const bytes = source.base64 ? decodeBytes(payload, before) : percentDecodePayload(payload, before);
  return { bytes, mimeType: source.mimeType };
}
