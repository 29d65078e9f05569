/**
 * The byte search on WebAssembly SIMD (./scan.wat, sixteen starts a step): a chunk is copied into the module's memory
 * and searched there, the copy a few per cent of the scan. Short buffers, and engines without WebAssembly SIMD, take
 * the plain scan (./scan). Figures in ./README.md.
 */
import { forEachMatch } from './scan';
import { SCAN_WASM } from './scan-wasm';

interface ScanModule {
  memory: WebAssembly.Memory;
  /** Counts the pattern's starts in data[0, len), writing the first `cap` offsets at `out` (see scan.wat). */
  find(data: number, len: number, pat: number, m: number, out: number, cap: number): number;
}

/** Below this many bytes the copy and the call cost more than they save. */
const SIMD_MIN_BYTES = 4096;
const PAGE_BYTES = 65_536;

let scanModule: ScanModule | null | undefined;

/** The module, instantiated once per thread (synchronously: it is a few hundred bytes); null where it cannot run. */
function simdModule(): ScanModule | null {
  if (scanModule !== undefined) return scanModule;
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(SCAN_WASM));
    scanModule = instance.exports as unknown as ScanModule;
  } catch {
    scanModule = null; // no WebAssembly SIMD (or no WebAssembly): the plain scan does it all
  }
  return scanModule;
}

const align16 = (n: number) => (n + 15) & ~15;

/** The module's memory laid out as pattern, offsets, data, grown to fit. */
function layout(module: ScanModule, patternBytes: number, listing: number, dataBytes: number) {
  const out = align16(patternBytes);
  const data = align16(out + listing * 4);
  const needed = data + dataBytes;
  const have = module.memory.buffer.byteLength;
  if (needed > have) module.memory.grow(Math.ceil((needed - have) / PAGE_BYTES));
  return { pattern: 0, out, data };
}

export interface Matches {
  /** Matches in all. */
  count: number;
  /** The first `listing` of their offsets in `data`, in order. */
  offsets: number[];
}

/** The plain scan's answer, for short buffers and engines without SIMD. */
function plainMatches(data: Uint8Array, pattern: Uint8Array, listing: number): Matches {
  const offsets: number[] = [];
  let count = 0;
  forEachMatch(data, pattern, (i) => {
    count++;
    if (offsets.length < listing) offsets.push(i);
  });
  return { count, offsets };
}

/** Every start of `pattern` (not empty) in `data`, overlapping ones too: the count, and the first `listing` offsets. */
export function findMatches(data: Uint8Array, pattern: Uint8Array, listing: number): Matches {
  listing = Math.max(0, Math.min(listing, data.length));
  const module = data.length < SIMD_MIN_BYTES ? null : simdModule();
  if (!module || pattern.length > data.length) return plainMatches(data, pattern, listing);
  const at = layout(module, pattern.length, listing, data.length);
  const memory = new Uint8Array(module.memory.buffer);
  memory.set(pattern, at.pattern);
  memory.set(data, at.data);
  const count = module.find(at.data, data.length, at.pattern, pattern.length, at.out, listing);
  const listed = Math.min(count, listing);
  return { count, offsets: Array.from(new Uint32Array(module.memory.buffer, at.out, listed)) };
}
