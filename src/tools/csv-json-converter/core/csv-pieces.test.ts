/**
 * CSV → JSON by pieces (several workers at once) gives what reading the file in one go gives: the same JSON, the same
 * note, the same fault at the same place, however the stream arrives in chunks and wherever the pieces are cut.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { CSV_ACTIONS, CSV_DEFAULTS, type CsvOptions } from '.';
import { dialectOf } from './csv-reader';
import { csvBytesToJson } from './csv-bytes';
import { csvPieceToBytes, csvPieceToJson, csvPiecesToJson, type CsvPieceSetup } from './csv-pieces';
import { RecordCutter } from './record-cuts';
import { realCsvFiles } from '../../../../tests/unit/real-files';

const encoder = new TextEncoder();

/** The bytes cut into chunks of the given sizes (cycled), as a file's stream gives them. */
function* chunksOf(bytes: Uint8Array, sizes: readonly number[]) {
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = Math.max(1, sizes[i % sizes.length] ?? bytes.length);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

type Outcome = { output: string; note?: string } | { title: string; description?: string };

const faultOf = (error: unknown): Outcome => {
  if (!(error instanceof ToolError)) throw error;
  return { title: error.title, description: error.description };
};

function inOneGo(text: string, options: CsvOptions): Outcome {
  try {
    const { output, note } = CSV_ACTIONS['csv-to-json'](text, options);
    return note ? { output, note } : { output };
  } catch (error) {
    return faultOf(error);
  }
}

/** How a piece read apart is converted: as the worker does (from its bytes where it can), or always as text. */
const readApartWays = {
  bytes: (piece: Uint8Array, setup: CsvPieceSetup) => {
    const { json, chars, head, ...counts } = csvPieceToBytes(piece, setup);
    const text = new TextDecoder().decode(json);
    expect([chars, head]).toEqual([text.length, text.slice(0, 100_000)]);
    return { ...counts, json: text };
  },
  text: csvPieceToJson,
};

async function byPieces(
  bytes: Uint8Array,
  options: CsvOptions,
  sizes: number[],
  pieceBytes: number,
  first?: number,
  way: keyof typeof readApartWays = 'bytes',
) {
  const dialect = dialectOf(new TextDecoder().decode(bytes), options.delimiter);
  if (dialect.newline === '\r') return undefined;
  let output = '';
  try {
    const note = await csvPiecesToJson(chunksOf(bytes, sizes), options, dialect, {
      pieceBytes,
      firstPieceBytes: first,
      inFlight: 2,
      readApart: (piece, setup) => Promise.resolve(readApartWays[way](piece, setup)),
      write: (text) => (output += text),
      writePiece: (result) => (output += result.json),
    });
    return note ? { output, note } : { output };
  } catch (error) {
    return faultOf(error);
  }
}

const wellFormed = fc.constantFrom(
  ...['a', '1', 'true', '', ' x ', 'é☃', '"q"', '"a,b"', '"l1\nl2"', '"x""y"', '""', '6\'2"', 'a"b"', '"12"'],
  ...['-0.5e10', '007', 'TRUE', 'fAlse', '1e5', '-', '0.', '1.5E+3', 'a\\b', 'x\u0001\u001fy', '𝄞', 'lone\rcr'],
);
const field = fc.oneof(
  { weight: 4, arbitrary: wellFormed },
  { weight: 1, arbitrary: fc.constantFrom('"', '"\r\n"', '"unclosed', '"q" ', '"a"b') },
);
const csvText = (delimiter: string, newline: string) =>
  fc
    .array(fc.array(field, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 })
    .map((rows) => rows.map((row) => row.join(delimiter)).join(newline) + newline);

/** A CSV text with its delimiter and line break. */
const csvCase = fc
  .tuple(fc.constantFrom(',', ';', '\t'), fc.constantFrom('\n', '\r\n'))
  .chain(([delimiter, newline]) => csvText(delimiter, newline));

describe('CSV → JSON by pieces', () => {
  it('equals reading in one go: JSON, note and faults, wherever the chunks and pieces are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        csvCase,
        fc.boolean(),
        fc.constantFrom<CsvOptions['shape']>('objects', 'arrays', 'lines'),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 60 }),
        fc.record({ infer: fc.boolean(), indent: fc.constantFrom<CsvOptions['indent']>('2', 'tab') }),
        fc.constantFrom<keyof typeof readApartWays>('bytes', 'text'),
        async (text, bom, shape, sizes, pieceBytes, first, more, way) => {
          const options = { ...CSV_DEFAULTS, shape, ...more };
          const bytes = encoder.encode((bom ? '\uFEFF' : '') + text);
          const pieces = await byPieces(bytes, options, sizes, pieceBytes, first, way);
          if (pieces) expect(pieces).toEqual(inOneGo(text, options));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('cuts only between records: not in a quoted line break, after a stray quote, nor at a lone LF of a CRLF text', () => {
    const text = 'a,b\r\n"x\r\ny",6\'2"\r\nlone\nfeed,"q"\r\n';
    const cutter = new RecordCutter(0x2c, '\r\n', 1);
    const pieces = [...encoder.encode(text)].flatMap((byte) => cutter.push(Uint8Array.of(byte)));
    const decoded = pieces.map((piece) => new TextDecoder().decode(piece.bytes));
    expect(decoded).toEqual(['a,b\r\n', '"x\r\ny",6\'2"\r\n', 'lone\nfeed,"q"\r\n']);
    expect(pieces.map((piece) => [piece.startByte, piece.startLine])).toEqual([
      [0, 1],
      [5, 2],
      [18, 4],
    ]);
  });

  it("equals reading in one go on real files (those papaparse ships, Debian's distro lists)", async () => {
    for (const { path, text } of realCsvFiles()) {
      const pieces = await byPieces(encoder.encode(text), CSV_DEFAULTS, [4096, 17], 1000);
      // A file's reader drops its BOM (typed text keeps it).
      if (pieces) expect(pieces, path).toEqual(inOneGo(text.replace(/^\uFEFF/, ''), CSV_DEFAULTS));
    }
  });
});

describe('a piece straight from bytes', () => {
  const setupOf = (text: string, options: CsvOptions): CsvPieceSetup => ({
    options,
    dialect: dialectOf(text, options.delimiter),
    columns: { keys: ['id', 'name', 'n'], width: 3 },
    startLine: 10,
    startByte: 100,
  });

  it('takes the fast path for well-formed pieces, and writes what the text path writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(wellFormed, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom<CsvOptions['shape']>('objects', 'arrays', 'lines'),
        (rows, newline, shape) => {
          const text = rows.map((row) => row.join(',')).join(newline) + newline;
          const options = { ...CSV_DEFAULTS, shape, delimiter: 'comma' as const };
          const setup = { ...setupOf(text, options), dialect: { delimiter: ',', newline } as const };
          const fast = csvBytesToJson(encoder.encode(text), options, setup.dialect, setup.columns);
          expect(fast).toBeDefined();
          const { json, ...counts } = csvPieceToJson(encoder.encode(text), setup);
          expect({ ...fast, json: new TextDecoder().decode(fast!.json) }).toEqual({ ...counts, json });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves to the text path what it cannot be sure of, which names the fault', () => {
    const options = { ...CSV_DEFAULTS, delimiter: 'comma' as const };
    const setup = setupOf('a,b\n', options);
    const badUtf8 = Uint8Array.of(0x61, 0x2c, 0xc3, 0x28, 0x0a);
    expect(csvBytesToJson(badUtf8, options, setup.dialect, setup.columns)).toBeUndefined();
    expect(() => csvPieceToBytes(badUtf8, setup)).toThrow('Invalid UTF-8 at byte 102');
    const strayQuote = encoder.encode('1,"a" b,2\n');
    expect(csvBytesToJson(strayQuote, options, setup.dialect, setup.columns)).toBeUndefined();
    expect(() => csvPieceToBytes(strayQuote, setup)).toThrow('line 10');
    const trimmed = { ...options, trim: true };
    expect(csvBytesToJson(encoder.encode('a\n'), trimmed, setup.dialect, setup.columns)).toBeUndefined();
  });
});
