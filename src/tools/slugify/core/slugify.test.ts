import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { MAX_LENGTH_LIMIT, SEPARATORS, SLUGIFY_DEFAULTS, slugify, transliterate, type SlugifyOptions } from '.';

const withOptions = (options: Partial<SlugifyOptions>) => ({ ...SLUGIFY_DEFAULTS, ...options });

const faultOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ToolError ? [error.code, error.params] : error;
  }
  return 'no error';
};

describe('transliteration', () => {
  it('takes accents off and spells letters of their own', () => {
    expect(slugify('é à ç ñ ü ő')).toBe('e-a-c-n-u-o');
    expect(slugify('Straße ẞ')).toBe('strasse-ss');
    expect(slugify('Жук щука Ёлка йод')).toBe('zhuk-shchuka-yolka-yod');
    expect(slugify('Їжак Ґанок Євген')).toBe('yizhak-ganok-yevgen');
    expect(slugify('Αθήνα Ψυχή Ωμέγα')).toBe('athina-psychi-omega');
    expect(slugify('ø Ø æ Æ å Å')).toBe('o-o-ae-ae-a-a');
    expect(slugify('ﬁle ﬂow œuvre Œdipe Ĳssel')).toBe('file-flow-oeuvre-oedipe-ijssel');
    expect(slugify('Łódź þorn Ðóra ı')).toBe('lodz-thorn-dora-i');
  });

  it('reads decomposed text as composed (й typed as и and a breve)', () => {
    expect(slugify('и\u0306од e\u0301t\u00e9')).toBe('yod-ete');
  });

  it('keeps capitals as a word reads in keep case', () => {
    expect(transliterate('Жук ЩИТ Æble')).toBe('Zhuk ShchIT Aeble');
    expect(slugify('Жук Æble', withOptions({ letterCase: 'keep' }))).toBe('Zhuk-Aeble');
  });

  it('drops what has no Latin reading', () => {
    expect(slugify('日本語 🙂 hello ★')).toBe('hello');
    expect(slugify('日本語')).toBe('');
  });

  it('neither adds nor removes a line break, for any code point (batch mode transliterates the whole text once)', () => {
    const breaks: number[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp === 0x0a) continue;
      const latin = transliterate(String.fromCodePoint(cp));
      if (latin.includes('\n')) breaks.push(cp);
    }
    expect(breaks).toEqual([]);
    expect(transliterate('é\nЖ\n')).toBe('e\nZh\n');
  });

  it("agrees with Python's NFKD for every accented Latin letter the table does not spell", () => {
    let out: string;
    try {
      out = execFileSync('python3', [
        '-c',
        'import unicodedata,sys\n' +
          "for c in range(0xC0,0x250):\n d=''.join(x for x in unicodedata.normalize('NFKD',chr(c)) if not unicodedata.combining(x))\n" +
          ' if d.isascii() and d.isalnum(): print(c, d)',
      ]).toString();
    } catch {
      return;
    }
    const rows = out.trim().split('\n');
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      const [code, latin] = row.split(' ');
      expect(transliterate(String.fromCodePoint(Number(code)))).toBe(latin);
    }
  });
});

