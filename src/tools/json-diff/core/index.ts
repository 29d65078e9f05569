/**
 * JSON diff: two documents in, a tree of the paths that differ (added, removed, changed, moved) and a JSON Patch
 * (RFC 6902) that turns the left document into the right one. See ./diff for the comparison, README.md for notes.
 */

import { depthOf, isStackOverflow, nestingError } from '../../../core/shared/nesting';
import { requireText } from '../../../core/shared/require-text';
import { ToolError } from '../../../core/shared/tool-error';
import { parseJsonInput } from '../../../core/shared/json/parse';
import { diffJson, type DiffOperation, type JsonValue } from './diff';
import { JSON_DIFF_MESSAGES } from '../words';

export { JSON_DIFF_MESSAGES } from '../words';

export interface JsonDiffOptions {
  /** The right document (the kit's second editor). */
  right: string;
  arrays: 'index' | 'key';
  /** The field array items are matched by, with `arrays: 'key'`. */
  keyField: string;
}

export const DEFAULT_JSON_DIFF_OPTIONS: JsonDiffOptions = { right: '', arrays: 'index', keyField: 'id' };

export interface JsonDiffOutputs {
  tree: string;
  patch: string;
}

/**
 * The nesting compared: the comparison recurses per level (a few frames each), which a browser worker's stack
 * takes some thousands deep; JSON.parse itself takes any depth. Deeper documents are refused as such.
 */
export const JSON_DIFF_NESTING_LIMIT = 1000;

/** The longest value the tree quotes; the patch has every value whole. */
const TREE_VALUE_CHARS = 200;

/**
 * One side parsed; a fault names the side and where (the JSON formatter's checker finds the position, which
 * JSON.parse's message does not give the same way in every engine). `input` is the kit option of the right editor.
 */
function parseSide(text: string, side: 'left' | 'right'): JsonValue {
  requireText(text, side === 'left' ? JSON_DIFF_MESSAGES.emptyLeft : JSON_DIFF_MESSAGES.emptyRight);
  const value = parseJsonInput(
    text,
    JSON_DIFF_MESSAGES.invalid(side),
    side === 'right' ? 'right' : undefined,
  ) as JsonValue;
  if (depthOf(value) > JSON_DIFF_NESTING_LIMIT) throw nestingError('compare', JSON_DIFF_NESTING_LIMIT);
  return value;
}

const quoted = (value: JsonValue): string => {
  const text = JSON.stringify(value);
  return text.length > TREE_VALUE_CHARS ? `${text.slice(0, TREE_VALUE_CHARS)}…` : text;
};

/** One line of the tree: a sign (coloured) and a word (for screen readers and print), the path, the values. */
function treeLine(operation: DiffOperation): string {
  const at = (path: string) => path || JSON_DIFF_MESSAGES.root;
  switch (operation.op) {
    case 'add':
      return `+ added ${at(operation.path)}: ${quoted(operation.value)}`;
    case 'remove':
      return `- removed ${at(operation.path)}: ${quoted(operation.old)}`;
    case 'replace':
      return `~ changed ${at(operation.path)}: ${quoted(operation.old)} → ${quoted(operation.value)}`;
    case 'move':
      return `> moved ${operation.from} → ${operation.path}`;
  }
}

function treeOf(operations: readonly DiffOperation[]): string {
  if (operations.length === 0) return JSON_DIFF_MESSAGES.same;
  const count = (op: DiffOperation['op']) => operations.filter((operation) => operation.op === op).length;
  const summary = JSON_DIFF_MESSAGES.summary(count('add'), count('remove'), count('replace'), count('move'));
  return [summary, ...operations.map(treeLine)].join('\n');
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

/** The longest output made: under V8's longest string, so the patch can be written and copied. */
const MAX_OUTPUT = 'about 500 MB';

/** Compares the left document (`text`) with the right one (`options.right`). */
export function diffJsonTexts(text: string, options: JsonDiffOptions): JsonDiffOutputs {
  const left = parseSide(text, 'left');
  const right = parseSide(options.right, 'right');
  try {
    const operations = diffJson(left, right, { keyField: options.arrays === 'key' ? options.keyField.trim() : '' });
    return { tree: treeOf(operations), patch: patchOf(operations) };
  } catch (error) {
    if (isStackOverflow(error)) throw nestingError('compare', JSON_DIFF_NESTING_LIMIT);
    if (error instanceof RangeError)
      throw new ToolError(JSON_DIFF_MESSAGES.tooLarge, JSON_DIFF_MESSAGES.tooLargeDescription(MAX_OUTPUT));
    throw error;
  }
}
