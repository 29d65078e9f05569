/**
 * Myers' O(ND) difference algorithm in linear space (the bidirectional "middle snake" search), as GNU diff
 * implements it in diffseq.h, with its cost bound: once a search has spent `tooExpensive` edit steps
 * without meeting in the middle, it splits at the diagonal that got furthest and goes on. The result is
 * then correct but possibly not minimal, and the time stays near-linear even on a file against a shuffle
 * of itself.
 */

/** What the search reports: an element of `xv` deleted, or one of `yv` inserted. */
export interface EditSink {
  deleted(x: number): void;
  inserted(y: number): void;
  /** Called now and then with the number of elements (of both sides) settled so far. */
  progress?(settled: number): void;
}

interface Partition {
  xmid: number;
  ymid: number;
  loMinimal: boolean;
  hiMinimal: boolean;
}

const OFFSET_MAX = 0x7fffffff;

/** GNU's bound on the edit cost of one middle-snake search: about the square root of the size, at least 4096. */
export function costLimit(size: number): number {
  let limit = 1;
  for (let diags = size + 3; diags !== 0; diags = Math.floor(diags / 4)) limit *= 2;
  return Math.max(4096, limit);
}

class Search {
  private readonly fd: Int32Array;
  private readonly bd: Int32Array;
  /** Offset of diagonal 0 in fd/bd (diagonals run from -ylen-1 to xlen+1). */
  private readonly zero: number;
  private readonly part: Partition = { xmid: 0, ymid: 0, loMinimal: false, hiMinimal: false };

  constructor(
    private readonly xv: Int32Array,
    private readonly yv: Int32Array,
    private readonly tooExpensive: number,
  ) {
    this.fd = new Int32Array(xv.length + yv.length + 3);
    this.bd = new Int32Array(xv.length + yv.length + 3);
    this.zero = yv.length + 1;
  }

  /** Finds where the shortest edit path crosses the middle of [xoff, xlim) x [yoff, ylim). */
  diag(xoff: number, xlim: number, yoff: number, ylim: number, findMinimal: boolean): Partition {
    const { fd, bd, xv, yv, zero: z } = this;
    const dmin = xoff - ylim;
    const dmax = xlim - yoff;
    const fmid = xoff - yoff;
    const bmid = xlim - ylim;
    let fmin = fmid;
    let fmax = fmid;
    let bmin = bmid;
    let bmax = bmid;
    const odd = ((fmid - bmid) & 1) !== 0;
    fd[z + fmid] = xoff;
    bd[z + bmid] = xlim;
    for (let c = 1; ; ++c) {
      // Extend the top-down search by one edit step on each diagonal.
      if (fmin > dmin) fd[z + --fmin - 1] = -1;
      else ++fmin;
      if (fmax < dmax) fd[z + ++fmax + 1] = -1;
      else --fmax;
      for (let d = fmax; d >= fmin; d -= 2) {
        const tlo = fd[z + d - 1];
        const thi = fd[z + d + 1];
        let x = tlo < thi ? thi : tlo + 1;
        let y = x - d;
        while (x < xlim && y < ylim && xv[x] === yv[y]) {
          x++;
          y++;
        }
        fd[z + d] = x;
        if (odd && bmin <= d && d <= bmax && bd[z + d] <= x) return this.split(x, y, true, true);
      }
      // And the bottom-up search.
      if (bmin > dmin) bd[z + --bmin - 1] = OFFSET_MAX;
      else ++bmin;
      if (bmax < dmax) bd[z + ++bmax + 1] = OFFSET_MAX;
      else --bmax;
      for (let d = bmax; d >= bmin; d -= 2) {
        const tlo = bd[z + d - 1];
        const thi = bd[z + d + 1];
        let x = tlo < thi ? tlo : thi - 1;
        let y = x - d;
        while (xoff < x && yoff < y && xv[x - 1] === yv[y - 1]) {
          x--;
          y--;
        }
        bd[z + d] = x;
        if (!odd && fmin <= d && d <= fmax && x <= fd[z + d]) return this.split(x, y, true, true);
      }
      if (!findMinimal && c >= this.tooExpensive) {
        return this.bestDiagonal(xoff, xlim, yoff, ylim, [fmin, fmax], [bmin, bmax]);
      }
    }
  }

