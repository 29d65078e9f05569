import * as prettier from 'prettier/standalone';
import type { Plugin } from 'prettier';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as postcss from 'prettier/plugins/postcss';
import * as html from 'prettier/plugins/html';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atLineAndColumn, prettierSyntaxFault } from './syntax-fault';

const faultOf = async (text: string, parser: string, plugins: Plugin[]) => {
  try {
    await prettier.format(text, { parser, plugins });
  } catch (error) {
    return prettierSyntaxFault(error);
  }
  throw new Error('expected a syntax error');
};

describe('prettierSyntaxFault', () => {
  it("takes the reason and the 1-based position from Prettier's real parse errors", async () => {
    expect(await faultOf('let a = ;\nfoo(', 'babel', [babel, estree])).toEqual({
      reason: 'Unexpected token',
      at: { line: 1, column: 9 },
    });
    expect(await faultOf('a {\n  color: red;\n', 'css', [postcss])).toEqual({
      reason: 'Unclosed block',
      at: { line: 1, column: 1 },
    });
    const htmlFault = await faultOf('<div>\n<span></div>', 'html', [html]);
    expect(htmlFault?.reason).toMatch(/^Unexpected closing tag "div"/);
    expect(htmlFault?.at).toEqual({ line: 2, column: 7 });
  });

  it('keeps the reason when the position is unknown, and ignores errors that are not syntax errors', () => {
    const noPlace = Object.assign(new SyntaxError("Expecting token but found '' (NaN:NaN)\n"), {
      loc: { start: { line: null, column: null } },
    });
    expect(prettierSyntaxFault(noPlace)).toEqual({ reason: "Expecting token but found ''" });
    expect(prettierSyntaxFault(new TypeError('x is undefined'))).toBeNull();
    expect(prettierSyntaxFault('nope')).toBeNull();
  });

  it('never throws, whatever is thrown at it', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const fault = prettierSyntaxFault(value);
        expect(fault === null || typeof fault.reason === 'string').toBe(true);
      }),
    );
  });

  it('names a position for messages', () => {
    expect(atLineAndColumn({ line: 3, column: 7 })).toBe(' at line 3, column 7');
    expect(atLineAndColumn(undefined)).toBe('');
  });
});
