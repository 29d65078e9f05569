/**
 * The CSV ⇄ JSON converter's options and action ids, apart from the parser: the page's chunk imports them without
 * papaparse.
 */
import type { JsonIndent } from '../../../core/shared/json';
import type { Delimiter } from './csv-reader';
import type { CsvShape } from './csv-to-json';

export interface CsvOptions {
  /** The JSON's indent (CSV → JSON). */
  indent: JsonIndent;
  delimiter: Delimiter;
  /** The first row names the columns (CSV → JSON's objects; JSON → CSV writes it). */
  header: boolean;
  shape: CsvShape;
  /** Numbers, booleans and empty as null (CSV → JSON). */
  infer: boolean;
  /** Spaces around fields dropped (CSV → JSON). */
  trim: boolean;
  /** Every field quoted (JSON → CSV). */
  quoteAll: boolean;
}

export const CSV_DEFAULTS: CsvOptions = {
  indent: '2',
  delimiter: 'auto',
  header: true,
  shape: 'objects',
  infer: true,
  trim: false,
  quoteAll: false,
};

export const CSV_IDS = { toJson: 'csv-to-json', fromJson: 'json-to-csv' } as const;
