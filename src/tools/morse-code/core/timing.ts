/**
 * When each dot and dash sounds, as pure data for the player (and its tests). PARIS timing: a dot is one unit of
 * 1200 / wpm ms, a dash three, the gap inside a letter one, between letters three, between words seven (the word
 * PARIS plus its word gap is 50 units, so `wpm` PARIS words fill a minute). Farnsworth timing sends the letters at
 * `wpm` but stretches the gaps between letters and words so the overall speed is `effectiveWpm` (ARRL's formula:
 * the 19 gap units of PARIS share ta = (60·wpm − 37.2·effective) / (wpm·effective) seconds).
 */
import { morseTokens } from '.';

export interface MorseTone {
  /** Start, from the beginning, in ms. */
  start: number;
  duration: number;
}

export interface MorseSchedule {
  tones: MorseTone[];
  /** From the first tone's start to the last one's end, in ms. */
  totalMs: number;
  /** True when the Morse held more than `maxTones` dots and dashes and only the first ones were kept. */
  capped: boolean;
}

export interface MorseTiming {
  /** One unit: a dot, and the gap between the dots and dashes of a letter. */
  dot: number;
  dash: number;
  /** Between letters and between words (stretched by Farnsworth timing). */
  letterGap: number;
  wordGap: number;
}

/** The units of PARIS timing at `wpm`, with Farnsworth gaps when `effectiveWpm` is below `wpm`. */
export function morseTiming(wpm: number, effectiveWpm?: number): MorseTiming {
  const dot = 1200 / wpm;
  if (effectiveWpm === undefined || effectiveWpm >= wpm)
    return { dot, dash: 3 * dot, letterGap: 3 * dot, wordGap: 7 * dot };
  const delay = ((60 * wpm - 37.2 * effectiveWpm) / (wpm * effectiveWpm)) * 1000;
  return { dot, dash: 3 * dot, letterGap: (3 * delay) / 19, wordGap: (7 * delay) / 19 };
}

const endOf = (tones: readonly MorseTone[]) => {
  const last = tones.at(-1);
  return last ? last.start + last.duration : 0;
};

/** The most dots and dashes the player schedules at once (some minutes at usual speeds). */
export const MAX_TONES = 10_000;

/**
 * The tones of a Morse text (as `morseToText` reads it: letters apart by spaces, words by '/' or two spaces or more,
 * a line break a word gap). Codes that are no letter still sound, as written; other characters are skipped.
 */
export function morseSchedule(morse: string, timing: MorseTiming, maxTones = MAX_TONES): MorseSchedule {
  const tones: MorseTone[] = [];
  let at = 0;
  let gap: 'none' | 'letter' | 'word' = 'none';
  for (const line of morse.split(/\r\n|\n|\r/)) {
    for (const { code, wordBreak } of morseTokens(line)) {
      if (wordBreak) {
        if (gap !== 'none') gap = 'word';
        continue;
      }
      const symbols = code.replace(/[^.-]/g, '');
      if (symbols === '') continue;
      if (gap !== 'none') at += gap === 'word' ? timing.wordGap : timing.letterGap;
      for (let i = 0; i < symbols.length; i++) {
        if (tones.length === maxTones) return { tones, totalMs: endOf(tones), capped: true };
        const duration = symbols[i] === '.' ? timing.dot : timing.dash;
        tones.push({ start: at, duration });
        at += duration + timing.dot;
      }
      at -= timing.dot; // no gap after a letter's last symbol: the letter or word gap follows
      gap = 'letter';
    }
    if (gap !== 'none') gap = 'word';
  }
  return { tones, totalMs: endOf(tones), capped: false };
}

/** Whether a tone sounds at `ms` (binary search: the light asks this every frame). */
export function toneAt(tones: readonly MorseTone[], ms: number): boolean {
  let low = 0;
  let high = tones.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const tone = tones[mid];
    if (ms < tone.start) high = mid - 1;
    else if (ms >= tone.start + tone.duration) low = mid + 1;
    else return true;
  }
  return false;
}
