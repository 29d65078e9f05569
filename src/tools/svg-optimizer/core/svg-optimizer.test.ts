import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { builtinPlugins, optimize as optimizeInNode } from 'svgo';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  optimizeSvg,
  percentSaved,
  PRESET_PLUGIN_NAMES,
  SVG_DEFAULTS,
  svgoConfig,
  utf8Length,
  type SvgOptions,
} from '.';
import { fault as svgFault } from './faults';

const IMAGES = new URL('../../../../tests/images/', import.meta.url);
const ADWAITA = '/usr/share/icons/Adwaita/scalable/status/';

/** The real SVGs: ours in tests/images, and Adwaita's status icons where the machine has them (Debian's). */
function realSvgs(): { name: string; text: string }[] {
  const ours = readdirSync(new URL('svg/', IMAGES))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => ({ name, text: readFileSync(new URL(`svg/${name}`, IMAGES), 'utf8') }));
  ours.push({ name: 'drawio-flowchart.svg', text: readFileSync(new URL('drawio-flowchart.svg', IMAGES), 'utf8') });
  let adwaita: string[] = [];
  try {
    adwaita = readdirSync(ADWAITA)
      .filter((name) => name.endsWith('.svg'))
      .slice(0, 8);
  } catch {
    // Not on this machine: our copies only.
  }
  return [...ours, ...adwaita.map((name) => ({ name, text: readFileSync(ADWAITA + name, 'utf8') }))];
}

const OPTION_SETS: readonly Partial<SvgOptions>[] = [
  {},
  { output: 'pretty', multipass: false, removeScripts: true, convertPathData: false, mergePaths: false },
];

describe('SVG optimizer', () => {
  it("lists svgo's preset-default plugins, in its order", () => {
    const preset = builtinPlugins.find((plugin) => plugin.name === 'preset-default') as unknown as {
      plugins: { name: string }[];
    };
    expect(PRESET_PLUGIN_NAMES).toEqual(preset.plugins.map((plugin) => plugin.name));
  });

  it("equals svgo's Node API on real SVGs, for several option sets (svgo/browser in ours)", () => {
    const svgs = realSvgs();
    expect(svgs.length).toBeGreaterThanOrEqual(7);
    for (const set of OPTION_SETS) {
      const options = { ...SVG_DEFAULTS, ...set };
      for (const { name, text } of svgs) {
        const expected = optimizeInNode(text, svgoConfig(options)).data;
        expect({ name, output: optimizeSvg(text, options).output }).toEqual({ name, output: expected });
      }
    }
  });

  it('shrinks real editor files and counts bytes in UTF-8', () => {
    const text = readFileSync(new URL('svg/preferences-system-parental-controls-symbolic.svg', IMAGES), 'utf8');
    const { output, sizes } = optimizeSvg(text, SVG_DEFAULTS);
    expect(sizes.before).toBe(Buffer.byteLength(text));
    expect(sizes.after).toBe(Buffer.byteLength(output));
    expect(percentSaved(sizes)).toBeGreaterThan(40);
    expect(output).not.toMatch(/inkscape|sodipodi|<metadata/);
  });

  it('switches plugins off one by one', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><!-- note --><rect width="10" height="10" fill="#ff0000"/></svg>';
    expect(optimizeSvg(svg, SVG_DEFAULTS).output).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h10v10H0z"/></svg>',
    );
    const kept = { ...SVG_DEFAULTS, removeComments: false, convertColors: false, convertShapeToPath: false };
    expect(optimizeSvg(svg, kept).output).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><!--note--><rect width="10" height="10" fill="#ff0000"/></svg>',
    );
  });

  it('removes scripts, event handlers and external references, keeping in-document ones', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="x()">
      <script>x()</script><style>@import "a.css"; .a { fill: url(https://e.example/p.svg#p); stroke: url(#g) }</style>
      <linearGradient id="g"><stop offset="0"/></linearGradient>
      <image href="https://e.example/i.png" width="2" height="2"/><image xlink:href="data:image/png;base64,AAAA" width="2" height="2"/>
      <a href="javascript:x()"><path class="a" d="M0 0h9v9z" onclick="x()" style="filter:url(other.svg#f)"/></a>
      <use href="#g"/><use href="sprite.svg#icon"/><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="//e.example/t.gif"/></foreignObject>
    </svg>`;
    const options = {
      ...SVG_DEFAULTS,
      removeScripts: true,
      inlineStyles: false,
      minifyStyles: false,
      cleanupIds: false,
    };
    const { output } = optimizeSvg(svg, options);
    expect(output).not.toMatch(/<script|onload|onclick|javascript:|e\.example|@import|sprite\.svg|other\.svg/);
    expect(output).toContain('url(#g)');
    expect(output).toContain('data:image/png;base64,AAAA');
    expect(output).toContain('href="#g"');
    // Off, svgo's preset keeps them all.
    expect(optimizeSvg(svg, { ...options, removeScripts: false }).output).toMatch(/onclick[^]*e\.example/);
  });

  it("refuses malformed SVG with svgo's reason at its line and column", () => {
    const fault = (text: string) => {
      try {
        optimizeSvg(text, SVG_DEFAULTS);
      } catch (error) {
        return error;
      }
      throw new Error('no error');
    };
    const unquoted = fault('<svg>\n  <rect\n    width=10/>\n</svg>') as ToolError;
    expect(unquoted).toBeInstanceOf(ToolError);
    expect(svgFault.is(unquoted, 'invalid')).toBe(true);
    expect(unquoted.params).toEqual({ reason: 'Unquoted attribute value', line: 3, column: 11 });
    expect(unquoted.at).toEqual({ line: 3, column: 11 });
    expect((fault('<svg><g></svg>') as ToolError).params).toMatchObject({ line: 1 });
    expect((fault('plain text') as ToolError).params).toEqual({
      reason: 'Non-whitespace before first tag',
      line: 1,
      column: 1,
    });
  });

  it('measures the bytes saved, or grown', () => {
    expect(percentSaved({ before: 2048, after: 1024 })).toBe(50);
    expect(percentSaved({ before: 100, after: 110 })).toBe(-10);
    expect(percentSaved({ before: 0, after: 0 })).toBe(0);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => utf8Length(text) === Buffer.byteLength(text)),
      { numRuns: 100 },
    );
  });

  it('never lets svgo throw past its ToolError on random and hostile markup', () => {
    const tag = fc.constantFrom('svg', 'g', 'path', 'rect', 'style', 'script', 'a', 'use', 'defs', 'x:y');
    const attr = fc.tuple(fc.constantFrom('d', 'style', 'href', 'fill', 'transform', 'id', 'class'), fc.string());
    const markup = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc
          .tuple(tag, fc.array(attr, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 }))
          .map(
            ([name, attrs, kids]) =>
              `<${name}${attrs.map(([k, v]) => ` ${k}="${v.replace(/["<&]/g, '')}"`).join('')}>${kids.join('')}</${name}>`,
          ),
      ),
    }));
    const options = fc.record({
      output: fc.constantFrom('minified', 'pretty'),
      multipass: fc.boolean(),
      removeScripts: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.oneof(markup.node, fc.string()), options, (body, set) => {
        try {
          optimizeSvg(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`, { ...SVG_DEFAULTS, ...set });
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
        }
      }),
      { numRuns: 100 },
    );
    const deep = '<g>'.repeat(30_000) + '</g>'.repeat(30_000); // refused before svgo, which takes minutes
    expect(() => optimizeSvg(`<svg>${deep}</svg>`, SVG_DEFAULTS)).toThrow(ToolError);
  });
});
