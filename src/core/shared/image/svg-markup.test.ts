import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { fault } from './faults';
import { drawableSvg, readSvgMarkup } from './svg-markup';

/** A draw.io export: each label is HTML in a foreignObject, with SVG <text> as the <switch>'s fallback. */
const DRAWIO_SVG = readFileSync(new URL('../../../../tests/images/drawio-flowchart.svg', import.meta.url), 'utf8');

describe('reading an SVG’s text without the DOM', () => {
  it('reads the root’s attributes after a declaration, comments and a doctype with entities', () => {
    const text =
      '<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg [<!ENTITY ns "http://www.w3.org/2000/svg">]>\n' +
      `<svg xmlns="&ns;" width='120' height="80px" viewBox="0 0 12 8"><rect width="1" height="1"/></svg>\n`;
    const svg = readSvgMarkup(text);
    expect(Object.fromEntries(svg.rootAttributes)).toEqual({
      xmlns: '&ns;',
      width: '120',
      height: '80px',
      viewBox: '0 0 12 8',
    });
    expect(svg.embedsHtml).toBe(false);
    // Drawn unchanged but for the attributes set (entities stay, for the doctype to resolve).
    expect(drawableSvg(svg, { width: '240', height: '160' })).toBe(
      text.replace(`width='120' height="80px"`, 'width="240" height="160"'),
    );
  });

  it('keeps <style>, CDATA and event attributes as written: an SVG drawn as an image runs nothing', () => {
    const text =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><style><![CDATA[rect{fill:red}]]></style>' +
      '<rect onclick="x()" width="4" height="4"/><text>a &lt; b &amp; c</text></svg>';
    expect(drawableSvg(readSvgMarkup(text), {})).toBe(text);
  });

  it('leaves out foreignObject, so a <switch> draws its fallback, and says it did', () => {
    const svg = readSvgMarkup(DRAWIO_SVG);
    expect(svg.embedsHtml).toBe(true);
    const drawn = drawableSvg(svg, {});
    expect(drawn).not.toContain('foreignObject');
    expect(drawn).not.toContain('xhtml');
    expect(drawn).toContain('<switch><text x="120" y="34"');
    expect(drawn).toContain('>Start</text></switch>');
    expect(drawn).toContain('>Done...</text></switch>');
    expect(drawn).toContain('Text is not SVG - cannot display');
    // Nested and prefixed ones too, and an empty one.
    const nested = readSvgMarkup(
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:foreignObject><svg:foreignObject/><div/></svg:foreignObject>' +
        '<svg:foreignObject/><svg:g/></svg:svg>',
    );
    expect(nested.embedsHtml).toBe(true);
    expect(drawableSvg(nested, {})).toBe('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:g/></svg:svg>');
  });

  it('escapes the values it sets, and keeps the others as written', () => {
    const svg = readSvgMarkup(`<svg a='say "hi"' b="x &amp; y"/>`);
    expect(drawableSvg(svg, { c: 'p & "q"' })).toBe(
      `<svg a="say &quot;hi&quot;" b="x &amp; y" c="p &amp; &quot;q&quot;"/>`,
    );
  });

  it('is the spec’s load error for anything not a well-formed SVG', () => {
    for (const text of [
      '',
      'plain text',
      '<svg><path d="M0',
      '<svg><g></svg>',
      '<svg></g></svg>',
      '<html><svg/></html>',
      '<svg/><svg/>',
      '<svg></svg>trailing',
      '<svg>a < b</svg>',
    ])
      expect(
        fault.is(
          toolErrorOf(() => readSvgMarkup(text)),
          'loadFailed',
        ),
      ).toBe(true);
  });

  it('reads a real SVG from an installed package (Playwright’s Safari icon, which has a <style>)', () => {
    const file = new URL(
      '../../../../node_modules/playwright-core/lib/vite/dashboard/assets/safari-na3_-uQk.svg',
      import.meta.url,
    );
    const text = readFileSync(file, 'utf8');
    const svg = readSvgMarkup(text);
    expect(svg.rootAttributes.get('viewBox')).toBe('194.5 190.1 135.1 135.1');
    expect(drawableSvg(svg, {})).toBe(text);
  });

  it('reads 8 MB of 200,000 nested groups and a million shapes in one pass, without recursion', () => {
    const depth = 200_000;
    const text = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}${'<rect/>'.repeat(1_000_000)}</svg>`;
    expect(readSvgMarkup(text).rest).toHaveLength(text.length - '<svg xmlns="http://www.w3.org/2000/svg">'.length);
  });
});
