import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import xmlPlugin from '@prettier/plugin-xml';
import { XMLParser } from 'fast-xml-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../tests/unit/arbitraries';
import { ToolError } from '../../../core/shared/tool-error';
import { xmlDepth, xmlFault } from '../../../core/shared/xml-well-formed';
import { formatXml, minifyXml, validateXml } from '.';
import { fault } from './faults';

const NODE_MODULES = new URL('../../../../node_modules/', import.meta.url).pathname;

/** Every .svg and .xml file under a few real packages' folders (searched, so none is named by hand). */
function realFiles(): { path: string; text: string }[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(svg|xml)$/.test(entry.name)) found.push(path);
    }
  };
  walk(join(NODE_MODULES, 'playwright-core'));
  return found.map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

const parser = new XMLParser({ ignoreAttributes: false, ignoreDeclaration: false, cdataPropName: '#cdata' });
const parsed = (text: string) => parser.parse(text) as unknown;

const failureOf = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return error as ToolError;
  }
  throw new Error('expected a ToolError');
};

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE note [ <!ENTITY who "World"> ]>
<!-- a note -->
<note   id="1"  lang='en' >
  <to>Tove</to>
  <body xml:space="preserve">  Hello,   <b> &who; </b>  </body>
  <code><![CDATA[ if (a < b && c) { } ]]></code>
  <empty  />
