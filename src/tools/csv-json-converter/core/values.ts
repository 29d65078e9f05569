/**
 * A CSV field as a JSON value. With inference: empty is null, true/false (any case) are booleans, and a field that is
 * a JSON number as written (no leading zeros, no '+', no 'NaN') is that number, written exactly as in the CSV, so no
 * digit is lost (an id like 12345678901234567890 stays exact; '007' and '1,5' stay strings).
 */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether JSON.stringify would escape a character: a quote, a backslash, a control or a surrogate. */
function needsEscape(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

/** The JSON text of a string (JSON.stringify's escaping; most fields need none, and quoting them is cheaper). */
export const jsonString = (text: string) => (needsEscape(text) ? JSON.stringify(text) : `"${text}"`);

/** The JSON text of one field. */
export function jsonValueOf(field: string, infer: boolean, trim: boolean): string {
  const text = trim ? field.trim() : field;
  if (!infer) return jsonString(text);
  if (text === '') return 'null';
  if (text.length <= 5) {
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower;
  }
  // A number is short; the check is skipped for long text (a 1 MB field).
  if (text.length <= 400 && JSON_NUMBER.test(text)) return text;
  return jsonString(text);
}
