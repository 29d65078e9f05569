/** The Unix time converter's words (faults, toasts, tabs, fields, results, help), one module for translation. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const UNIX_TEXTS = {
  unitAuto: 'Auto-detect (seconds or milliseconds)',
  unitSeconds: 'Seconds',
  unitMilliseconds: 'Milliseconds',
  zoneUtc: 'UTC',
  zoneLocal: 'Local time of this device',
  unixTimestamp: 'Unix timestamp',
  timestampPlaceholder: '1700000000',
  unit: 'Unit',
  humanReadableDate: 'Human-readable date',
  utc: 'UTC',
  localTime: 'Local time',
  iso8601: 'ISO 8601',
  relative: 'Relative',
  readAs: (unit: string) => `Read as ${unit}.`,
  dateAndTime: 'Date and time',
  datePlaceholder: '2024-01-15 09:00:00',
  timeZone: 'Time zone',
  dateHint:
    'YYYY-MM-DD, optionally with HH:MM[:SS] and a zone such as Z or +02:00 (which overrides the time zone above).',
  unixSecondsLabel: 'Unix timestamp (seconds)',
  milliseconds: 'Milliseconds',
  isoUtc: 'ISO 8601 (UTC)',
  conversionDirection: 'Conversion direction',
  unixToHuman: 'Unix to Human Date',
  humanToUnix: 'Human Date to Unix',
  currentPanel: 'Current Unix timestamp',
  convertPanel: 'Convert',
  noTime: '—',
  utcDate: (date: string) => `${date} UTC`,
  useCurrentTime: 'Use Current Time',
  examplesPanel: 'Example timestamps',
  /** The help reads: …Timestamps of 10<sup>11</sup> or more… (the exponent is markup). */
  examplesIntro:
    'A Unix timestamp counts the seconds since 1970-01-01 00:00:00 UTC (the epoch); negative values are earlier. Timestamps of 10',
  examplesIntroEnd: 'or more are read as milliseconds. Choose one to convert it.',
  convert: 'Convert',
} as const;

/** Spec sections 5 and 8. */
export const INVALID_TIMESTAMP_INPUT = 'Please enter a valid Unix timestamp';
export const EMPTY_DATE = 'Please enter a date';
export const INVALID_DATE_FORMAT = 'Invalid date format';
export const INVALID_TIMESTAMP = 'Invalid Unix timestamp';
export const TO_HUMAN_DONE = 'Converted to human-readable date';
export const TO_UNIX_DONE = 'Converted to Unix timestamp';
export const CURRENT_TIME_LOADED = 'Current time loaded';
export const DATE_COPIED = 'Date copied to clipboard';
export const TIMESTAMP_COPIED = 'Timestamp copied to clipboard';

export const UNIX_TIME_FAULTS = defineFaultWords(fault, {
  timestampInput: { title: INVALID_TIMESTAMP_INPUT },
  timestampRange: { title: INVALID_TIMESTAMP },
  emptyDate: { title: EMPTY_DATE },
  dateFormat: { title: INVALID_DATE_FORMAT },
});

/** Well-known instants for the help section. */
export const EXAMPLE_TIMESTAMPS: readonly { seconds: number; label: string }[] = [
  { seconds: 0, label: 'The Unix epoch' },
  { seconds: 1_000_000_000, label: 'One billion seconds' },
  { seconds: 1_234_567_890, label: 'The digits 1 to 9 then 0' },
  { seconds: 1_700_000_000, label: '1.7 billion seconds' },
  { seconds: 2_147_483_647, label: 'Largest signed 32-bit value (the year 2038 problem)' },
  { seconds: -86_400, label: 'One day before the epoch' },
];
