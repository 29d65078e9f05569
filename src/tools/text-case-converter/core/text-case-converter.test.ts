import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { TEXT_CASES, convertCase, type TextCase } from '.';

const all = (text: string) =>
  Object.fromEntries(TEXT_CASES.map((c) => [c, convertCase(text, c)])) as Record<TextCase, string>;

describe('text case converter', () => {
  it('converts plain words', () => {
    expect(all('hello world')).toEqual({
      upper: 'HELLO WORLD',
      lower: 'hello world',
      title: 'Hello World',
      sentence: 'Hello world',
      camel: 'helloWorld',
      pascal: 'HelloWorld',
      snake: 'hello_world',
      kebab: 'hello-world',
    });
  });

  it('splits existing camelCase and acronyms', () => {
    expect(all('XMLHttpRequest')).toMatchObject({
      camel: 'xmlHttpRequest',
      pascal: 'XmlHttpRequest',
      snake: 'xml_http_request',
      kebab: 'xml-http-request',
      title: 'XMLHttpRequest',
    });
    expect(all('HTTP server')).toMatchObject({
      camel: 'httpServer',
      pascal: 'HttpServer',
      snake: 'http_server',
      kebab: 'http-server',
      title: 'HTTP Server',
      sentence: 'HTTP server',
    });
    expect(convertCase('getHTTPResponseCode', 'snake')).toBe('get_http_response_code');
    expect(convertCase('user_id and some-kebab', 'camel')).toBe('userIdAndSomeKebab');
  });

  it('handles digits', () => {
    expect(all('version 2 update')).toMatchObject({
      camel: 'version2Update',
      pascal: 'Version2Update',
      snake: 'version_2_update',
      kebab: 'version-2-update',
      title: 'Version 2 Update',
    });
    expect(convertCase('the 2nd item', 'title')).toBe('The 2nd Item');
  });

  it('keeps punctuation in title and sentence case, drops it in identifiers', () => {
    const text = "hello, world! it's a NEW day. what's next? i think so";
    expect(convertCase(text, 'title')).toBe("Hello, World! It's A NEW Day. What's Next? I Think So");
    expect(convertCase(text, 'sentence')).toBe("Hello, world! It's a NEW day. What's next? I think so");
    expect(convertCase(text, 'snake')).toBe('hello_world_its_a_new_day_whats_next_i_think_so');
    expect(convertCase(text, 'kebab')).toBe('hello-world-its-a-new-day-whats-next-i-think-so');
  });

  it('normalises shouted text instead of keeping every word as an acronym', () => {
    expect(convertCase('THE QUICK BROWN FOX. IT JUMPS', 'title')).toBe('The Quick Brown Fox. It Jumps');
    expect(convertCase('THE QUICK BROWN FOX. IT JUMPS', 'sentence')).toBe('The quick brown fox. It jumps');
  });

  it('handles accents and other Unicode letters', () => {
    expect(all('café déjà vu')).toMatchObject({
      upper: 'CAFÉ DÉJÀ VU',
      title: 'Café Déjà Vu',
      camel: 'caféDéjàVu',
      pascal: 'CaféDéjàVu',
      snake: 'café_déjà_vu',
    });
    expect(convertCase('ÉCOLE normale', 'kebab')).toBe('école-normale');
    // Decomposed accents (e + combining acute) are composed first, not split off.
    expect(convertCase('cafe\u0301 noir', 'camel')).toBe('caféNoir');
    expect(convertCase('привет мир', 'pascal')).toBe('ПриветМир');
    expect(convertCase('straße', 'upper')).toBe('STRASSE');
  });

  it('converts identifier cases line by line and sentence case per line', () => {
    expect(convertCase('first line\nsecond line', 'snake')).toBe('first_line\nsecond_line');
    expect(convertCase('one\ntwo', 'sentence')).toBe('One\nTwo');
  });

  it('never throws and keeps the text length for title and sentence case', () => {
    fc.assert(
      fc.property(anyText(), (s) => {
        for (const c of TEXT_CASES) expect(typeof convertCase(s, c)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        expect(convertCase(s, 'title').length).toBe(s.length);
        expect(convertCase(s, 'sentence').toLowerCase()).toBe(s.toLowerCase());
      }),
    );
  });

  it('identifier cases are idempotent and agree with each other', () => {
    const words = fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(words, (ws) => {
        const snake = convertCase(ws.join(' '), 'snake');
        expect(convertCase(snake, 'snake')).toBe(snake);
        expect(convertCase(convertCase(snake, 'kebab'), 'snake')).toBe(snake);
      }),
    );
    // Single letters and digits are ambiguous once joined ('a a' -> 'AA'), so this one uses longer words.
    const letterWords = fc.array(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(letterWords, (ws) => {
        const text = ws.join(' ');
        expect(convertCase(convertCase(text, 'pascal'), 'camel')).toBe(convertCase(text, 'camel'));
        expect(convertCase(convertCase(text, 'camel'), 'snake')).toBe(convertCase(text, 'snake'));
      }),
    );
  });
});
