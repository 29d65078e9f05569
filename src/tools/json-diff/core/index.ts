/**
 * JSON diff: two documents in, a tree of the paths that differ (added, removed, changed, moved) and a JSON Patch
 * (RFC 6902) that turns the left document into the right one. See ./diff for the comparison, README.md for notes.
 */

import { depthOf, isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { diffJson, type DiffOperation, type JsonValue } from './diff';
import { fault, type JsonDiffSide } from './faults';

export type { DiffOperation } from './diff';

export interface JsonDiffOptions {
  /** The right document (the kit's second editor). */
  right: string;
  arrays: 'index' | 'key';
  /** The field array items are matched by, with `arrays: 'key'`. */
  keyField: string;
}

export const DEFAULT_JSON_DIFF_OPTIONS: JsonDiffOptions = { right: '', arrays: 'index', keyField: 'id' };

/** The comparison: the operations (the tree words them, see ../result.ts) and the JSON Patch. */
export interface JsonDiffResult {
  operations: readonly DiffOperation[];
  patch: string;
}

/**
 * The nesting compared: the comparison recurses per level (a few frames each), which a browser worker's stack
 * takes some thousands deep; JSON.parse itself takes any depth. Deeper documents are refused as such.
 */
export const JSON_DIFF_NESTING_LIMIT = 1000;

/**
 * One side parsed; a fault names the side and where (the JSON formatter's checker finds the position, which
 * JSON.parse's message does not give the same way in every engine). `input` is the kit option of the right editor.
 */
function parseSide(text: string, side: JsonDiffSide): JsonValue {
  requireText(text, () => fault(side === 'left' ? 'emptyLeft' : 'emptyRight'));
  const value = parseJsonInput(
    text,
    (params, at) => fault('invalid', { ...params, side }, at),
    side === 'right' ? 'right' : undefined,
  ) as JsonValue;
  if (depthOf(value) > JSON_DIFF_NESTING_LIMIT) throw nestingError('compare', JSON_DIFF_NESTING_LIMIT);
  return value;
}

/** The patch: the operations without the old values the tree shows. */
const patchOf = (operations: readonly DiffOperation[]): string =>
  JSON.stringify(
    operations.map((operation) =>
      operation.op === 'remove'
        ? { op: 'remove', path: operation.path }
        : operation.op === 'replace'
          ? { op: 'replace', path: operation.path, value: operation.value }
          : operation,
    ),
    null,
    2,
  );

/**
 * Compares the left document (`text`) with the right one (`options.right`). An output past V8's longest string
 * (about 500 MB) is refused, so the patch can be written and copied.
 */
export function compareJsonTexts(text: string, options: JsonDiffOptions): JsonDiffResult {
  const left = parseSide(text, 'left');
  const right = parseSide(options.right, 'right');
  try {
    const operations = diffJson(left, right, { keyField: options.arrays === 'key' ? options.keyField.trim() : '' });
    return { operations, patch: patchOf(operations) };
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('compare', JSON_DIFF_NESTING_LIMIT);
    if (error instanceof RangeError) throw fault('tooLarge');
    throw error;
  }
}
