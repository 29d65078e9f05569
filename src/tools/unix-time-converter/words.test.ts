import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { formatUtc, parseHumanDate, parseTimestamp } from './core';
import {
  CURRENT_TIME_LOADED,
  DATE_COPIED,
  EMPTY_DATE,
  EXAMPLE_TIMESTAMPS,
  INVALID_DATE_FORMAT,
  INVALID_TIMESTAMP,
  INVALID_TIMESTAMP_INPUT,
  TIMESTAMP_COPIED,
  TO_HUMAN_DONE,
  TO_UNIX_DONE,
} from './words';

describe("the Unix time converter's words", () => {
  it("uses the spec's messages", () => {
    expect([
      INVALID_TIMESTAMP_INPUT,
      EMPTY_DATE,
      INVALID_DATE_FORMAT,
      INVALID_TIMESTAMP,
      TO_HUMAN_DONE,
      TO_UNIX_DONE,
      CURRENT_TIME_LOADED,
      DATE_COPIED,
      TIMESTAMP_COPIED,
    ]).toEqual([
      'Please enter a valid Unix timestamp',
      'Please enter a date',
      'Invalid date format',
      'Invalid Unix timestamp',
      'Converted to human-readable date',
      'Converted to Unix timestamp',
      'Current time loaded',
      'Date copied to clipboard',
      'Timestamp copied to clipboard',
    ]);
  });

  it('titles each fault with the spec message', () => {
    expectToolError(() => parseTimestamp('abc'), 'Please enter a valid Unix timestamp');
    expectToolError(() => parseTimestamp('99999999999999999'), 'Invalid Unix timestamp');
    expectToolError(() => parseHumanDate('   '), 'Please enter a date');
    expectToolError(() => parseHumanDate('tomorrow'), 'Invalid date format');
  });

  it('has help examples that convert', () => {
    expect(EXAMPLE_TIMESTAMPS.map((e) => formatUtc(e.seconds * 1000))).toContain('2038-01-19 03:14:07');
  });
});
