/// <reference lib="webworker" />
/** Worker entry of the HTML entity encoder and decoder: long text, transformed block by block with progress. */
import { htmlTransform } from './core';
import { exposeTasks } from '../../workers/expose';
import { settingsTransformTask } from '../../workers/text-task';

export const htmlEntitiesTasks = { transform: settingsTransformTask(htmlTransform) };

export type HtmlEntitiesTasks = typeof htmlEntitiesTasks;

exposeTasks(htmlEntitiesTasks);
