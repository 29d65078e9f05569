/// <reference lib="webworker" />
/** Worker tasks of the number base converter: conversions of long inputs (BigInt work on 100,000 digits takes tens of ms). */
import { convertBase, type Base } from './core';

export interface ConvertInput {
  input: string;
  from: Base;
  to: Base;
}

export const numberBaseTasks = {
  /**
   * Invalid input throws the same ToolError as the synchronous path; the pool rejects the caller's promise with
   * it and keeps the worker. One BigInt call cannot be interrupted: a cancel ends the worker.
   */
  convert: ({ input, from, to }: ConvertInput): string => convertBase(input, from, to),
};

export type NumberBaseTasks = typeof numberBaseTasks;

export default numberBaseTasks;
