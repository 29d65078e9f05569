/**
 * The JSON formatter: one pass of a small tokenizer over the UTF-8 bytes that checks them against the JSON grammar
 * and writes them back formatted and minified at once. Numbers and strings are copied as written, so
 * 12345678901234567890 stays exact; no string is made per token. The nesting is an explicit stack (hostile depth
 * cannot overflow the call stack), and the work runs in steps so a worker can report progress and see Cancel.
 * The work is bounded by its output (which grows with depth²): see ../README.md.
 */
import { invalidUtf8At } from '../utf8';
import { formattedBytes, measureJson, type JsonIndent, type JsonShape } from './measure';

export type { JsonIndent } from './measure';
import { jsonFault } from './faults';
import { ByteSink, DISCARD, type Drain, type Sink } from './sink';
import { decodeKey, describeChar, jsonSyntaxError, matches, scanNumber, scanString, skipWhitespace } from './scan';

export interface JsonFormatOptions {
  indent: JsonIndent;
  /** Write each object's members sorted by key (UTF-16 code unit order, as jq -S does). */
  sortKeys: boolean;
}

export interface JsonOutputs {
  /** Null when it would be larger than the limit (`refusal` says so). */
  formatted: string | null;
  minified: string;
  /** Why there is no formatted text. */
  refusal?: FormatRefusal;
}

/**
 * Why the formatted text was not made: its size and the limit, in bytes; `depth` when the nesting is the cause (each
 * line is indented by its depth).
 */
export interface FormatRefusal {
  size: number;
  limit: number;
  depth?: number;
}

/** Where the outputs go as they are made (a worker's result files), instead of being kept. */
export interface JsonDrains {
  formatted: Drain;
  minified: Drain;
}

/** Formatted and minified UTF-8 output in chunks (a worker puts them in Blobs); none where drained. */
export interface JsonOutputBytes {
  formatted: Uint8Array[] | null;
  minified: Uint8Array[];
}

/**
 * The largest formatted text made: under V8's longest string (536,870,888 UTF-16 units, and a UTF-8 byte is never
 * fewer units), so Copy can still take it whole, and about 5 s of work in the worker. A 100 MB minified file of
 * small records formats to some 200-300 MB; '['×30000 + ']'×30000 (60 KB) would be 1.8 GB.
 */
export const MAX_FORMATTED_BYTES = 500 * 2 ** 20;

/** Formatted output the page makes as you type: some 30-60 ms of work; beyond it Format runs in the worker. */
export const PAGE_FORMATTED_BYTES = 2 ** 21;

/** Indent levels written per step at most (16-32 MB), so a worker answers pings and Cancel on deep input too. */
const STEP_INDENT_LEVELS = 1 << 23;

const INDENT_TEXT: Record<JsonIndent, string> = { '2': '  ', '4': '    ', tab: '\t' };
const encoder = new TextEncoder();
const CACHED_DEPTHS = 64;
const NOTHING = new Uint8Array(0);
const WORDS = ['true', 'false', 'null'].map((word) => encoder.encode(word));
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COMMA, COLON, SPACE, QUOTE] = [
  0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a, 0x20, 0x22,
];

/** What the tokenizer expects next. */
const enum Expect {
  Value,
  /** A key or '}' right after '{'. */
  FirstKey,
  Key,
  Colon,
  /** ',' or the container's close after a value; the end of input at the top level. */
  AfterValue,
  /** A value or ']' right after '['. */
  FirstItem,
  Done,
}

/** A sorted object's member: its key and its text in both outputs. */
interface Member {
  key: string;
  out: Outputs;
}

/** The formatted and minified outputs, written side by side. */
interface Outputs {
  fmt: Sink;
  min: ByteSink;
}

interface Frame {
  close: number;
  /** Sorted objects: the members written so far, each into its own outputs. */
  members?: Member[];
  /** Where this container's contents go: its parent's outputs, or the current member's when sorting. */
  out: Outputs;
}

/**
 * Reformats a JSON text step by step: `step(bytes)` reads about that many bytes, `done` says when the whole text is
 * in, `output()` gives the chunks. Throws the JSON fault 'invalid' with the reason, line and column.
 */
