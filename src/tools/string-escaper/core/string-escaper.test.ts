import { spawnSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { escapeString, fault, FORMATS, unescapeString, type FormatId, type UnicodeStyle } from '.';

const ALL_FORMATS = Object.keys(FORMATS) as FormatId[];
const opts = (format: FormatId, unicodeStyle: UnicodeStyle = 'u4') => ({ format, unicodeStyle });
/** Text with every character that matters to some format, and any other. */
const tricky = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .array(fc.constantFrom(...'\\\'"`${}\n\r\t\0\b\f\v,;&<>#x u01/-.*+?()[]|^ é🙂\u2028\x7f'), { maxLength: 40 })
    .map((a) => a.join('')),
);
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);

/** Runs a Python snippet with `input` on stdin; returns its stdout. */
const python = (code: string, input: string) => {
  const run = spawnSync('python3', ['-c', code], { input, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
};

describe('string escaper', () => {
  for (const format of ALL_FORMATS)
    for (const style of format === 'unicode' ? (['u4', 'braced', 'html'] as const) : (['u4'] as const))
      it(`round-trips ${format}${format === 'unicode' ? ` (${style})` : ''}`, () => {
        fc.assert(
          fc.property(tricky, (text) => {
            expect(unescapeString(escapeString(text, opts(format, style)), opts(format))).toBe(text);
          }),
          { numRuns: 300 },
        );
      });

  it('JSON: JSON.parse reads what it writes', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        expect(JSON.parse(`"${escapeString(text, opts('json'))}"`)).toBe(text);
      }),
    );
  });

  it('JavaScript: the engine reads both quotes and template literals back', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const quoted = escapeString(text, opts('javascript'));
        expect(runInNewContext(`"${quoted}" + '${quoted}'`)).toBe(text + text);
        expect(runInNewContext(`\`${escapeString(text, opts('template'))}\``)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('regex: the escaped text matches itself only', () => {
    fc.assert(
      fc.property(tricky.filter(wellFormed), (text) => {
        expect(new RegExp(`^${escapeString(text, opts('regex'))}$`, 'u').test(text)).toBe(true);
      }),
    );
  });

  it('names a bad escape with its line and column', () => {
    const faultOf = (format: FormatId, text: string) => {
      try {
        unescapeString(text, opts(format));
      } catch (error) {
        expect(fault.is(error)).toBe(true);
        const { code, params } = error as ToolError;
        return { code: code.slice('string-escaper.'.length), params };
      }
      throw new Error('no error');
    };
    expect(faultOf('json', 'ok\\nline\n  \\q')).toEqual({
      code: 'unknownEscape',
      params: { escape: '\\q', format: 'JSON', line: 2, column: 3 },
    });
    expect(faultOf('json', '\\u12g4')).toEqual({ code: 'badHex', params: { escape: '\\u12g4', line: 1, column: 1 } });
    expect(faultOf('javascript', 'a\\u{110000}')).toMatchObject({
      code: 'badCodePoint',
      params: { line: 1, column: 2 },
    });
    expect(faultOf('c', 'x\\q').params).toMatchObject({ format: 'Java, C and C#', column: 2 });
    expect(faultOf('sql', "it's")).toEqual({ code: 'loneQuote', params: { line: 1, column: 3 } });
    expect(faultOf('csv', '"open')).toEqual({ code: 'unclosed', params: { what: 'field', line: 1, column: 1 } });
    expect(faultOf('shell', "ab'cd")).toEqual({ code: 'unclosed', params: { what: 'single', line: 1, column: 3 } });
    expect(faultOf('xml', 'a &nosuch; b')).toEqual({
      code: 'unknownEntity',
      params: { entity: '&nosuch;', line: 1, column: 3 },
    });
    expect(faultOf('regex', 'a\\d').code).toBe('classEscape');
    expect(faultOf('unicode', '\\u00e').code).toBe('badHex');
  });

  it('never throws anything but its ToolError on hostile input', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_FORMATS), fc.string({ unit: 'binary', maxLength: 60 }), (format, text) => {
        try {
          unescapeString(text, opts(format));
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
        expect(() => escapeString(text, opts(format))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('string escaper against Python', () => {
  const samples = fc.sample(tricky.filter(wellFormed), { numRuns: 40, seed: 29 });
  const lines = (texts: string[]) => JSON.stringify(texts);

  it('ast.literal_eval reads the Python escapes; Python C-style escapes read by us', () => {
    const escaped = samples.map((text) => escapeString(text, opts('python')));
    const read = python(
      'import ast,json,sys\nprint(json.dumps([ast.literal_eval("\'"+s+"\'") for s in json.load(sys.stdin)]))',
      lines(escaped),
    );
    expect(JSON.parse(read)).toEqual(samples);
  }, 30_000);

  it('shlex.split reads our shell word; our reading of shlex.quote gives the text back', () => {
    const texts = samples.filter((text) => !text.includes('\0'));
    const escaped = texts.map((text) => escapeString(text, opts('shell')));
    const split = python(
      'import shlex,json,sys\nprint(json.dumps([shlex.split(s) for s in json.load(sys.stdin)]))',
      lines(escaped),
    );
    expect(JSON.parse(split)).toEqual(texts.map((text) => [text]));
    const quoted = python(
      'import shlex,json,sys\nprint(json.dumps([shlex.quote(s) for s in json.load(sys.stdin)]))',
      lines(texts),
    );
    expect((JSON.parse(quoted) as string[]).map((q) => unescapeString(q, opts('shell')))).toEqual(texts);
  }, 30_000);

  it('html.unescape reads our XML attribute', () => {
    const escaped = samples.map((text) => escapeString(text, opts('xml')));
    const read = python(
      'import html,json,sys\nprint(json.dumps([html.unescape(s) for s in json.load(sys.stdin)]))',
      lines(escaped),
    );
    expect(JSON.parse(read)).toEqual(samples.map((text) => text.replaceAll('\r', '\r')));
  }, 30_000);

  it('the csv module reads our CSV field', () => {
    const escaped = samples.map((text) => escapeString(text, opts('csv')));
    const read = python(
      'import csv,io,json,sys\nprint(json.dumps([next(csv.reader(io.StringIO(s, newline=""))) if s else [""] for s in json.load(sys.stdin)]))',
      lines(escaped),
    );
    expect(JSON.parse(read)).toEqual(samples.map((text) => [text]));
  }, 30_000);
});
