/// <reference lib="webworker" />
/** Worker entry of the Base64 encoder and decoder (tasks in ./base64.tasks). */
import { base64Tasks } from './base64.tasks';
import { exposeTasks } from './expose';

exposeTasks(base64Tasks);
