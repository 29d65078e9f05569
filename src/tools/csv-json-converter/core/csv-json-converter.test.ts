import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { anyText } from '../../../../tests/unit/arbitraries';
import { realCsvFiles } from '../../../../tests/unit/real-files';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { CSV_ACTIONS, CSV_DEFAULTS, CSV_MESSAGES, csvToJsonStream, type CsvOptions } from '.';
import { MAX_CSV_COLUMNS, MAX_CSV_FIELDS } from './json-to-csv';
import { csvPreview, PREVIEW_ROWS } from './preview';
import { jsonString } from './values';

const toJson = (text: string, options: Partial<CsvOptions> = {}) =>
  CSV_ACTIONS['csv-to-json'](text, { ...CSV_DEFAULTS, ...options });
const toCsv = (text: string, options: Partial<CsvOptions> = {}) =>
  CSV_ACTIONS['json-to-csv'](text, { ...CSV_DEFAULTS, ...options }).output;
const rowsOf = (text: string, options: Partial<CsvOptions> = {}) =>
  JSON.parse(toJson(text, { shape: 'arrays', infer: false, ...options }).output) as string[][];

/** Python's csv module (RFC 4180 as Excel writes it): the rows of a text, empty lines left out. */
function pythonRows(text: string, delimiter = ','): string[][] {
  const script = `import csv, json, sys
rows = [row for row in csv.reader(sys.stdin, delimiter=sys.argv[1], strict=True) if row]
print(json.dumps(rows))`;
  const out = execFileSync('python3', ['-c', script, delimiter], { input: text, encoding: 'utf8' });
  return JSON.parse(out) as string[][];
}

const REAL_FILES = realCsvFiles();

