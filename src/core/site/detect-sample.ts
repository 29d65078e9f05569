/**
 * What smart paste's detection reads of a pasted text: a bounded sample, so that a long paste can be
 * recognised in a worker without copying the whole text to it (`sampleOf` runs on the page and only slices).
 * `detectTools` on the sample answers exactly as on the whole text; the tests hold it to that.
 */

/** Text longer than this is recognised from its first HEURISTIC_PREFIX characters. */
export const HEURISTIC_PREFIX = 64 * 1024;
/** JSON up to this length is parsed in full (JSON.parse takes a few ms per MB). */
export const FULL_PARSE_CHARS = 1024 * 1024;
/** Beyond FULL_PARSE_CHARS, JSON is recognised by its first character and the last non-blank one in this tail. */
export const JSON_TAIL_CHARS = 4096;

/** The pasted text as detection sees it: at most FULL_PARSE_CHARS + HEURISTIC_PREFIX characters in all. */
export interface TextSample {
  /** The trimmed text, cut to its first HEURISTIC_PREFIX characters (after leading blanks) unless `complete`. */
  head: string;
  /** Whether `head` is the whole trimmed text. */
  complete: boolean;
  /** The length of the text as pasted. */
  length: number;
  /**
   * The text as pasted when the JSON check parses it in full although `head` is cut: it starts like JSON and
   * is at most FULL_PARSE_CHARS long. Otherwise ''.
   */
  whole: string;
  /** The last JSON_TAIL_CHARS characters as pasted, for the JSON check on text over FULL_PARSE_CHARS; else ''. */
  tail: string;
}

export function sampleOf(text: string): TextSample {
  const start = text.length - text.trimStart().length;
  const complete = text.length - start <= HEURISTIC_PREFIX;
  const head = complete ? text.trim() : text.slice(start, start + HEURISTIC_PREFIX);
  const parsedWhole = !complete && text.length <= FULL_PARSE_CHARS && startsLikeJson(head);
  const tail = text.length > FULL_PARSE_CHARS ? text.slice(-JSON_TAIL_CHARS) : '';
  return { head, complete, length: text.length, whole: parsedWhole ? text : '', tail };
}

export const startsLikeJson = (head: string) => /^[[{]/.test(head);