export class JsonReformatter {
  private pos = 0;
  private expect = Expect.Value;
  private readonly stack: Frame[] = [];
  /** '\n' and the indent of each depth, made once. */
  private readonly newlines: Uint8Array[] = [];
  /** The input's shape, from a pre-scan: the formatted text's size is known before any is written. */
  readonly shape: JsonShape;
  /** The formatted text's size in bytes (exact for valid JSON). */
  readonly formattedBytes: number;
  /** False when the formatted text would pass the limit: only the minified one is made. */
  readonly formatting: boolean;
  private readonly root: Outputs;
  /** Indent levels written so far (a step ends after STEP_INDENT_LEVELS of them). */
  private indentLevelsWritten = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly options: JsonFormatOptions,
    maxFormattedBytes = MAX_FORMATTED_BYTES,
    drains?: JsonDrains,
  ) {
    this.shape = measureJson(bytes);
    this.formattedBytes = formattedBytes(this.shape, options.indent);
    this.formatting = this.formattedBytes <= maxFormattedBytes;
    this.root = this.newOutputs(drains);
  }

  get position(): number {
    return this.pos;
  }

  get done(): boolean {
    return this.expect === Expect.Done;
  }

  /** Reads tokens until `chunk` more bytes are consumed or the text ends. */
  step(chunk: number): void {
    const stop = Math.min(this.bytes.length, this.pos + chunk);
    const indentStop = this.indentLevelsWritten + STEP_INDENT_LEVELS;
    while (this.expect !== Expect.Done) {
      this.pos = skipWhitespace(this.bytes, this.pos);
      if (this.pos >= this.bytes.length) return this.atEnd();
      this.token();
      if (this.pos >= stop || this.indentLevelsWritten >= indentStop) return;
    }
  }

  /** The outputs' chunks; drained outputs get their last bytes, and no chunk is returned for them. */
  output(): JsonOutputBytes {
    if (this.root.fmt instanceof ByteSink) this.root.fmt.flush();
    this.root.min.flush();
    const formatted = this.root.fmt instanceof ByteSink ? this.root.fmt.chunks() : null;
    return { formatted, minified: this.root.min.chunks() };
  }

  /** Why there is no formatted text (null when there is one). */
  get refusal(): FormatRefusal | null {
    if (this.formatting) return null;
    const refusal = { size: this.formattedBytes, limit: MAX_FORMATTED_BYTES };
    // The depth is the cause when indentation is most of the text ('['×30000 is 1.8 GB of it).
    const indentation = this.shape.indentLevels * INDENT_TEXT[this.options.indent].length;
    return indentation > this.formattedBytes / 2 ? { ...refusal, depth: this.shape.depth } : refusal;
  }

  private newOutputs(drains?: JsonDrains): Outputs {
    return { fmt: this.formatting ? new ByteSink(drains?.formatted) : DISCARD, min: new ByteSink(drains?.minified) };
  }

  private get out(): Outputs {
    return this.stack.length ? this.stack[this.stack.length - 1].out : this.root;
  }

  private newline(depth: number): Uint8Array {
    if (!this.formatting) return NOTHING;
    this.indentLevelsWritten += depth;
    const make = () => encoder.encode('\n' + INDENT_TEXT[this.options.indent].repeat(depth));
    // Only shallow indents are kept: hostile depth would make the cache quadratic in memory.
    return depth < CACHED_DEPTHS ? (this.newlines[depth] ??= make()) : make();
  }

  private atEnd(): void {
    if (this.expect === Expect.AfterValue && this.stack.length === 0) this.expect = Expect.Done;
    else throw jsonSyntaxError('Unexpected end of JSON input', this.bytes, this.pos);
  }

  private unexpected(expected: string): never {
    throw jsonSyntaxError(
      `Unexpected ${describeChar(this.bytes, this.pos)}, expected ${expected}`,
      this.bytes,
      this.pos,
    );
  }

  /** Reads one token at `pos` (not whitespace) and writes it. */
  private token(): void {
    const c = this.bytes[this.pos];
    switch (this.expect) {
      case Expect.FirstKey:
        if (c === CLOSE_OBJECT) return this.close();
        return this.key(c);
      case Expect.Key:
        return this.key(c);
      case Expect.Colon:
        if (c !== COLON) this.unexpected("':' after a property name");
        this.pos++;
        this.expect = Expect.Value;
        return;
      case Expect.AfterValue:
        return this.afterValue(c);
      case Expect.FirstItem:
        if (c === CLOSE_ARRAY) return this.close();
        this.out.fmt.all(this.newline(this.stack.length));
        return this.value(c);
      default:
        return this.value(c);
    }
  }

  private key(c: number): void {
    if (c !== QUOTE) this.unexpected(this.expect === Expect.FirstKey ? "a property name or '}'" : 'a property name');
    const start = this.pos;
    const end = scanString(this.bytes, start);
    const frame = this.stack[this.stack.length - 1];
    if (frame.members) {
      frame.out = this.newOutputs();
      frame.members.push({ key: decodeKey(this.bytes, start, end), out: frame.out });
    } else {
      frame.out.fmt.all(this.newline(this.stack.length));
    }
    const { fmt, min } = frame.out;
    fmt.range(this.bytes, start, end);
    fmt.byte(COLON);
    fmt.byte(SPACE);
    min.range(this.bytes, start, end);
    min.byte(COLON);
    this.pos = end;
    this.expect = Expect.Colon;
  }

  private afterValue(c: number): void {
    const frame = this.stack[this.stack.length - 1];
    if (!frame) this.unexpected('the end of the JSON text');
    if (c === COMMA) {
      this.pos++;
      if (frame.close === CLOSE_OBJECT) {
        this.expect = Expect.Key;
        if (!frame.members) this.writeComma(frame.out, null);
      } else {
        this.expect = Expect.Value;
        this.writeComma(frame.out, this.newline(this.stack.length));
      }
      return;
    }
    if (c === frame.close) return this.close();
    this.unexpected(frame.close === CLOSE_OBJECT ? "',' or '}'" : "',' or ']'");
  }

  private writeComma({ fmt, min }: Outputs, newline: Uint8Array | null): void {
    fmt.byte(COMMA);
    if (newline) fmt.all(newline);
    min.byte(COMMA);
  }

  private value(c: number): void {
    const bytes = this.bytes;
    const start = this.pos;
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) return this.open(c);
    let end: number;
    if (c === QUOTE) end = scanString(bytes, start);
    else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) end = scanNumber(bytes, start);
    else {
      const word = WORDS.find((w) => matches(bytes, start, w));
      if (!word) this.unexpected('a value');
      end = start + word.length;
    }
    const { fmt, min } = this.out;
    fmt.range(bytes, start, end);
    min.range(bytes, start, end);
    this.pos = end;
    this.expect = Expect.AfterValue;
  }

  private open(c: number): void {
    const out = this.out;
    out.fmt.byte(c);
    out.min.byte(c);
    this.pos++;
    const object = c === OPEN_OBJECT;
    const members = object && this.options.sortKeys ? [] : undefined;
    this.stack.push({ close: object ? CLOSE_OBJECT : CLOSE_ARRAY, out, members });
    this.expect = object ? Expect.FirstKey : Expect.FirstItem;
  }

  private close(): void {
    const empty = this.expect === Expect.FirstKey || this.expect === Expect.FirstItem;
    const frame = this.stack.pop()!;
    const { fmt, min } = this.out;
    if (frame.members) this.writeSorted(frame.members);
    if (!empty) fmt.all(this.newline(this.stack.length));
    fmt.byte(frame.close);
    min.byte(frame.close);
    this.pos++;
    this.expect = Expect.AfterValue;
  }

  /** A sorted object's members, in key order (a stable sort: repeated keys keep their order). */
  private writeSorted(members: Member[]): void {
    const { fmt, min } = this.out;
    const newline = this.newline(this.stack.length + 1);
    members.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    members.forEach(({ out }, i) => {
      if (i) this.writeComma({ fmt, min }, null);
      fmt.all(newline);
      fmt.sink(out.fmt);
      min.sink(out.min);
    });
  }
}

