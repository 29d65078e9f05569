/** The JSON query tool's core: JSONPath (JSONPath-Plus, safe mode) and jq (jq-web, WebAssembly) over a JSON text. */
export { JSON_QUERY_MESSAGES } from './messages';
export { JQ_CHEAT_SHEET, JSONPATH_CHEAT_SHEET, type CheatSheetEntry } from './cheat-sheet';
export { checkJsonPathSyntax, jsonPathQuery, selectJsonPath } from './jsonpath';
export { JqCrash, jqError, jqQuery, type JqRuntime } from './jq';

/** The two languages, as the tool's actions. */
export const JSON_QUERY_ACTIONS = { jsonpath: 'jsonpath', jq: 'jq' } as const;

export interface JsonQueryOptions {
  /** The JSONPath expression (the JSONPath action's query). */
  jsonpath: string;
  /** The jq filter (the jq action's query). */
  jq: string;
  /** One result a line, unindented (jq's -c). */
  compact: boolean;
}

export const DEFAULT_JSON_QUERY_OPTIONS: JsonQueryOptions = {
  jsonpath: '$',
  jq: '.',
  compact: false,
};
