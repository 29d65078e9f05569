import { INSPECTOR_ROWS } from './messages';

/** One inspector row: its name and its value read little and big endian ('' when the bytes run out). */
export interface InspectorRow {
  name: string;
  little: string;
  big: string;
}

/** FILETIME counts 100 ns ticks from 1601-01-01; Unix time starts 11,644,473,600 s later. */
const FILETIME_TO_UNIX_MS = 11_644_473_600_000n;
const MAX_DATE_MS = 8.64e15;

const isoDate = (ms: number): string =>
  Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString().replace('.000Z', 'Z') : '';

/** FILETIME ticks as a date (whole milliseconds, UTC), '' past the dates JavaScript can hold. */
export function fileTimeDate(ticks: bigint): string {
  return isoDate(Number(ticks / 10_000n - FILETIME_TO_UNIX_MS));
}

/**
 * The UTF-8 character starting at the first byte, as `"é" U+00E9 (2 bytes)`; '' when the bytes there do not start
 * a well-formed character (a continuation byte, an overlong or cut sequence, a surrogate).
 */
export function utf8CharAt(bytes: Uint8Array): string {
  const lead = bytes[0];
  if (lead === undefined) return '';
  const length =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead < 0xe0
        ? 2
        : lead >= 0xe0 && lead < 0xf0
          ? 3
          : lead >= 0xf0 && lead < 0xf5
            ? 4
            : 0;
  if (length === 0 || bytes.length < length) return '';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, length));
  } catch {
    return '';
  }
  const code = text.codePointAt(0)!;
  const shown = code < 0x20 || (code >= 0x7f && code < 0xa0) ? '' : `"${text}" `;
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  return `${shown}U+${hex} (${length} byte${length > 1 ? 's' : ''})`;
}

type Reader = (view: DataView, little: boolean) => string;

const READERS: readonly [keyof typeof INSPECTOR_ROWS, number, Reader][] = [
  ['int8', 1, (v) => String(v.getInt8(0))],
  ['uint8', 1, (v) => String(v.getUint8(0))],
  ['int16', 2, (v, le) => String(v.getInt16(0, le))],
  ['uint16', 2, (v, le) => String(v.getUint16(0, le))],
  ['int32', 4, (v, le) => String(v.getInt32(0, le))],
  ['uint32', 4, (v, le) => String(v.getUint32(0, le))],
  ['int64', 8, (v, le) => String(v.getBigInt64(0, le))],
  ['uint64', 8, (v, le) => String(v.getBigUint64(0, le))],
  ['float32', 4, (v, le) => String(v.getFloat32(0, le))],
  ['float64', 8, (v, le) => String(v.getFloat64(0, le))],
  ['unix', 4, (v, le) => isoDate(v.getInt32(0, le) * 1000)],
  ['filetime', 8, (v, le) => fileTimeDate(v.getBigUint64(0, le))],
];

/** The values the (up to 8) bytes at the cursor hold, in every reading the inspector shows. */
export function inspect(bytes: Uint8Array): InspectorRow[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 8));
  const rows = READERS.map(([key, size, read]): InspectorRow => {
    const fits = view.byteLength >= size;
    return {
      name: INSPECTOR_ROWS[key],
      little: fits ? read(view, true) : '',
      big: fits && size > 1 ? read(view, false) : fits ? read(view, true) : '',
    };
  });
  const char = utf8CharAt(bytes);
  const binary = bytes.length ? bytes[0].toString(2).padStart(8, '0') : '';
  rows.splice(10, 0, { name: INSPECTOR_ROWS.utf8, little: char, big: char });
  rows.push({ name: INSPECTOR_ROWS.binary, little: binary, big: binary });
  return rows;
}
