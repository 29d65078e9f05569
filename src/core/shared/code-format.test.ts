import { describe, expect, it } from 'vitest';
import { formatAndMinify, prettierLayout, refuseSyntaxErrors } from './code-format';
import { ToolError } from './tool-error';

const MESSAGES = { empty: 'Please enter X code to format', invalid: 'Invalid X syntax' };
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

  it('refuses empty and blank input with the empty message, before formatting', async () => {
    for (const text of ['', '  \n\t ']) {
      const error = await errorOf(() => formatAndMinify(text, MESSAGES, same, same));
      expect(error).toBeInstanceOf(ToolError);
      expect(error).toMatchObject({ title: MESSAGES.empty, description: undefined });
    }
  });

  it("gives a parser's syntax error the title, the reason with its place, and `at`", async () => {
    const parseError = Object.assign(new SyntaxError('Unclosed block (3:5)\n> code frame'), {
      loc: { start: { line: 3, column: 5 } },
    });
    const error = await errorOf(() => refuseSyntaxErrors(() => Promise.reject(parseError), MESSAGES.invalid));
    expect(error).toMatchObject({
      title: 'Invalid X syntax',
      description: 'Unclosed block at line 3, column 5',
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
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(postcss), MESSAGES.invalid))).toMatchObject({
      title: 'Invalid X syntax',
      description: 'Unknown word at line 2, column 3',
      at: { line: 2, column: 3 },
    });
    const plain = new Error('Unbalanced parenthesis');
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(plain), MESSAGES.invalid))).toMatchObject({
      title: 'Invalid X syntax',
      description: 'Unbalanced parenthesis',
      at: undefined,
    });
  });

  it('lets a TypeError through as it is (a bug is not the input’s fault)', async () => {
    const bug = new TypeError('x is undefined');
    expect(await errorOf(() => refuseSyntaxErrors(() => Promise.reject(bug), MESSAGES.invalid))).toBe(bug);
  });
});
