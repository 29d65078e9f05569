/**
 * Where the formatter writes: UTF-8 bytes in chunks, copied straight from the input (no strings are made, so a
 * 100 MB file costs two memory copies and no garbage). Chunks start small and double up to CHUNK_BYTES.
 * Another sink is appended by reference (a sorted object's members), never copied: nested sorted objects would
 * otherwise copy each level's text into its parent, a cost of depth × size.
 * A sink with a drain (the whole output's, in a worker) keeps nothing: each full chunk goes to the drain (a file on
 * disk) and the chunk is reused, so memory stays at one chunk whatever the output's size.
 */
const CHUNK_BYTES = 1 << 20;
const FIRST_BYTES = 64;

/** Takes a chunk of output as it is made; it must be done with the bytes when it returns (they are reused). */
export type Drain = (bytes: Uint8Array) => void;

/** What the formatter writes to: a ByteSink, or DISCARD for an output it does not make. */
export interface Sink {
  byte(value: number): void;
  range(bytes: Uint8Array, start: number, end: number): void;
  all(bytes: Uint8Array): void;
  sink(other: Sink): void;
}

/** A sink that keeps nothing: the formatted output refused as too large, while the minified one is still made. */
export const DISCARD: Sink = { byte() {}, range() {}, all() {}, sink() {} };

export class ByteSink implements Sink {
  /** The text so far, in order: chunks, and other sinks appended whole. */
  private readonly parts: (Uint8Array | ByteSink)[] = [];
  private chunk = new Uint8Array(FIRST_BYTES);
  /** Where the bytes of `chunk` not yet in `parts` begin. */
  private start = 0;
  private used = 0;

  constructor(private readonly drain?: Drain) {
    if (drain) this.chunk = new Uint8Array(CHUNK_BYTES);
  }

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

  /** Appends another sink (a sorted object's member) by reference: it must not be written to afterwards. */
  sink(other: Sink): void {
    if (!(other instanceof ByteSink)) return;
    // Drained, the member is copied (once, at the top): the drain gets whole chunks, never a write per member.
    if (this.drain) {
      for (const chunk of other.chunks()) this.all(chunk);
      return;
    }
    this.cut();
    this.parts.push(other);
  }

  /** The whole text's chunks in order, nested sinks flattened without recursion (their depth is the input's). */
  chunks(): Uint8Array[] {
    const out: Uint8Array[] = [];
    const stack: { sink: ByteSink; next: number }[] = [{ sink: this, next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const { parts } = top.sink;
      if (top.next === parts.length) {
        stack.pop();
        const tail = top.sink.pending();
        if (tail.length) out.push(tail);
        continue;
      }
      const part = parts[top.next++];
      if (part instanceof ByteSink) stack.push({ sink: part, next: 0 });
      else out.push(part);
    }
    return out;
  }

  /** Hands what is written and not yet drained to the drain (at the end of the output). */
  flush(): void {
    if (!this.drain) return;
    if (this.used > this.start) this.drain(this.pending());
    this.start = this.used = 0;
  }

  private pending(): Uint8Array {
    return this.chunk.subarray(this.start, this.used);
  }

  /** Ends the current part: later bytes go after what is appended next (the chunk's room is still used). */
  private cut(): void {
    if (this.used > this.start) this.parts.push(this.pending());
    this.start = this.used;
  }

  /** Room for `needed` more bytes: double the chunk while small, else start a new one. */
  private grow(needed: number): void {
    if (this.drain) return this.drainAndReuse(needed);
    const pending = this.used - this.start;
    if (this.chunk.length < CHUNK_BYTES && pending + needed <= CHUNK_BYTES) {
      const wanted = Math.max(needed, this.chunk.length * 2);
      const bigger = new Uint8Array(Math.min(Math.max(wanted, pending + needed), CHUNK_BYTES));
      bigger.set(this.pending());
      this.chunk = bigger;
      this.used = pending;
    } else {
      this.cut();
      this.chunk = new Uint8Array(Math.max(needed, CHUNK_BYTES));
      this.used = 0;
    }
    this.start = 0;
  }

  /** A drained sink's chunk is full: it goes to the drain and is written over (or one big enough for `needed`). */
  private drainAndReuse(needed: number): void {
    this.flush();
    if (needed > this.chunk.length) this.chunk = new Uint8Array(needed);
  }
}
