/// <reference lib="webworker" />
/** Worker tasks of the text case converter: long text, converted block by block with progress. */
import { caseTransform, type TextCase } from './core';
import { settingsTransformTask } from '../../workers/text-task';

export const textCaseTasks = { transform: settingsTransformTask((to: TextCase, text) => caseTransform(text, to)) };

export type TextCaseTasks = typeof textCaseTasks;

export default textCaseTasks;
