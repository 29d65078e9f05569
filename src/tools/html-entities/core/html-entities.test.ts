import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHtml, encodeHtml } from '.';

describe('encodeHtml', () => {
  it('maps & < > " and \' (the single quote as &#39;)', () => {
    expect(encodeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(encodeHtml('&amp;')).toBe('&amp;amp;');
    expect(encodeHtml('café 😀')).toBe('café 😀');
  });

  it('can also write non-ASCII characters as numeric entities', () => {
    expect(encodeHtml('café 😀 <', { nonAscii: true })).toBe('caf&#233; &#128512; &lt;');
  });

  it('leaves the C1 controls as they are, since HTML reads &#128;-&#159; as Windows-1252 (a random seed found U+0080)', () => {
    for (let code = 0x80; code <= 0x9f; code++) {
      const c1 = `a${String.fromCharCode(code)}é`;
      expect(encodeHtml(c1, { nonAscii: true })).toBe(`a${String.fromCharCode(code)}&#233;`);
      expect(decodeHtml(encodeHtml(c1, { nonAscii: true }))).toBe(c1);
    }
    expect(encodeHtml('\u00a0', { nonAscii: true })).toBe('&#160;');
  });
});

describe('decodeHtml', () => {
  it('decodes named entities from the full HTML5 list', () => {
    expect(decodeHtml('&lt;p&gt; &amp; &quot; &apos; &nbsp;&copy;&eacute;')).toBe('<p> & " \' \u00a0©é');
    expect(decodeHtml('&NotNestedGreaterGreater; &bigstar; &fjlig; &Afr;')).toBe('⪢̸ ★ fj 𝔄');
    expect(decodeHtml('&amp &copy text')).toBe('& © text'); // legacy entities without ';'
  });

  it('decodes decimal and hex references, including astral ones', () => {
    expect(decodeHtml('&#39;&#x27;&#X27;&#128512;&#x1F600;')).toBe("'''😀😀");
    expect(decodeHtml('&#0;&#x110000;')).toBe('\uFFFD\uFFFD');
  });

  it('leaves unknown or broken entities as typed', () => {
    expect(decodeHtml('&notanentity; &#xZZ; & alone')).toBe('¬anentity; &#xZZ; & alone');
    expect(decodeHtml('&madeup;')).toBe('&madeup;');
  });

  it('returns markup as text, never interpreting it', () => {
    expect(decodeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

// CPU-bound runs (many random cases, megabytes of data): allow for a busy machine.
describe('HTML entity properties', { timeout: 60_000 }, () => {
  it('decode(encode(x)) = x for any text, including astral characters and lone surrogates', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('&', '<', '>', '"', "'", ';', '#'),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
          maxLength: 200,
        }),
        fc.boolean(),
        (text, nonAscii) => {
          expect(decodeHtml(encodeHtml(text, { nonAscii }))).toBe(text);
        },
      ),
    );
  });

  it('encoded output contains no raw markup characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(encodeHtml(text)).not.toMatch(/[<>"']/);
      }),
    );
  });

  it('decoding never throws', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('&', '#', 'x', ';', 'amp', 'lt', '1F600'),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
        }),
        (text) => {
          expect(typeof decodeHtml(text)).toBe('string');
        },
      ),
    );
  });
});
