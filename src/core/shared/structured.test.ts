import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignedTable,
  alignedText,
  cellText,
  firstDirection,
  sortedRowOrder,
  structuredJson,
  structuredOutputs,
  structuredTsv,
  tableRowText,
  type Structured,
  type TableBlock,
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

const entries: TableBlock = {
  kind: 'table',
  sortable: true,
  columns: ['Name', 'Size'],
  rows: [
    [
      { text: 'a.txt', badges: [{ text: 'Encrypted', tone: 'warning' }] },
      { text: '900 B', sortValue: 900 },
    ],
    [
      { text: 'photo.jpg', tone: 'warning', note: 'Named .jpg, but the content is .png' },
      { text: '1.2 KB', sortValue: 1200 },
    ],
    ['file10', { text: '2 B', sortValue: 2 }],
    ['file2', { text: '2 B', sortValue: 2 }],
  ],
};

describe('structured table cells with more than their text', () => {
  it('are text in every copy: badges in brackets, a note after a dash, on one line', () => {
    expect(cellText(entries.rows[0][0])).toBe('a.txt [Encrypted]');
    expect(cellText(entries.rows[1][0])).toBe('photo.jpg — Named .jpg, but the content is .png');
    expect(cellText({ text: '', badges: [{ text: 'Suspicious' }] })).toBe('[Suspicious]');
    expect(tableRowText(entries.rows[0])).toBe('a.txt [Encrypted]  900 B');
    expect(alignedText([entries]).split('\n')[1]).toBe('a.txt [Encrypted]                                900 B');
    expect((JSON.parse(structuredJson([entries])!) as unknown[])[1]).toEqual({
      Name: 'photo.jpg — Named .jpg, but the content is .png',
      Size: '1.2 KB',
    });
    expect(structuredTsv([entries])!.split('\n')[1]).toBe('a.txt [Encrypted]\t900 B');
  });

  it('keep what they show through TSV, whatever their text, badges and note', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '\t', '\n', '\\', '😀') });
    const cell = fc.oneof(
      text,
      fc.record(
        { text, note: text, badges: fc.array(fc.record({ text }), { maxLength: 2 }) },
        { requiredKeys: ['text'] },
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { maxLength: 6 }), (rows) => {
        const tsv = structuredTsv([{ kind: 'table', columns: ['A', 'B'], rows }])!;
        expect(readTsv(tsv)).toEqual([['A', 'B'], ...rows.map((cells) => cells.map(cellText))]);
      }),
    );
  });

  it('sort by their sort value, numbers as numbers ("900 B" under "1.2 KB"), texts as a person reads them', () => {
    expect(sortedRowOrder(entries.rows, 1, 'descending')).toEqual([1, 0, 2, 3]);
    expect(sortedRowOrder(entries.rows, 1, 'ascending')).toEqual([2, 3, 0, 1]);
    expect(sortedRowOrder(entries.rows, 0, 'ascending')).toEqual([0, 3, 2, 1]);
    expect(firstDirection(entries.rows, 1)).toBe('descending');
    expect(firstDirection(entries.rows, 0)).toBe('ascending');
  });

  it('sort into an order of every row, by value either way, ties in their own order', () => {
    const key = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(-Infinity));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 30 }), fc.boolean(), (values, up) => {
        const rows = values.map((value, i) => [{ text: `row ${i}`, sortValue: value }]);
        const order = sortedRowOrder(rows, 0, up ? 'ascending' : 'descending');
        expect([...order].sort((a, b) => a - b)).toEqual(values.map((_, i) => i));
        order.slice(1).forEach((row, i) => {
          const [before, after] = [values[order[i]], values[row]];
          if (before === after) expect(order[i]).toBeLessThan(row);
          else expect(up ? before < after : before > after).toBe(true);
        });
      }),
    );
  });
});
