/**
 * Password generator (spec sections 4, 5 and 9): random passwords from the chosen character sets, each set
 * present at least once; passphrases from the EFF long word list; strength, entropy and crack time.
 */
import { enabledSets, type SetName } from './charsets';
import { fault } from './faults';
import { RandomSource } from '../../../core/shared/random';

export { fault, type PasswordFaults } from './faults';
export { CHARACTER_SETS, LOOK_ALIKES, SET_NAMES, type SetName } from './charsets';
export { RandomSource } from '../../../core/shared/random';
export { crackSpan, strengthOf, strengthScore, GUESSES_PER_SECOND, type CrackSpan, type Strength } from './strength';

export const LENGTH = { min: 4, max: 64, step: 1, default: 16 } as const;
export const WORDS = { min: 3, max: 12, default: 6 } as const;
export const BULK_MAX = 1_000_000;

export interface PasswordOptions {
  length: number;
  sets: Record<SetName, boolean>;
  excludeLookAlikes: boolean;
}

export const DEFAULT_OPTIONS: PasswordOptions = {
  length: LENGTH.default,
  sets: { uppercase: true, lowercase: true, numbers: true, symbols: true },
  excludeLookAlikes: false,
};

function setsOf(options: PasswordOptions): string[] {
  const sets = enabledSets(options.sets, options.excludeLookAlikes);
  if (!sets.length) throw fault('noSet');
  return sets;
}

/**
 * A password of `length` characters drawn uniformly from the enabled sets, drawn again until every enabled set
 * appears (spec section 4): the result is uniform over all passwords that contain each set.
 */
export function generatePassword(options: PasswordOptions, random = new RandomSource()): string {
  const sets = setsOf(options);
  const pool = sets.join('');
  const length = Math.max(options.length, sets.length);
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++) password += pool[random.index(pool.length)];
    if (sets.every((set) => [...set].some((c) => password.includes(c)))) return password;
  }
}

/**
 * Bits of entropy of a generated password: log2 of how many passwords the options allow, counting only those
 * with every enabled set (inclusion-exclusion over the sets left out).
 */
export function passwordEntropy(options: PasswordOptions): number {
  const sizes = setsOf(options).map((set) => set.length);
  const length = BigInt(Math.max(options.length, sizes.length));
  let count = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    const left = sizes.filter((_, i) => mask & (1 << i));
    const size = BigInt(sizes.reduce((a, b) => a + b, 0) - left.reduce((a, b) => a + b, 0));
    count += (left.length % 2 ? -1n : 1n) * size ** length;
  }
  return log2(count);
}

/** log2 of a positive BigInt of any size. */
function log2(n: bigint): number {
  const bits = n.toString(2).length;
  const shift = Math.max(0, bits - 53);
  return Math.log2(Number(n >> BigInt(shift))) + shift;
}

export interface PassphraseOptions {
  words: number;
  separator: string;
  capitalise: boolean;
}

export const DEFAULT_PASSPHRASE: PassphraseOptions = { words: WORDS.default, separator: '-', capitalise: false };

export function generatePassphrase(
  wordList: readonly string[],
  { words, separator, capitalise }: PassphraseOptions,
  random = new RandomSource(),
): string {
  return Array.from({ length: words }, () => {
    const word = random.pick(wordList);
    return capitalise ? word[0].toUpperCase() + word.slice(1) : word;
  }).join(separator);
}

export function passphraseEntropy(wordCount: number, options: PassphraseOptions): number {
  return options.words * Math.log2(wordCount);
}

/** What a bulk export makes: passwords, or passphrases from a word list. */
export type BulkRequest =
  | { mode: 'password'; options: PasswordOptions }
  | { mode: 'passphrase'; options: PassphraseOptions; wordList: readonly string[] };

const BULK_SLICE = 10_000;

/** `count` secrets as lines of text, one slice at a time with the running count (see the UUID generator's). */
export function* bulkSecrets(request: BulkRequest, count: number): Generator<{ text: string; done: number }> {
  const random = new RandomSource(undefined, 16_384);
  const one =
    request.mode === 'password'
      ? () => generatePassword(request.options, random)
      : () => generatePassphrase(request.wordList, request.options, random);
  if (request.mode === 'password') setsOf(request.options); // a bad request fails before any work
  for (let done = 0; done < count;) {
    const size = Math.min(BULK_SLICE, count - done);
    const lines = Array.from({ length: size }, one);
    done += size;
    yield { text: lines.join('\n') + '\n', done };
  }
}