</note>
`;

describe('XML formatter', () => {
  it('minifies: blanks between tags go, text, CDATA and xml:space="preserve" stay exactly', () => {
    expect(minifyXml(SAMPLE, { keepComments: false })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE note [ <!ENTITY who "World"> ]>' +
        `<note id="1" lang='en'><to>Tove</to><body xml:space="preserve">  Hello,   <b> &who; </b>  </body>` +
        '<code><![CDATA[ if (a < b && c) { } ]]></code><empty/></note>',
    );
    expect(minifyXml(SAMPLE, { keepComments: true })).toContain('<!-- a note --><note id="1"');
  });

  it('round-trips real SVG files: parse(minify(x)) equals parse(x), and so does parse(format(x))', async () => {
    const files = realFiles();
    expect(files.length).toBeGreaterThan(3);
    for (const { path, text } of files) {
      const minified = minifyXml(text, { keepComments: false });
      expect(minified.length, path).toBeLessThanOrEqual(text.length);
      expect(parsed(minified), path).toEqual(parsed(text));
      const formatted = await formatXml(text, { indent: '2' });
      expect(parsed(formatted), path).toEqual(parsed(text));
      expect(parsed(minifyXml(formatted, { keepComments: false })), path).toEqual(parsed(text));
    }
  });

  it('formats as Prettier does in Node, at 2, 4 spaces or a tab', async () => {
    const { text } = realFiles()[0];
    const options = { parser: 'xml', plugins: [xmlPlugin], printWidth: 120, xmlWhitespaceSensitivity: 'ignore' };
    expect(await formatXml(text, { indent: '4' })).toBe(await prettier.format(text, { ...options, tabWidth: 4 }));
    const tabbed = await formatXml('<a><b>x</b><c/></a>', { indent: 'tab' });
    expect(tabbed).toBe('<a>\n\t<b>x</b>\n\t<c />\n</a>\n');
    expect(await formatXml('<a><b>x</b></a>', { indent: '2' })).toBe('<a>\n  <b>x</b>\n</a>\n');
  });

  it('reports each fault with the line and column', async () => {
    const bad = '<root>\n  <item>\n</root>';
    const at = { line: 3, column: 1 };
    expect(await failureOf(() => validateXml(bad))).toMatchObject({ code: 'xml-formatter.validate', at });
    expect(await failureOf(() => formatXml(bad, { indent: '2' }))).toMatchObject({ code: 'xml-formatter.format', at });
    expect(await failureOf(() => minifyXml(bad, { keepComments: false }))).toMatchObject({
      code: 'xml-formatter.minify',
      at,
    });
    expect((await failureOf(() => validateXml('<a x="1" x="2"/>'))).at).toEqual({ line: 1, column: 10 });
    expect(() => validateXml(SAMPLE)).not.toThrow();
  });

  it('asks for XML when there is none', async () => {
    expect(fault.is(await failureOf(() => formatXml(' ', { indent: '2' })), 'emptyFormat')).toBe(true);
    expect(fault.is(await failureOf(() => minifyXml('', { keepComments: false })), 'emptyMinify')).toBe(true);
    expect(fault.is(await failureOf(() => validateXml('\n')), 'emptyValidate')).toBe(true);
  });

  it('a last tag cut off by the end of the text is a fault at its end (the validator it uses passes one)', async () => {
    expect(xmlFault('<a/>\n<b/')).toEqual({
      reason: 'The XML ends before its last tag is closed.',
      at: { line: 2, column: 3 },
    });
    expect(xmlFault('<a/> \n')).toBeNull();
    expect(fault.is(await failureOf(() => validateXml('<D/')), 'validate')).toBe(true);
    expect(fault.is(await failureOf(() => minifyXml('<D/', { keepComments: false })), 'minify')).toBe(true);
  });

  it('never throws anything but its ToolError on random input, and minify keeps what parses', async () => {
    const markup = fc.oneof(anyText(30), fc.stringMatching(/^[<>/a-c ="'!?\-[\]CDAT\n&;]{0,40}$/));
    await fc.assert(
      fc.asyncProperty(markup, async (text) => {
        for (const run of [() => validateXml(text), () => formatXml(text, { indent: '2' })]) {
          await Promise.resolve()
            .then(run)
            .catch((error: unknown) => expect(error).toBeInstanceOf(ToolError));
        }
        let minified: string;
        try {
          minified = minifyXml(text, { keepComments: false });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
          return;
        }
        expect(parsed(minified)).toEqual(parsed(text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('deep XML (issue 26): a limit of the tool, never "invalid"', () => {
  const deep = (levels: number) => '<a x="1>2">'.repeat(levels) + '<!-- <b> --><c/>' + '</a>'.repeat(levels);

  it('refuses to format past its limit, saying the limit, and still minifies and validates', async () => {
    await expect(formatXml(deep(500), { indent: '2' })).rejects.toMatchObject({
      code: 'nesting.tooDeep',
      params: { action: 'format', limit: 100 },
    });
    expect(minifyXml(deep(20_000), { keepComments: false })).toBe(
      '<a x="1>2">'.repeat(20_000) + '<c/>' + '</a>'.repeat(20_000),
    );
    expect(() => validateXml(deep(20_000))).not.toThrow();
  });

  it('formats up to the limit, and counts depth by elements only', async () => {
    expect(xmlDepth(deep(100))).toBe(100);
    expect(xmlDepth('<?xml version="1.0"?><!DOCTYPE a [<!ELEMENT a ANY>]><a><![CDATA[<b><b>]]><c/><d></d></a>')).toBe(
      2,
    );
    await expect(formatXml(deep(100), { indent: '2' })).resolves.toMatch(/^<a x="1>2">\n {2}<a x="1>2">\n/);
  });
});

describe('a DOCTYPE that declares entities', () => {
  const LAUGHS =
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;">\n]>\n<lolz>&lol2;</lolz>';
  const XXE = '<!DOCTYPE foo [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n<foo>&xxe;</foo>';

  it('is not formatted: the entities are not expanded, and why, at the first declaration', async () => {
    await expect(formatXml(LAUGHS, { indent: '2' })).rejects.toMatchObject({
      code: 'xml-formatter.entities',
      params: { line: 3, column: 2 },
      at: { line: 3, column: 2 },
    });
    await expect(formatXml(XXE, { indent: '2' })).rejects.toMatchObject({ at: { line: 1, column: 17 } });
    await expect(formatXml('<!DOCTYPE a [<!ELEMENT a (#PCDATA)>]><a/>', { indent: '2' })).rejects.toMatchObject({
      code: 'xml-formatter.subset',
      at: { line: 1, column: 13 },
    });
  });

  it('is minified and validated as it is, its entities left as references', () => {
    expect(minifyXml(XXE, { keepComments: false })).toContain('<foo>&xxe;</foo>');
    expect(() => validateXml(LAUGHS)).not.toThrow();
  });
});
