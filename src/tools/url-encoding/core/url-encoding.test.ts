import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { decodeUrl, decodeUrlLines, encodeUrl, encodeUrlLines, fault } from '.';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ToolError ? error.code : error;
  }
  return 'no error';
};

describe('URL encoding', () => {
  it("encodes a component, leaving only RFC 3986 unreserved characters (and !~*'())", () => {
    expect(encodeUrl('hello world & more')).toBe('hello%20world%20%26%20more');
    expect(encodeUrl('a/b?c=d#e')).toBe('a%2Fb%3Fc%3Dd%23e');
    expect(encodeUrl("AZaz09-._~!*'()")).toBe("AZaz09-._~!*'()");
  });

  it("strict mode also escapes the sub-delimiters !'()* (RFC 3986 section 2.2)", () => {
    expect(encodeUrl("it's (a) test!*", { mode: 'strict' })).toBe('it%27s%20%28a%29%20test%21%2A');
  });

  it('full mode keeps the structure of a URL (RFC 3986 generic syntax)', () => {
    expect(encodeUrl('http://example.com/a path/?q=ü&x=1#frag', { mode: 'full' })).toBe(
      'http://example.com/a%20path/?q=%C3%BC&x=1#frag',
    );
    // RFC 3986 section 1.1.2 example URI survives unchanged.
    const ldap = 'ldap://[2001:db8::7]/c=GB?objectClass?one';
    expect(encodeUrl(ldap, { mode: 'full' })).toBe(ldap);
  });

  it('encodes UTF-8 as percent-encoded octets (RFC 3986 section 2.5)', () => {
    expect(encodeUrl('é')).toBe('%C3%A9');
    expect(encodeUrl('😀')).toBe('%F0%9F%98%80');
  });

  it("writes spaces as '+' on request", () => {
    expect(encodeUrl('a b+c', { spaceAsPlus: true })).toBe('a+b%2Bc');
  });

  it('refuses lone surrogates with the spec fault', () => {
    expect(codeOf(() => encodeUrl('\uD800'))).toBe('url-encoding.encode');
    expect(() => encodeUrl('x\uDFFF', { mode: 'full' })).toThrow(ToolError);
  });
});

describe('URL decoding', () => {
  it('decodes percent escapes, upper or lower case (RFC 3986 section 2.1)', () => {
    expect(decodeUrl('hello%20world%2c%2C')).toBe('hello world,,');
    expect(decodeUrl('%F0%9F%98%80%C3%A9')).toBe('😀é');
  });

  it("reads '+' as a space only when asked", () => {
    expect(decodeUrl('a+b%2B')).toBe('a+b+');
    expect(decodeUrl('a+b%2B', { plusAsSpace: true })).toBe('a b+');
  });

  it.each(['%', '%zz', '%E0%A4%A', '%C3', '100%'])('rejects %j with the spec fault', (bad) => {
    expect(codeOf(() => decodeUrl(bad))).toBe('url-encoding.decode');
  });
});

describe('URL batch mode', () => {
  it('encodes each trimmed line, keeping blank lines', () => {
    expect(encodeUrlLines('  a b  \n\nc&d\r\n')).toEqual({ output: 'a%20b\n\nc%26d\n', failedLines: [] });
  });

  it('decodes each trimmed line and lists the ones that fail, left as typed', () => {
    expect(decodeUrlLines(' a%20b \n%zz\nc%26d\n  100% ')).toEqual({
      output: 'a b\n%zz\nc&d\n100%',
      failedLines: [2, 4],
    });
  });

  it('reports lone surrogates as failed lines when encoding', () => {
    expect(encodeUrlLines('ok\n\uD800')).toEqual({ output: 'ok\n\uD800', failedLines: [2] });
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('URL properties', { timeout: 60_000 }, () => {
  const modes = fc.constantFrom('component' as const, 'strict' as const, 'full' as const);

  it('decode(encode(x)) = x for any Unicode text (component and strict modes)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.boolean(), (text, strict) => {
        expect(decodeUrl(encodeUrl(text, { mode: strict ? 'strict' : 'component' }))).toBe(text);
      }),
    );
  });

  it("decode(encode(x)) = x with '+' for spaces on both sides", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(decodeUrl(encodeUrl(text, { spaceAsPlus: true }), { plusAsSpace: true })).toBe(text);
      }),
    );
  });

  it('full mode: decodeURI(encode(x)) = x', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(decodeURI(encodeUrl(text, { mode: 'full' }))).toBe(text);
      }),
    );
  });

  it('batch decode(encode(lines)) gives the trimmed lines back', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { maxLength: 10 }), (lines) => {
        const clean = lines.map((l) => l.replace(/[\r\n]/g, ''));
        const encoded = encodeUrlLines(clean.join('\n'));
        const decoded = decodeUrlLines(encoded.output);
        expect(decoded.failedLines).toEqual([]);
        expect(decoded.output).toBe(clean.map((l) => l.trim()).join('\n'));
      }),
    );
  });

  it('never throws anything but the spec errors on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), modes, fc.boolean(), (input, mode, plus) => {
        for (const run of [() => decodeUrl(input, { plusAsSpace: plus }), () => encodeUrl(input, { mode })]) {
          try {
            run();
          } catch (error) {
            expect(fault.is(error, 'encode') || fault.is(error, 'decode')).toBe(true);
          }
        }
        expect(() => decodeUrlLines(input)).not.toThrow();
        expect(() => encodeUrlLines(input)).not.toThrow();
      }),
    );
  });
});
