/// <reference lib="webworker" />
/** Worker entry of the URL encoder and decoder: long text, transformed block by block with progress. */
import { urlTransform } from '../core/tools/url-encoding';
import { exposeTasks } from './expose';
import { settingsTransformTask } from './text-task';

export const urlEncodingTasks = { transform: settingsTransformTask(urlTransform) };

export type UrlEncodingTasks = typeof urlEncodingTasks;

exposeTasks(urlEncodingTasks);
