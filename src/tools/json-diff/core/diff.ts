/**
 * The structural diff: key order does not matter, numbers compare by value (they are parsed: 1.0 is 1, 1e2 is 100),
 * arrays compare by index or by a key field. It gives the operations of a JSON Patch (RFC 6902) in an order that
 * applies, each with the value it replaces or removes (for the tree; the patch leaves those out).
 */
import { pointerTo } from './pointer';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

export type DiffOperation =
  | { op: 'add'; path: string; value: JsonValue }
  | { op: 'remove'; path: string; old: JsonValue }
  | { op: 'replace'; path: string; value: JsonValue; old: JsonValue }
  | { op: 'move'; from: string; path: string };

export interface DiffOptions {
  /** Match array items by this field of theirs (an object's `id`, say); by index when empty or when items lack it. */
  keyField: string;
}

const isObject = (value: JsonValue): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two parsed values are equal: same keys in any order, numbers by value. */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/** The operations that turn `left` into `right`. */
export function diffJson(left: JsonValue, right: JsonValue, options: DiffOptions): DiffOperation[] {
  const out: DiffOperation[] = [];
  diffValues(left, right, '', options, out);
  return out;
}

function diffValues(a: JsonValue, b: JsonValue, path: string, options: DiffOptions, out: DiffOperation[]) {
  if (a === b) return;
  if (isObject(a) && isObject(b)) diffObjects(a, b, path, options, out);
  else if (Array.isArray(a) && Array.isArray(b)) {
    const keys = options.keyField ? itemKeys(a, b, options.keyField) : null;
    if (keys) diffKeyedArrays(a, b, keys, path, options, out);
    else diffArraysByIndex(a, b, path, options, out);
  } else if (!jsonEqual(a, b)) out.push({ op: 'replace', path, value: b, old: a });
}

function diffObjects(a: JsonObject, b: JsonObject, path: string, options: DiffOptions, out: DiffOperation[]) {
  for (const key of Object.keys(a)) {
    if (!Object.hasOwn(b, key)) out.push({ op: 'remove', path: pointerTo(path, key), old: a[key] });
    else diffValues(a[key], b[key], pointerTo(path, key), options, out);
  }
  for (const key of Object.keys(b))
    if (!Object.hasOwn(a, key)) out.push({ op: 'add', path: pointerTo(path, key), value: b[key] });
}

/** Item by item; what the right has beyond the left is added, what the left has beyond is removed from the end. */
function diffArraysByIndex(a: JsonValue[], b: JsonValue[], path: string, options: DiffOptions, out: DiffOperation[]) {
  const common = Math.min(a.length, b.length);
  for (let i = 0; i < common; i++) diffValues(a[i], b[i], pointerTo(path, i), options, out);
  for (let i = common; i < b.length; i++) out.push({ op: 'add', path: pointerTo(path, i), value: b[i] });
  for (let i = a.length - 1; i >= common; i--) out.push({ op: 'remove', path: pointerTo(path, i), old: a[i] });
}

/** The items' keys ('n:1', 's:a', so 1 and "1" differ), or null unless every item of both is an object with a unique one. */
function itemKeys(a: JsonValue[], b: JsonValue[], field: string): { left: string[]; right: string[] } | null {
  const keysOf = (items: JsonValue[]): string[] | null => {
    const keys: string[] = [];
    for (const item of items) {
      const key = isObject(item) && Object.hasOwn(item, field) ? item[field] : undefined;
      if (typeof key === 'string') keys.push(`s:${key}`);
      else if (typeof key === 'number') keys.push(`n:${key}`);
      else return null;
    }
    return new Set(keys).size === keys.length ? keys : null;
  };
  if (a.length === 0 && b.length === 0) return null;
  const left = keysOf(a);
  const right = left && keysOf(b);
  return left && right ? { left, right } : null;
}

/**
 * Items matched by key, whatever their order: the left's items missing on the right are removed (from the end),
 * then each place of the right is filled in turn, by adding a new item or moving the matched one there, whose
 * contents are then compared. `order` follows the array as the operations so far leave it.
 */
function diffKeyedArrays(
  a: JsonValue[],
  b: JsonValue[],
  keys: { left: string[]; right: string[] },
  path: string,
  options: DiffOptions,
  out: DiffOperation[],
) {
  const kept = new Set(keys.right);
  const byKey = new Map(keys.left.map((key, i) => [key, a[i]]));
  for (let i = a.length - 1; i >= 0; i--)
    if (!kept.has(keys.left[i])) out.push({ op: 'remove', path: pointerTo(path, i), old: a[i] });
  const order = keys.left.filter((key) => kept.has(key));
  for (let i = 0; i < b.length; i++) {
    const key = keys.right[i];
    const old = byKey.get(key);
    if (old === undefined) {
      out.push({ op: 'add', path: pointerTo(path, i), value: b[i] });
      order.splice(i, 0, key);
      continue;
    }
    if (order[i] !== key) {
      const from = order.indexOf(key, i);
      out.push({ op: 'move', from: pointerTo(path, from), path: pointerTo(path, i) });
      order.splice(from, 1);
      order.splice(i, 0, key);
    }
    diffValues(old, b[i], pointerTo(path, i), options, out);
  }
}
