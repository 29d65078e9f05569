/**
 * The JSON side of the converters (YAML, TOML, XML ⇄ JSON): a value read from another format written as JSON text,
 * its work bounded by its output. A YAML alias makes two places share one object, so a short text can stand for a
 * huge JSON one ("billion laughs"): before anything is written, one walk that visits each object once gives the
 * size the JSON would have, and past MAX_JSON_CHARS it is refused with the limit. The same walk refuses what JSON
 * cannot hold, by its path: a value that contains itself, Infinity and NaN; bytes (YAML's !!binary) become Base64.
 */
import type { JsonIndent } from './json';
import { jsonPath } from './json-path';
import { isStackOverflow } from './nesting';
import { jsonOutputFault } from './json-output-faults';

/** The longest JSON text made, in characters (about 2 s of JSON.stringify, under V8's longest string with indents). */
export const MAX_JSON_CHARS = 200_000_000;

const INDENT: Record<JsonIndent, string | number> = { '2': 2, '4': 4, tab: '\t' };

/** Bytes as Base64, as YAML's !!binary wrote them. */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** One walk over a value: the minified JSON's length (each shared object measured once), refusing what JSON lacks. */
class JsonMeasure {
  private readonly sizes = new Map<object, number>();
  private readonly open = new Set<object>();
  private readonly path: (string | number)[] = [];

  /** The minified length of `holder[key]`, which it may replace (bytes by their Base64). */
  of(holder: Record<string | number, unknown>, key: string | number): number {
    let value = holder[key];
    if (value instanceof Uint8Array) value = holder[key] = base64Of(value);
    switch (typeof value) {
      case 'string':
        return value.length + 2;
      case 'number':
        if (!Number.isFinite(value)) throw jsonOutputFault('notFinite', { path: this.here(), value });
        return String(value).length;
      case 'boolean':
        return 5;
      case 'object':
        if (value === null) return 4;
        // A date (TOML's) is written by its toJSON as an ISO string, at most some 35 characters.
        return value instanceof Date ? 35 : this.ofObject(value);
      default:
        return 4;
    }
  }

  private here(): string {
    return jsonPath(this.path);
  }

  private ofObject(value: object): number {
    const known = this.sizes.get(value);
    if (known !== undefined) return known;
    if (this.open.has(value)) throw jsonOutputFault('cycle', { path: this.here() });
    this.open.add(value);
    const size = Array.isArray(value) ? this.ofArray(value) : this.ofRecord(value as Record<string, unknown>);
    this.open.delete(value);
    this.sizes.set(value, size);
    return size;
  }

  private ofArray(items: unknown[]): number {
    let size = 1 + items.length;
    for (let i = 0; i < items.length; i++) size += this.child(items as unknown as Record<number, unknown>, i);
    return size;
  }

  private ofRecord(record: Record<string, unknown>): number {
    const keys = Object.keys(record);
    let size = 1 + keys.length;
    for (const key of keys) size += key.length + 3 + this.child(record, key);
    return size;
  }

  private child(holder: Record<string | number, unknown>, key: string | number): number {
    this.path.push(key);
    const size = this.of(holder, key);
    this.path.pop();
    return size;
  }
}

/** The minified JSON's length of `value`; refuses a value JSON cannot hold (see JsonMeasure). */
export const measureJsonValue = (value: unknown): number => new JsonMeasure().of({ '': value }, '');

const tooLarge = () => jsonOutputFault('tooLarge', { limit: MAX_JSON_CHARS });

/**
 * Runs JSON.stringify, past V8's longest string said as the limit. A stack overflow (deep input) is left to the
 * converter, which names its own format's nesting limit (`converterActions`).
 */
function stringify(value: unknown, indent?: string | number): string {
  try {
    return JSON.stringify(value, null, indent) ?? 'null';
  } catch (error) {
    if (error instanceof RangeError && !isStackOverflow(error)) throw tooLarge();
    throw error;
  }
}

/** Values as JSON: one value pretty-printed, or each value on its own line ('lines', JSON Lines). */
export function jsonTextOf(values: readonly unknown[], indent: JsonIndent, layout: 'one' | 'lines' = 'one'): string {
  let total = 0;
  for (const value of values) total += measureJsonValue(value);
  if (total > MAX_JSON_CHARS) throw tooLarge();
  if (layout === 'lines') return values.map((value) => stringify(value)).join('\n') + '\n';
  return stringify(values.length === 1 ? values[0] : values, INDENT[indent]) + '\n';
}