  /** Gone well past the call of duty: split at whichever search made the most progress. */
  private bestDiagonal(
    xoff: number,
    xlim: number,
    yoff: number,
    ylim: number,
    [fmin, fmax]: [number, number],
    [bmin, bmax]: [number, number],
  ): Partition {
    const { fd, bd, zero: z } = this;
    let fxybest = -1;
    let fxbest = 0;
    for (let d = fmax; d >= fmin; d -= 2) {
      let x = Math.min(fd[z + d], xlim);
      let y = x - d;
      if (ylim < y) {
        x = ylim + d;
        y = ylim;
      }
      if (fxybest < x + y) {
        fxybest = x + y;
        fxbest = x;
      }
    }
    let bxybest = OFFSET_MAX;
    let bxbest = 0;
    for (let d = bmax; d >= bmin; d -= 2) {
      let x = Math.max(xoff, bd[z + d]);
      let y = x - d;
      if (y < yoff) {
        x = yoff + d;
        y = yoff;
      }
      if (x + y < bxybest) {
        bxybest = x + y;
        bxbest = x;
      }
    }
    if (xlim + ylim - bxybest < fxybest - (xoff + yoff)) return this.split(fxbest, fxybest - fxbest, true, false);
    return this.split(bxbest, bxybest - bxbest, false, true);
  }

  private split(xmid: number, ymid: number, loMinimal: boolean, hiMinimal: boolean): Partition {
    Object.assign(this.part, { xmid, ymid, loMinimal, hiMinimal });
    return this.part;
  }
}

/** Runs a generator of steps to its end and returns its value. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Reports to `sink` a shortest (or, past the cost bound, a short) edit script turning `xv` into `yv`.
 * GNU's recursion, run from an explicit stack so no input can overflow the call stack, and as steps: it
 * yields after each middle-snake search (at most a few milliseconds), so a worker can pause between steps
 * to answer pings and notice a Cancel (see `drain` for running it in one go).
 */
export function* compareSequencesSteps(
  xv: Int32Array,
  yv: Int32Array,
  sink: EditSink,
  minimal = false,
): Generator<void, void> {
  const search = new Search(xv, yv, costLimit(xv.length + yv.length));
  // Pending sub-problems, five numbers each: xoff, xlim, yoff, ylim, minimal (0/1).
  const stack: number[] = [0, xv.length, 0, yv.length, minimal ? 1 : 0];
  let settled = 0;
  let reported = 0;
  while (stack.length) {
    const findMinimal = stack.pop() === 1;
    let ylim = stack.pop()!;
    let yoff = stack.pop()!;
    let xlim = stack.pop()!;
    let xoff = stack.pop()!;
    const before = xlim - xoff + (ylim - yoff);
    while (xoff < xlim && yoff < ylim && xv[xoff] === yv[yoff]) {
      xoff++;
      yoff++;
    }
    while (xoff < xlim && yoff < ylim && xv[xlim - 1] === yv[ylim - 1]) {
      xlim--;
      ylim--;
    }
    if (xoff === xlim || yoff === ylim) {
      for (let y = yoff; y < ylim; y++) sink.inserted(y);
      for (let x = xoff; x < xlim; x++) sink.deleted(x);
      settled += before;
    } else {
      settled += before - (xlim - xoff + (ylim - yoff));
      const { xmid, ymid, loMinimal, hiMinimal } = search.diag(xoff, xlim, yoff, ylim, findMinimal);
      stack.push(xmid, xlim, ymid, ylim, hiMinimal ? 1 : 0, xoff, xmid, yoff, ymid, loMinimal ? 1 : 0);
      yield;
    }
    if (sink.progress && settled - reported > 4096) {
      reported = settled;
      sink.progress(settled);
    }
  }
}

/** `compareSequencesSteps` in one go. */
export function compareSequences(xv: Int32Array, yv: Int32Array, sink: EditSink, minimal = false): void {
  drain(compareSequencesSteps(xv, yv, sink, minimal));
}
