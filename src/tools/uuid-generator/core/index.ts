/**
 * UUID generator (spec sections 5 and 9: quantity 1-100, default 5, version 4). Versions 4, 7 and 1 come
 * from `crypto.getRandomValues`; version 5 hashes a namespace and a name; the validator reads any UUID back.
 */
import { fillRandom, uuidBytes, uuidText } from '../../../core/shared/uuid-bytes';
import { writerFor, type RandomVersion } from './versions';

export { inspectUuid, type UuidInfo } from './inspect';
export { NAMESPACES, uuidV5, uuidsV5 } from './v5';
export type { RandomVersion } from './versions';

export const QUANTITY = { min: 1, max: 100, default: 5 } as const;
/** The bulk export's ceiling. */
export const BULK_MAX = 1_000_000;
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export interface UuidFormat {
  upperCase: boolean;
  hyphens: boolean;
}

export const DEFAULT_FORMAT: UuidFormat = { upperCase: false, hyphens: true };

/** The quantity box's value: whole numbers within 1-100; anything non-numeric falls back to 1 (spec section 5). */
export function parseQuantity(text: string, max: number = QUANTITY.max): number {
  const value = Math.trunc(Number(text.trim()));
  if (!text.trim() || !Number.isFinite(value)) return QUANTITY.min;
  return Math.min(max, Math.max(QUANTITY.min, value));
}

export function formatUuid(uuid: string, { upperCase, hyphens }: UuidFormat): string {
  const shaped = hyphens ? uuid : uuid.replace(/-/g, '');
  return upperCase ? shaped.toUpperCase() : shaped;
}

/** A generator that keeps its state (the time sequence of versions 1 and 7) across calls. */
export function uuidGenerator(version: RandomVersion, now: () => number = Date.now) {
  const write = writerFor(version);
  return (count: number): string[] => {
    const bytes = fillRandom(new Uint8Array(count * 16));
    const uuids = new Array<string>(count);
    for (let i = 0; i < count; i++) {
      write(bytes, i * 16, now());
      uuids[i] = uuidText(bytes, i * 16);
    }
    return uuids;
  };
}

/** `count` new UUIDs of a random or time-based version. */
export function generateUuids(version: RandomVersion, count: number): string[] {
  return uuidGenerator(version)(count);
}

/** UUIDs per slice of the bulk export: big enough to be fast, small enough to report progress and cancel. */
export const BULK_SLICE = 20_000;

/**
 * Generates `count` UUIDs as lines of text, one slice at a time with the running count (a worker awaits
 * between slices, so it can report progress, answer pings and be cancelled).
 */
export function* bulkSlices(
  version: RandomVersion | 'nil',
  count: number,
  format: UuidFormat,
): Generator<{ text: string; done: number }> {
  const next = version === 'nil' ? (n: number) => new Array<string>(n).fill(NIL_UUID) : uuidGenerator(version);
  for (let done = 0; done < count;) {
    const size = Math.min(BULK_SLICE, count - done);
    const lines = next(size).map((uuid) => formatUuid(uuid, format));
    done += size;
    yield { text: lines.join('\n') + '\n', done };
  }
}

export { uuidBytes, uuidText };
