/**
 * GNU diff's `discard_confusing_lines`: before the search, set aside lines that cannot be matched (they
 * occur in only one file) and, inside runs of those, lines that match very many lines of the other file.
 * Both only confuse the search and make it slow; the discarded lines are reported as changed. This is
 * what keeps a diff of two large files with scattered edits near-linear.
 */

export interface Kept {
  /** The equivalence classes of the lines kept, in order. */
  equivs: Int32Array;
  /** For each kept line, its index among all lines. */
  realIndex: Int32Array;
}

/** Marks for each line: 0 keep, 1 discard (no match), 2 provisionally discard (too many matches). */
function initialMarks(equivs: Int32Array, otherCounts: Int32Array): Uint8Array {
  const end = equivs.length;
  const marks = new Uint8Array(end);
  let many = 5;
  // Many is 5 times about the square root of the line count / 64.
  for (let tem = end >> 6; (tem >>= 2) > 0;) many *= 2;
  for (let i = 0; i < end; i++) {
    const matches = otherCounts[equivs[i]];
    if (matches === 0) marks[i] = 1;
    else if (matches > many) marks[i] = 2;
  }
  return marks;
}

/** Cancels provisional discards near the ends of a run of discards, scanning from `i` by `step`. */
function cancelAtRunEnd(marks: Uint8Array, i: number, length: number, step: 1 | -1): void {
  for (let j = 0, consec = 0; j < length; j++) {
    const at = i + j * step;
    if (j >= 8 && marks[at] === 1) break;
    if (marks[at] === 2) {
      consec = 0;
      marks[at] = 0;
    } else if (marks[at] === 0) consec = 0;
    else consec++;
    if (consec === 3) break;
  }
}

/** Within one run of discards [i, i + length) whose ends are not provisional, decides the provisional ones. */
function settleRun(marks: Uint8Array, i: number, length: number, provisional: number): void {
  if (provisional * 4 > length) {
    for (let j = i + length; j > i;) if (marks[--j] === 2) marks[j] = 0;
    return;
  }
  // A subrun of `minimum` or more provisionals stands (is cancelled) within the larger run.
  let minimum = 1;
  for (let tem = length >> 2; (tem >>= 2) > 0;) minimum <<= 1;
  minimum++;
  for (let j = 0, consec = 0; j < length; j++) {
    if (marks[i + j] !== 2) consec = 0;
    else if (minimum === ++consec)
      j -= consec; // back up to the subrun's start to cancel it all
    else if (minimum < consec) marks[i + j] = 0;
  }
  cancelAtRunEnd(marks, i, length, 1);
  cancelAtRunEnd(marks, i + length - 1, length, -1);
}

/** Keeps provisional discards only inside runs of discards that start and end with a real one. */
function settleProvisional(marks: Uint8Array): void {
  const end = marks.length;
  for (let i = 0; i < end; i++) {
    if (marks[i] === 2) {
      marks[i] = 0;
      continue;
    }
    if (marks[i] === 0) continue;
    let j = i;
    let provisional = 0;
    for (; j < end && marks[j] !== 0; j++) if (marks[j] === 2) provisional++;
    while (j > i && marks[j - 1] === 2) {
      marks[--j] = 0;
      provisional--;
    }
    const length = j - i;
    settleRun(marks, i, length, provisional);
    i += length - 1;
  }
}

function countClasses(equivs: Int32Array, classes: number): Int32Array {
  const counts = new Int32Array(classes + 1);
  for (let i = 0; i < equivs.length; i++) counts[equivs[i]]++;
  return counts;
}

/**
 * Returns the lines of each side to search, and marks the discarded ones in `changed` (one flag per line,
 * at `changed[offset + i]`). `classes` is the highest equivalence class.
 */
export function discardConfusingLines(
  sides: readonly [Int32Array, Int32Array],
  classes: number,
  changed: readonly [Uint8Array, Uint8Array],
  offset: number,
): [Kept, Kept] {
  const counts = [countClasses(sides[0], classes), countClasses(sides[1], classes)];
  const kept = sides.map((equivs, f) => {
    const marks = initialMarks(equivs, counts[1 - f]);
    settleProvisional(marks);
    const keptEquivs = new Int32Array(equivs.length);
    const realIndex = new Int32Array(equivs.length);
    let j = 0;
    for (let i = 0; i < equivs.length; i++) {
      if (marks[i] === 0) {
        keptEquivs[j] = equivs[i];
        realIndex[j++] = i;
      } else changed[f][offset + i] = 1;
    }
    return { equivs: keptEquivs.subarray(0, j), realIndex: realIndex.subarray(0, j) };
  });
  return [kept[0], kept[1]];
}
