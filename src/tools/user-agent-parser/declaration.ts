import { MAX_UA_CHARS, parseUserAgent } from './core';
import { summaryRows } from './result';
import { recordOf, structuredOutputs } from '../../core/shared/structured';
import type { ToolDeclaration } from '../../ui/kit/declaration';

export type UserAgentOptions = Record<never, never>;

/**
 * The user agent parser: ua-parser-js (MIT 1.x, in this tool's chunk only) on the page as you type (under a
 * millisecond: it reads at most 500 characters). It opens with the visitor's own user agent.
 */
export const userAgentParser: ToolDeclaration<UserAgentOptions> = {
  input: {
    kind: 'field',
    label: 'User agent',
    placeholder: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 …',
    hint: 'A User-Agent header value; the page opens with your own browser’s.',
  },
  initialInput: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  defaults: {},
  options: {},
  actions: [
    {
      id: 'parse',
      label: 'Parse',
      jobLabel: 'Parsing',
      outputs: [
        { id: 'output', tab: 'Summary', label: 'Parsed user agent', view: 'structured' },
        {
          id: 'json',
          tab: 'JSON',
          label: 'Parsed user agent as JSON',
          fileName: 'user-agent.json',
          language: () => 'json',
        },
      ],
    },
  ],
  run: {
    here: (_action, text) => {
      const { summary, json } = parseUserAgent(text);
      const { outputs, structured } = structuredOutputs({ output: recordOf(summaryRows(summary)) });
      return { outputs: { ...outputs, json }, structured };
    },
    liveUpToChars: MAX_UA_CHARS * 10,
  },
  examples: [
    {
      name: 'Safari on an iPhone',
      input:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
      expect: {
        output:
          'Browser: Mobile Safari 17.1.2\nEngine:  WebKit 605.1.15\nOS:      iOS 17.1.2\nDevice:  Apple iPhone (mobile)\nCPU:     not named in the string\n',
      },
    },
    {
      name: 'Edge on Windows',
      input:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      expect: {
        output:
          'Browser: Edge 120.0.2210.91\nEngine:  Blink 120.0.0.0\nOS:      Windows 10\nDevice:  not named (desktop browsers name none)\nCPU:     amd64\n',
      },
    },
    {
      name: 'Googlebot',
      input: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      expect: {
        output:
          'Browser:     not named in the string\nEngine:      not named in the string\nOS:          not named in the string\nDevice:      not named (desktop browsers name none)\nCPU:         not named in the string\nBot or tool: Googlebot 2.1\n',
      },
    },
  ],
};

export default userAgentParser;
