/**
 * What a tool's smart-paste detector (`src/tools/<id>/detect.ts`, default export) is made of: it reads a
 * `TextSample` and names the tools that take it, with a score and a reason. The helpers here are the ones
 * several detectors share.
 */
import { FULL_PARSE_CHARS, type TextSample } from './detect-sample';

export interface Detection {
  toolId: string;
  /** Why, in a short sentence: 'Looks like JSON (an object with 3 keys)'. */
  reason: string;
  /** Higher is a better match; only the order matters. */
  score: number;
}

export type Detector = (text: TextSample) => Detection[];

/** Exact shapes (UUID, colour, timestamp, URL, JWT) are never longer than this. */
export const SHORT_CHARS = 16 * 1024;

export const hit = (toolId: string, score: number, reason: string): Detection => ({ toolId, score, reason });
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The first lines a line-based check reads: enough to tell a config file from prose. */
const HEAD_LINES = 60;
/** The lines that say something: not blank, not a comment. */
export const meaningfulLines = (head: string, comment: RegExp) =>
  head
    .slice(0, 8192)
    .split('\n', HEAD_LINES)
    .filter((line) => line.trim() !== '' && !comment.test(line));

/** A hex colour and nothing else: HEX to RGB takes it, the colour converter too. */
export const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

const parsedJson = new WeakMap<TextSample, { value: unknown } | null>();

/**
 * The sample's JSON value when it is JSON short enough to parse in full (FULL_PARSE_CHARS), else null. Parsed
 * once per sample, however many detectors ask (the formatter's and the schema validator's).
 */
export function jsonOf(sample: TextSample): { value: unknown } | null {
  if (sample.length > FULL_PARSE_CHARS) return null;
  if (!parsedJson.has(sample)) parsedJson.set(sample, parseJson(sample.complete ? sample.head : sample.whole));
  return parsedJson.get(sample)!;
}

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}
