/**
 * Whether a text is a cron expression, for smart paste (no library: the shared bundle imports it). Narrow: a macro
 * (@hourly…), or one line of 5 to 7 fields made of numbers, month and day names, *, ?, L, W, #, ranges, lists and
 * steps, one field at least a * or a ? (so "1 2 3 4 5" stays a list of numbers).
 */
const MACRO = /^@(yearly|annually|monthly|weekly|daily|midnight|hourly)$/i;
const FIELD = /^(\*|\?|\d{1,4}|[A-Z]{3}|L|LW|\d{1,2}[LW])([-,/#][\dA-Z*]{1,4})*$/i;

export function looksLikeCron(text: string): boolean {
  const line = text.trim();
  if (line.length > 120 || line.includes('\n')) return false;
  if (MACRO.test(line)) return true;
  const fields = line.split(/[ \t]+/);
  return (
    fields.length >= 5 &&
    fields.length <= 7 &&
    fields.every((field) => FIELD.test(field)) &&
    fields.some((field) => field.startsWith('*') || field === '?')
  );
}
