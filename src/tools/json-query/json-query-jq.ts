/**
 * jq-web, for the JSON query's worker only (imported there lazily, after it has pointed jq's .wasm at this site).
 * Its module is a promise of jq's runtime: a static import reads it as it is, where awaiting a dynamic import of
 * the package itself would take the namespace (a thenable) for the promise and fail.
 */
import jq from 'jq-web';

export const jqRuntime = { loaded: jq };
