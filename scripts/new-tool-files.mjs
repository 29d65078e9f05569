// The files `npm run new-tool` writes: pure functions of the id and the flags, so they are unit-tested
// (scripts/new-tool.test.mjs) without writing anything.

/** A tool id is its folder and its address: kebab-case, lower-case letters and digits. */
export const ID_SHAPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `id` cannot be a new tool's id, or null when it can. */
export function idProblem(id, existing) {
  if (!ID_SHAPE.test(id ?? '')) return `"${id ?? ''}" is not a kebab-case id (e.g. line-counter).`;
  if (existing.includes(id)) return `src/tools/${id} exists already.`;
  return null;
}

/** 'line-counter' → 'Line Counter'. */
export const titleOf = (id) =>
  id
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** 'line-counter' → 'lineCounter'. */
const camelOf = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The words of the new tool, from the flags or from its id. */
export function wordsOf(id, flags = {}) {
  const name = flags.name ?? titleOf(id);
  return {
    id,
    name,
    camel: camelOf(id),
    pascal: camelOf(id)[0].toUpperCase() + camelOf(id).slice(1),
    description:
      flags.description ?? `${name}: write a text and read it back to front, character by character, as you type.`,
    keywords: flags.keywords ?? [id.replace(/-/g, ' '), 'reverse text', 'backwards'],
  };
}

/** A TypeScript string literal of any text. */
const str = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const toolTs = (w) => `import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: ${str(w.name)},
  description: ${str(w.description)},
  category: 'text',
  icon: 'text',
  keywords: [${w.keywords.map(str).join(', ')}],
  handOffs: ['text-case-converter', 'text-statistics'],
} satisfies ToolEntry;
`;

const coreTs = () => `/** The tool's pure logic: no DOM, no React, no words for people (a fault is a code: ./faults). */
import { fault } from './faults';

/** The longest text it takes, in characters. */
export const MAX_CHARS = 1_000_000;

/** The text back to front by code point, so an emoji or any character past U+FFFF stays whole. */
export function reverseText(text: string): string {
  if (text.length > MAX_CHARS) throw fault('tooLong', { limit: MAX_CHARS });
  return Array.from(text).reverse().join('');
}
`;

const faultsTs = (w) => `import { faultsOf } from '../../../core/shared/tool-error';

/** The tool's faults and what each carries; their words are in ../words.ts. */
export interface ${w.pascal}Faults {
  tooLong: { limit: number };
}

export const fault = faultsOf<${w.pascal}Faults>('${w.id}');
`;

const coreTest = (w) => `import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHARS, reverseText } from '.';
import { fault } from './faults';

describe(${str(w.name)}, () => {
  it('refuses a text past its limit with a fault that names the limit', () => {
    const refused = () => reverseText('a'.repeat(MAX_CHARS + 1));
    expect(refused).toThrow(expect.objectContaining({ code: \`\${fault.namespace}.tooLong\`, params: { limit: MAX_CHARS } }));
  });

  it('reads a text back to front, keeping characters past U+FFFF whole', () => {
    expect(reverseText('abc')).toBe('cba');
    expect(reverseText('a😀b')).toBe('b😀a');
    expect(reverseText('')).toBe('');
  });

  it('gives back any text when done twice, and keeps its length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(reverseText(reverseText(text))).toBe(text);
        expect(reverseText(text).length).toBe(text.length);
      }),
    );
  });
});
`;

const wordsTs = (w) => `/** The ${w.name}'s words, one catalogue: its screen's and its faults'. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

export const FAULTS = defineFaultWords(fault, {
  tooLong: { title: 'Text too long', description: ({ limit }) => \`Up to \${formatCount(limit)} characters.\` },
});

export const MESSAGES = {
  input: 'Text',
  placeholder: 'Type or paste a text',
  action: 'Reverse',
  jobLabel: 'Reversing',
  output: 'Reversed',
  example: 'A word back to front',
} as const;
`;

const declarationTs = (w) => `import type { ToolDeclaration } from '../../ui/kit/declaration';
import { reverseText } from './core';
import { MESSAGES } from './words';

/** The ${w.name}: the text back to front as you type (microseconds, so no worker). */
export const ${w.camel}: ToolDeclaration<Record<never, never>> = {
  input: { label: MESSAGES.input, placeholder: MESSAGES.placeholder },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'reverse',
      label: MESSAGES.action,
      jobLabel: MESSAGES.jobLabel,
      outputs: [{ id: 'output', label: MESSAGES.output }],
    },
  ],
  run: {
    here: (_action, text) => ({ outputs: { output: reverseText(text) } }),
    liveUpToChars: 100_000,
  },
  examples: [{ name: MESSAGES.example, input: 'stressed', expect: { output: 'desserts' } }],
};

export default ${w.camel};
`;

const indexTsx = (w) => `import { useState } from 'react';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useShareableState } from '../../ui/kit/shareable';
import { reverseText } from './core';
import { MESSAGES } from './words';

export default function ${w.camel[0].toUpperCase() + w.camel.slice(1)}(_props: ToolViewProps) {
  const [input, setInput] = useState('');
  useShareableState({ input, setInput });
  return (
    <Panel title={MESSAGES.output}>
      <div className="flex flex-col gap-4">
        <TextField label={MESSAGES.input} placeholder={MESSAGES.placeholder} value={input} onChange={setInput} />
        <TextField label={MESSAGES.output} value={reverseText(input)} />
      </div>
    </Panel>
  );
}
`;

const specTs = (w, kind) => `import { ${kind === 'kit' ? 'test' : 'expect, test'} } from '../../../tests/fixtures';
${kind === 'kit' ? "import { expectEditorValue } from '../../../tests/editor';\n" : ''}
// The logic is unit-tested in core/; ${kind === 'kit' ? 'the examples run in tests/kit-examples.spec.ts' : 'this is the screen as a person uses it'}.
test(${str(`${w.name}: a typed text reads back to front`)}, async ({ page }) => {
  await page.goto('/tools/${w.id}');
${
  kind === 'kit'
    ? `  await page.getByLabel('Text', { exact: true }).fill('stressed');
  await expectEditorValue(page.getByLabel('Reversed', { exact: true }), 'desserts');`
    : `  await page.getByLabel('Text', { exact: true }).fill('stressed');
  await expect(page.getByLabel('Reversed', { exact: true })).toHaveValue('desserts');`
}
});
`;

const readme = (w, kind) => `# ${w.name}

${w.description}

- \`tool.ts\`: its catalogue entry and hand-offs; \`core/\`: the pure logic and its unit tests; \`words.ts\`: its words;
  ${kind === 'kit' ? '`declaration.ts`: its screen, built by the kit, with its examples' : '`index.tsx`: its screen'};
  \`${w.id}.spec.ts\`: its browser test.
- Add \`detect.ts\` (smart paste), \`bench.mjs\` (bench cases) or a worker when the tool needs them; each is found by
  its name in this folder.
`;

/** Every file of a new tool, by path inside its folder. `kind` is 'kit' or 'screen'. */
export function toolFiles(id, kind, flags = {}) {
  const w = wordsOf(id, flags);
  return {
    'tool.ts': toolTs(w),
    'core/index.ts': coreTs(w),
    [`core/${id}.test.ts`]: coreTest(w),
    'core/faults.ts': faultsTs(w),
    'words.ts': wordsTs(w),
    ...(kind === 'kit' ? { 'declaration.ts': declarationTs(w) } : { 'index.tsx': indexTsx(w) }),
    [`${id}.spec.ts`]: specTs(w, kind),
    'README.md': readme(w, kind),
  };
}
