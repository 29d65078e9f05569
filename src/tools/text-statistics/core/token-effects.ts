/**
 * What the byte counter's tokens that it cannot count as bytes (`naïve`, `東京`, `can't`, `🙂`) add to the counts,
 * worked out once from their decoded text and remembered for short ones: real text repeats its words, so most are
 * decoded and segmented once, and after that each costs a lookup and a replay (`TextCounter.replayToken`). A slot
 * per hash, the newest token taking it: memory stays small and fixed.
 */
import { CHAR_TABLE, isHigh, isLow, SIMPLE_GRAPHEME, SLOW, WORD_CLASS_MASK } from './classes';
import { cachedGraphemes, segmentedWordKeys } from './segments';
import { HASH_SEED, mix } from './top-words';
import { eachFastWord } from './words';

/** Tokens up to this many bytes are remembered; a longer one is counted as text by `TextCounter.block`. */
export const REMEMBERED_TOKEN_BYTES = 64;
const SLOTS = 1 << 12;

/** What a token (text between two ASCII white spaces) adds, whatever came before it. */
export interface TokenEffect {
  codePoints: number;
  utf16Units: number;
  utf8Bytes: number;
  /** Grapheme clusters joined from several code points (negative), the white space either side included. */
  joins: number;
  /** Its words, as top-words keys. */
  words: readonly string[];
  /** The class and flags (`CHAR_TABLE`) of each character, a pair's by its first unit: for the sentences. */
  classes: Uint8Array;
}

const decoder = new TextDecoder();

/** `text` between the ASCII characters `before` and `after` (-1: none), as the token's neighbours in the stream. */
export const withSides = (text: string, before: number, after: number) =>
  (before >= 0 ? String.fromCharCode(before) : '') + text + (after >= 0 ? String.fromCharCode(after) : '');

/** The classes of `token`'s characters, and its UTF-8 length (a lone surrogate as U+FFFD: 3 bytes). */
function characters(token: string) {
  const classes: number[] = [];
  let utf8Bytes = 0;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    classes.push(CHAR_TABLE[code]);
    if (isHigh(code) && isLow(token.charCodeAt(i + 1))) {
      utf8Bytes += 4;
      i++;
    } else utf8Bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return { classes: Uint8Array.from(classes), utf8Bytes };
}

/** The words of `token` as `TextCounter.block` finds them: by the fast scanner, or the segmenter for other text. */
function wordsOf(token: string, classes: Uint8Array): readonly string[] {
  if (classes.some((c) => (c & WORD_CLASS_MASK) === SLOW)) return segmentedWordKeys(token);
  const words: string[] = [];
  eachFastWord(token, 0, token.length, (from, to) => words.push(token.slice(from, to).toLowerCase()));
  return words;
}

/** The effect of `token` between the ASCII characters `before` and `after` (-1: none). */
export function tokenEffect(token: string, before: number, after: number): TokenEffect {
  const { classes, utf8Bytes } = characters(token);
  const codePoints = classes.length;
  let joins = 0;
  if (classes.some((c) => (c & SIMPLE_GRAPHEME) === 0)) {
    const sides = (before >= 0 ? 1 : 0) + (after >= 0 ? 1 : 0);
    joins = cachedGraphemes(withSides(token, before, after)) - sides - codePoints;
  }
  return { codePoints, utf16Units: token.length, utf8Bytes, joins, words: wordsOf(token, classes), classes };
}

function sameBytes(kept: Uint8Array, bytes: Uint8Array, from: number, to: number): boolean {
  if (kept.length !== to - from) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i] !== bytes[from + i]) return false;
  return true;
}

export class TokenEffects {
  private readonly tokens: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(SLOTS);
  private readonly effects: TokenEffect[] = new Array<TokenEffect>(SLOTS);
  /** The bytes before and after each remembered token (ASCII white space, or -1). */
  private readonly sides = new Int16Array(SLOTS * 2);

  /**
   * The effect of the short token `bytes[from, to)` (whole UTF-8 sequences, or stray bytes read as U+FFFD as
   * TextDecoder reads them) between the ASCII characters `before` and `after` (-1: none).
   */
  effect(bytes: Uint8Array, from: number, to: number, before: number, after: number): TokenEffect {
    let hash = mix(mix(HASH_SEED, before), after);
    for (let i = from; i < to; i++) hash = mix(hash, bytes[i]);
    const slot = hash & (SLOTS - 1);
    const kept = this.tokens[slot];
    if (
      kept &&
      this.sides[2 * slot] === before &&
      this.sides[2 * slot + 1] === after &&
      sameBytes(kept, bytes, from, to)
    )
      return this.effects[slot];
    const effect = tokenEffect(decoder.decode(bytes.subarray(from, to)), before, after);
    this.tokens[slot] = bytes.slice(from, to);
    this.effects[slot] = effect;
    this.sides[2 * slot] = before;
    this.sides[2 * slot + 1] = after;
    return effect;
  }
}