const decoder = new TextDecoder();
const joinText = (chunks: Uint8Array[]) =>
  chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();

/**
 * Formats a whole JSON text at once (short input, on the page). Throws the JSON fault 'invalid' on bad input; a formatted
 * text over `maxFormattedBytes` is not made (`refusal` says why), the minified one still is.
 */
export function formatJson(text: string, options: JsonFormatOptions, maxFormattedBytes?: number): JsonOutputs {
  const formatter = new JsonReformatter(encoder.encode(text), options, maxFormattedBytes);
  while (!formatter.done) formatter.step(Infinity);
  const { formatted, minified } = formatter.output();
  const refusal = formatter.refusal;
  return { formatted: formatted && joinText(formatted), minified: joinText(minified), ...(refusal && { refusal }) };
}

/** The formatted text's size for this input and indent (a pre-scan: cheap, and exact for valid JSON). */
export const formattedSizeOf = (text: string, indent: JsonIndent): number =>
  formattedBytes(measureJson(encoder.encode(text)), indent);

/** A JSON file's bytes without the byte order mark some editors write first; refused when not UTF-8. */
export function jsonFileBytes(bytes: Uint8Array): Uint8Array {
  const bad = invalidUtf8At(bytes);
  if (bad !== -1) throw jsonFault('invalidUtf8', { offset: bad, byte: bytes[bad] });
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/** A JSON file's text (a small one, opened in the editor); refused when not UTF-8. */
export const decodeJsonFile = (bytes: Uint8Array): string => decoder.decode(jsonFileBytes(bytes));
