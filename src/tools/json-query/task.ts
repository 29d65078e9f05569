/// <reference lib="webworker" />
/**
 * Worker tasks of the JSON query: JSONPath and jq over a text served in slices or a file read here (100 MB and
 * more). jq runs in one synchronous WebAssembly call: the page bounds it in time and, past the bound or on Cancel,
 * the pool terminates this worker (./json-query). A crash of jq's runtime (out of memory) is thrown as a fault so
 * the pool replaces the worker: the runtime cannot run again after it.
 */
import jqWasmUrl from 'jq-web/jq.wasm?url';
import { jsonFileBytes } from '../../core/shared/json';
import { jqQuery, jsonPathQuery, type JqRuntime, type JsonQueryOptions } from './core';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

let runtime: Promise<JqRuntime> | undefined;

/**
 * jq-web instantiates its module as it is imported and fetches `jq.wasm` beside the script, a name Vite does not
 * keep: its one request for it is sent to the bundled asset (`?url`, this site's own origin) instead.
 */
const urlOf = (resource: RequestInfo | URL) => (resource instanceof Request ? resource.url : resource.toString());

function loadJq(): Promise<JqRuntime> {
  if (runtime) return runtime;
  const fetchFromSite = self.fetch.bind(self);
  self.fetch = (resource: RequestInfo | URL, init?: RequestInit) =>
    fetchFromSite(urlOf(resource).endsWith('/jq.wasm') ? new URL(jqWasmUrl, self.location.href) : resource, init);
  runtime = import('./json-query-jq').then(({ jqRuntime }) => jqRuntime.loaded);
  return runtime;
}

interface QueryInput {
  action: string;
  options: JsonQueryOptions;
}

/** The action on the document (text, or a file's bytes that jq reads as they are). */
async function query(action: string, document: string | Uint8Array, options: JsonQueryOptions) {
  if (action === 'jq') return { output: longAsBlob(jqQuery(await loadJq(), document, options.jq, options.compact)) };
  const text = typeof document === 'string' ? document : new TextDecoder().decode(document);
  return { output: longAsBlob(jsonPathQuery(text, options.jsonpath, options.compact)) };
}

export const jsonQueryTasks = {
  async query(input: TextSource & QueryInput, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    return query(input.action, text, input.options);
  },
  async queryFile({ action, file, options }: QueryInput & { file: Blob }, ctx: TaskContext) {
    // Refused when not UTF-8, at its first bad byte; a byte order mark is dropped.
    const bytes = jsonFileBytes(new Uint8Array(await file.arrayBuffer()));
    ctx.progress(1, 2);
    ctx.signal.throwIfAborted();
    return query(action, bytes, options);
  },
};

export type JsonQueryTasks = typeof jsonQueryTasks;

export default jsonQueryTasks;
