/**
 * GNU diff's `shift_boundaries`: slides each run of changed lines over equal neighbouring lines so that
 * runs merge where they can and otherwise sit as late as possible, aligned with a run in the other file
 * when one is there. The number of changed lines does not change; the hunks read as a person expects
 * (a new function is added whole, not from the middle of the previous one's closing brace).
 *
 * `changed[f]` holds one flag per line at index line + 1, with a 0 sentinel at each end.
 */
export function shiftBoundaries(equivs: readonly [Int32Array, Int32Array], changed: readonly [Uint8Array, Uint8Array]) {
  for (let f = 0; f < 2; f++) shiftSide(equivs[f], changed[f], changed[1 - f]);
}

function shiftSide(equivs: Int32Array, flags: Uint8Array, otherFlags: Uint8Array): void {
  // ch(i) and other(j) as in GNU, with the sentinel offset of 1.
  const end = equivs.length;
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < end && !flags[i + 1]) {
      while (otherFlags[1 + j++]);
      i++;
    }
    if (i === end) break;
    let start = i;
    while (flags[1 + ++i]);
    while (otherFlags[1 + j]) j++;
    let corresponding: number;
    let runLength: number;
    do {
      runLength = i - start;
      // Move the run back while the line before it equals its last line (merging with earlier runs).
      while (start && equivs[start - 1] === equivs[i - 1]) {
        flags[1 + --start] = 1;
        flags[1 + --i] = 0;
        while (flags[1 + start - 1]) start--;
        while (otherFlags[1 + --j]);
      }
      corresponding = otherFlags[1 + j - 1] ? i : end;
      // Then forward while its first line equals the line after it, as far as it goes.
      while (i !== end && equivs[start] === equivs[i]) {
        flags[1 + start++] = 0;
        flags[1 + i++] = 1;
        while (flags[1 + i]) i++;
        while (otherFlags[1 + ++j]) corresponding = i;
      }
    } while (runLength !== i - start);
    // Back again to end where a run of the other file ends, if there is one.
    while (corresponding < i) {
      flags[1 + --start] = 1;
      flags[1 + --i] = 0;
      while (otherFlags[1 + --j]);
    }
  }
}
