/**
 * Base32 (RFC 4648, its hex alphabet, Crockford's), Base58 and Base58Check, Ascii85 and Z85, Base45: text (as UTF-8)
 * or a file's bytes to the format, and back. Decoded bytes show as text when they are UTF-8, else as hex with a note;
 * they are kept for Download either way.
 */
import { FORMATS, type BaseFormat } from './formats';

export { fault, type BaseEncoderFaults } from './faults';
export { FORMATS, BASE58_MAX_BYTES, BASE58_MAX_CHARS, type BaseFormat } from './formats';

export const BASE_ENCODER_ACTIONS = { encode: 'encode', decode: 'decode' } as const;

export interface BaseEncoderOptions {
  format: BaseFormat;
}

export const BASE_ENCODER_DEFAULTS: BaseEncoderOptions = { format: 'base32' };

/** Decoded bytes that are not UTF-8 text: how many of them the hex shows, of how many. */
export interface NotText {
  shown: number;
  bytes: number;
}

/** An action's result: the text shown, whether it is bytes that are not text, and for Decode the bytes themselves. */
export interface BaseOutcome {
  output: string;
  notText?: NotText;
  bytes?: Uint8Array<ArrayBuffer>;
}

/** The most decoded bytes shown as hex (the Download has them all). */
export const HEX_VIEW_BYTES = 64 * 1024;

/** Bytes as hex, 16 a line, a space between two. */
export function hexView(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 16)
    lines.push(Array.from(bytes.subarray(i, i + 16), (byte) => byte.toString(16).padStart(2, '0')).join(' '));
  return lines.join('\n');
}

/** Decoded bytes as the result shows them: their text when they are UTF-8, else hex and why. */
function shownBytes(bytes: Uint8Array<ArrayBuffer>): BaseOutcome {
  try {
    return { output: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), bytes };
  } catch {
    const head = bytes.subarray(0, HEX_VIEW_BYTES);
    return { output: hexView(head), notText: { shown: head.length, bytes: bytes.length }, bytes };
  }
}

export const encodeBytes = (bytes: Uint8Array, { format }: BaseEncoderOptions): BaseOutcome => ({
  output: FORMATS[format].encode(bytes),
});

export const decodeText = (text: string, { format }: BaseEncoderOptions): BaseOutcome =>
  shownBytes(new Uint8Array(FORMATS[format].decode(text)));

/** The action on typed text: Encode takes its UTF-8 bytes, Decode reads it as the format. */
export const runBaseEncoder = (action: string, text: string, options: BaseEncoderOptions): BaseOutcome =>
  action === BASE_ENCODER_ACTIONS.decode
    ? decodeText(text, options)
    : encodeBytes(new TextEncoder().encode(text), options);

/** The action on a file's bytes: Encode takes them as they are, Decode reads them as text (bad UTF-8 as U+FFFD). */
export const runBaseEncoderOnBytes = (action: string, bytes: Uint8Array, options: BaseEncoderOptions): BaseOutcome =>
  action === BASE_ENCODER_ACTIONS.decode
    ? decodeText(new TextDecoder().decode(bytes), options)
    : encodeBytes(bytes, options);
