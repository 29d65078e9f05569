import { describe, expect, it } from 'vitest';
import { messageOf } from '../../core/shared/tool-error';
import { formatXml, minifyXml, validateXml } from './core';
import '../../ui/words/nesting';
import './words';

const said = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return messageOf(error);
  }
  return 'no error';
};

describe("the XML formatter's words", () => {
  it('says each fault in the spec words', async () => {
    const bad = '<root>\n  <item>\n</root>';
    expect(await said(() => validateXml(bad))).toBe(
      'XML Validation Error: XML syntax is invalid. Please check your input.',
    );
    expect(await said(() => formatXml(bad, { indent: '2' }))).toBe(
      'XML Formatting Error: Failed to format XML. Please check your input.',
    );
    expect(await said(() => minifyXml(bad, { keepComments: false }))).toBe('XML Minification Error');
  });

  it('asks for XML when there is none', async () => {
    expect(await said(() => formatXml(' ', { indent: '2' }))).toBe('Please enter XML to format');
    expect(await said(() => minifyXml('', { keepComments: false }))).toBe('Please enter XML to minify');
    expect(await said(() => validateXml('\n'))).toBe('Please enter XML to validate');
  });

  it('says the nesting limit', async () => {
    const deep = '<a>'.repeat(500) + '</a>'.repeat(500);
    expect(await said(() => formatXml(deep, { indent: '2' }))).toBe(
      'Nested too deeply to format: the limit is 100 levels. The input is not invalid; this tool cannot go deeper.',
    );
  });

  it("says a DOCTYPE's entities are not expanded, and why", async () => {
    const laughs = '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n]>\n<lolz>&lol;</lolz>';
    expect(await said(() => formatXml(laughs, { indent: '2' }))).toBe(
      'Entities not expanded: The DOCTYPE declares entities (line 3, column 2), which the formatter does not expand: an external one would load a file or URL, which it never does, and nested ones grow without bound (a "billion laughs"). Its inline declarations are not formatted either: remove the part in [ ] to format the rest.',
    );
    expect(await said(() => formatXml('<!DOCTYPE a [<!ELEMENT a (#PCDATA)>]><a/>', { indent: '2' }))).toBe(
      "DOCTYPE not formatted: The DOCTYPE's inline declarations (line 1, column 13) are not formatted: remove the part in [ ] to format the rest.",
    );
  });
});
