/// <reference lib="webworker" />
/** Worker entry of the number base converter: conversions of long inputs (BigInt work on 100,000 digits takes tens of ms). */
import { convertBase, type Base, type BaseConversion } from '../core/tools/number-base-converter';
import { exposeTasks } from './expose';

export interface ConvertInput {
  input: string;
  from: Base;
  to: Base;
}

export const numberBaseTasks = {
  /** Invalid input comes back as `{ ok: false }`, like the synchronous path. One BigInt call cannot be interrupted: a cancel ends the worker. */
  convert: ({ input, from, to }: ConvertInput): BaseConversion => convertBase(input, from, to),
};

export type NumberBaseTasks = typeof numberBaseTasks;

exposeTasks(numberBaseTasks);
