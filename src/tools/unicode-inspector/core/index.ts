/**
 * The Unicode Inspector: every character of a text with its code point, name (from the UCD's names table, loaded on
 * demand), general category, script, UTF-8 and UTF-16 code units and HTML entity; the hidden characters found in
 * it (see ./hidden); and the text cleaned of them.
 */

export { findHidden, cleanUp, invisibleLabel, type Hidden, type HiddenKind } from './hidden';
export { loadNames, type NameTable } from './names';
export { categoryOf, codePointLabel, htmlEntity, scriptOf, utf16Units, utf8Bytes } from './properties';

export interface UnicodeOptions {
  /** Clean Up replaces look-alike letters with the Latin ones. */
  lookalikes: boolean;
}

export const UNICODE_DEFAULTS: UnicodeOptions = { lookalikes: true };

/** The table lists this many code points at most (a row each): a longer text's table says where it stops. */
export const TABLE_MAX_CODE_POINTS = 10_000;
