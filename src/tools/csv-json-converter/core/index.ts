/**
 * CSV ⇄ JSON. CSV → JSON reads RFC 4180 CSV with papaparse's parser (delimiter chosen or detected; quoted fields may
 * hold delimiters, quotes and line breaks), a slice at a time, so a file of any size streams through the worker; JSON
 * → CSV flattens nested objects to dotted columns. See ./README.md.
 */
import { converterActions, type Converted } from '../../../core/shared/json-converter';
import { CsvReader, DELIMITERS } from './csv-reader';
import { CsvToJson } from './csv-to-json';
import { jsonToCsv } from './json-to-csv';

import { type CsvOptions, CSV_IDS } from './options';
export { type CsvOptions, CSV_DEFAULTS, CSV_IDS } from './options';
export { CSV_MESSAGES } from './messages';
export { CsvReader, DELIMITERS, type Delimiter } from './csv-reader';
export { CsvToJson } from './csv-to-json';

/** A conversion's text and the note on it (rows kept with another width, say). */
export type CsvConverted = Converted;

/** A converter from CSV slices to JSON text: each slice's JSON in turn, then the end and the note. */
export function csvToJsonStream(options: CsvOptions) {
  const reader = new CsvReader(options.delimiter);
  const writer = new CsvToJson(options);
  return {
    push: (slice: string, last = false) => writer.write(reader.read(slice, last)),
    end: () => writer.end(),
    note: () => writer.note(),
  };
}

function csvToJson(text: string, options: CsvOptions): CsvConverted {
  const stream = csvToJsonStream(options);
  const output = stream.push(text, true) + stream.end();
  const note = stream.note();
  return note ? { output, note } : { output };
}

function jsonToCsvText(text: string, options: CsvOptions): CsvConverted {
  const delimiter = options.delimiter === 'auto' ? ',' : DELIMITERS[options.delimiter];
  return { output: jsonToCsv(text, { delimiter, header: options.header, quoteAll: options.quoteAll }) };
}

/** The two directions by action id (blank input refused, deep JSON bounded): what the worker runs and examples test. */
export const CSV_ACTIONS = converterActions<CsvOptions, CsvConverted>({
  name: 'CSV',
  ids: CSV_IDS,
  toJson: csvToJson,
  fromJson: jsonToCsvText,
  // Flattening recurses once a level; JSON this deep is no table anyway.
  nestingLimit: 500,
});
