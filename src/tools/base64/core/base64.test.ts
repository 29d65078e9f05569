import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  Base64Decoder,
  Base64Encoder,
  MIME_LINE_LENGTH,
  dataUrlPrefix,
  decodeBytes,
  decodePayload,
  encodeBytes,
  encodeText,
  fileNameFor,
  isPreviewableImage,
  sniffMimeType,
  utf8OrNull,
} from '.';
import { fault } from './faults';

/** The fault `run` throws, as code and parameters. */
const faultOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return fault.is(error) ? { code: error.code, params: error.params } : error;
  }
  return undefined;
};

const bytesOf = (s: string) => new TextEncoder().encode(s);
const decodeText = (s: string) => utf8OrNull(decodePayload(s).bytes);

// RFC 4648 section 10 test vectors.
const RFC_4648 = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
] as const;

describe('Base64 encoding', () => {
  it.each(RFC_4648)('RFC 4648 vector %j -> %j', (plain, encoded) => {
    expect(encodeText(plain)).toBe(encoded);
    expect(decodeText(encoded)).toBe(plain);
  });

  it('encodes UTF-8: accents and emoji', () => {
    expect(encodeText('café')).toBe('Y2Fmw6k=');
    expect(encodeText('😀')).toBe('8J+YgA==');
    expect(encodeText('Hello, World!')).toBe('SGVsbG8sIFdvcmxkIQ==');
  });

  it('has a URL-safe variant (RFC 4648 section 5) with optional padding', () => {
    const bytes = Uint8Array.of(0xfb, 0xff, 0xbf);
    expect(encodeBytes(bytes)).toBe('+/+/');
    expect(encodeBytes(bytes, { urlSafe: true })).toBe('-_-_');
    expect(encodeText('😀', { urlSafe: true })).toBe('8J-YgA==');
    expect(encodeText('😀', { urlSafe: true, padding: false })).toBe('8J-YgA');
  });

  it('wraps MIME lines at 76 characters with CRLF', () => {
    const text = encodeBytes(new Uint8Array(200).fill(7), { lineLength: MIME_LINE_LENGTH });
    const lines = text.split('\r\n');
    expect(lines.map((l) => l.length)).toEqual([76, 76, 76, 40]);
    expect(text).not.toMatch(/\r\n$/);
    expect(decodeBytes(text)).toEqual(new Uint8Array(200).fill(7));
    // Exactly one full line: no trailing line break.
    expect(encodeBytes(new Uint8Array(57), { lineLength: 76 })).toHaveLength(76);
  });

  it('refuses text that cannot be UTF-8 (a lone surrogate) with the encoding fault', () => {
    expect(() => encodeText('a\uD800b')).toThrow(ToolError);
    expect(faultOf(() => encodeText('\uDC00'))).toEqual({ code: 'base64.encode', params: {} });
    expect(encodeText('\uD83D\uDE00')).toBe('8J+YgA==');
  });

  it('builds data URL heads', () => {
    expect(dataUrlPrefix('image/png')).toBe('data:image/png;base64,');
    expect(dataUrlPrefix('')).toBe('data:application/octet-stream;base64,');
  });
});

