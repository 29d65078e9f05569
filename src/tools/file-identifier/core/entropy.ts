/**
 * Shannon entropy over a bounded sample of a file: the whole file up to 1 MiB, else its first 256 KiB and three
 * 256 KiB slices spread through it, so a file of any size costs at most 1 MiB of reading.
 */

export const SLICE_BYTES = 256 * 1024;
export const SAMPLE_SLICES = 4;
export const WHOLE_FILE_MAX = SLICE_BYTES * SAMPLE_SLICES;

/** The [start, end) byte ranges read for the entropy: one whole range for a small file, else four slices. */
export function sampleRanges(size: number): Array<[number, number]> {
  if (size <= WHOLE_FILE_MAX) return [[0, size]];
  return Array.from({ length: SAMPLE_SLICES }, (_, i) => {
    // Slice i starts at i/4 of the file (the first at 0, the last ending before the end): spread, never overlapping.
    const start = i === 0 ? 0 : Math.floor((size * i) / SAMPLE_SLICES);
    return [start, Math.min(size, start + SLICE_BYTES)] as [number, number];
  });
}

/** Counts of each byte value, added over all chunks. */
export function byteHistogram(chunks: readonly Uint8Array[]): Uint32Array {
  const counts = new Uint32Array(256);
  for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) counts[chunk[i]]++;
  return counts;
}

/** Shannon entropy in bits per byte (0 to 8); 0 for no bytes. */
export function shannonEntropy(counts: Uint32Array): number {
  let total = 0;
  for (const c of counts) total += c;
  if (total === 0) return 0;
  let bits = 0;
  for (const c of counts) {
    if (c === 0) continue;
    const p = c / total;
    bits -= p * Math.log2(p);
  }
  return Math.max(0, Math.min(8, bits));
}

export type EntropyReading = 'empty' | 'uniform' | 'text' | 'binary' | 'compressed';

/** Above this (bits per byte) the bytes look compressed or encrypted. */
export const COMPRESSED_MIN = 7.5;
/** Up to this, typical of text and other structured data. */
export const TEXT_MAX = 5.5;
/** Below this, mostly one byte repeated (zeros, padding, a sparse file). */
export const UNIFORM_MAX = 1;

/** A plain reading of an entropy figure. */
export function readEntropy(bits: number, sampled: number): EntropyReading {
  if (sampled === 0) return 'empty';
  if (bits < UNIFORM_MAX) return 'uniform';
  if (bits <= TEXT_MAX) return 'text';
  if (bits < COMPRESSED_MIN) return 'binary';
  return 'compressed';
}
