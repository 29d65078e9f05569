/// <reference lib="webworker" />
/** Worker entry of the URL encoder and decoder: long text, transformed block by block with progress. */
import { urlTransform } from './core';
import { exposeTasks } from '../../workers/expose';
import { settingsTransformTask } from '../../workers/text-task';

export const urlEncodingTasks = { transform: settingsTransformTask(urlTransform) };

export type UrlEncodingTasks = typeof urlEncodingTasks;

exposeTasks(urlEncodingTasks);
