/** The text case converter's words: each case's tab label, the blank notice, the copy toast. */
import type { TextCase } from './core';

/** Tab labels, in the spec's order. */
export const CASE_LABELS: Readonly<Record<TextCase, string>> = {
  upper: 'UPPERCASE',
  lower: 'lowercase',
  title: 'Title Case',
  sentence: 'Sentence case',
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
};

/** Spec sections 5 and 8. */
export const EMPTY_TITLE = 'No text to convert';
export const EMPTY_BODY = 'Please enter some text first';
export const COPIED_MESSAGE = 'Converted text has been copied to clipboard';
