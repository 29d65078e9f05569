/**
 * Time-based UUIDs (versions 1 and 7) stay unique and ordered within one millisecond by counting: each
 * UUID in the same millisecond takes the next count, and when the counter runs out the sequence borrows
 * the next millisecond (RFC 9562 section 6.2, method 1). A clock that steps back is ignored, so the
 * sequence never goes backwards.
 */
export interface Tick {
  ms: number;
  count: number;
}

export class TimeSequence {
  private last: Tick = { ms: -1, count: 0 };

  /**
   * @param limit the counter's size (4096 for the 12 bits of version 7, 10,000 ticks of 100 ns for version 1)
   * @param seed the first count of a new millisecond
   */
  constructor(
    private readonly limit: number,
    private readonly seed: () => number,
  ) {}

  next(nowMs: number): Tick {
    const { ms, count } = this.last;
    if (nowMs > ms) this.last = { ms: nowMs, count: this.seed() };
    else if (count + 1 < this.limit) this.last = { ms, count: count + 1 };
    else this.last = { ms: ms + 1, count: this.seed() };
    return this.last;
  }
}
