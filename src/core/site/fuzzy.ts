import type { Tool } from './catalogue';

/**
 * Typo-tolerant search over tool names, descriptions and keywords (the command palette).
 *
 * The query is split into words; a tool matches when every query word matches a word of its name,
 * description or keywords: as a prefix, inside the word, as the word's initials in order ("jsn" in
 * "json"), or within a small edit distance ("fromat" for "format"). Name matches weigh most, so the
 * best match comes first; each result carries the matched ranges of its name and description.
 */

/** A half-open range [start, end) of UTF-16 offsets into the original text. */
export type Range = readonly [number, number];

export interface FuzzyResult {
  tool: Tool;
  score: number;
  nameRanges: Range[];
  descriptionRanges: Range[];
}

type Field = 'name' | 'keywords' | 'description';

const FIELD_WEIGHT: Record<Field, number> = { name: 3, keywords: 2, description: 1 };
/** Long pastes are cut: nobody types more, and the cost stays bounded. */
const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 32;
const PHRASE_BONUS = 1;
/** The query is the tool's whole name ("Calculator" before "CIDR / Subnet Calculator"). */
const WHOLE_NAME_BONUS = 1;

interface Word {
  text: string;
  start: number;
}

interface WordMatch {
  score: number;
  ranges: Range[];
}

/** Lower-cases one UTF-16 unit at a time, so offsets into the folded text are offsets into the original. */
function fold(text: string): string {
  let out = '';
  for (const unit of text.split('')) {
    const lower = unit.toLowerCase();
    out += lower.length === 1 ? lower : unit;
  }
  return out;
}

const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(text: string): Word[] {
  return Array.from(fold(text).matchAll(WORD), (m) => ({ text: m[0], start: m.index }));
}

/** The query's words, folded and bounded. */
export function queryWords(query: string): string[] {
  return wordsOf(query)
    .slice(0, MAX_QUERY_WORDS)
    .map((w) => w.text.slice(0, MAX_WORD_LENGTH));
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Typos allowed in a query word of this length: none in very short words. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/** Closest prefix of `word` to `token` (lengths around the token's), as [distance, prefix length]. */
function closestPrefix(token: string, word: string): [number, number] {
  let best: [number, number] = [Infinity, 0];
  for (let length = token.length - 1; length <= token.length + 1; length++) {
    if (length < 1 || length > word.length) continue;
    const distance = editDistance(token, word.slice(0, length));
    if (distance < best[0]) best = [distance, length];
  }
  return best;
}

/** The token's letters in order within the word, starting with its first letter. */
function initialsMatch(token: string, word: Word): Range[] | null {
  if (token[0] !== word.text[0]) return null;
  const ranges: Range[] = [];
  let from = 0;
  for (const unit of token) {
    const at = word.text.indexOf(unit, from);
    if (at < 0) return null;
    ranges.push([word.start + at, word.start + at + 1]);
    from = at + 1;
  }
  return ranges;
}

/** How well one query word matches one word of a field (0 when it does not). */
function matchWord(token: string, word: Word): WordMatch | null {
  const span = (from: number, length: number): Range[] => [[word.start + from, word.start + from + length]];
  if (word.text.startsWith(token))
    return { score: token.length === word.text.length ? 1.1 : 1, ranges: span(0, token.length) };
  const inside = token.length >= 2 ? word.text.indexOf(token) : -1;
  if (inside >= 0) return { score: 0.7, ranges: span(inside, token.length) };
  const [distance, length] = closestPrefix(token, word.text);
  if (distance <= allowedTypos(token.length)) return { score: 0.8 - 0.15 * distance, ranges: span(0, length) };
  const initials = token.length >= 2 ? initialsMatch(token, word) : null;
  return initials ? { score: 0.5, ranges: initials } : null;
}

function bestInWords(token: string, words: Word[]): WordMatch | null {
  let best: WordMatch | null = null;
  for (const word of words) {
    const match = matchWord(token, word);
    if (match && (!best || match.score > best.score)) best = match;
  }
  return best;
}

interface IndexedTool {
  tool: Tool;
  fields: Record<Field, Word[]>;
  /** The name folded, its words separated by single spaces. */
  folded: string;
}

const indexCache = new WeakMap<Tool, IndexedTool>();

function indexed(tool: Tool): IndexedTool {
  let entry = indexCache.get(tool);
  if (!entry) {
    const fields = {
      name: wordsOf(tool.name),
      keywords: wordsOf(tool.keywords.join(' ')),
      description: wordsOf(tool.description),
    };
    entry = { tool, fields, folded: fields.name.map((w) => w.text).join(' ') };
    indexCache.set(tool, entry);
  }
  return entry;
}

/** Scores one tool: every query word must match in some field; null when one does not. */
function scoreTool(entry: IndexedTool, tokens: string[]): FuzzyResult | null {
  const result: FuzzyResult = { tool: entry.tool, score: 0, nameRanges: [], descriptionRanges: [] };
  for (const token of tokens) {
    let best: { field: Field; match: WordMatch; weighted: number } | null = null;
    for (const field of Object.keys(FIELD_WEIGHT) as Field[]) {
      const match = bestInWords(token, entry.fields[field]);
      const weighted = match ? match.score * FIELD_WEIGHT[field] : 0;
      if (match && (!best || weighted > best.weighted)) best = { field, match, weighted };
    }
    if (!best) return null;
    result.score += best.weighted;
    if (best.field === 'name') result.nameRanges.push(...best.match.ranges);
    if (best.field === 'description') result.descriptionRanges.push(...best.match.ranges);
  }
  // The words in the order typed ("rgb to hex") beat the same words in another order ("HEX to RGB").
  if (entry.folded.includes(tokens.join(' '))) result.score += PHRASE_BONUS;
  if (entry.folded === tokens.join(' ')) result.score += WHOLE_NAME_BONUS;
  result.nameRanges = mergeRanges(result.nameRanges);
  result.descriptionRanges = mergeRanges(result.descriptionRanges);
  return result;
}

/** Sorted, non-overlapping ranges covering the same offsets. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Tools matching the query, best first (ties keep catalogue order). An empty query matches every
 * tool in catalogue order with no ranges.
 */
export function fuzzySearch(tools: readonly Tool[], query: string): FuzzyResult[] {
  const tokens = queryWords(query);
  if (tokens.length === 0) return tools.map((tool) => ({ tool, score: 0, nameRanges: [], descriptionRanges: [] }));
  const results: FuzzyResult[] = [];
  for (const tool of tools) {
    const result = scoreTool(indexed(tool), tokens);
    if (result) results.push(result);
  }
  // Array.prototype.sort is stable, so equal scores stay in catalogue order.
  return results.sort((a, b) => b.score - a.score);
}

export interface Piece {
  text: string;
  matched: boolean;
}

/** Splits text into matched and unmatched pieces for highlighting (ranges out of bounds are clipped). */
export function highlightPieces(text: string, ranges: readonly Range[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of mergeRanges(ranges)) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.max(start, Math.min(rawEnd, text.length));
    if (start > at) pieces.push({ text: text.slice(at, start), matched: false });
    if (end > start) pieces.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}
