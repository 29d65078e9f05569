import { TOML_DEFAULTS, type TomlOptions } from './core/options';
import { convertTomlFileInWorker, convertTomlInWorker } from './in-worker';
import { FILE_IN_WORKER_FROM_BYTES, jsonConverter } from '../../ui/kit/json-converter';
import { EXAMPLES } from './examples';

/** TOML ⇄ JSON with smol-toml (TOML 1.0), both directions in the tool's worker. */
export const tomlJsonConverter = jsonConverter<TomlOptions>({
  name: 'TOML',
  extension: 'toml',
  ids: { toJson: 'toml-to-json', fromJson: 'json-to-toml' },
  sample: 'name = "app"',
  file: {
    accept: '.toml,.json,application/toml,application/json',
    name: 'a .toml or .json file',
    inWorkerFromBytes: FILE_IN_WORKER_FROM_BYTES,
  },
  fileInWorker: convertTomlFileInWorker,
  defaults: TOML_DEFAULTS,
  options: {},
  load: async () => (await import('./core')).TOML_ACTIONS,
  inWorker: convertTomlInWorker,
  // Measured in Node on a busy machine: smol-toml read 5 MB of tables in 0.9-1.5 s (3-5 MB/s), so 100,000
  // characters take some 20-30 ms in the worker: live up to there, on the button beyond.
  liveUpToChars: 100_000,
  examples: EXAMPLES,
});

export default tomlJsonConverter;
