/// <reference lib="webworker" />
/** Worker tasks of the UUID generator: the bulk export (up to 1,000,000 UUIDs as a text file). */
import { bulkSlices, type RandomVersion, type UuidFormat } from './core';
import type { TaskContext } from '../../workers/protocol';
import { collectSlices } from '../../workers/text-slices';

export interface BulkInput {
  version: RandomVersion | 'nil';
  count: number;
  format: UuidFormat;
}

export const uuidTasks = {
  /** One UUID per line; progress counts UUIDs. */
  bulk({ version, count, format }: BulkInput, ctx: TaskContext): Promise<Blob> {
    return collectSlices(bulkSlices(version, count, format), count, ctx);
  },
};

export type UuidTasks = typeof uuidTasks;

export default uuidTasks;
