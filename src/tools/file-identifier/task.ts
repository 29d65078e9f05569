/// <reference lib="webworker" />
/**
 * Worker tasks of the file type identifier: each file arrives by reference and is read only in slices (its head
 * for the type, at most 1 MiB for the entropy), so a file of any size is identified at once.
 */
import { identifyFile } from './core/identify';
import type { TaskContext } from '../../workers/protocol';

export const fileIdentifierTasks = {
  identify: ({ file, name }: { file: Blob; name: string }, ctx: TaskContext) => identifyFile(file, name, ctx.signal),
};

export type FileIdentifierTasks = typeof fileIdentifierTasks;

export default fileIdentifierTasks;
