/** Types of the layering plugin (plain JavaScript, so that eslint.config.js loads it without a build). */
import type { ESLint } from 'eslint';

export function placeOf(path: string): { part: string; tool?: string; inCore?: boolean };
export function layerFault(from: string, to: string): string | undefined;
declare const plugin: ESLint.Plugin;
export default plugin;
