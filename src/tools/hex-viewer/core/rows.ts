/** The xxd layout: 16 bytes a row, the offset in hex, the bytes in pairs of two, then the printable text. */
export const BYTES_PER_ROW = 16;

const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** A byte as two lower-case hex digits, as xxd writes it. */
export const hexByte = (byte: number): string => HEX[byte];

/** A byte as the text column shows it: printable ASCII as itself, anything else as '.' (xxd's rule). */
export const asciiChar = (byte: number): string => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.');

/** Hex digits an offset takes in a file of `size` bytes: at least 8 (xxd's), more past 4 GiB. */
export function offsetDigits(size: number): number {
  return Math.max(8, Math.max(0, size - 1).toString(16).length);
}

/** An offset in hex, padded to `digits`. */
export const formatOffset = (offset: number, digits = 8): string => offset.toString(16).padStart(digits, '0');

/** Rows a file of `size` bytes takes. */
export const rowCount = (size: number): number => Math.ceil(size / BYTES_PER_ROW);

/**
 * One row as `xxd` prints it: `00000010: 7f45 4c46 0201 0100 0000 0000 0000 0000  .ELF............`, a short last
 * row padded so its text lines up.
 */
export function formatXxdRow(bytes: Uint8Array, offset: number, digits = 8): string {
  let hex = '';
  for (let i = 0; i < BYTES_PER_ROW; i++) {
    hex += i < bytes.length ? HEX[bytes[i]] : '  ';
    if (i % 2 === 1) hex += ' ';
  }
  let text = '';
  for (const byte of bytes) text += asciiChar(byte);
  return `${formatOffset(offset, digits)}: ${hex} ${text}`;
}

/** `length` bytes from `start` as xxd's lines (each row starting at start + 16k, as `xxd -s` does). */
export function formatXxd(bytes: Uint8Array, start: number, digits = 8): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += BYTES_PER_ROW)
    lines.push(formatXxdRow(bytes.subarray(i, i + BYTES_PER_ROW), start + i, digits));
  return lines.map((line) => `${line}\n`).join('');
}
