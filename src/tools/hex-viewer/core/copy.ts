import { copyTooLargeError } from './messages';

/** How a selection is copied. */
export type CopyFormat = 'hex' | 'c' | 'base64';

/** The most bytes a copy takes: a C array of 1 MiB is already 6 MB of text. */
export const COPY_LIMIT = 1024 * 1024;

/** Throws the viewer's ToolError when `length` bytes are more than a copy takes. */
export function checkCopySize(length: number): void {
  if (length > COPY_LIMIT) throw copyTooLargeError('1 MiB');
}

const hex2 = (b: number) => b.toString(16).padStart(2, '0');

/** Bytes as hex pairs, 16 a line, as `xxd -p` groups them but spaced: `50 4b 03 04`. */
export function asHex(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) lines.push(Array.from(bytes.subarray(i, i + 16), hex2).join(' '));
  return lines.join('\n');
}

/** Bytes as a C array, 12 a line as `xxd -i` writes them. */
export function asCArray(bytes: Uint8Array, name = 'data'): string {
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 12)
    lines.push(`  ${Array.from(bytes.subarray(i, i + 12), (b) => `0x${hex2(b)}`).join(', ')}`);
  return `unsigned char ${name}[${bytes.length}] = {\n${lines.join(',\n')}\n};\n`;
}

/** Bytes as standard Base64 with padding. */
export function asBase64(bytes: Uint8Array): string {
  let out = '';
  // Whole 3-byte groups per slice, so the slices' Base64 joins without padding in between.
  for (let i = 0; i < bytes.length; i += 3 * 8192) out += btoa(String.fromCharCode(...bytes.subarray(i, i + 3 * 8192)));
  return out;
}

/** The selection in `format`; throws when it is over COPY_LIMIT. */
export function copyAs(format: CopyFormat, bytes: Uint8Array): string {
  checkCopySize(bytes.length);
  return format === 'hex' ? asHex(bytes) : format === 'c' ? asCArray(bytes) : asBase64(bytes);
}
