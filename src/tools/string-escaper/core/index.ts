/**
 * String escape and unescape for JSON, JavaScript (quoted strings and template literals), Java/C/C#, Python, SQL,
 * a CSV field, a regex, a POSIX shell word, an XML/HTML attribute and Unicode escapes. Escaping never fails;
 * unescaping names a bad escape with its line and column. See README.md.
 */
import { FORMATS, type FormatId, type UnicodeStyle } from './formats';

export { FORMATS, type FormatId, type UnicodeStyle } from './formats';
export { fault, type StringEscaperFaults } from './faults';

export interface StringEscaperOptions {
  format: FormatId;
  unicodeStyle: UnicodeStyle;
}

export const STRING_ESCAPER_DEFAULTS: StringEscaperOptions = { format: 'json', unicodeStyle: 'u4' };

export const escapeString = (text: string, { format, unicodeStyle }: StringEscaperOptions) =>
  FORMATS[format].escape(text, unicodeStyle);

export const unescapeString = (text: string, { format }: StringEscaperOptions) => FORMATS[format].unescape(text);

/** The tool's two actions by id. */
export const STRING_ESCAPER_ACTIONS = { escape: escapeString, unescape: unescapeString } as const;
