/** The regex tester's options, light enough for the page (the matching itself runs in the worker). */
export interface RegexTesterOptions {
  pattern: string;
  flags: string;
  /** Replace's replacement, with JavaScript's $1, $<name>, $& and $$. */
  replacement: string;
}

export const DEFAULT_REGEX_TESTER_OPTIONS: RegexTesterOptions = { pattern: '', flags: 'g', replacement: '' };

/** The longest pattern (and replacement) a share link carries. */
export const PATTERN_MAX_CHARS = 2000;
