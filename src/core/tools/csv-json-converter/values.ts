/**
 * A CSV field as a JSON value. With inference: empty is null, true/false (any case) are booleans, and a field that is
 * a JSON number as written (no leading zeros, no '+', no 'NaN') is that number, written exactly as in the CSV, so no
 * digit is lost (an id like 12345678901234567890 stays exact; '007' and '1,5' stay strings).
 */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** The JSON text of a string (JSON.stringify's escaping). */
export const jsonString = (text: string) => JSON.stringify(text);

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
