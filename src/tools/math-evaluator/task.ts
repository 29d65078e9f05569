/// <reference lib="webworker" />
/** Worker tasks of the calculator: mathjs loads here only, so the page's bundle never carries it. */
import { evaluateLines, type MathOptions } from './core';

export const mathEvaluatorTasks = {
  /** One synchronous mathjs run: the page bounds it in time and terminates this worker past the bound (./math-evaluator). */
  evaluate: ({ text, options }: { text: string; options: MathOptions }) => evaluateLines(text, options),
};

export type MathEvaluatorTasks = typeof mathEvaluatorTasks;

export default mathEvaluatorTasks;