describe('CSV → JSON', () => {
  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside fields', () => {
    expect(rowsOf('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', 'z'],
    ]);
    expect(rowsOf('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('detects the delimiter, or takes the one chosen', () => {
    expect(rowsOf('a;b\n1;2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rowsOf('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rowsOf('a|b|c\n1|2|3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(rowsOf('a;b,c\n1;2,3\n', { delimiter: 'semicolon' })).toEqual([
      ['a', 'b,c'],
      ['1', '2,3'],
    ]);
  });

  it('infers numbers exactly as written, booleans and empty as null; else keeps strings', () => {
    const { output } = toJson('n,big,zip,flag,empty,text\n-1.50,12345678901234567890,007,TRUE,,"1,5"\n');
    expect(output).toBe(
      '[\n  {\n    "n": -1.50,\n    "big": 12345678901234567890,\n    "zip": "007",\n    "flag": true,\n    "empty": null,\n    "text": "1,5"\n  }\n]\n',
    );
    expect(JSON.parse(toJson('a,b\n1,\n', { infer: false }).output)).toEqual([{ a: '1', b: '' }]);
    expect(JSON.parse(toJson('a , b\n 1 , x \n', { trim: true }).output)).toEqual([{ a: 1, b: 'x' }]);
  });

  it('writes objects keyed by the header in its order, arrays, or JSON Lines', () => {
    expect(toJson('2,1\nx,y\n').output).toBe('[\n  {\n    "2": "x",\n    "1": "y"\n  }\n]\n');
    expect(toJson('a,b\n1,x\n2,y\n', { shape: 'lines' }).output).toBe('{"a":1,"b":"x"}\n{"a":2,"b":"y"}\n');
    expect(JSON.parse(toJson('1,x\n2,y\n', { header: false }).output)).toEqual([
      { '1': 1, '2': 'x' },
      { '1': 2, '2': 'y' },
    ]);
    expect(toJson('a,b\n', {}).output).toBe('[]\n');
    // One column: an empty field is a row (a blank line in a wider table is not).
    expect(JSON.parse(toJson('a\n""\n1\n').output)).toEqual([{ a: null }, { a: 1 }]);
    expect(JSON.parse(toJson('a,b\n\n1,2\n\n').output)).toEqual([{ a: 1, b: 2 }]);
    expect(JSON.parse(toJson('a,b\n1,2\n', { indent: 'tab' }).output)).toEqual([{ a: 1, b: 2 }]);
  });

  it('keeps rows with another number of fields, and names them in the note', () => {
    const { output, note } = toJson('a,b,c\n1,2\n1,2,3,4\n1,2,3\n');
    expect(JSON.parse(output)).toEqual([
      { a: 1, b: 2, c: null },
      { a: 1, b: 2, c: 3, '4': 4 },
      { a: 1, b: 2, c: 3 },
    ]);
    expect(note).toBe(
      '2 rows have another number of fields than the 3 of the first row: row 2 has 2, row 3 has 4. Missing fields are null; extra ones are keyed by their column number.',
    );
    expect(toJson('a,a,\n1,2,3\n').note).toBe(
      'Repeated or empty column names were made unique: "a" → "a_2", "" → "3".',
    );
  });

  it('makes 100,000 columns of one name unique in one pass (issue 53 §8.6)', () => {
    // Each column tried every suffix from _2 up: 20,000 columns took 35 s, 100,000 stopped the worker answering.
    const columns = 100_000;
    const started = performance.now();
    const { output, note } = toJson(`${'x,'.repeat(columns - 1)}x\n${'1,'.repeat(columns - 1)}1\n`);
    expect(performance.now() - started).toBeLessThan(5000);
    const [row] = JSON.parse(output) as Record<string, number>[];
    expect(Object.keys(row)).toHaveLength(columns);
    expect(row[`x_${columns}`]).toBe(1);
    expect(note).toContain('"x" → "x_2", "x" → "x_3"');
  });

  it('keeps a renamed key clear of a name already in the header', () => {
    const [row] = JSON.parse(toJson('a,a_2,a,a\n1,2,3,4\n').output) as object[];
    expect(Object.keys(row)).toEqual(['a', 'a_2', 'a_3', 'a_4']);
  });

  it('refuses an unclosed or malformed quote with its line and column', () => {
    const refusal = (text: string) => {
      try {
        toJson(text);
      } catch (error) {
        return error instanceof ToolError ? { message: error.message, at: error.at } : error;
      }
      return 'converted';
    };
    expect(refusal('a,b\n1,"x\n2,3\n')).toEqual({
      message: 'Invalid CSV: A quoted field is never closed (line 2, column 3)',
      at: { line: 2, column: 3 },
    });
    expect(refusal('a,b\n1,2\n3,"x"y\n')).toEqual({
      message: 'Invalid CSV: A quote inside a quoted field must be doubled ("") (line 3, column 3)',
      at: { line: 3, column: 3 },
    });
    expect(toolErrorOf(() => toJson('   '))).toMatchObject({ code: 'json-converter.blank', params: { format: 'CSV' } });
  });

  it('names the quote, not its line’s start, when the text comes in slices and rows were read before it', () => {
    const rows = 20_000; // past the 64K characters read before the first rows
    const lines = Array.from({ length: rows }, (_, i) => `${i},Name ${i}`);
    lines[rows - 10] = `${rows - 10},"open`;
    const text = `id,name\n${lines.join('\n')}\n`;
    const stream = csvToJsonStream(CSV_DEFAULTS);
    const refusal = () => {
      for (let from = 0; from < text.length; from += 50_000) stream.push(text.slice(from, from + 50_000));
      stream.push('', true);
    };
    const at = { line: rows - 8, column: `${rows - 10}`.length + 2 };
    expect(refusal).toThrow(`A quoted field is never closed (line ${at.line}, column ${at.column})`);
    expect(() => toJson(text)).toThrow(`(line ${at.line}, column ${at.column})`);
  });

  it.each(REAL_FILES.map((file) => [file.path, file.text] as const))(
    'reads %s as Python’s csv module does',
    (_p, text) => {
      expect(rowsOf(text, { delimiter: 'comma' })).toEqual(pythonRows(text));
    },
  );

  it('reads any text the same whole or in slices cut anywhere, and ends in JSON or its own error', () => {
    const field = fc.oneof(
      fc.constantFrom('', '"', '""', ',', ';', '\n', '\r\n', ' ', 'é', '😀', '1', 'true'),
      anyText(6),
    );
    const csv = fc
      .array(fc.array(field, { maxLength: 6 }), { maxLength: 8 })
      .map((rows) => rows.map((r) => r.join(',')).join('\n'));
    fc.assert(
      fc.property(
        csv,
        fc.array(fc.nat(), { maxLength: 5 }),
        fc.constantFrom<CsvOptions['shape']>('objects', 'arrays', 'lines'),
        (text, cuts, shape) => {
          const options = { ...CSV_DEFAULTS, shape, delimiter: 'comma' as const };
          let whole: string | ToolError;
          try {
            whole = toJson(text, options).output;
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
            whole = error as ToolError;
          }
          const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const stream = csvToJsonStream(options);
          let sliced = '';
          try {
            let from = 0;
            for (const point of points) {
              sliced += stream.push(text.slice(from, point));
              from = point;
            }
            sliced += stream.push(text.slice(from), true) + stream.end();
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
            expect(whole).toBeInstanceOf(ToolError);
            return;
          }
          if (text.trim() === '') return;
          expect(sliced).toBe(whole);
          if (shape !== 'lines') JSON.parse(sliced);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("a field's JSON string", () => {
  it("is JSON.stringify's, quoted directly where nothing needs escaping", () => {
    fc.assert(
      fc.property(anyText(), (text) => {
        expect(jsonString(text)).toBe(JSON.stringify(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['', 'plain', 'a"b', 'a\\b', '\u0000\u001f', '\ud83d\ude00', '\ud83d', '\u2028'])
      expect(jsonString(text)).toBe(JSON.stringify(text));
  });
});

describe('JSON → CSV', () => {
  it('flattens nested objects to dotted columns, in the order first met; arrays as JSON; null empty', () => {
    expect(toCsv('[{"id":1,"user":{"name":"Ann","tags":["a","b"]}},{"id":2,"note":null,"extra":true}]')).toBe(
      'id,user.name,user.tags,note,extra\n1,Ann,"[""a"",""b""]",,\n2,,,,true\n',
    );
  });

  it('quotes only what needs it, or every field; takes the chosen delimiter; a header row or none', () => {
    expect(toCsv('[{"a":"x,y","b":" pad","c":"line\\nbreak","d":"plain"}]')).toBe(
      'a,b,c,d\n"x,y"," pad","line\nbreak",plain\n',
    );
    expect(toCsv('[{"a":1,"b":"x"}]', { quoteAll: true })).toBe('"a","b"\n"1","x"\n');
    expect(toCsv('[{"a":"x,y","b":2}]', { delimiter: 'semicolon', header: false })).toBe('x,y;2\n');
  });

  it('takes arrays of arrays, one object, and JSON Lines; refuses what is not a table', () => {
    expect(toCsv('[["a","b"],[1,2]]')).toBe('a,b\n1,2\n');
    expect(toCsv('{"a":1}')).toBe('a\n1\n');
    expect(toCsv('{"a":1}\n{"b":2}\n')).toBe('a,b\n1,\n,2\n');
    expect(() => toCsv('42')).toThrow('Not a table: JSON → CSV takes');
    expect(toolErrorOf(() => toCsv('[1,2'))).toMatchObject({
      code: 'json.invalid',
      params: { reason: 'Unexpected end of JSON input', line: 1, column: 5 },
    });
  });

  it('round-trips flat records through CSV (Python’s csv module reads what we write as we do)', () => {
    const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !k.includes('.'));
    const records = fc.array(fc.dictionary(key, fc.string({ maxLength: 8 }), { minKeys: 1, maxKeys: 4 }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(records, fc.boolean(), (items, quoteAll) => {
        const csv = toCsv(JSON.stringify(items), { quoteAll });
        const back = JSON.parse(toJson(csv, { infer: false, delimiter: 'comma' }).output) as Record<string, string>[];
        const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
        expect(back).toEqual(items.map((item) => Object.fromEntries(columns.map((c) => [c, item[c] ?? '']))));
      }),
      { numRuns: 200 },
    );
    const sample = [{ a: 'x,"y"', b: 'two\nlines', c: 'é😀' }];
    const written = toCsv(JSON.stringify(sample));
    expect(pythonRows(written)).toEqual([['a', 'b', 'c'], Object.values(sample[0])]);
  });
});

describe('table preview', () => {
  it('gives the columns and the first rows, from a bounded start of the text', () => {
    expect(csvPreview('a;b\n1;2\n3;4\n', { delimiter: 'auto', header: true })).toEqual({
      columns: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      more: false,
    });
    expect(csvPreview('1,2\n3\n', { delimiter: 'comma', header: false }).columns).toEqual(['1', '2']);
    const long = `id,name\n${Array.from({ length: 100_000 }, (_, i) => `${i},"row ${i}"`).join('\n')}\n`;
    const preview = csvPreview(long, { delimiter: 'auto', header: true });
    expect(preview.rows).toHaveLength(PREVIEW_ROWS);
    expect(preview.rows[PREVIEW_ROWS - 1]).toEqual([`${PREVIEW_ROWS - 1}`, `row ${PREVIEW_ROWS - 1}`]);
    expect(preview.more).toBe(true);
    expect(() => csvPreview('a\n"open\n', { delimiter: 'auto', header: true })).toThrow(ToolError);
  });
});

describe('JSON → CSV: the table’s size, refused before it is written', () => {
  const toCsv = (records: unknown) => () => CSV_ACTIONS['json-to-csv'](JSON.stringify(records), CSV_DEFAULTS);

  it('refuses more columns than a spreadsheet takes, naming how many', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`c${i}`, 1]));
    expect(toCsv([wide])).toThrow(CSV_MESSAGES.tooManyColumns(100_000, MAX_CSV_COLUMNS));
    const atLimit = Object.fromEntries(Array.from({ length: MAX_CSV_COLUMNS }, (_, i) => [`c${i}`, 1]));
    expect(toCsv([atLimit])).not.toThrow();
  });

  it('refuses records that share no keys past the fields limit, naming the fields they would write', () => {
    const sparse = Array.from({ length: 6_000 }, (_, i) => ({ [`c${i}`]: 1 }));
    expect(toCsv(sparse)).toThrow(CSV_MESSAGES.tooManyFields(6_000, 36_000_000, MAX_CSV_FIELDS));
  });
});
