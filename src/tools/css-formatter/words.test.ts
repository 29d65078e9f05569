import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_FORMAT } from '../../core/shared/code-format';
import { messageOf } from '../../core/shared/tool-error';
import { CSS_NESTING_LIMIT, formatCss } from './core';
import '../../ui/words/nesting';
import './words';

const said = (css: string) =>
  formatCss(css, DEFAULT_CODE_FORMAT).then(
    () => 'no error',
    (error: unknown) => messageOf(error),
  );

describe("the CSS formatter's words", () => {
  it("says 'Invalid CSS syntax' with the parser's reason and where", async () => {
    expect(await said('a {\n  color: red;\n}\nb {\n  margin: 0;\n')).toBe(
      'Invalid CSS syntax: Unclosed block at line 4, column 1',
    );
  });

  it("says 'Please enter CSS code to format' for empty or blank input", async () => {
    expect(await said(' \n ')).toBe('Please enter CSS code to format');
  });

  it("names where a media query's url( is left open", async () => {
    expect(await said('a{}\n@media\n  url((.) {}')).toBe(
      "Invalid CSS syntax: Unclosed bracket in a media query's url( at line 3, column 6",
    );
  });

  it('says deep CSS is nested too deeply, with the limit', async () => {
    const deep = '@media screen {'.repeat(2_000) + 'a{color:red}' + '}'.repeat(2_000);
    expect(await said(deep)).toBe(
      `Nested too deeply to format: the limit is ${CSS_NESTING_LIMIT} levels. The input is not invalid; this tool cannot go deeper.`,
    );
  });
});
