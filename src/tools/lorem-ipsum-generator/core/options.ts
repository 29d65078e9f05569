export type LoremUnit = 'paragraphs' | 'sentences' | 'words';

export interface LoremOptions {
  unit: LoremUnit;
  /** Start with "Lorem ipsum dolor sit amet…". */
  classic: boolean;
  /** Wrap each paragraph in <p>…</p>. */
  html: boolean;
}

export const LOREM_DEFAULTS: LoremOptions = { unit: 'paragraphs', classic: true, html: false };

/**
 * The most of each unit at a time: some 500 KB of text at most, made in well under 16 ms (measured in the README).
 */
export const LOREM_LIMITS: Readonly<Record<LoremUnit, number>> = {
  paragraphs: 1_000,
  sentences: 10_000,
  words: 100_000,
};
