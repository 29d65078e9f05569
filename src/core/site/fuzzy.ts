import { categoryOf, type Tool } from './catalogue';

/**
 * Typo-tolerant ranked search over tool names, keywords, descriptions and category names: the one
 * engine behind the command palette and the home page's search box.
 *
 * The query is split into words; a tool matches when every query word matches a word of its name,
 * keywords, description or category name: whole, as a prefix, as a plural ("uuids"), inside a name's
 * or keyword's word ("zip" in "gzip"), as the word's initials in order ("jsn" in "json"), or within a
 * small edit distance ("fromat" for "format"); the last two only when no tool has the words whole or as
 * prefixes, and then the results are the closest. Linking words ("to", "for", "online") need not match.
 * A tool whose text contains the whole query as typed, signs and all ("%", "sort -u"), matches too.
 * Whole words and prefixes rank first; name matches weigh most, and the query's words in the order
 * typed within the name or a keyword ("json to yaml") weigh more still, so the best match comes first;
 * each result carries the matched ranges of its name and description.
 */

/** A half-open range [start, end) of UTF-16 offsets into the original text. */
export type Range = readonly [number, number];

/**
 * How a tool matched, best first: every needed word whole or as a prefix (or plural); some only inside a word or
 * as typed within the text; some only with a typo or as initials, which is offered only when nothing matches as
 * typed (the query has no real match).
 */
export const Fit = { Words: 0, Inside: 1, Approximate: 2 } as const;
export type Fit = (typeof Fit)[keyof typeof Fit];

export interface FuzzyResult {
  tool: Tool;
  score: number;
  fit: Fit;
  nameRanges: Range[];
  descriptionRanges: Range[];
}

type Field = 'name' | 'keywords' | 'description' | 'category';

const FIELD_WEIGHT: Record<Field, number> = { name: 3, keywords: 2, description: 1, category: 1 };
const FIELDS = Object.keys(FIELD_WEIGHT) as Field[];
const COMPOUND_FIELDS = new Set<Field>(['name', 'keywords']);
/** Long pastes are cut: nobody types more, and the cost stays bounded. */
const MAX_QUERY_WORDS = 8;
const MAX_WORD_LENGTH = 32;
const PHRASE_BONUS = 1;
/** The query is the tool's whole name ("Calculator" before "CIDR / Subnet Calculator"). */
const WHOLE_NAME_BONUS = 1;
/** The query's words in order within one keyword ("json to yaml"), more when they are all of it. */
const KEYWORD_PHRASE_BONUS = 1.5;
const WHOLE_KEYWORD_BONUS = 1;
/** A tool found only because its text contains the query as typed ("%"). */
const VERBATIM_SCORE = 1;
/** Words that link others ("json to yaml", "qr code online"): they count when they match, never needed. */
const LINKING_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'into',
  'from',
  'for',
  'of',
  'in',
  'vs',
  'online',
  'tool',
]);

interface Word {
  text: string;
  start: number;
}

