/// <reference lib="webworker" />
/** Worker entry of smart paste's detection: a long paste arrives as its bounded sample, never the whole text. */
import { detectSample, type TextSample, type ToolAvailability } from '../core/site/detect';
import { exposeTasks } from './expose';

export interface DetectInput {
  sample: TextSample;
  tools: readonly ToolAvailability[];
}

export const detectTasks = {
  detect: ({ sample, tools }: DetectInput) => detectSample(sample, tools),
};

export type DetectTasks = typeof detectTasks;

exposeTasks(detectTasks);
