/**
 * The JSON query's core as the examples' unit test runs it, in Node: the same functions the worker runs, with
 * jq-web loaded from node_modules (where it reads its .wasm beside itself). Never loaded by the site.
 */
import { jqQuery, jsonPathQuery, type JqRuntime, type JsonQueryOptions } from './core';
import type { KitResult } from '../../ui/kit/declaration';

let runtime: Promise<JqRuntime> | undefined;

/** jq-web's runtime through Node's require (its module is a promise, which an ES import would try to await). */
export function jqInNode(): Promise<JqRuntime> {
  // A specifier the bundler leaves alone: this file runs in Node only.
  const nodeModule = 'node:module';
  runtime ??= import(/* @vite-ignore */ nodeModule).then(
    ({ createRequire }: typeof import('node:module')) => createRequire(import.meta.url)('jq-web') as Promise<JqRuntime>,
  );
  return runtime;
}

export async function runJsonQueryCore(action: string, text: string, options: JsonQueryOptions): Promise<KitResult> {
  const output =
    action === 'jq'
      ? jqQuery(await jqInNode(), text, options.jq, options.compact)
      : jsonPathQuery(text, options.jsonpath, options.compact);
  return { outputs: { output } };
}
