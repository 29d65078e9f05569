/// <reference lib="webworker" />
/**
 * The one worker entry of every tool's pool (./tool-pool): it runs the tasks of the tool its pool names in its first
 * message, from that tool's `task.ts` (its default export). Each task module is a chunk of its own, loaded on the
 * first job, so a tool's heavy libraries load only in its own workers.
 */
import { exposeTasks, tasksNamedFirst } from './expose';
import type { TaskMap } from './protocol';

exposeTasks(tasksNamedFirst(import.meta.glob<{ default: TaskMap }>('../tools/*/task.ts')));
