/** What passes between the pool (main thread) and `exposeTasks` (worker). Shared by both sides. */
import type { FaultParams } from '../core/shared/fault-words';
import type { TextPosition } from '../core/shared/text-position';

/** Given to every task inside the worker. */
export interface TaskContext {
  /** Aborted when the caller cancels: check it between chunks (`signal.throwIfAborted()`). */
  readonly signal: AbortSignal;
  /** Report progress as units (usually bytes) done out of a total. Throttled, so call it freely. */
  progress(done: number, total: number): void;
}

/** A task: input in, output (or a promise of it) out. Inputs and outputs must be structured-cloneable. */
export type Task = (input: never, ctx: TaskContext) => unknown;
export type TaskMap = Record<string, Task>;

export interface RunMessage {
  id: number;
  task: string;
  input: unknown;
  /** Receives [done, total] progress pairs. */
  progress: MessagePort;
}

export interface WorkerApi {
  /** Answers once the worker's module (and, in the generic tool worker, the tool's tasks) has loaded. */
  ready(): true | Promise<true>;
  /** Answers at once: the pool pings a busy worker to tell a long job from a hung worker. */
  ping(): true;
  run(message: RunMessage): Promise<unknown>;
  cancel(id: number): void;
}

/**
 * The first message a pool's factory posts to the generic tool worker (./tool.worker): the folder of the tool whose
 * `task.ts` it loads (`src/tools/<tool>/task.ts`). A worker's options must be static for the bundler to find it, so
 * the tool's name cannot travel in them.
 */
export interface LoadTasksMessage {
  loadTasks: string;
}

export const isLoadTasksMessage = (value: unknown): value is LoadTasksMessage =>
  typeof value === 'object' && value !== null && typeof (value as { loadTasks?: unknown }).loadTasks === 'string';

/**
 * How a task's ToolError (an expected failure, such as bad input) crosses back: as a value, so the
 * pool rejects the job with an equal ToolError and keeps the worker, whose state is fine.
 */
export interface ToolErrorReply {
  toolError: { code: string; params: FaultParams; at?: TextPosition };
}

export function isToolErrorReply(value: unknown): value is ToolErrorReply {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'toolError' in value;
}

/** The error every cancelled job rejects with; the UI shows its message. */
export const cancelledError = () => new DOMException('Cancelled', 'AbortError');

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
