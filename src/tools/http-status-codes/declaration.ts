import { MAX_QUERY_CHARS, findStatusCodes } from './core';
import { searchResult } from './result';
import { structuredOutputs } from '../../core/shared/structured';
import type { ToolDeclaration } from '../../ui/kit/declaration';

export type HttpStatusOptions = Record<never, never>;

/**
 * HTTP status codes: the bundled IANA registry (in this tool's chunk only), searched as you type by code, class or
 * words; each code with its RFC section, meaning and when to use it. A search over 63 entries takes microseconds.
 */
export const httpStatusCodes: ToolDeclaration<HttpStatusOptions> = {
  input: {
    kind: 'field',
    label: 'Search status codes',
    placeholder: '404, 5xx, redirect, rate limit…',
    hint: 'A code, a class (4xx) or words of its name or meaning; every word must match.',
  },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'search',
      label: 'Search',
      jobLabel: 'Searching',
      outputs: [{ id: 'output', label: 'Status codes', view: 'structured' }],
    },
  ],
  run: {
    here: (_action, text) => {
      const { output, note } = searchResult(findStatusCodes(text));
      return { ...structuredOutputs({ output }), notes: { output: note } };
    },
    liveUpToChars: MAX_QUERY_CHARS * 10,
  },
  examples: [
    {
      name: 'A code',
      input: '404',
      expect: {
        output:
          '404 Not Found\nReference:   RFC 9110, section 15.5.5 \u00b7 Client error (4xx)\nMeaning:     The server did not find the target resource, or will not say that it exists.\nWhen to use: No such page or record; also to hide a resource from someone not allowed to see it.\n',
      },
    },
    {
      name: 'Words of the meaning',
      input: 'rate limit',
      expect: {
        output:
          '429 Too Many Requests\nReference:   RFC 6585, section 4 \u00b7 Client error (4xx)\nMeaning:     The client sent too many requests in a given time (rate limiting).\nWhen to use: Over the rate limit; say when to retry with Retry-After.\n',
      },
    },
    {
      name: 'A code registered as unused',
      input: 'teapot',
      expect: {
        output:
          '418 (Unused)\nReference:   RFC 9110, section 15.5.19 \u00b7 Client error (4xx)\nMeaning:     Reserved: "I\'m a teapot" of RFC 2324 (an April Fools\' joke) was used too widely to reassign.\nWhen to use: Never in earnest.\n',
      },
    },
  ],
};

export default httpStatusCodes;