interface WordMatch {
  score: number;
  fit: Fit;
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

/**
 * The last row of the optimal string alignment table of `a` against `b` (Levenshtein plus adjacent
 * transpositions): entry j is the distance from `a` to `b`'s first j units.
 */
function alignmentRow(a: string, b: string): number[] {
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
  return previous;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export const editDistance = (a: string, b: string): number => alignmentRow(a, b)[b.length];

/** Typos allowed in a query word: none in very short words, at most one up to five letters. */
const allowedTypos = (token: string) => (token.length < 4 ? 0 : token.length < 7 ? 1 : 2);

/** A typo is never in a number: "bsae64" finds "base64", "base64" does not find "base45". */
const digitsOf = (text: string) => text.replace(/\D/g, '');
const sameDigits = (token: string, word: string) => digitsOf(token) === digitsOf(word);

/**
 * Closest prefix of `word` to `token` (lengths around the token's), as [distance, prefix length]: one
 * table against the longest such prefix gives the distance to each shorter one.
 */
function closestPrefix(token: string, word: string, typos: number): [number, number] {
  const prefix = word.slice(0, token.length + 1);
  // Each of the token's letters missing from the prefix costs an edit: most words are ruled out here.
  let missing = 0;
  for (const unit of token) if (!prefix.includes(unit) && ++missing > typos) return [Infinity, 0];
  const row = alignmentRow(token, prefix);
  let best: [number, number] = [Infinity, 0];
  for (let length = Math.max(1, token.length - 1); length < row.length; length++) {
    if (row[length] < best[0]) best = [row[length], length];
  }
  return best;
}

/** The token's letters in order within the word, starting with its first letter. */
function initialsMatch(token: string, word: string): Range[] | null {
  if (token[0] !== word[0]) return null;
  const ranges: Range[] = [];
  let from = 0;
  for (const unit of token) {
    const at = word.indexOf(unit, from);
    if (at < 0) return null;
    ranges.push([at, at + 1]);
    from = at + 1;
  }
  return ranges;
}

/** "uuids" for "uuid", "regexes" for "regex". */
const isPluralOf = (token: string, word: string) => word.length >= 3 && (token === `${word}s` || token === `${word}es`);

/** How well one query word matches one word (null when it does not), its ranges from the word's start. */
function matchWord(token: string, word: string): WordMatch | null {
  const span = (from: number, length: number): Range[] => [[from, from + length]];
  if (word.startsWith(token))
    return { score: token.length === word.length ? 1.1 : 1, fit: Fit.Words, ranges: span(0, token.length) };
  if (isPluralOf(token, word)) return { score: 1.05, fit: Fit.Words, ranges: span(0, word.length) };
  const inside = token.length >= 3 ? word.indexOf(token) : -1;
  if (inside >= 0) return { score: 0.7, fit: Fit.Inside, ranges: span(inside, token.length) };
  const typos = allowedTypos(token);
  const [distance, length] = typos > 0 ? closestPrefix(token, word, typos) : [Infinity, 0];
  if (distance <= typos && sameDigits(token, word.slice(0, length)))
    return { score: 0.8 - 0.15 * distance, fit: Fit.Approximate, ranges: span(0, length) };
  const initials = token.length >= 2 ? initialsMatch(token, word) : null;
  return initials ? { score: 0.5, fit: Fit.Approximate, ranges: initials } : null;
}

/**
 * One query word's matches, by word: tools share most of their words ("json", "converter"), so each
 * distinct word is matched once per query, which keeps a search of the whole catalogue well under a
 * millisecond.
 */
type MatchMemo = Map<string, WordMatch | null>;

function memoMatch(token: string, word: string, memo: MatchMemo): WordMatch | null {
  let match = memo.get(word);
  if (match === undefined) {
    match = matchWord(token, word);
    memo.set(word, match);
  }
  return match;
}

function bestInWords(token: string, words: Word[], memo: MatchMemo): WordMatch | null {
  let best: WordMatch | null = null;
  let at = 0;
  for (const word of words) {
    const match = memoMatch(token, word.text, memo);
    if (match && (!best || match.score > best.score)) {
      best = match;
      at = word.start;
    }
  }
  return best && { ...best, ranges: best.ranges.map(([start, end]) => [start + at, end + at] as const) };
}

interface IndexedTool {
  tool: Tool;
  fields: Record<Field, Word[]>;
  /** The name folded, its words separated by single spaces. */
  folded: string;
  /** Each keyword the same way. */
  foldedKeywords: string[];
  /** Name, description, category name and keywords lower-cased as written, for the query as typed. */
  verbatim: string[];
}

const indexCache = new WeakMap<Tool, IndexedTool>();

const joinedWords = (text: string) =>
  wordsOf(text)
    .map((w) => w.text)
    .join(' ');

function buildIndex(tool: Tool): IndexedTool {
  const category = categoryOf(tool).name;
  const fields = {
    name: wordsOf(tool.name),
    keywords: wordsOf(tool.keywords.join(' ')),
    description: wordsOf(tool.description),
    category: wordsOf(category),
  };
  return {
    tool,
    fields,
    folded: fields.name.map((w) => w.text).join(' '),
    foldedKeywords: tool.keywords.map(joinedWords),
    verbatim: [tool.name, tool.description, category, ...tool.keywords].map((text) => text.toLowerCase()),
  };
}

function indexed(tool: Tool): IndexedTool {
  let entry = indexCache.get(tool);
  if (!entry) {
    entry = buildIndex(tool);
    indexCache.set(tool, entry);
  }
  return entry;
}

interface Query {
  tokens: string[];
  /** The tokens that must match: all but the linking words, unless the query is nothing else. */
  needed: Set<string>;
  /** The tokens joined by single spaces. */
  phrase: string;
  /** The query trimmed and lower-cased as typed. */
  verbatim: string;
  /** Each token's word matches so far. */
  memos: Map<string, MatchMemo>;
}

function parseQuery(text: string): Query {
  const tokens = queryWords(text);
  const content = tokens.filter((t) => !LINKING_WORDS.has(t));
  return {
    tokens,
    needed: new Set(content.length > 0 ? content : tokens),
    phrase: tokens.join(' '),
    verbatim: text
      .trim()
      .toLowerCase()
      .slice(0, MAX_QUERY_WORDS * MAX_WORD_LENGTH),
    memos: new Map(tokens.map((t) => [t, new Map<string, WordMatch | null>()])),
  };
}

interface FieldMatch {
  field: Field;
  match: WordMatch;
  weighted: number;
}

/** A whole word anywhere beats a word found inside another, which beats a typo; then the heavier field wins. */
const betterField = (a: FieldMatch, b: FieldMatch) =>
  a.match.fit !== b.match.fit ? a.match.fit < b.match.fit : a.weighted > b.weighted;

/** The query word's best match over the tool's fields, weighted by field. */
function bestField(entry: IndexedTool, token: string, memo: MatchMemo): FieldMatch | null {
  let best: FieldMatch | null = null;
  for (const field of FIELDS) {
    const match = bestInWords(token, entry.fields[field], memo);
    // Inside a name's or keyword's word is a compound ("gzip", "hexdump"); in prose it is chance ("port" in "support").
    if (!match || (match.fit === Fit.Inside && !COMPOUND_FIELDS.has(field))) continue;
    const candidate = { field, match, weighted: match.score * FIELD_WEIGHT[field] };
    if (!best || betterField(candidate, best)) best = candidate;
  }
  return best;
}

/** The words in the order typed, within the name or a keyword ("rgb to hex" beats "HEX to RGB"). */
function phraseBonus(entry: IndexedTool, phrase: string): number {
  let bonus = 0;
  if (entry.folded.includes(phrase)) bonus += PHRASE_BONUS;
  if (entry.folded === phrase) bonus += WHOLE_NAME_BONUS;
  if (phrase.includes(' ') && entry.foldedKeywords.some((k) => k.includes(phrase))) bonus += KEYWORD_PHRASE_BONUS;
  if (entry.foldedKeywords.includes(phrase)) bonus += WHOLE_KEYWORD_BONUS;
  return bonus;
}

/** Scores the query's words against one tool; null when a needed word does not match. */
function scoreWords(entry: IndexedTool, query: Query): FuzzyResult | null {
  const result: FuzzyResult = { tool: entry.tool, score: 0, fit: Fit.Words, nameRanges: [], descriptionRanges: [] };
  for (const token of query.tokens) {
    const best = bestField(entry, token, query.memos.get(token) ?? new Map<string, WordMatch | null>());
    if (!best) {
      if (query.needed.has(token)) return null;
      continue;
    }
    if (query.needed.has(token)) result.fit = Math.max(result.fit, best.match.fit) as Fit;
    result.score += best.weighted;
    if (best.field === 'name') result.nameRanges.push(...best.match.ranges);
    if (best.field === 'description') result.descriptionRanges.push(...best.match.ranges);
  }
  result.score += phraseBonus(entry, query.phrase);
  result.nameRanges = mergeRanges(result.nameRanges);
  result.descriptionRanges = mergeRanges(result.descriptionRanges);
  return result;
}

/** Scores one tool: by its words, else by the query as typed within its text; null when neither. */
function scoreTool(entry: IndexedTool, query: Query): FuzzyResult | null {
  const byWords = query.tokens.length > 0 ? scoreWords(entry, query) : null;
  // A plain word as typed within prose is chance ("port" in "support"); text with signs is meant ("sort -u", "%").
  const verbatim = query.verbatim !== query.phrase && entry.verbatim.some((text) => text.includes(query.verbatim));
  // Several words found as typed in a description ("safe use in urls") beat the same words scattered.
  if (byWords && verbatim && query.tokens.length > 1) byWords.score += PHRASE_BONUS;
  if (byWords && verbatim) byWords.fit = Math.min(byWords.fit, Fit.Inside) as Fit;
  if (byWords || !verbatim) return byWords;
  return { tool: entry.tool, score: VERBATIM_SCORE, fit: Fit.Inside, nameRanges: [], descriptionRanges: [] };
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

/** Of the tools a typo finds, those scoring at least this share of the best such tool. */
const CLOSEST_SHARE = 0.75;

/**
 * A typo is forgiven only when no tool has the words as typed, whole or as prefixes: "cron" brings the
 * cron parser, not every "con…verter", and "uuid" does not bring "ulid". With none, the closest are kept.
 */
function withoutNeedlessTypos(results: FuzzyResult[]): FuzzyResult[] {
  if (results.some((r) => r.fit === Fit.Words)) return results.filter((r) => r.fit !== Fit.Approximate);
  const best = Math.max(0, ...results.filter((r) => r.fit === Fit.Approximate).map((r) => r.score));
  return results.filter((r) => r.fit !== Fit.Approximate || r.score >= CLOSEST_SHARE * best);
}

/** Whole words and prefixes first, then by score: a word found inside another is no better than a typo. */
const byRank = (a: FuzzyResult, b: FuzzyResult) =>
  Number(a.fit !== Fit.Words) - Number(b.fit !== Fit.Words) ||
  b.score - a.score ||
  Number(Boolean(b.tool.isPopular)) - Number(Boolean(a.tool.isPopular));

/**
 * Tools matching the query, whole words and prefixes first, then by score (ties: popular first, then catalogue order);
 * typos and initials only when no tool has the words as typed. A blank query matches every tool in
 * catalogue order with no ranges.
 */
export function fuzzySearch(tools: readonly Tool[], text: string): FuzzyResult[] {
  const query = parseQuery(text);
  if (!query.verbatim)
    return tools.map((tool) => ({ tool, score: 0, fit: Fit.Words, nameRanges: [], descriptionRanges: [] }));
  const results: FuzzyResult[] = [];
  for (const tool of tools) {
    const result = scoreTool(indexed(tool), query);
    if (result) results.push(result);
  }
  // Array.prototype.sort is stable, so equal scores (popular tools first) stay in catalogue order.
  return withoutNeedlessTypos(results).sort(byRank);
}

/** True when the results found nothing as typed, only typos' and initials' closest tools. */
export const onlyClosest = (results: readonly FuzzyResult[]) =>
  results.length > 0 && results[0].fit === Fit.Approximate;

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
