/**
 * ISO 8601 durations in the designator form, `PnYnMnWnDTnHnMnS` (any part left out, a leading '-' for a negative
 * one, a decimal fraction on the last number only): read into its parts, with the column of the first fault.
 */
import { fault } from './faults';

/** The parts by unit: years, months, weeks, days, then (after 'T') hours, minutes (TM), seconds. */
export type DurationUnit = 'Y' | 'M' | 'W' | 'D' | 'H' | 'TM' | 'S';

export interface Duration {
  negative: boolean;
  /** Each number as written (a '.' for a ',' fraction), in the order of the units. */
  parts: readonly { unit: DurationUnit; amount: string }[];
}

/**
 * The whole text is an ISO 8601 duration, upper case, units in their order ('P1Y2M3DT4H', '-P2W'): what smart paste
 * takes for the date calculator (the parser itself is more forgiving, and says where a duration is wrong).
 */
export const ISO_DURATION_SHAPE =
  /^-?P(?=\d|T\d)(\d+([.,]\d+)?Y)?(\d+([.,]\d+)?M)?(\d+([.,]\d+)?W)?(\d+([.,]\d+)?D)?(T(?=\d)(\d+([.,]\d+)?H)?(\d+([.,]\d+)?M)?(\d+([.,]\d+)?S)?)?$/;

const DATE_UNITS = ['Y', 'M', 'W', 'D'] as const;
const TIME_UNITS = ['H', 'M', 'S'] as const;
/** Longer numbers are refused: nine digits of years are already far past any calendar. */
const MAX_DIGITS = 9;

const at1 = (column: number) => ({ line: 1, column });

/** The character at `at`, or null at the end of the text. */
const found = (text: string, at: number) => (at < text.length ? [...text.slice(at)][0] : null);

/** Reads one section's numbers and units (the date part, or the time part after 'T') from `at`; returns where it stopped. */
function readSection(
  text: string,
  start: number,
  units: readonly string[],
  time: boolean,
  parts: { unit: DurationUnit; amount: string; at: number }[],
): number {
  let at = start;
  let next = 0;
  while (at < text.length && text[at].toUpperCase() !== 'T') {
    const number = /^(\d+)(?:[.,](\d+))?/.exec(text.slice(at));
    if (!number) throw fault('durationNumber', { found: found(text, at) }, at1(at + 1));
    if (number[1].length > MAX_DIGITS) throw fault('durationTooBig', {}, at1(at + 1));
    const unitAt = at + number[0].length;
    const unit = (text[unitAt] ?? '').toUpperCase();
    const index = units.indexOf(unit);
    if (index === -1) throw fault('durationUnit', { found: found(text, unitAt), units }, at1(unitAt + 1));
    if (index < next) throw fault('durationOrder', { unit, units }, at1(unitAt + 1));
    next = index + 1;
    const amount = number[2] === undefined ? number[1] : `${number[1]}.${number[2]}`;
    parts.push({ unit: (time && unit === 'M' ? 'TM' : unit) as DurationUnit, amount, at: at + 1 });
    at = unitAt + 1;
  }
  return at;
}

/** An ISO 8601 duration, e.g. 'P1Y2M3DT4H' or '-P2W'; a ToolError names the column of its fault. */
export function parseDuration(typed: string): Duration {
  const lead = typed.length - typed.trimStart().length;
  const text = typed.trimEnd();
  let at = lead;
  const negative = text[at] === '-';
  if (negative) at++;
  if (text[at]?.toUpperCase() !== 'P') throw fault('durationStart', {}, at1(at + 1));
  at++;
  const parts: { unit: DurationUnit; amount: string; at: number }[] = [];
  at = readSection(text, at, DATE_UNITS, false, parts);
  if (at < text.length) {
    const timeAt = at;
    const before = parts.length;
    at = readSection(text, at + 1, TIME_UNITS, true, parts);
    if (parts.length === before) throw fault('durationEmptyTime', {}, at1(timeAt + 1));
    if (at < text.length) throw fault('durationNumber', { found: found(text, at) }, at1(at + 1));
  }
  if (parts.length === 0) throw fault('durationEmpty', {}, at1(at + 1));
  const fraction = parts.findIndex((part) => part.amount.includes('.'));
  if (fraction !== -1 && fraction < parts.length - 1) throw fault('durationFraction', {}, at1(parts[fraction].at));
  return { negative, parts: parts.map(({ unit, amount }) => ({ unit, amount })) };
}
