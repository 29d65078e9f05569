import { describe, expect, it } from 'vitest';
import {
  codeFormatterFaults,
  formatAndMinify,
  prettierLayout,
  refuseSyntaxErrors,
  type CodeSyntaxFaults,
} from './code-format';
import { faultsOf, ToolError } from './tool-error';

const FAULTS = codeFormatterFaults(faultsOf<CodeSyntaxFaults>('x-formatter'));
const same = (text: string) => Promise.resolve(text);
const errorOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('code formatters, shared', () => {
  it("turns indent and print width into Prettier's options", () => {
    expect(prettierLayout({ indent: '2', printWidth: '80' })).toEqual({ useTabs: false, tabWidth: 2, printWidth: 80 });
    expect(prettierLayout({ indent: '4', printWidth: '120' })).toEqual({
      useTabs: false,
      tabWidth: 4,
      printWidth: 120,
    });
    expect(prettierLayout({ indent: 'tab', printWidth: '100' })).toMatchObject({ useTabs: true, printWidth: 100 });
  });

  it('refuses empty and blank input with the empty fault, before formatting', async () => {
    for (const text of ['', '  \n\t ']) {
      const error = await errorOf(() => formatAndMinify(text, FAULTS, same, same));
      expect(error).toBeInstanceOf(ToolError);
      expect(error).toMatchObject({ code: 'x-formatter.empty', params: {} });
    }
  });

  it("gives a parser's syntax error the tool's fault, the reason with its place, and `at`", async () => {
    const parseError = Object.assign(new SyntaxError('Unclosed block (3:5)\n> code frame'), {
      loc: { start: { line: 3, column: 5 } },
    });
    const error = await errorOf(() => refuseSyntaxErrors(() => Promise.reject(parseError), FAULTS.invalid));
    expect(error).toMatchObject({
      code: 'x-formatter.invalid',
      params: { reason: 'Unclosed block', line: 3, column: 5 },
      at: { line: 3, column: 5 },
    });
  });

  it("takes PostCSS's CssSyntaxError and a parser's plain Error as the input's fault", async () => {
    const postcss = Object.assign(new Error('<css input>:2:3: Unknown word'), {
      name: 'CssSyntaxError',
      reason: 'Unknown word',
      line: 2,
      column: 3,
    });
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(postcss), FAULTS.invalid))).toMatchObject({
      code: 'x-formatter.invalid',
      params: { reason: 'Unknown word', line: 2, column: 3 },
      at: { line: 2, column: 3 },
    });
    const plain = new Error('Unbalanced parenthesis');
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(plain), FAULTS.invalid))).toMatchObject({
      code: 'x-formatter.invalid',
      params: { reason: 'Unbalanced parenthesis' },
      at: undefined,
    });
  });

  it('lets a TypeError through as it is (a bug is not the input’s fault)', async () => {
    const bug = new TypeError('x is undefined');
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(bug), FAULTS.invalid))).toBe(bug);
  });
});
