/**
 * Password strength with zxcvbn-ts (4.x) and its common and English dictionaries: the score (0-4), the guesses,
 * the time to crack for four attacks, zxcvbn's warning and suggestions, and the patterns it found, as zxcvbn
 * returns them (../result.ts words them). The dictionaries are some megabytes: this module is loaded in the tool's worker
 * only (and in Node's tests), never on the page.
 */
import { ZxcvbnFactory, type CrackTimes, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export * from './options';

/**
 * zxcvbn reads at most this many characters (the original zxcvbn's advice; its own default is 256). Its matching grows
 * fast with length: a date or a mixed pattern repeated to 100 characters took 1.3-1.5 s on a busy 2-core machine
 * (load 11), 3.1-3.7 s at 256.
 */
export const MAX_CHECKED_CHARS = 100;

let factory: ZxcvbnFactory | undefined;

/** The estimator, built once (its dictionaries take a while to index). */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: MAX_CHECKED_CHARS,
  });
  return factory;
}

/** zxcvbn's estimate of a password (the first MAX_CHECKED_CHARS characters). */
export const estimate = (password: string): ZxcvbnResult => estimator().check(password);

/** The four attacks zxcvbn times, in the report's order. */
export const ATTACKS: readonly (keyof CrackTimes)[] = [
  'onlineThrottlingXPerHour',
  'onlineNoThrottlingXPerSecond',
  'offlineSlowHashingXPerSecond',
  'offlineFastHashingXPerSecond',
];
