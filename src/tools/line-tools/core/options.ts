/** The line tools' options, light enough for the page (the work runs in the worker). */
export type LineOrder = 'keep' | 'alpha' | 'natural' | 'numeric' | 'length' | 'locale' | 'reverse' | 'shuffle';
export type LineDedupe = 'none' | 'first' | 'last';
export type LineFilter = 'none' | 'keep-text' | 'drop-text' | 'keep-regex' | 'drop-regex';

export interface LineToolsOptions {
  order: LineOrder;
  /** A sort from Z to A (largest, longest first). */
  descending: boolean;
  /** Sorting, duplicates and the filter ignore case. */
  ignoreCase: boolean;
  dedupe: LineDedupe;
  /** Each kept line after its number of occurrences (as `uniq -c`), with duplicates removed. */
  counts: boolean;
  removeEmpty: boolean;
  trim: boolean;
  filter: LineFilter;
  /** The filter's text, or its regex (JavaScript syntax, under the tester's time limit). */
  filterText: string;
  prefix: string;
  suffix: string;
  numbers: boolean;
}

export const DEFAULT_LINE_TOOLS_OPTIONS: LineToolsOptions = {
  order: 'alpha',
  descending: false,
  ignoreCase: false,
  dedupe: 'none',
  counts: false,
  removeEmpty: false,
  trim: false,
  filter: 'none',
  filterText: '',
  prefix: '',
  suffix: '',
  numbers: false,
};

/** Whether the options run a user's regex (the job is then under the regex time limit). */
export const usesRegex = (options: LineToolsOptions) => options.filter.endsWith('regex') && options.filterText !== '';
