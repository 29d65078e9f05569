/**
 * Where the formatter writes: UTF-8 bytes in chunks, copied straight from the input (no strings are made, so a
 * 100 MB file costs two memory copies and no garbage). Chunks start small and double up to CHUNK_BYTES.
 */
const CHUNK_BYTES = 1 << 20;
const FIRST_BYTES = 64;

export class ByteSink {
  private readonly done: Uint8Array[] = [];
  private chunk = new Uint8Array(FIRST_BYTES);
  private used = 0;

  byte(value: number): void {
    if (this.used === this.chunk.length) this.grow(1);
    this.chunk[this.used++] = value;
  }

  /** Copies `bytes[start, end)`. */
  range(bytes: Uint8Array, start: number, end: number): void {
    const length = end - start;
    if (this.used + length > this.chunk.length) this.grow(length);
    if (length < 16) {
      for (let i = start; i < end; i++) this.chunk[this.used++] = bytes[i];
    } else {
      this.chunk.set(bytes.subarray(start, end), this.used);
      this.used += length;
    }
  }

  all(bytes: Uint8Array): void {
    this.range(bytes, 0, bytes.length);
  }

  /** Appends the chunks of another sink (a sorted object's member). */
  sink(other: ByteSink): void {
    for (const chunk of other.chunks()) this.all(chunk);
  }

  chunks(): Uint8Array[] {
    return this.used ? [...this.done, this.chunk.subarray(0, this.used)] : this.done;
  }

  get size(): number {
    return this.done.reduce((sum, chunk) => sum + chunk.length, 0) + this.used;
  }

  /** Room for `needed` more bytes: double the chunk while small, else start a new one. */
  private grow(needed: number): void {
    const wanted = Math.max(needed, this.chunk.length * 2);
    if (this.chunk.length < CHUNK_BYTES && this.used + needed <= CHUNK_BYTES) {
      const bigger = new Uint8Array(Math.min(Math.max(wanted, this.used + needed), CHUNK_BYTES));
      bigger.set(this.chunk.subarray(0, this.used));
      this.chunk = bigger;
      return;
    }
    if (this.used) this.done.push(this.chunk.subarray(0, this.used));
    this.chunk = new Uint8Array(Math.max(needed, CHUNK_BYTES));
    this.used = 0;
  }
}