describe('options', () => {
  it('joins words with the separator chosen', () => {
    const title = 'Hello, World: 2 Things!';
    expect(slugify(title)).toBe('hello-world-2-things');
    expect(slugify(title, withOptions({ separator: 'underscore' }))).toBe('hello_world_2_things');
    expect(slugify(title, withOptions({ separator: 'dot' }))).toBe('hello.world.2.things');
    expect(slugify(title, withOptions({ separator: 'none' }))).toBe('helloworld2things');
    expect(slugify(title, withOptions({ letterCase: 'keep' }))).toBe('Hello-World-2-Things');
  });

  it('reads apostrophes as part of the word and & as and', () => {
    expect(slugify("Don't Stop ’Til You’re Done")).toBe('dont-stop-til-youre-done');
    expect(slugify('Tom & Jerry')).toBe('tom-and-jerry');
  });

  it('cuts at a word boundary, never mid-word nor after a separator', () => {
    const title = 'Ten tips for writing better URL slugs';
    expect(slugify(title, withOptions({ maxLength: '20' }))).toBe('ten-tips-for-writing');
    expect(slugify(title, withOptions({ maxLength: '19' }))).toBe('ten-tips-for');
    expect(slugify(title, withOptions({ maxLength: '13' }))).toBe('ten-tips-for');
    expect(slugify(title, withOptions({ maxLength: '12' }))).toBe('ten-tips-for');
    expect(slugify(title, withOptions({ maxLength: '11' }))).toBe('ten-tips');
    expect(slugify(title, withOptions({ maxLength: ' 9 ' }))).toBe('ten-tips');
    // Only a first word longer than the limit is cut: an empty slug says nothing.
    expect(slugify('Internationalisation rocks', withOptions({ maxLength: '5' }))).toBe('inter');
  });

  it('refuses a maximum length that is not a whole number in range', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', String(MAX_LENGTH_LIMIT + 1), '1e3']) {
      expect(faultOf(() => slugify('a b', withOptions({ maxLength: bad })))).toEqual([
        'slugify.badMaxLength',
        { limit: MAX_LENGTH_LIMIT },
      ]);
    }
  });

  it('drops English stop words, but not every word', () => {
    const options = withOptions({ stopWords: true });
    expect(slugify('The Lord of the Rings and a Hobbit', options)).toBe('lord-rings-hobbit');
    expect(slugify('To Be or Not to Be', options)).toBe('not');
    expect(slugify('Of The And', options)).toBe('of-the-and');
    expect(slugify('Theory Another Android', options)).toBe('theory-another-android');
  });

  it('makes one slug a line in batch mode, blank lines kept', () => {
    const options = withOptions({ batch: true });
    expect(slugify('First Post\n\nSecond Post!\r\n  \nÜber uns', options)).toBe(
      'first-post\n\nsecond-post\n\nuber-uns',
    );
    expect(slugify('First Post\nSecond Post')).toBe('first-post-second-post');
    expect(slugify('', options)).toBe('');
  });
});

const optionsArb = fc.record<SlugifyOptions>({
  separator: fc.constantFrom('dash', 'underscore', 'dot', 'none'),
  letterCase: fc.constantFrom('lower', 'keep'),
  maxLength: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 60 }).map(String)),
  stopWords: fc.boolean(),
  batch: fc.boolean(),
});

const textArb = fc.oneof(
  anyText(60),
  fc.string({
    unit: fc.constantFrom('a', 'The', ' ', '-', '_', '.', 'é', 'ß', 'Ж', 'ω', 'ﬁ', "'", '&', '\n', 'of', '7', 'X'),
    maxLength: 40,
  }),
);

const escaped = (text: string) => text.replace(/[.\\]/g, '\\$&');

describe('properties', () => {
  it('holds only letters, digits and the separator, never at an end nor doubled', () => {
    fc.assert(
      fc.property(textArb, optionsArb, (text, options) => {
        const separator = SEPARATORS[options.separator];
        const letters = options.letterCase === 'lower' ? 'a-z0-9' : 'A-Za-z0-9';
        const slug = separator ? `[${letters}]+(?:${escaped(separator)}[${letters}]+)*` : `[${letters}]+`;
        const line = new RegExp(`^(?:${slug})?$`);
        for (const out of slugify(text, options).split('\n')) expect(out).toMatch(line);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(textArb, optionsArb, (text, options) => {
        const once = slugify(text, options);
        expect(slugify(once, options)).toBe(once);
      }),
    );
  });

  it('respects the maximum length, cutting between words', () => {
    fc.assert(
      fc.property(textArb, optionsArb, fc.integer({ min: 1, max: 40 }), (text, options, max) => {
        const free = slugify(text, { ...options, batch: false, maxLength: '' });
        const cut = slugify(text, { ...options, batch: false, maxLength: String(max) });
        expect(cut.length).toBeLessThanOrEqual(max);
        const separator = SEPARATORS[options.separator];
        if (cut === free || separator === '') return;
        const firstWord = free.split(separator)[0];
        // Mid-word only when the first word alone is too long; else a whole-word prefix.
        if (firstWord.length > max) expect(cut).toBe(firstWord.slice(0, max));
        else expect(free.startsWith(cut + separator)).toBe(true);
      }),
    );
  });

  it('gives one line for each line in batch mode', () => {
    fc.assert(
      fc.property(textArb, optionsArb, (text, options) => {
        expect(slugify(text, { ...options, batch: true }).split('\n')).toHaveLength(text.split('\n').length);
      }),
    );
  });

  it('never throws on hostile input or options but its ToolError', () => {
    fc.assert(
      fc.property(anyText(80), optionsArb, fc.string({ maxLength: 8 }), (text, options, maxLength) => {
        try {
          slugify(text, { ...options, maxLength });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
    );
  });
});
