/**
 * ISO 8601 durations in the designator form, `PnYnMnWnDTnHnMnS` (any part left out, a leading '-' for a negative
 * one, a decimal fraction on the last number only): read into its parts, with the column of the first fault.
 */
import { ToolError } from '../../../core/shared/tool-error';
import { DATE_MESSAGES, UNIT_WORDS } from '../words';

/** The parts by unit: years, months, weeks, days, then (after 'T') hours, minutes (TM), seconds. */
export type DurationUnit = keyof typeof UNIT_WORDS;

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

const fault = (description: string, column: number) =>
  new ToolError(DATE_MESSAGES.badDurationTitle, description, { line: 1, column });

const found = (text: string, at: number) =>
  at < text.length ? `'${[...text.slice(at)][0]}'` : DATE_MESSAGES.endOfText;

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
    if (!number) throw fault(DATE_MESSAGES.durationNumber(found(text, at)), at + 1);
    if (number[1].length > MAX_DIGITS) throw fault(DATE_MESSAGES.durationTooBig, at + 1);
    const unitAt = at + number[0].length;
    const unit = (text[unitAt] ?? '').toUpperCase();
    const index = units.indexOf(unit);
    if (index === -1) throw fault(DATE_MESSAGES.durationUnit(found(text, unitAt), units.join(', ')), unitAt + 1);
    if (index < next) throw fault(DATE_MESSAGES.durationOrder(unit, units.join(', ')), unitAt + 1);
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
  if (text[at]?.toUpperCase() !== 'P') throw fault(DATE_MESSAGES.durationStart, at + 1);
  at++;
  const parts: { unit: DurationUnit; amount: string; at: number }[] = [];
  at = readSection(text, at, DATE_UNITS, false, parts);
  if (at < text.length) {
    const timeAt = at;
    const before = parts.length;
    at = readSection(text, at + 1, TIME_UNITS, true, parts);
    if (parts.length === before) throw fault(DATE_MESSAGES.durationEmptyTime, timeAt + 1);
    if (at < text.length) throw fault(DATE_MESSAGES.durationNumber(found(text, at)), at + 1);
  }
  if (parts.length === 0) throw fault(DATE_MESSAGES.durationEmpty, at + 1);
  const fraction = parts.findIndex((part) => part.amount.includes('.'));
  if (fraction !== -1 && fraction < parts.length - 1) throw fault(DATE_MESSAGES.durationFraction, parts[fraction].at);
  return { negative, parts: parts.map(({ unit, amount }) => ({ unit, amount })) };
}

/** '3 days', '1 year', '1.5 hours'. */
export const amountWords = (amount: string | number, unit: DurationUnit) =>
  `${amount} ${UNIT_WORDS[unit][String(amount) === '1' ? 0 : 1]}`;

/** 'a, b and c'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A duration in words: '1 year, 2 months, 3 days and 4 hours' (negative ones say so). */
export function durationWords({ negative, parts }: Duration): string {
  const words = listWords(parts.map(({ unit, amount }) => amountWords(amount, unit)));
  return negative ? `${DATE_MESSAGES.negative}${words}` : words;
}
