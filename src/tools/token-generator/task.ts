/// <reference lib="webworker" />
/** Worker tasks of the token & ID generator: the bulk export (up to 1,000,000 tokens as a text file). */
import { bulkSlices, type TokenSpec } from './core';
import type { TaskContext } from '../../workers/protocol';
import { collectSlices } from '../../workers/text-slices';

export interface BulkInput {
  spec: TokenSpec;
  count: number;
}

export const tokenTasks = {
  /** One token per line; progress counts tokens. A bad spec fails with its ToolError. */
  bulk({ spec, count }: BulkInput, ctx: TaskContext): Promise<Blob> {
    return collectSlices(bulkSlices(spec, count), count, ctx);
  },
};

export type TokenTasks = typeof tokenTasks;

export default tokenTasks;
