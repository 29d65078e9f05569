/// <reference lib="webworker" />
/** Worker entry of the text case converter: long text, converted block by block with progress. */
import { caseTransform, type TextCase } from './core';
import { exposeTasks } from '../../workers/expose';
import { settingsTransformTask } from '../../workers/text-task';

export const textCaseTasks = { transform: settingsTransformTask((to: TextCase, text) => caseTransform(text, to)) };

export type TextCaseTasks = typeof textCaseTasks;

exposeTasks(textCaseTasks);
