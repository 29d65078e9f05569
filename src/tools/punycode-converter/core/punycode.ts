/**
 * RFC 3492 Punycode for one label, without the `xn--` prefix: encode code points to ASCII and decode back. The
 * URL API encodes whole domains (with UTS #46's mapping) but never decodes, so both directions are here.
 */
import { fault } from './faults';

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_INT = 0x7fffffff;

/** The bias after a code point is inserted (RFC 3492 §6.1). */
function adapt(delta: number, points: number, first: boolean): number {
  delta = first ? Math.floor(delta / DAMP) : delta >> 1;
  delta += Math.floor(delta / points);
  let k = 0;
  for (; delta > ((BASE - T_MIN) * T_MAX) >> 1; k += BASE) delta = Math.floor(delta / (BASE - T_MIN));
  return k + Math.floor(((BASE - T_MIN + 1) * delta) / (delta + SKEW));
}

const threshold = (k: number, bias: number) => (k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias);
const digitChar = (d: number) => String.fromCharCode(d < 26 ? 97 + d : 22 + d);

/** The digit a character stands for (either case), or -1. */
function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22;
  if (code >= 65 && code <= 90) return code - 65;
  if (code >= 97 && code <= 122) return code - 97;
  return -1;
}

/** The variable-length number `q` in the digits of the current bias. */
function encodeNumber(q: number, bias: number): string {
  let out = '';
  for (let k = BASE; ; k += BASE) {
    const t = threshold(k, bias);
    if (q < t) return out + digitChar(q);
    out += digitChar(t + ((q - t) % (BASE - t)));
    q = Math.floor((q - t) / (BASE - t));
  }
}

export function punycodeEncode(label: string): string {
  const points = Array.from(label, (char) => char.codePointAt(0)!);
  let output = points
    .filter((p) => p < 0x80)
    .map((p) => String.fromCharCode(p))
    .join('');
  const basic = output.length;
  if (basic > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let handled = basic; handled < points.length; n++, delta++) {
    const m = Math.min(...points.filter((p) => p >= n));
    if (m - n > Math.floor((MAX_INT - delta) / (handled + 1))) throw fault('overflow');
    delta += (m - n) * (handled + 1);
    n = m;
    for (const p of points) {
      if (p < n && ++delta > MAX_INT) throw fault('overflow');
      if (p !== n) continue;
      output += encodeNumber(delta, bias);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
  }
  return output;
}

export function punycodeDecode(text: string): string {
  const end = Math.max(0, text.lastIndexOf('-'));
  const output: number[] = [];
  for (let j = 0; j < end; j++) {
    if (text.charCodeAt(j) >= 0x80) throw fault('notBasic', { char: text[j], position: j + 1 });
    output.push(text.charCodeAt(j));
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let at = end > 0 ? end + 1 : 0; at < text.length;) {
    const old = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= text.length) throw fault('truncated');
      const digit = digitOf(text.charCodeAt(at));
      if (digit < 0) throw fault('badDigit', { char: String.fromCodePoint(text.codePointAt(at)!), position: at + 1 });
      at++;
      if (digit > Math.floor((MAX_INT - i) / w)) throw fault('overflow');
      i += digit * w;
      const t = threshold(k, bias);
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) throw fault('overflow');
      w *= BASE - t;
    }
    bias = adapt(i - old, output.length + 1, old === 0);
    if (Math.floor(i / (output.length + 1)) > MAX_INT - n) throw fault('overflow');
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) throw fault('pastUnicode');
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
