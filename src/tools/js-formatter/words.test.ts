import { describe, expect, it } from 'vitest';
import type { ToolError } from '../../core/shared/tool-error';
import { formatJs, JS_NESTING_LIMIT, minifyJs, validateJs } from './core';
import { jsFieldError } from './words';
import '../../ui/words/nesting';

const failureOf = (run: Promise<unknown>) =>
  run.then(
    () => expect.fail('no error'),
    (error: unknown) => error as ToolError,
  );

describe("the JavaScript formatter's words", () => {
  it("gives the spec messages, then the parser's reason and position", async () => {
    const bad = 'const a = 1;\nlet b = ;';
    const format = await failureOf(formatJs(bad, { indent: '2', syntax: 'javascript' }));
    expect(format).toMatchObject({
      title: 'JavaScript Formatting Error',
      description: 'Failed to format code. Please check your input. Unexpected token at line 2, column 9.',
    });
    expect(jsFieldError('format', format)).toBe(
      'Error formatting JavaScript. Please check your input. Unexpected token at line 2, column 9.',
    );
    const minify = await failureOf(minifyJs(bad));
    expect(minify).toMatchObject({
      title: 'JavaScript Minification Error',
      description:
        'Error minifying JavaScript. Please check your input. Unexpected token: punc (;) at line 2, column 9.',
    });
    expect(jsFieldError('minify', minify)).toBe(minify.description);
    expect(await failureOf(validateJs(bad, 'javascript'))).toMatchObject({
      title: 'JavaScript Validation Error',
      description: 'Unexpected token at line 2, column 9',
    });
  });

  it('asks for code when there is none', async () => {
    expect((await failureOf(formatJs(' \n', { indent: '2', syntax: 'javascript' }))).title).toBe(
      'Please enter JavaScript code to format',
    );
    expect((await failureOf(minifyJs(''))).title).toBe('Please enter JavaScript code to minify');
    expect((await failureOf(validateJs('\t', 'typescript'))).title).toBe('Please enter JavaScript code to validate');
  });

  it('says Format, Minify and Validate cannot go that deep, with the limit', async () => {
    const deep = 'x = ' + '['.repeat(20_000) + ']'.repeat(20_000) + ';';
    const limit = `the limit is ${JS_NESTING_LIMIT.toLocaleString('en-US')} levels. The input is not invalid; this tool cannot go deeper.`;
    await expect(formatJs(deep, { indent: '2', syntax: 'javascript' })).rejects.toThrow(
      `Nested too deeply to format: ${limit}`,
    );
    await expect(minifyJs(deep)).rejects.toThrow(`Nested too deeply to minify: ${limit}`);
    await expect(validateJs(deep, 'typescript')).rejects.toThrow(`Nested too deeply to validate: ${limit}`);
    const error = await failureOf(formatJs(deep, { indent: '2', syntax: 'javascript' }));
    expect(jsFieldError('format', error)).toBe(`Nested too deeply to format: ${limit}`);
  });
});
