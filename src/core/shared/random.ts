/**
 * Uniform random choices from `crypto.getRandomValues`, without modulo bias: a 32-bit value is used only
 * when it falls below the largest multiple of n, so every index is equally likely (rejection sampling).
 */
const TWO_32 = 2 ** 32;

export type FillRandom = (values: Uint32Array) => void;

const cryptoFill: FillRandom = (values) => {
  crypto.getRandomValues(values);
};

export class RandomSource {
  private readonly buffer: Uint32Array;
  private next: number;

  /** @param fill where the 32-bit values come from (tests pass a fixed sequence) */
  constructor(
    private readonly fill: FillRandom = cryptoFill,
    bufferSize = 1024,
  ) {
    this.buffer = new Uint32Array(bufferSize);
    this.next = bufferSize;
  }

  uint32(): number {
    if (this.next === this.buffer.length) {
      this.fill(this.buffer);
      this.next = 0;
    }
    return this.buffer[this.next++];
  }

  /** A uniformly random whole number in [0, n), for 1 <= n <= 2^32. */
  index(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`Cannot pick from ${n} choices`);
    const limit = TWO_32 - (TWO_32 % n);
    let value = this.uint32();
    while (value >= limit) value = this.uint32();
    return value % n;
  }

  pick<T>(items: ArrayLike<T>): T {
    return items[this.index(items.length)];
  }
}
