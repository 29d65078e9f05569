import { YAML_DEFAULTS, type YamlOptions } from './core/options';
import { convertYamlFileInWorker, convertYamlInWorker } from './in-worker';
import { FILE_IN_WORKER_FROM_BYTES, jsonConverter } from '../../ui/kit/json-converter';
import { EXAMPLES } from './examples';

const TO_JSON = ['yaml-to-json'];
const TO_YAML = ['json-to-yaml'];

/** YAML ⇄ JSON with the yaml package (YAML 1.2 core schema), both directions in the tool's worker. */
export const yamlJsonConverter = jsonConverter<YamlOptions>({
  name: 'YAML',
  extension: 'yaml',
  ids: { toJson: 'yaml-to-json', fromJson: 'json-to-yaml' },
  sample: 'name: app',
  file: {
    accept: '.yaml,.yml,.json,application/yaml,application/json,text/yaml',
    name: 'a .yaml or .json file',
    inWorkerFromBytes: FILE_IN_WORKER_FROM_BYTES,
  },
  fileInWorker: convertYamlFileInWorker,
  defaults: YAML_DEFAULTS,
  options: {
    documents: {
      kind: 'select',
      label: 'Several documents',
      choices: [
        { value: 'array', label: 'As a JSON array' },
        { value: 'lines', label: 'As JSON Lines' },
      ],
      actions: TO_JSON,
    },
    yamlIndent: {
      kind: 'select',
      label: 'Indent',
      choices: [
        { value: '2', label: '2 spaces' },
        { value: '4', label: '4 spaces' },
      ],
      actions: TO_YAML,
    },
    quotes: {
      kind: 'select',
      label: 'Quotes',
      choices: [
        { value: 'plain', label: 'Only where needed' },
        { value: 'single', label: "Single ('…')" },
        { value: 'double', label: 'Double ("…")' },
      ],
      actions: TO_YAML,
    },
    lineWidth: {
      kind: 'select',
      label: 'Line width',
      choices: [
        { value: '80', label: '80 characters' },
        { value: '120', label: '120 characters' },
        { value: '0', label: 'No folding' },
      ],
      actions: TO_YAML,
    },
  },
  jsonFileName: ({ documents }) => (documents === 'lines' ? 'converted.jsonl' : 'converted.json'),
  load: async () => (await import('./core')).YAML_ACTIONS,
  inWorker: convertYamlInWorker,
  // The yaml package reads about 1 MB/s (23 MB in 19 s in Node on a busy machine), so 50,000 characters take some
  // 50 ms in the worker: live up to there, on the button beyond.
  liveUpToChars: 50_000,
  examples: EXAMPLES,
});

export default yamlJsonConverter;
