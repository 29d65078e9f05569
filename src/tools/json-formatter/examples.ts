import type { JsonFormatOptions } from '../../core/shared/json';
import type { KitExample } from '../../ui/kit/declaration';

const TOOLS =
  '{"name":"DevToolbox","version":1.0,"tools":[{"id":"json-formatter","live":true},{"id":"code-diff","ratio":2.98e0}],"note":"caf\\u00e9","big":12345678901234567890}';

/** Load Example's examples, each also a unit test and a browser test. Numbers and escapes stay as written. */
export const EXAMPLES: readonly KitExample<JsonFormatOptions>[] = [
  {
    name: 'Nested objects',
    input: TOOLS,
    expect: {
      formatted: `{
  "name": "DevToolbox",
  "version": 1.0,
  "tools": [
    {
      "id": "json-formatter",
      "live": true
    },
    {
      "id": "code-diff",
      "ratio": 2.98e0
    }
  ],
  "note": "caf\\u00e9",
  "big": 12345678901234567890
}`,
      minified: TOOLS,
    },
  },
  {
    name: 'Keys sorted, tab indent',
    input: '{ "b": [1, 2], "a": { "d": null, "c": "x" } }',
    options: { sortKeys: true, indent: 'tab' },
    expect: {
      formatted: '{\n\t"a": {\n\t\t"c": "x",\n\t\t"d": null\n\t},\n\t"b": [\n\t\t1,\n\t\t2\n\t]\n}',
      minified: '{"a":{"c":"x","d":null},"b":[1,2]}',
    },
  },
];
