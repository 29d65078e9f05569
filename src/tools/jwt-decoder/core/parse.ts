/** A compact JWS or JWE taken apart, each part checked and named in the fault it has. */
import type { TextPosition } from '../../../core/shared/text-position';
import { fault, type JsonKind, type JwtPart } from './faults';

/** Tokens are a few KB; past this the decoder refuses instead of laying out megabytes of JSON. */
export const MAX_TOKEN_CHARS = 256 * 1024;

const JWS_PARTS: readonly JwtPart[] = ['header', 'payload', 'signature'];
const JWE_PARTS: readonly JwtPart[] = ['header', 'encryptedKey', 'iv', 'ciphertext', 'tag'];

export type JsonObject = Record<string, unknown>;

/** Why a JWS payload is shown as text: JSON that is not an object, or not JSON (JSON.parse's reason). */
export type PayloadFault = { kind: JsonKind } | { reason: string };

export interface DecodedJws {
  kind: 'jws';
  header: JsonObject;
  /** The claims, or null when the payload is not a JSON object (then `payloadText` and `payloadFault`). */
  payload: JsonObject | null;
  payloadText: string;
  payloadFault?: PayloadFault;
  /** The whole token, cleaned (see cleanToken): what is verified. */
  token: string;
}

export interface DecodedJwe {
  kind: 'jwe';
  header: JsonObject;
}

export type DecodedToken = DecodedJws | DecodedJwe;

const BASE64URL = /[^A-Za-z0-9_-]/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

const kindOf = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonKind);

/** The bytes of one Base64url part; a fault names the part and, for a bad character, where it is in the token. */
export function base64UrlBytes(part: string, name: JwtPart, start?: number): Uint8Array {
  const bad = BASE64URL.exec(part);
  if (bad) {
    const at: TextPosition | undefined = start === undefined ? undefined : { line: 1, column: start + bad.index + 1 };
    throw fault('badCharacter', { part: name, character: bad[0], index: bad.index }, at);
  }
  if (part.length % 4 === 1) throw fault('badLength', { part: name, length: part.length });
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A part's text, decoded as UTF-8. */
function partText(part: string, name: JwtPart, start?: number): string {
  if (part === '') throw fault('emptyPart', { part: name });
  try {
    return utf8.decode(base64UrlBytes(part, name, start));
  } catch (error) {
    if (fault.is(error)) throw error;
    throw fault('notUtf8', { part: name });
  }
}

/** JSON.parse's reason, without the engine's varying prefix. */
const jsonReason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A part that must be a JSON object (a header). */
function partObject(part: string, name: JwtPart, start?: number): JsonObject {
  const text = partText(part, name, start);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw fault('notJson', { part: name, reason: jsonReason(error) });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fault('notObject', { part: name, kind: kindOf(value) });
  return value as JsonObject;
}

/** The token as pasted, without a "Bearer " prefix and without the spaces and line breaks of a wrapped copy. */
export function cleanToken(text: string): { token: string; exact: boolean } {
  const trimmed = text.trim().replace(/^Bearer\s+/i, '');
  const token = trimmed.replace(/\s+/g, '');
  // Positions in the token are the editor's columns only when nothing was taken out of its one line.
  return { token, exact: token === text };
}

/** Where each part starts in the token. */
function partStarts(parts: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const part of parts) {
    starts.push(at);
    at += part.length + 1;
  }
  return starts;
}

/** Takes a compact JWS (3 parts) or JWE (5 parts) apart; a fault names the part. */
export function decodeToken(text: string): DecodedToken {
  if (text.length > MAX_TOKEN_CHARS) throw fault('tooLong', { size: text.length, limit: MAX_TOKEN_CHARS });
  const { token, exact } = cleanToken(text);
  const parts = token.split('.');
  if (parts.length === 1) throw fault('noDot');
  if (parts.length !== 3 && parts.length !== 5) throw fault('partCount', { parts: parts.length });
  const starts = exact ? partStarts(parts) : [];
  if (parts.length === 5) {
    const header = partObject(parts[0], JWE_PARTS[0], starts[0]);
    // The other parts are bytes; each is checked so that a damaged token is said to be one.
    for (let i = 1; i < 5; i++) if (parts[i] !== '') base64UrlBytes(parts[i], JWE_PARTS[i], starts[i]);
    return { kind: 'jwe', header };
  }
  const header = partObject(parts[0], JWS_PARTS[0], starts[0]);
  const payloadText = parts[1] === '' ? '' : partText(parts[1], JWS_PARTS[1], starts[1]);
  base64UrlBytes(parts[2], JWS_PARTS[2], starts[2]);
  return { kind: 'jws', header, ...payloadOf(payloadText), payloadText, token };
}

/** The claims of a JWS payload, or the reason it is not a JSON object (it is then shown as text). */
function payloadOf(text: string): { payload: JsonObject | null; payloadFault?: PayloadFault } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { payload: value as JsonObject };
    return { payload: null, payloadFault: { kind: kindOf(value) } };
  } catch (error) {
    return { payload: null, payloadFault: { reason: jsonReason(error) } };
  }
}

export { kindOf };
