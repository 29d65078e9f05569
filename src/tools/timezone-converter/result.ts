/** A conversion as the page shows it: a heading, a table per instant, and the instant in UTC. */
import { recordOf, type Structured, type StructuredBlock, type TableBlock } from '../../core/shared/structured';
import {
  formatClock,
  formatOffset,
  weekdayOf,
  type Conversion,
  type Instant,
  type WallTime,
  type ZoneReading,
} from './core';
import { TZ_RESULT as W } from './words';

/** 'Wed 1 Jul': the weekday, day and month, short enough that a row's offset shows without scrolling. */
const shortDate = (wall: WallTime) => W.shortDate(W.weekdays[weekdayOf(wall)], wall.day, W.months[wall.month - 1]);

/** A table of readings: zone, date, time, offset from UTC, abbreviation. */
function table(readings: readonly ZoneReading[], heading?: string): TableBlock {
  const rows = readings.map(({ zone, wall, abbreviation, offsetMinutes }) => [
    zone,
    shortDate(wall),
    formatClock(wall),
    formatOffset(offsetMinutes),
    abbreviation,
  ]);
  return { kind: 'table', columns: W.columns, rows, ...(heading === undefined ? {} : { heading }) };
}

const block = ({ readings, iso }: Instant, heading?: string): StructuredBlock[] => [
  table(readings, heading),
  ...recordOf([{ label: W.utcInstant, value: iso }]),
];

const offsetOf = ({ readings: [own] }: Instant) => [own.abbreviation, formatOffset(own.offsetMinutes)] as const;

export function conversionResult(conversion: Conversion): Structured {
  const { time, date, from } = conversion;
  if (conversion.kind === 'unique') {
    const heading = W.heading(`${date} ${time}`, from, ...offsetOf(conversion.instant));
    return [{ kind: 'note', text: heading }, ...block(conversion.instant)];
  }
  const { before, after, earlier, later } = conversion;
  return [
    { kind: 'note', text: W.twice(time, from, date, before, after) },
    ...block(earlier, W.first(...offsetOf(earlier))),
    ...block(later, W.second(...offsetOf(later))),
  ];
}
