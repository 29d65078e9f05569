import { CSV_DEFAULTS, CSV_IDS, type CsvOptions } from './core/options';
import { convertCsvFileInWorker, convertCsvInWorker } from './in-worker';
import { jsonConverter } from '../../ui/kit/json-converter';
import { EXAMPLES } from './examples';

const TO_JSON = [CSV_IDS.toJson];
const TO_CSV = [CSV_IDS.fromJson];

/** CSV ⇄ JSON with papaparse's parser; CSV files of any size stream through the worker to a download. */
export const csvJsonConverter = jsonConverter<CsvOptions>({
  name: 'CSV',
  extension: 'csv',
  ids: CSV_IDS,
  sample: 'name,age',
  file: {
    accept: '.csv,.tsv,.txt,.json,.jsonl,text/csv,text/tab-separated-values,application/json',
    name: 'a .csv or .json file',
    // Past this a file is not put in the editor: the worker reads it (CSV of any size, JSON up to 512 MB).
    inWorkerFromBytes: 8 * 1024 ** 2,
  },
  defaults: CSV_DEFAULTS,
  options: {
    delimiter: {
      kind: 'select',
      label: 'Delimiter',
      choices: [
        { value: 'auto', label: 'Detect (CSV → JSON), comma' },
        { value: 'comma', label: 'Comma (,)' },
        { value: 'semicolon', label: 'Semicolon (;)' },
        { value: 'tab', label: 'Tab' },
        { value: 'pipe', label: 'Pipe (|)' },
      ],
    },
    header: { kind: 'toggle', label: 'Header row' },
    shape: {
      kind: 'select',
      label: 'JSON shape',
      choices: [
        { value: 'objects', label: 'Array of objects' },
        { value: 'arrays', label: 'Array of arrays' },
        { value: 'lines', label: 'JSON Lines' },
      ],
      actions: TO_JSON,
    },
    infer: {
      kind: 'toggle',
      label: 'Detect types',
      description: 'Numbers, true/false, and empty fields as null',
      actions: TO_JSON,
    },
    trim: { kind: 'toggle', label: 'Trim spaces', actions: TO_JSON },
    quoteAll: { kind: 'toggle', label: 'Quote every field', actions: TO_CSV },
  },
  jsonFileName: ({ shape }) => (shape === 'lines' ? 'converted.jsonl' : 'converted.json'),
  load: async () => (await import('./core')).CSV_ACTIONS,
  inWorker: convertCsvInWorker,
  fileInWorker: convertCsvFileInWorker,
  // papaparse and the JSON writing take about 5 ms per 100,000 characters: as you type up to here.
  liveUpToChars: 200_000,
  examples: EXAMPLES,
});

export default csvJsonConverter;