describe('Base64 decoding', () => {
  it('tolerates whitespace, line breaks, missing padding and the URL-safe alphabet', () => {
    expect(decodeText(' Zm9v\nYmFy \r\n')).toBe('foobar');
    expect(decodeText('Zm9vYg')).toBe('foob');
    expect(decodeText('Zm9vYmE')).toBe('fooba');
    expect(decodeText('8J-YgA')).toBe('😀');
    expect(decodeText('Zm9vYg =\n=')).toBe('foob');
  });

  it.each([
    ['Zm9v!', 'invalidCharacter', { char: '!', line: 1, column: 5 }],
    ['Z', 'lengthProblem', { char: 'Z', line: 1, column: 1 }],
    ['Zm9vY \n', 'lengthProblem', { char: 'Y', line: 1, column: 5 }],
    ['Zg===', 'misplacedPadding', { char: '=', line: 1, column: 5 }],
    ['=Zg', 'misplacedPadding', { char: '=', line: 1, column: 1 }],
    ['Zg==\nZg==', 'afterPadding', { char: 'Z', line: 2, column: 1 }],
    ['Zm9v\u00e9', 'invalidCharacter', { char: '\u00e9', line: 1, column: 5 }],
    ['😀', 'invalidCharacter', { char: '😀', line: 1, column: 1 }],
    ['Z=g=', 'misplacedPadding', { char: '=', line: 1, column: 2 }],
    ['Zm9v\r\nZm\u00a0', 'invalidCharacter', { char: '\u00a0', line: 2, column: 3 }],
    ['data:text/plain;base64,\nZm9v*', 'invalidCharacter', { char: '*', line: 2, column: 5 }],
    ['data:,100%', 'badPercentEscape', { line: 1, column: 10 }],
  ])('rejects %j with fault %s, the character and where', (bad, key, params) => {
    expect(faultOf(() => decodePayload(bad))).toEqual({ code: `base64.${key}`, params });
  });

  it('places a fault in the whole text when the text comes in slices', () => {
    const decoder = new Base64Decoder();
    decoder.push('Zm9v\nYmFy\n');
    expect(faultOf(() => decoder.push('Zm9v\nYm#y'))).toEqual({
      code: 'base64.invalidCharacter',
      params: { char: '#', line: 4, column: 3 },
    });
    const lone = new Base64Decoder();
    lone.push('Zm9vY');
    lone.push('  \n  ');
    expect(faultOf(() => lone.end())).toEqual({
      code: 'base64.lengthProblem',
      params: { char: 'Y', line: 1, column: 5 },
    });
  });

  it('gives the position to the editor as well', () => {
    expect(() => decodePayload('Zm9v\n  !')).toThrow(expect.objectContaining({ at: { line: 2, column: 3 } }));
  });

  it('decodes data URLs, Base64 or percent-encoded, and keeps their media type', () => {
    expect(decodePayload('data:text/plain;base64,SGk=')).toEqual({ bytes: bytesOf('Hi'), mimeType: 'text/plain' });
    expect(decodePayload('data:image/svg+xml;charset=utf-8;base64,PHN2Zy8+').mimeType).toBe('image/svg+xml');
    expect(decodePayload('data:,A%20b%C3%A9')).toEqual({ bytes: bytesOf('A bé'), mimeType: '' });
    expect(faultOf(() => decodePayload('data:,100%'))).toMatchObject({ code: 'base64.badPercentEscape' });
    expect(faultOf(() => decodePayload('data:image/png;base64,@@'))).toMatchObject({ code: 'base64.invalidCharacter' });
  });

  it('reports binary (non UTF-8) payloads as such', () => {
    expect(utf8OrNull(decodePayload('/w==').bytes)).toBeNull();
    expect(utf8OrNull(bytesOf('ok'))).toBe('ok');
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('Base64 streaming', { timeout: 60_000 }, () => {
  it('encodes and decodes the same in any chunking', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.array(fc.nat({ max: 300 }), { maxLength: 6 }),
        fc.boolean(),
        fc.constantFrom(0, 4, 76),
        (bytes, cuts, urlSafe, lineLength) => {
          const options = { urlSafe, lineLength };
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const encoder = new Base64Encoder(options);
          let text = '';
          let start = 0;
          for (const p of [...points, bytes.length]) {
            text += encoder.push(bytes.subarray(start, p));
            start = p;
          }
          text += encoder.end();
          expect(text).toBe(encodeBytes(bytes, options));

          const decoder = new Base64Decoder();
          const parts: number[] = [];
          let at = 0;
          for (const p of [...points.map((q) => Math.min(q, text.length)), text.length]) {
            parts.push(...decoder.push(text.slice(at, Math.max(at, p))));
            at = Math.max(at, p);
          }
          parts.push(...decoder.end());
          expect(Uint8Array.from(parts)).toEqual(bytes);
        },
      ),
    );
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('Base64 properties', { timeout: 60_000 }, () => {
  it('decode(encode(x)) = x for any Unicode text, both alphabets, wrapped or not', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (text, urlSafe, wrap, padding) => {
          const encoded = encodeText(text, { urlSafe, padding, lineLength: wrap ? MIME_LINE_LENGTH : 0 });
          expect(decodeText(encoded)).toBe(text);
        },
      ),
    );
  });

  it('decode(encode(x)) = x for arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), fc.boolean(), (bytes, urlSafe) => {
        expect(decodeBytes(encodeBytes(bytes, { urlSafe }))).toEqual(bytes);
      }),
    );
  });

  it('agrees with the platform (btoa) on the standard alphabet', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(encodeBytes(bytes)).toBe(btoa(String.fromCharCode(...bytes)));
      }),
    );
  });

  it('never throws anything but its own faults on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (input) => {
        for (const run of [() => decodePayload(input), () => encodeText(input)]) {
          try {
            run();
          } catch (error) {
            expect(fault.is(error)).toBe(true);
          }
        }
      }),
    );
  });
});

describe('file types', () => {
  it('recognises common files by their first bytes', () => {
    expect(sniffMimeType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), null)).toBe('image/png');
    expect(sniffMimeType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), null)).toBe('image/jpeg');
    expect(sniffMimeType(bytesOf('%PDF-1.7'), null)).toBe('application/pdf');
    expect(sniffMimeType(bytesOf('<svg xmlns="x"/>'), '<svg xmlns="x"/>')).toBe('image/svg+xml');
    expect(sniffMimeType(bytesOf('{"a":1}'), '{"a":1}')).toBe('application/json');
    expect(sniffMimeType(bytesOf('{oops'), '{oops')).toBe('text/plain');
    expect(sniffMimeType(Uint8Array.of(1, 2, 3), null)).toBe('');
  });

  it('names files by type and knows what an <img> can preview', () => {
    expect(fileNameFor('image/png')).toBe('decoded.png');
    expect(fileNameFor('')).toBe('decoded.bin');
    expect(isPreviewableImage('image/svg+xml')).toBe(true);
    expect(isPreviewableImage('application/pdf')).toBe(false);
  });
});
