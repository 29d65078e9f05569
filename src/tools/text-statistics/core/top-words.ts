/**
 * The most frequent words, counted case-insensitively in a table of capped size so memory stays flat. The table is
 * keyed on the lower-cased word's UTF-16 code units: a word of the fast characters is hashed and compared where it
 * lies in the text, folded unit by unit (`FOLD`), so a string is made only for a word not seen before.
 */
import { CHAR_TABLE, LETTER, WORD_CLASS_MASK } from './classes';

/** Distinct words kept; past it the rarest are dropped (and the list says it is approximate). */
export const MAX_DISTINCT_WORDS = 200_000;

/** In `FOLD`: a code unit whose lower case depends on its neighbours or is longer (`Σ`, `İ`); the word takes `toLowerCase`. */
const UNFOLDABLE = 0;

/**
 * Each code unit in lower case where `toLowerCase` maps it to one code unit whatever surrounds it; UNFOLDABLE for the
 * fast table's letters where it does not (final sigma, `İ`). Only the fast table's letters change case.
 */
function buildFold(): Uint16Array {
  const fold = new Uint16Array(0x10000);
  for (let c = 0; c < 0x10000; c++) {
    fold[c] = c;
    if ((CHAR_TABLE[c] & WORD_CLASS_MASK) !== LETTER) continue;
    const lower = String.fromCharCode(c).toLowerCase();
    fold[c] = lower.length === 1 && c !== 0x3a3 ? lower.charCodeAt(0) : UNFOLDABLE;
  }
  return fold;
}

const FOLD = buildFold();

/** One step of the words' hash (FNV-1a over UTF-16 units), for a lower-case unit. */
export const mix = (hash: number, unit: number) => Math.imul(hash ^ unit, 0x01000193);
export const HASH_SEED = 0x811c9dc5 | 0;

/** The hash of a lower-cased key (the same as `foldedHash` gives for the word as it lies in the text). */
function keyHash(key: string): number {
  let hash = HASH_SEED;
  for (let i = 0; i < key.length; i++) hash = mix(hash, key.charCodeAt(i));
  return hash;
}

const INITIAL_SLOTS = 1 << 10;

export class TopWords {
  /** Open addressing, linear probing, at most half full: each slot's key (undefined: empty), hash and count. */
  private keys: (string | undefined)[] = new Array<string | undefined>(INITIAL_SLOTS);
  private hashes = new Int32Array(INITIAL_SLOTS);
  private counts = new Float64Array(INITIAL_SLOTS);
  private size = 0;
  /** Whether rare words were dropped to keep the table small (counts of the top words may then be low). */
  approximate = false;

  /** Counts `word` (any case). */
  add(word: string) {
    this.addKey(word.toLowerCase(), 1);
  }

  /** Counts the word `text[from, to)`, whose characters are all of the fast table, without a string if it was seen. */
  addRange(text: string, from: number, to: number) {
    let hash = HASH_SEED;
    for (let i = from; i < to; i++) {
      const unit = FOLD[text.charCodeAt(i)];
      if (unit === UNFOLDABLE) return this.add(text.slice(from, to));
      hash = mix(hash, unit);
    }
    this.addFolded(text, from, to, hash);
  }

  /** Counts the word `text[from, to)`, whose units all fold (`FOLD`), given the hash of its folded units. */
  addFolded(text: string, from: number, to: number, hash: number) {
    const mask = this.hashes.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot];
      if (key === undefined) return this.insert(slot, text.slice(from, to).toLowerCase(), hash, 1);
      if (this.hashes[slot] === hash && sameFolded(key, text, from, to)) {
        this.counts[slot]++;
        return;
      }
    }
  }

  /** Counts the word of ASCII letters `bytes[from, to)`, given the hash of its lower case (`mix` of each byte | 0x20). */
  addAsciiLetters(bytes: Uint8Array, from: number, to: number, hash: number) {
    const mask = this.hashes.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const key = this.keys[slot];
      if (key === undefined) return this.insert(slot, lowerAscii(bytes, from, to), hash, 1);
      if (this.hashes[slot] === hash && sameAsciiLetters(key, bytes, from, to)) {
        this.counts[slot]++;
        return;
      }
    }
  }

  /** Adds `n` to the count of `key` (a word in lower case). */
  addKey(key: string, n: number) {
    const hash = keyHash(key);
    const mask = this.hashes.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const found = this.keys[slot];
      if (found === undefined) return this.insert(slot, key, hash, n);
      if (this.hashes[slot] === hash && found === key) {
        this.counts[slot] += n;
        return;
      }
    }
  }

  /** Every word with its count, in no particular order. */
  *entries(): Generator<[string, number]> {
    for (let slot = 0; slot < this.keys.length; slot++) {
      const key = this.keys[slot];
      if (key !== undefined) yield [key, this.counts[slot]];
    }
  }

  /** The `limit` most frequent words without those `skip` rejects, most frequent first (ties alphabetically). */
  top(limit: number, skip: (word: string) => boolean = () => false): [string, number][] {
    const entries: [string, number][] = [];
    for (const [word, n] of this.entries()) if (!skip(word)) entries.push([word, n]);
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return entries.slice(0, limit);
  }

  private insert(slot: number, key: string, hash: number, n: number) {
    this.keys[slot] = key;
    this.hashes[slot] = hash;
    this.counts[slot] = n;
    this.size++;
    if (this.size > MAX_DISTINCT_WORDS) this.prune();
    else if (this.size * 2 > this.keys.length) this.rebuild(this.keys.length * 2, 0);
  }

  /** Drops the words seen least until the table is half full. */
  private prune() {
    this.approximate = true;
    for (let floor = 1; this.size > MAX_DISTINCT_WORDS / 2; floor *= 2) this.rebuild(this.keys.length, floor);
  }

  /** Moves the words seen more than `floor` times into a table of `slots` slots. */
  private rebuild(slots: number, floor: number) {
    const { keys, hashes, counts } = this;
    this.keys = new Array<string | undefined>(slots);
    this.hashes = new Int32Array(slots);
    this.counts = new Float64Array(slots);
    this.size = 0;
    const mask = slots - 1;
    for (let old = 0; old < keys.length; old++) {
      if (keys[old] === undefined || counts[old] <= floor) continue;
      let slot = hashes[old] & mask;
      while (this.keys[slot] !== undefined) slot = (slot + 1) & mask;
      this.keys[slot] = keys[old];
      this.hashes[slot] = hashes[old];
      this.counts[slot] = counts[old];
      this.size++;
    }
  }
}

/** Whether `key` is `text[from, to)` folded to lower case unit by unit. */
function sameFolded(key: string, text: string, from: number, to: number): boolean {
  if (key.length !== to - from) return false;
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) !== FOLD[text.charCodeAt(from + i)]) return false;
  return true;
}

/** Whether `key` is the ASCII letters `bytes[from, to)` in lower case. */
function sameAsciiLetters(key: string, bytes: Uint8Array, from: number, to: number): boolean {
  if (key.length !== to - from) return false;
  for (let i = 0; i < key.length; i++) if (key.charCodeAt(i) !== (bytes[from + i] | 0x20)) return false;
  return true;
}

/** The ASCII letters `bytes[from, to)` in lower case, as a flat string (compared often: no chain of joined parts). */
const lowerAscii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to)).toLowerCase();
