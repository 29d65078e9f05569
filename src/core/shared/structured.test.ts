import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignedTable,
  alignedText,
  structuredJson,
  structuredOutputs,
  structuredTsv,
  type Structured,
} from './structured';

const zones: Structured = [
  { kind: 'note', text: 'At noon:' },
  {
    kind: 'table',
    columns: ['Time zone', 'Offset'],
    rows: [
      ['Europe/London', 'UTC+01:00'],
      ['UTC', 'UTC+00:00'],
    ],
  },
  { kind: 'rows', rows: [{ label: 'UTC instant', value: '2026-07-01T11:00:00Z' }] },
];

describe('structured results', () => {
  it('are aligned text: labels and columns padded, blocks apart by a blank line', () => {
    expect(alignedText(zones)).toBe(
      'At noon:\n\nTime zone      Offset\nEurope/London  UTC+01:00\nUTC            UTC+00:00\n\nUTC instant: 2026-07-01T11:00:00Z\n',
    );
    expect(
      alignedText([
        {
          kind: 'rows',
          heading: 'Net',
          rows: [
            { label: 'A', value: '1' },
            { label: 'Bcd', value: '' },
          ],
        },
      ]),
    ).toBe('Net\nA:   1\nBcd:\n');
    expect(alignedText([])).toBe('');
  });

  it('keep every table row on one line, its columns starting at the same place', () => {
    const cell = fc.string({ maxLength: 12 }).map((text) => text.replace(/\s/g, 'x'));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 8 }), (rows) => {
        const lines = alignedTable({ columns: ['Name', 'Value'], rows });
        expect(lines).toHaveLength(rows.length + 1);
        const start = lines[0].indexOf('Value');
        rows.forEach(([, value], i) => {
          if (value !== '') expect(lines[i + 1].slice(start)).toBe(value);
        });
      }),
    );
  });

  it('are JSON: a record an object, a table an array of objects, several blocks an array; notes left out', () => {
    expect(JSON.parse(structuredJson(zones)!)).toEqual([
      [
        { 'Time zone': 'Europe/London', Offset: 'UTC+01:00' },
        { 'Time zone': 'UTC', Offset: 'UTC+00:00' },
      ],
      { 'UTC instant': '2026-07-01T11:00:00Z' },
    ]);
    expect(JSON.parse(structuredJson([zones[2]])!)).toEqual({ 'UTC instant': '2026-07-01T11:00:00Z' });
    expect(structuredJson([zones[0]])).toBeUndefined();
  });

  it('give a kit result both the data and its aligned text', () => {
    expect(structuredOutputs({ output: zones })).toEqual({
      outputs: { output: alignedText(zones) },
      structured: { output: zones },
    });
  });
});

/** Linear TSV read back: lines, fields by tab, escapes undone. */
const readTsv = (tsv: string) =>
  tsv
    .replace(/\n$/, '')
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((cell) => cell.replace(/\\([\\tnr])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c)),
    );

describe('structured results as TSV', () => {
  it("are the one table's header and rows, tab-separated; notes and records left out", () => {
    expect(structuredTsv(zones)).toBe('Time zone\tOffset\nEurope/London\tUTC+01:00\nUTC\tUTC+00:00\n');
  });

  it('are offered only for a result of exactly one table', () => {
    expect(structuredTsv([zones[2]])).toBeUndefined();
    expect(structuredTsv([zones[1], zones[1]])).toBeUndefined();
  });

  it('keep every cell, tabs, line breaks and backslashes included, one line per row', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\r', '\\', 't', 'n', '😀') });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 8 }), (rows) => {
        const tsv = structuredTsv([{ kind: 'table', columns: ['Character', 'Name'], rows }])!;
        expect(readTsv(tsv)).toEqual([['Character', 'Name'], ...rows]);
      }),
    );
  });
});
