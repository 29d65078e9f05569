import type { StringEscaperOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<StringEscaperOptions>[] = [
  {
    name: 'A JSON string',
    action: 'escape',
    input: 'She said "hi"\n\tC:\\temp',
    expect: { output: 'She said \\"hi\\"\\n\\tC:\\\\temp' },
  },
  {
    name: 'A shell word',
    action: 'escape',
    input: "it's $HOME",
    options: { format: 'shell' },
    expect: { output: "'it'\\''s $HOME'" },
  },
  {
    name: 'SQL quotes read back',
    input: "O''Brien''s",
    action: 'unescape',
    options: { format: 'sql' },
    expect: { output: "O'Brien's" },
  },
  {
    name: 'Unicode as \\u{…}',
    action: 'escape',
    input: 'café 🙂',
    options: { format: 'unicode', unicodeStyle: 'braced' },
    expect: { output: 'caf\\u{E9} \\u{1F642}' },
  },
];
