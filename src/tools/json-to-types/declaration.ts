import { HAS_HELPERS, JSON_TYPES_DEFAULTS, type JsonTypesOptions, type TypesTarget } from './core/options';
import { generateTypesInWorker } from './in-worker';
import type { EditorLanguage } from '../../ui/components/TextEditor';
import { coreOfActions, oneOutput, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { JSON_TYPES_MESSAGES } from './words';

/** Each target's name and its file's extension. */
const TARGETS: Readonly<Record<TypesTarget, { label: string; file: (root: string) => string }>> = {
  typescript: { label: 'TypeScript', file: (root) => `${root}.ts` },
  go: { label: 'Go', file: (root) => `${root.toLowerCase()}.go` },
  rust: { label: 'Rust (serde)', file: (root) => `${root.toLowerCase()}.rs` },
  python: { label: 'Python', file: (root) => `${root.toLowerCase()}.py` },
  csharp: { label: 'C#', file: (root) => `${root}.cs` },
  java: { label: 'Java', file: (root) => `${root}.java` },
  kotlin: { label: 'Kotlin', file: (root) => `${root}.kt` },
  swift: { label: 'Swift', file: (root) => `${root}.swift` },
  schema: { label: 'JSON Schema', file: (root) => `${root}.schema.json` },
};

const LANGUAGES: Partial<Record<TypesTarget, EditorLanguage>> = { typescript: 'typescript', schema: 'json' };

const rootOf = ({ rootName }: JsonTypesOptions) =>
  /^[A-Za-z][A-Za-z0-9_]*$/.test(rootName.trim()) ? rootName.trim() : 'Root';

/** TypeScript, Go, Rust, Python, C#, Java, Kotlin, Swift and JSON Schema from a JSON sample, with quicktype in the worker. */
export const jsonToTypes: ToolDeclaration<JsonTypesOptions> = {
  input: {
    label: 'JSON input',
    placeholder: 'Paste a JSON sample here, e.g. {"id": 1, "name": "Ann", "tags": ["admin"]}',
    language: () => 'json',
    lineNumbers: true,
  },
  file: { accept: '.json,application/json', name: 'a .json file' },
  defaults: JSON_TYPES_DEFAULTS,
  options: {
    target: {
      kind: 'select',
      label: 'Language',
      choices: (Object.keys(TARGETS) as TypesTarget[]).map((value) => ({ value, label: TARGETS[value].label })),
    },
    rootName: { kind: 'text', label: 'Root type name', placeholder: 'Root', maxChars: 64 },
    tsStyle: {
      kind: 'select',
      label: 'Declarations',
      choices: [
        { value: 'interfaces', label: 'Interfaces' },
        { value: 'types', label: 'Type aliases' },
      ],
      when: ({ target }) => target === 'typescript',
    },
    pythonStyle: {
      kind: 'select',
      label: 'Classes',
      choices: [
        { value: 'dataclasses', label: 'Dataclasses' },
        { value: 'pydantic', label: 'Pydantic models' },
      ],
      when: ({ target }) => target === 'python',
    },
    csharpFramework: {
      kind: 'select',
      label: 'JSON library',
      choices: [
        { value: 'SystemTextJson', label: 'System.Text.Json' },
        { value: 'NewtonSoft', label: 'Newtonsoft.Json' },
      ],
      when: ({ target }) => target === 'csharp',
    },
    swiftStyle: {
      kind: 'select',
      label: 'Types as',
      choices: [
        { value: 'struct', label: 'Structs' },
        { value: 'class', label: 'Classes' },
      ],
      when: ({ target }) => target === 'swift',
    },
    justTypes: {
      kind: 'toggle',
      label: 'Types only',
      description: 'Leave out the parsing and conversion helpers',
      when: ({ target }) => HAS_HELPERS.includes(target),
    },
  },
  actions: [
    {
      id: 'generate',
      label: 'Generate Types',
      jobLabel: 'Generating',
      blank: JSON_TYPES_MESSAGES.blank,
      faultTitle: 'JSON to types failed',
      outputs: [
        {
          id: 'output',
          label: ({ target }) => TARGETS[target].label,
          fileName: (options) => TARGETS[options.target].file(rootOf(options)),
          language: ({ target }) => LANGUAGES[target],
          lineNumbers: true,
        },
      ],
    },
  ],
  run: {
    core: coreOfActions(async () => (await import('./core')).JSON_TYPES_ACTIONS),
    inWorker: async (action, text, options, job) => oneOutput(await generateTypesInWorker(action, text, options, job)),
    workerFromChars: 0,
    // quicktype typed 1.5 MB in 0.2 s in Node (warm; its first run some 80 ms more): live up to 20,000 characters.
    liveUpToChars: 20_000,
  },
  examples: EXAMPLES,
};

export default jsonToTypes;
