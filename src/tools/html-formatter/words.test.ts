import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_FORMAT } from '../../core/shared/code-format';
import { messageOf } from '../../core/shared/tool-error';
import { formatHtml, HTML_NESTING_LIMIT } from './core';
import '../../ui/words/nesting';
import './words';

const said = (html: string) =>
  formatHtml(html, DEFAULT_CODE_FORMAT).then(
    () => 'no error',
    (error: unknown) => messageOf(error),
  );

describe("the HTML formatter's words", () => {
  it("says 'Invalid HTML syntax' with the parser's reason and where", async () => {
    expect(await said('<div>\n  <span></div>')).toMatch(
      /^Invalid HTML syntax: Unexpected closing tag "div"\. .* at line 2, column 9$/,
    );
  });

  it("says 'Please enter HTML code to format' for empty or blank input", async () => {
    expect(await said('\n  \t')).toBe('Please enter HTML code to format');
  });

  it("names where a <style>'s media query leaves url( open", async () => {
    expect(await said('<p>x</p>\n<style>\n@media url((;) {}\n</style>')).toBe(
      "Invalid HTML syntax: Unclosed bracket in a media query's url( at line 3, column 11",
    );
  });

  it('says deep HTML is nested too deeply, with the limit', async () => {
    const deep = '<div>'.repeat(5_000) + 'x' + '</div>'.repeat(5_000);
    expect(await said(deep)).toBe(
      `Nested too deeply to format: the limit is ${HTML_NESTING_LIMIT} levels. The input is not invalid; this tool cannot go deeper.`,
    );
  });
});
