/**
 * Cron fields checked one by one before croner reads them, so that a fault names its field and column: 5 fields
 * (minute hour day-of-month month day-of-week), 6 with seconds first, Quartz's 7 (with a year last), or a macro.
 */
import { fault, type CronField, type CronFieldWhy } from './faults';

interface FieldSpec {
  name: CronField;
  low: number;
  high: number;
  names?: readonly string[];
  /** The special forms it takes (?, L, W, #). */
  special?: RegExp;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const SECOND: FieldSpec = { name: 'second', low: 0, high: 59 };
const MINUTE: FieldSpec = { name: 'minute', low: 0, high: 59 };
const HOUR: FieldSpec = { name: 'hour', low: 0, high: 23 };
const DAY_OF_MONTH: FieldSpec = { name: 'dayOfMonth', low: 1, high: 31, special: /^(\?|L(-\d{1,2})?|LW|\d{1,2}W)$/ };
const MONTH: FieldSpec = { name: 'month', low: 1, high: 12, names: MONTHS };
const dayOfWeek = (low: number, high: number): FieldSpec => ({
  name: 'dayOfWeek',
  low,
  high,
  names: DAYS,
  special: /^(\?|L|(\d|[A-Z]{3})(L|#[1-5]))$/,
});
const YEAR: FieldSpec = { name: 'year', low: 1970, high: 2099 };

const LAYOUTS: Readonly<Record<number, readonly FieldSpec[]>> = {
  5: [MINUTE, HOUR, DAY_OF_MONTH, MONTH, dayOfWeek(0, 7)],
  6: [SECOND, MINUTE, HOUR, DAY_OF_MONTH, MONTH, dayOfWeek(0, 7)],
  // Quartz numbers the days 1 (Sunday) to 7 (Saturday).
  7: [SECOND, MINUTE, HOUR, DAY_OF_MONTH, MONTH, dayOfWeek(1, 7), YEAR],
};

export const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const ITEM = /^(\*|[A-Z0-9]+(-[A-Z0-9]+)?)(\/(\d+))?$/;

/** A number or a name of the field, or NaN. */
function valueOf(token: string, spec: FieldSpec): number {
  if (/^\d+$/.test(token)) return Number(token);
  const index = spec.names?.indexOf(token) ?? -1;
  if (index < 0) return NaN;
  return spec.names === MONTHS ? index + 1 : index + spec.low;
}

/** Why one comma-separated item of a field is wrong, or undefined. */
function itemFault(item: string, spec: FieldSpec): CronFieldWhy | undefined {
  if (spec.special?.test(item)) return undefined;
  // ?, L, W and # outside a name (JUL has an L).
  if (!spec.special && /[?LW#]/.test(item.replace(/[A-Z]{3}/g, ''))) return { kind: 'onlyHere' };
  const match = ITEM.exec(item);
  if (!match) return { kind: 'badSyntax' };
  if (match[4] !== undefined && Number(match[4]) === 0) return { kind: 'badSyntax' };
  if (match[1] === '*') return undefined;
  const ends = match[1].split('-').map((token) => valueOf(token, spec));
  if (ends.some(Number.isNaN)) return { kind: 'badSyntax' };
  if (ends.some((value) => value < spec.low || value > spec.high))
    return { kind: 'outOfRange', low: spec.low, high: spec.high };
  return undefined;
}

export interface CronFields {
  /** The expression croner reads (a macro expanded, upper case). */
  pattern: string;
  /** 5, 6 or 7. */
  count: number;
}

/** Checks each field, refusing the first wrong one with its name and column. */
export function checkFields(text: string, offset: number): CronFields {
  const upper = text.toUpperCase();
  if (upper.startsWith('@')) {
    if (upper === '@REBOOT') throw fault('reboot');
    const expanded = MACROS[text.toLowerCase()];
    if (!expanded) throw fault('unknownMacro', { macro: text }, { line: 1, column: offset + 1 });
    return { pattern: expanded, count: 5 };
  }
  const fields = [...upper.matchAll(/\S+/g)];
  const layout = LAYOUTS[fields.length];
  if (!layout) throw fault('fieldCount', { count: fields.length });
  fields.forEach((field, i) => {
    for (const item of field[0].split(',')) {
      const why = itemFault(item, layout[i]);
      if (why) {
        const at = { line: 1, column: offset + field.index + 1 };
        throw fault('badField', { field: layout[i].name, value: field[0], why }, at);
      }
    }
  });
  return { pattern: fields.map((field) => field[0]).join(' '), count: fields.length };
}
