/// <reference lib="webworker" />
/** Worker tasks of the HTML entity encoder and decoder: long text, transformed block by block with progress. */
import { htmlTransform } from './core';
import { settingsTransformTask } from '../../workers/text-task';

export const htmlEntitiesTasks = { transform: settingsTransformTask(htmlTransform) };

export type HtmlEntitiesTasks = typeof htmlEntitiesTasks;

export default htmlEntitiesTasks;
