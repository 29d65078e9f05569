/**
 * Natural order, `file2` before `file10`: GNU's version order (`sort -V`, gnulib's filevercmp), ported so the two
 * agree: digits compare as numbers (leading zeros skipped), letters before other characters, `~` before anything,
 * file suffixes (`.tar.gz`) compared last, and "." and names starting with "." first. Names wholly a suffix (`.a`) count as coreutils 9.1 counts them. Code units stand for bytes:
 * on ASCII text the order is sort -V's exactly (tested against it), beyond it close.
 */

const isDigit = (code: number) => code >= 48 && code <= 57;
const isAlpha = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const TILDE = 126;
const DOT = 46;

/** A character's rank outside numbers: the end and digits 0, letters themselves, `~` lowest, the rest after letters. */
function order(text: string, at: number, length: number): number {
  if (at === length) return -1;
  const code = text.charCodeAt(at);
  if (isDigit(code)) return 0;
  if (isAlpha(code)) return code;
  if (code === TILDE) return -2;
  return code + 256;
}

/** gnulib's verrevcmp on the first `aLength` and `bLength` characters. */
function versionCompare(a: string, aLength: number, b: string, bLength: number): number {
  let i = 0;
  let j = 0;
  while (i < aLength || j < bLength) {
    let firstDiff = 0;
    while ((i < aLength && !isDigit(a.charCodeAt(i))) || (j < bLength && !isDigit(b.charCodeAt(j)))) {
      const diff = order(a, i, aLength) - order(b, j, bLength);
      if (diff !== 0) return diff;
      i++;
      j++;
    }
    while (i < aLength && a.charCodeAt(i) === 48) i++;
    while (j < bLength && b.charCodeAt(j) === 48) j++;
    while (i < aLength && j < bLength && isDigit(a.charCodeAt(i)) && isDigit(b.charCodeAt(j))) {
      if (!firstDiff) firstDiff = a.charCodeAt(i) - b.charCodeAt(j);
      i++;
      j++;
    }
    if (i < aLength && isDigit(a.charCodeAt(i))) return 1;
    if (j < bLength && isDigit(b.charCodeAt(j))) return -1;
    if (firstDiff) return firstDiff;
  }
  return 0;
}

/** The length of a name without its file suffixes (`(\.[A-Za-z~][A-Za-z0-9~]*)*` at its end, maybe all of it: `.a`). */
function prefixLength(text: string): number {
  let prefix = 0;
  for (let i = 0; ; i++) {
    prefix = i;
    while (i + 1 < text.length && text.charCodeAt(i) === DOT && isSuffixStart(text.charCodeAt(i + 1)))
      for (i += 2; i < text.length && isSuffixChar(text.charCodeAt(i)); i++);
    if (i >= text.length) return prefix;
  }
}

const isSuffixStart = (code: number) => isAlpha(code) || code === TILDE;
const isSuffixChar = (code: number) => isAlpha(code) || isDigit(code) || code === TILDE;

/** The special names first: "" then "." then ".." then other names starting with "."; undefined when neither is. */
function specialOrder(a: string, b: string): number | undefined {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? -1 : 1;
  const aDot = a.charCodeAt(0) === DOT;
  const bDot = b.charCodeAt(0) === DOT;
  if (aDot !== bDot) return aDot ? -1 : 1;
  if (!aDot) return undefined;
  for (const name of ['.', '..']) if (a === name || b === name) return a === b ? 0 : a === name ? -1 : 1;
  return undefined;
}

/** gnulib's filevercmp: negative, zero or positive as `a` sorts before, with or after `b`. */
export function versionOrder(a: string, b: string): number {
  const special = specialOrder(a, b);
  if (special !== undefined) return special;
  const aPrefix = prefixLength(a);
  const bPrefix = prefixLength(b);
  const result = versionCompare(a, aPrefix, b, bPrefix);
  if (result || (aPrefix === a.length && bPrefix === b.length)) return result;
  return versionCompare(a, a.length, b, b.length);
}
