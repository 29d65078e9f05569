/// <reference lib="webworker" />
/** Worker tasks of the URL encoder and decoder: long text, transformed block by block with progress. */
import { urlTransform } from './core';
import { settingsTransformTask } from '../../workers/text-task';

export const urlEncodingTasks = { transform: settingsTransformTask(urlTransform) };

export type UrlEncodingTasks = typeof urlEncodingTasks;

export default urlEncodingTasks;
