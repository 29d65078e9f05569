/** The JSON diff's outputs as the view shows them: the comparison's operations worded as a tree, and the patch. */
import { compareJsonTexts, type DiffOperation, type JsonDiffOptions } from './core';
import { fault } from './core/faults';
import type { JsonValue } from './core/diff';
import { JSON_DIFF_MESSAGES } from './words';

export interface JsonDiffOutputs {
  tree: string;
  patch: string;
}

/** The longest value the tree quotes; the patch has every value whole. */
const TREE_VALUE_CHARS = 200;

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

/**
 * Compares the left document (`text`) with the right one (`options.right`). Worded where it runs (in the worker
 * for large documents), so the operations never cross to the page; a tree past V8's longest string is refused.
 */
export function diffJsonTexts(text: string, options: JsonDiffOptions): JsonDiffOutputs {
  const { operations, patch } = compareJsonTexts(text, options);
  try {
    return { tree: treeOf(operations), patch };
  } catch (error) {
    if (error instanceof RangeError) throw fault('tooLarge');
    throw error;
  }
}
